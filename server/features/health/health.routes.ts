import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { HealthSchema } from '../../../contract/health.ts';
import type { AppContext } from '../../app-context.ts';
import { ping } from '../../db/databases.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { config, dbs, limits }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the site, its three databases and its rate-limit store answer',
        response: {
          200: dataEnvelope(HealthSchema),
          503: ErrorEnvelopeSchema.extend({ data: HealthSchema }),
        },
      },
    },
    async (_request, reply) => {
      const [auth, characters, web] = await Promise.all([
        ping(dbs.auth),
        ping(dbs.characters),
        ping(dbs.web),
      ]);
      const databases = { auth, characters, web };
      const down = Object.entries(databases)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      const rateLimits = limits.state();
      const data = {
        status: down.length || rateLimits === 'redis-unavailable' ? ('degraded' as const) : ('ok' as const),
        version: config.version,
        databases: {
          auth: auth ? ('ok' as const) : ('down' as const),
          characters: characters ? ('ok' as const) : ('down' as const),
          web: web ? ('ok' as const) : ('down' as const),
        },
        rateLimits,
      };
      if (down.length) {
        const error = `Database unavailable: ${down.join(', ')}`;
        return reply
          .status(503)
          .send({ success: false, error, message: error, code: 'SERVICE_UNAVAILABLE', data });
      }
      return { success: true as const, data };
    },
  );
};
