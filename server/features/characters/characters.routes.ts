import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountIdParamsSchema,
  CharacterStatsSchema,
  PlayerCharacterSchema,
} from '../../../contract/characters.ts';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import type { AppContext } from '../../app.ts';
import { accountCharacterStats, listAccountCharacters } from './characters.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** SPEC.md §7: an account's characters, for the report form (own account) and staff (any account). */
export const characterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { dbs, realms, guards }) => {
  const deps = { dbs, realms };
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
};
