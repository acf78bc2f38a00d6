import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { RealmIdParamsSchema } from '../../../contract/realms.ts';
import {
  AdminStatisticsQuerySchema,
  AdminStatisticsSchema,
  RealmStatisticsSchema,
} from '../../../contract/statistics.ts';
import type { AppContext } from '../../app-context.ts';
import { adminStatistics, realmStatisticsAnswer } from './statistics.service.ts';

/**
 * docs/product.md §13: a realm's public statistics, and the staff's figures beside them. Both answer
 * the job's last result (at most 10 minutes old), never a computation of their own.
 */
export const statisticsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { realms: context.realms, statistics: context.statistics };
  const unavailable = { 503: ErrorEnvelopeSchema };

  app.get(
    '/realms/:id/statistics',
    {
      schema: {
        tags: ['realms'],
        summary:
          "A realm's statistics: population by faction, race, class and level band, characters and accounts created per week, players online over time (5-minute samples kept 90 days) with the daily peak, and uptime; never a game master's or a deleted character. Computed by a background job, at most 10 minutes old; 503 until the first computation",
        params: RealmIdParamsSchema,
        response: {
          200: dataEnvelope(RealmStatisticsSchema),
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          ...unavailable,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await realmStatisticsAnswer(deps, request.params.id),
    }),
  );

  app.get(
    '/admin/statistics',
    {
      // onRequest, before validation: a stranger learns nothing from a 400.
      onRequest: context.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "A realm's statistics (absent `realmId`: the first realm) with the staff's figures: registrations and sign-ins per day, bug reports per week by status, new accounts that never logged into the game",
        querystring: AdminStatisticsQuerySchema,
        response: {
          200: dataEnvelope(AdminStatisticsSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          ...unavailable,
        },
      },
    },
    async (request) => ({ success: true as const, data: await adminStatistics(deps, request.query.realmId) }),
  );
};
