import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { HealthSchema } from '../../../contract/health.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { AppContext } from '../../app-context.ts';
import { ping } from '../../db/databases.ts';
import { say } from '../../platform/texts.ts';

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
      const withCharacters = realms.withCharacters();
      const [auth, characters, web, ...realmCharacters] = await Promise.all([
        ping(dbs.auth),
        ping(dbs.characters),
        ping(dbs.web),
        // A realm on the main characters database is answered by its ping.
        ...withCharacters.map((realm) =>
          realm.characters.db === dbs.characters ? true : ping(realm.characters.db),
        ),
      ]);
      const databases = { auth, characters, web };
      const down = Object.entries(databases)
        .filter(([, ok]) => !ok)
        .map(([name]) => name);
      const rateLimits = limits.state();
      const realmStates = withCharacters.map((realm, i) => ({
        id: realm.id,
        name: realm.name,
        characters: (realm.characters.db === dbs.characters ? characters : realmCharacters[i])
          ? ('ok' as const)
          : ('down' as const),
      }));
      const twoFactorCheck = twoFactor.lastCheck();
      const degraded =
        down.length > 0 ||
        twoFactorCheck.state === 'misconfigured' ||
        rateLimits === 'redis-unavailable' ||
        realmStates.some((r) => r.characters === 'down');
      const data = {
        status: degraded ? ('degraded' as const) : ('ok' as const),
        version: config.version,
        databases: {
          auth: auth ? ('ok' as const) : ('down' as const),
          characters: characters ? ('ok' as const) : ('down' as const),
          web: web ? ('ok' as const) : ('down' as const),
        },
        rateLimits,
        realms: realmStates,
        twoFactor: twoFactorCheck,
      };
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
