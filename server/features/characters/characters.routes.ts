import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountCharacterParamsSchema,
  AccountCharacterSchema,
  AccountIdParamsSchema,
  CharacterStatsSchema,
  PlayerCharacterSchema,
  SelfUnstuckResultSchema,
} from '../../../contract/characters.ts';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../platform/auth-guard.ts';
import { say } from '../../platform/texts.ts';
import {
  accountCharacterStats,
  listAccountCharacters,
  listOwnCharacters,
  unstuckDoneMessage,
  unstuckOwnCharacter,
  type CharacterDeps,
} from './characters.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * docs/product.md §7.5: an account's characters, for the report form (own account) and staff (any account);
 * and the player's own characters in the account area, with self-service unstuck.
 */
export const characterRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { dbs, realms, guards, config, core, realmStatus },
) => {
  const deps: CharacterDeps = { dbs, realms, config, core, answering: realmStatus };

  app.get(
    '/characters/account/:accountId',
    {
      preHandler: guards.requireSignedIn,
      schema: {
        tags: ['characters'],
        summary:
          "An account's characters on every realm, each with its realm (the caller's own, or any for staff)",
        security: [{ bearer: [] }],
        params: AccountIdParamsSchema,
        response: { 200: dataEnvelope(z.array(PlayerCharacterSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listAccountCharacters(deps, request.account!, request.params.accountId),
    }),
  );

  app.get(
    '/characters/account/:accountId/stats',
    {
      preHandler: guards.requireSignedIn,
      schema: {
        tags: ['characters'],
        summary: "Counts over an account's characters (the caller's own, or any for staff)",
        security: [{ bearer: [] }],
        params: AccountIdParamsSchema,
        response: { 200: dataEnvelope(CharacterStatsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await accountCharacterStats(deps, request.account!, request.params.accountId),
    }),
  );

  app.get(
    '/account/characters',
    {
      preValidation: guards.requireSignedIn,
      schema: {
        tags: ['account'],
        summary: "The caller's characters on every realm, with when Unstuck is next available for each",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(z.array(AccountCharacterSchema)), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOwnCharacters(deps, request.account!),
    }),
  );

  app.post(
    '/account/characters/:realmId/:guid/unstuck',
    {
      preValidation: guards.requireSignedIn,
      schema: {
        tags: ['account'],
        summary:
          "Sends one of the caller's characters to its hearthstone location, once per UNSTUCK_COOLDOWN (429 with Retry-After inside it)",
        security: [{ bearer: [] }],
        params: AccountCharacterParamsSchema,
        response: {
          200: dataEnvelope(SelfUnstuckResultSchema),
          ...errors,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          502: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const result = await unstuckOwnCharacter(deps, actorOf(request), request.params);
      return {
        success: true as const,
        data: result,
        message: say(request, unstuckDoneMessage(result.name, result.via)),
      };
    },
  );
};
