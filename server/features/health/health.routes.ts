import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { HealthSchema } from '../../../contract/health.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { AppContext } from '../../app-context.ts';
import { say } from '../../platform/texts.ts';
import { checkHealth } from './health.service.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { config, dbs, limits, realms, twoFactor },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary:
          "Whether the site, its databases (each realm's characters too) and its rate-limit store answer, and whether TOTP_MASTER_SECRET is the authserver's (checked at start and at each two-factor write)",
        response: {
          200: dataEnvelope(HealthSchema),
          503: ErrorEnvelopeSchema.extend({ data: HealthSchema }),
        },
      },
    },
    async (request, reply) => {
      const { health: data, down } = await checkHealth({ config, dbs, limits, realms, twoFactor });
      if (down.length) {
        const error = say(request, text('api.health.databaseUnavailable', { databases: down.join(', ') }));
        return reply
          .status(503)
          .send({ success: false, error, message: error, code: 'SERVICE_UNAVAILABLE', data });
      }
      return { success: true as const, data };
    },
  );
};
