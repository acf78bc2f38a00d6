import { createAdmission } from './platform/admission.ts';
import { PASSWORD_LIMITS, purgeOldWrongPasswords } from './features/auth/password-attempts.ts';
import { purgeExpiredRegistrations } from './features/auth/pending-registration.service.ts';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext, AppDeps } from './app-context.ts';
import { REALM_STATUS_INTERVAL_MS } from '../contract/realms.ts';
import { createEmailLookup, EMAIL_LOOKUP_CHECK_MS, repairEmailLookup } from './accounts/email-lookup.ts';
import { repairRealmCharacters } from './game/accounts.ts';
import { openRealms } from './game/realms.ts';
import { createLiveFigures } from './features/admin/live-figures.ts';
import { ARTICLE_VIEWS_FLUSH_MS, createArticleViews } from './features/news/article-views.ts';
import { NewsAnswerCache } from './features/news/news-cache.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { newsPageRoutes } from './features/news/news.pages.ts';
import { newsRoutes } from './features/news/news.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { BugBoard } from './features/bugs/bug-board.ts';
import { bugRoutes } from './features/bugs/bugs.routes.ts';
import { characterRoutes } from './features/characters/characters.routes.ts';
import { createRealmStatusMonitor } from './features/realms/realm-status.ts';
import { realmRoutes } from './features/realms/realms.routes.ts';
import { createGuards } from './platform/auth-guard.ts';
import { createBackground } from './platform/background.ts';
import { frameworkErrors, registerErrorHandling, sendUnavailable } from './platform/errors.ts';
import { watchOutages } from './platform/outage.ts';
import { rejectControlCharacters } from './platform/control-characters.ts';
import { createJobs } from './platform/jobs.ts';
import { createMailer } from './platform/mailer.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerLanguage } from './platform/texts.ts';
import { createDataVersions, DATA_VERSION_POLL_MS } from './platform/data-versions.ts';
import { registerWeb } from './web/web-app.ts';
import { armoryRoutes } from './features/armory/armory.routes.ts';
import { createArmorySources } from './features/armory/armory-sources.ts';
import { createTwoFactorKeys } from './features/auth/two-factor.service.ts';
import { CHALLENGE_LIFETIME_MS, createCaptcha, purgeUsedChallenges } from './features/auth/captcha.ts';
import { CLIENT_DATA_CHECK_MS } from './game/client-data/store.ts';
import { demoIconRoutes } from './demo/demo-icons.ts';
import { createLadderBoard, LADDER_ROUND_MS } from './features/ladders/ladder-board.ts';
import { ladderRoutes } from './features/ladders/ladders.routes.ts';
import { createSignInCount, SIGN_IN_COUNT_FLUSH_MS } from './features/statistics/sign-in-count.ts';
import { createStatisticsResults, statisticsJobs } from './features/statistics/statistics-results.ts';
import { statisticsRoutes } from './features/statistics/statistics.routes.ts';

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

/** Query parameters that carry a secret (a password-reset or e-mail confirmation link's token). */
const SECRET_PARAMS = /([?&](?:token|code|secret|password)=)[^&#]*/gi;

/** The access log's view of a request: Fastify's usual fields, with secrets in the address masked. */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  // Anything logged under `req` that is not a request (a test's object) goes through as it is.
  if (typeof request.url !== 'string') return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: request.url.replace(SECRET_PARAMS, '$1[Redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Builds the whole site as a Fastify instance. It never listens: `server/main.ts` does, tests inject. */
const isHealthCheck = (url: string | undefined) => url === '/api/health' || !!url?.startsWith('/api/health?');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const { trustProxy } = config;
  // Held pages are answered ahead of Fastify's routing and hooks, which cost more than the answer
  // itself (ADR 018); the web app sets this once it is registered. `app.inject` goes through Fastify.
  const heldPages: { answer?: (request: IncomingMessage, response: ServerResponse) => boolean } = {};
  const logsRequests = ['info', 'debug', 'trace'].includes(config.logLevel);
  const admission = createAdmission();
  const app = Fastify({
    serverFactory: (handler) =>
      createServer((request, response) => {
        // The health check never waits its turn: it answers within 2 s even while requests hang.
        if (isHealthCheck(request.url)) return handler(request, response);
        if (!heldPages.answer?.(request, response))
          return admission.admit(request, response, () => handler(request, response));
        // One line where Fastify logs two: what was asked and how it was answered.
        if (logsRequests)
          app.log.info(
            {
              method: request.method,
              url: request.url?.replace(SECRET_PARAMS, '$1[Redacted]'),
              statusCode: response.statusCode,
            },
            'held page answered',
          );
      }),
    logger: {
      level: config.logLevel,
      redact,
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    frameworkErrors: frameworkErrors(config.languages.site),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    // Client addresses (rate limits, audit) come from X-Forwarded-For only when a trusted proxy sets it.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('account', null);
  registerLanguage(app, config.languages.site);
  // A database that hangs costs a request at most this long (then 503), never the whole site.
  deps.dbs.limitQueryTime(config.databaseQueryTimeoutMs);
  const outages = watchOutages(deps.dbs, app.log);
  app.addHook('onClose', async () => outages.stop());
  registerErrorHandling(app, outages);
  rejectControlCharacters(app);
  app.addHook('onRequest', (request, reply, done) => {
    if (outages.shedding() && request.url.startsWith('/api/') && !request.url.startsWith('/api/health')) {
      sendUnavailable(reply);
      return;
    }
    done();
  });

  registerSecurityHeaders(app);
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
  const limits = await registerRateLimits(app, config);
  const mailer = createMailer(config);
  const background = createBackground(app.log);
  app.addHook('onClose', async () => {
    await background.settle();
    mailer.close();
  });
  const realms = deps.realms ?? (await openRealms(deps.dbs, config, deps.core));
  // Checked in the background from the moment the app is ready; requests read the last check.
  const realmStatus = createRealmStatusMonitor({
    dbs: deps.dbs,
    realms,
    core: deps.core,
    publicOnlineList: config.publicOnlineList,
    log: app.log,
  });
  app.decorate('realmStatus', realmStatus);
  const emailLookup = createEmailLookup(deps.dbs);
  const jobs = createJobs({ web: deps.dbs.web, log: app.log, outages });
  jobs.add({
    name: 'realm status',
    everyMs: REALM_STATUS_INTERVAL_MS,
    atStart: true,
    task: realmStatus.refresh,
  });
  jobs.add({
    name: 'email lookup check',
    everyMs: EMAIL_LOOKUP_CHECK_MS,
    atStart: true,
    // One instance compares the whole account table per interval, not every instance.
    shared: true,
    task: async () => {
      const { added, updated, removed } = await repairEmailLookup(deps.dbs);
      if (added + updated + removed > 0)
        app.log.info(
          `Email lookup checked against the core: ${added} added, ${updated} updated, ${removed} removed`,
        );
    },
  });
  const versions = createDataVersions(deps.dbs.web, deps.dbs.dialects.web);
  app.decorate('dataVersions', versions);
  jobs.add({ name: 'data versions', everyMs: DATA_VERSION_POLL_MS, task: versions.poll });
  const armorySources = createArmorySources(realms, config, deps.core, app.log);
  const twoFactor = createTwoFactorKeys(config, deps.dbs, app.log);
  // Each realm's client data is read once at start (ready before the first page), then when it changes.
  jobs.add({ name: 'client data', everyMs: CLIENT_DATA_CHECK_MS, task: armorySources.store.check });
  // Computed in the background from the moment the app is ready; requests read the last result.
  const ladders = createLadderBoard({
    dbs: deps.dbs,
    realms,
    core: deps.core,
    clientData: armorySources.clientData,
    log: app.log,
  });
  app.decorate('ladders', ladders);
  jobs.add({ name: 'ladders', everyMs: LADDER_ROUND_MS, atStart: true, task: ladders.refresh });
  const articleViews = createArticleViews(deps.dbs.web);
  app.decorate('articleViews', articleViews);
  jobs.add({ name: 'article views', everyMs: ARTICLE_VIEWS_FLUSH_MS, task: articleViews.flush });
  // A registration a kill cut short can leave its account without character counts: written at start,
  // then daily, as the core's own statement does (docs/game-core.md §1.2).
  jobs.add({
    name: 'character counts',
    everyMs: 24 * 60 * 60 * 1000,
    // Every instance at its own start: a lease of a day, taken by an instance killed since, would
    // keep the next start from repairing what the kill left.
    atStart: true,
    task: async () => {
      const repaired = await repairRealmCharacters(deps.dbs.auth);
      if (repaired > 0) app.log.warn(`character counts written for ${repaired} new accounts that had none`);
    },
  });
  // The per-account wrong-password counts keep only their window (password-attempts.ts).
  jobs.add({
    name: 'wrong passwords',
    everyMs: PASSWORD_LIMITS.windowMs,
    shared: true,
    task: () => purgeOldWrongPasswords(deps.dbs.web),
  });
  // Registrations whose link expired hold nothing any more; their rows go (pending-registration.service.ts).
  jobs.add({
    name: 'pending registrations',
    everyMs: 60 * 60 * 1000,
    shared: true,
    task: async () => {
      await purgeExpiredRegistrations(deps.dbs.web);
    },
  });
  // Used challenges are kept only until they expire (captcha.ts).
  jobs.add({
    name: 'used challenges',
    everyMs: CHALLENGE_LIFETIME_MS,
    shared: true,
    task: () => purgeUsedChallenges(deps.dbs.web),
  });
  const statistics = createStatisticsResults({
    dbs: deps.dbs,
    realms,
    core: deps.core,
    versions,
    realmStatus,
  });
  app.decorate('statistics', statistics);
  for (const job of statisticsJobs(statistics)) jobs.add(job);
  const signInCount = createSignInCount(deps.dbs.web);
  app.decorate('signInCount', signInCount);
  jobs.add({ name: 'sign-in count', everyMs: SIGN_IN_COUNT_FLUSH_MS, task: signInCount.flush });
  app.addHook('onReady', async () => {
    // What other instances wrote before this one started (the job tries again, and reports an outage).
    await versions.poll().catch(() => {});
    await armorySources.store.load();
    // Whether the authserver opens the two-factor secrets the site writes: said at start, in one line
    // (the Argon2id check at the cores' cost takes a few seconds, once, and only with a digest).
    const problem = await twoFactor
      .check()
      .catch((error: unknown) => `TOTP_MASTER_SECRET could not be checked (${String(error)})`);
    if (problem) app.log.error(`Two-factor sign-in will fail: ${problem}`);
    jobs.start();
    await realmStatus.ready();
  });
  app.addHook('onClose', async () => {
    // A full build of a large realm takes many statements: it ends at the next one.
    ladders.stop();
    await jobs.stop();
    await articleViews
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, 'article views not written'));
    await signInCount
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, 'sign-in count not written'));
  });
  const context: AppContext = {
    ...deps,
    realms,
    realmStatus,
    guards: createGuards(deps.dbs, { staffTwoFactorRequired: config.staffTwoFactorRequired }),
    limits,
    mailer,
    background,
    jobs,
    emailLookup,
    versions,
    newsAnswers: new NewsAnswerCache(versions),
    articleViews,
    figures: createLiveFigures(deps.dbs),
    bugBoard: new BugBoard(deps.dbs.web, versions),
    armorySources,
    twoFactor,
    ladders,
    captcha: createCaptcha(deps.dbs.web, config.captcha),
    statistics,
    signInCount,
  };
  heldPages.answer = await registerWeb(app, context, deps.devWebApp);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, context);
      await api.register(adminRoutes, context);
      await api.register(newsRoutes, context);
      await api.register(authRoutes, context);
      await api.register(bugRoutes, context);
      await api.register(characterRoutes, context);
      await api.register(realmRoutes, context);
      await api.register(armoryRoutes, context);
      await api.register(ladderRoutes, context);
      await api.register(statisticsRoutes, context);
    },
    { prefix: '/api' },
  );
  // The RSS feed (outside /api).
  await app.register(newsPageRoutes, context);
  if (config.seedDemo) await app.register(demoIconRoutes);

  return app;
}
