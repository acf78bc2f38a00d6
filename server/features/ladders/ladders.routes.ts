import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import {
  AchievementLadderQuerySchema,
  AchievementStandingSchema,
  ArenaLadderQuerySchema,
  ArenaStandingSchema,
  ArenaTeamParamsSchema,
  ArenaTeamSchema,
  HonorLadderQuerySchema,
  HonorStandingSchema,
  ladderEnvelope,
} from '../../../contract/ladders.ts';
import type { AppContext } from '../../app-context.ts';
import {
  readAchievementLadder,
  readArenaLadder,
  readArenaTeam,
  readHonorLadder,
  type LadderDeps,
} from './ladders.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema };

/**
 * docs/product.md §12: the realms' ladders and the arena teams' pages, public, read from what the
 * `ladders` job computed last (at most a minute old); game masters', deleted and hidden characters
 * left out.
 */
export const ladderRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps: LadderDeps = {
    realms: context.realms,
    ladders: context.ladders,
    clientData: context.armorySources.clientData,
  };
  const tags = ['ladders'];

  app.get(
    '/ladders/arena',
    {
      schema: {
        tags,
        summary:
          "One bracket's arena teams (type 2, 3 or 5) by rating, 50 a page: members' classes, record and win rate; teams with hidden members say how many, without naming them. `class` keeps the teams with a visible member of that class",
        querystring: ArenaLadderQuerySchema,
        response: { 200: ladderEnvelope(ArenaStandingSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await readArenaLadder(deps, request.query)) }),
  );

  app.get(
    '/ladders/honor',
    {
      schema: {
        tags,
        summary:
          "Characters by lifetime honorable kills, with today's and yesterday's, 50 a page, the first 1,000; `class` ranks one class",
        querystring: HonorLadderQuerySchema,
        response: { 200: ladderEnvelope(HonorStandingSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await readHonorLadder(deps, request.query)) }),
  );

  app.get(
    '/ladders/achievements',
    {
      schema: {
        tags,
        summary:
          "Characters by achievement points (the realm's client data gives each achievement's points), 50 a page, the first 1,000; `class` ranks one class; 404 without client data",
        querystring: AchievementLadderQuerySchema,
        response: { 200: ladderEnvelope(AchievementStandingSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await readAchievementLadder(deps, request.query)) }),
  );

  app.get(
    '/armory/realms/:realmId/arena-teams/:teamId',
    {
      schema: {
        tags: ['armory', ...tags],
        summary:
          'One arena team: bracket, rating, place, season and week record, and its visible members with their personal ratings and games',
        params: ArenaTeamParamsSchema,
        response: { 200: dataEnvelope(ArenaTeamSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readArenaTeam(deps, request.params.realmId, request.params.teamId),
    }),
  );
};
