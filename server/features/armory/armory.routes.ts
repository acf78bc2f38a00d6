import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArmoryCharacterParamsSchema,
  ArmoryCharacterRefSchema,
  ArmoryCharacterSchema,
  ArmoryGuildParamsSchema,
  ArmoryGuildRefSchema,
  ArmoryGuildSchema,
  ArmorySearchQuerySchema,
  GuildMembersQuerySchema,
  PrivacySchema,
  searchEnvelope,
} from '../../../contract/armory.ts';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import type { AppContext } from '../../app-context.ts';
import {
  changePrivacy,
  readArmoryCharacter,
  readArmoryGuild,
  readPrivacy,
  searchArmoryCharacters,
  searchArmoryGuilds,
  type ArmoryDeps,
} from './armory.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/**
 * docs/product.md §11: the armory's public reads (a signed-in owner or staff member also sees the
 * characters hidden from others), and the owner's privacy choice.
 */
export const armoryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps: ArmoryDeps = { ...context, ...context.armorySources };
  const tags = ['armory'];

  app.get(
    '/armory/characters',
    {
      schema: {
        tags,
        summary:
          'Characters whose name starts with `search` (any case), on one realm or all, by name, a page at a time; never a game master, a deleted character or one hidden by its owner',
        querystring: ArmorySearchQuerySchema,
        response: { 200: searchEnvelope(ArmoryCharacterRefSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await searchArmoryCharacters(deps, request.query)) }),
  );

  app.get(
    '/armory/guilds',
    {
      schema: {
        tags,
        summary:
          'Guilds whose name starts with `search` (any case), on one realm or all, by name, a page at a time',
        querystring: ArmorySearchQuerySchema,
        response: { 200: searchEnvelope(ArmoryGuildRefSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await searchArmoryGuilds(deps, request.query)) }),
  );

  app.get(
    '/armory/realms/:realmId/characters/:name',
    {
      preHandler: context.guards.identify,
      schema: {
        tags,
        summary:
          "One character: identity, equipment with tooltips, professions, PvP, talents, glyphs and achievements. 404 for a deleted character, and for a game master's or a hidden one unless the caller owns it or is staff",
        security: [{}, { bearer: [] }],
        params: ArmoryCharacterParamsSchema,
        response: { 200: dataEnvelope(ArmoryCharacterSchema), ...errors },
      },
    },
    async (request) => {
      const viewer = request.account ? { accountId: request.account.id, roles: request.account.roles } : null;
      const { realmId, name } = request.params;
      return {
        success: true as const,
        data: await readArmoryCharacter(deps, viewer, realmId, name, request.language),
      };
    },
  );

  app.get(
    '/armory/realms/:realmId/guilds/:name',
    {
      schema: {
        tags,
        summary:
          'One guild: faction, leader, creation, member count, level and class spread, and a page of its visible members (sortable)',
        params: ArmoryGuildParamsSchema,
        querystring: GuildMembersQuerySchema,
        response: { 200: dataEnvelope(ArmoryGuildSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readArmoryGuild(deps, request.params.realmId, request.params.name, request.query),
    }),
  );

  app.get(
    '/account/privacy',
    {
      preHandler: context.guards.requireSignedIn,
      schema: {
        tags,
        summary: "Whether the caller's characters show in the armory to others",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(PrivacySchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await readPrivacy(deps, request.account!.id) }),
  );

  app.put(
    '/account/privacy',
    {
      preHandler: context.guards.requireSignedIn,
      schema: {
        tags,
        summary:
          "Shows or hides the caller's characters in the armory (default shown); the owner and staff still see them",
        security: [{ bearer: [] }],
        body: PrivacySchema,
        response: { 200: dataEnvelope(PrivacySchema), 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await changePrivacy(deps, request.account!.id, request.body.armoryVisible),
    }),
  );
};
