import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import {
  OnlineCharacterSchema,
  OnlineListQuerySchema,
  RealmIdParamsSchema,
  RealmlistInfoSchema,
  RealmStatusSchema,
} from '../../../contract/realms.ts';
import type { AppContext } from '../../app-context.ts';
import { listOnline, realmlistInfo } from './realms.service.ts';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** Public: the realms' status, who is online on each, and how to connect. */
export const realmRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = { ...context, status: context.realmStatus };
  const tags = ['realms'];

  app.get(
    '/realms',
    {
      schema: {
        tags,
        summary:
          'Every realm with its live status: online (TCP at address:port within 1 s, checked every 15 s at most), players by faction, uptime, peak, flags',
        response: { 200: dataEnvelope(z.array(RealmStatusSchema)) },
      },
    },
    async () => ({ success: true as const, data: deps.status.current() }),
  );

  app.get(
    '/realms/:id/online',
    {
      schema: {
        tags,
        summary: "The characters in a realm's world, by name, paged; never a game master",
        params: RealmIdParamsSchema,
        querystring: OnlineListQuerySchema,
        response: { 200: pageEnvelope(OnlineCharacterSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listOnline(deps, request.params.id, request.query)),
      page: request.query.page,
      pageSize: request.query.pageSize,
    }),
  );

  app.get(
    '/realmlist',
    {
      schema: {
        tags,
        summary: 'How to connect: the client build and the `set realmlist` line (REALMLIST_HOST)',
        response: { 200: dataEnvelope(RealmlistInfoSchema) },
      },
    },
    async () => ({ success: true as const, data: realmlistInfo(context.config) }),
  );
};
