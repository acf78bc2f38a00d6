import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Databases } from './db/databases.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { newsPageRoutes } from './features/news/news.pages.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bugRoutes } from './features/bugs/bugs.routes.ts';
import { characterRoutes } from './features/characters/characters.routes.ts';
import { createGuards, type Guards } from './platform/auth-guard.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerWeb } from './platform/static-web.ts';

export interface AppDeps {
  config: Config;
  dbs: Databases;
  /** Where logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** What every feature plugin receives: configuration, databases and guards. */
export interface AppContext extends AppDeps {
  guards: Guards;
}

/** Secrets never reach the logs. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
];

/** Builds the whole site as a Fastify instance. It never listens: `server/main.ts` does, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel, redact, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Client addresses (rate limits, audit) come from X-Forwarded-For only when a local reverse proxy sets it.
    trustProxy: 'loopback',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router's prerendered pages hydrate from a small inline module script.
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Realm website API', version: config.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Before the routes: per-route limits attach when each route is declared.
  await registerRateLimits(app, config);
  const context: AppContext = { ...deps, guards: createGuards(deps.dbs) };
  await registerWeb(app, config.webBuildDir, config.publicUrl);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(adminRoutes, context);
      await api.register(newsRoutes, context);
      await api.register(authRoutes, context);
      await api.register(bugRoutes, context);
      await api.register(characterRoutes, context);
    },
    { prefix: '/api' },
  );
  // The RSS feed (outside /api).
  await app.register(newsPageRoutes, context);

  return app;
}
