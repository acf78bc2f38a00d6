import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Language } from '../../contract/i18n/languages.ts';
import { translate, translateText } from '../../contract/i18n/messages.ts';
import { text, type Text } from '../../contract/i18n/text.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The first sentence of a route's 429 answer; the wait is appended. */
    rateLimitMessage?: Text;
  }
}

/** "15 minutes", "1 hour", "40 seconds": how long a limited person waits, in `language`. */
export function describeWait(seconds: number, language: Language): string {
  if (seconds < 60) return translate(language, 'api.wait.seconds', { count: Math.max(1, seconds) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return translate(language, 'api.wait.minutes', { count: minutes });
  return translate(language, 'api.wait.hours', { count: Math.ceil(minutes / 60) });
}

/** "<reason> Please try again in <wait>.": the reason and the wait already in the request's language. */
export function limitedError(request: FastifyRequest, reason: Text, seconds: number): AppError {
  const { language } = request;
  return new AppError(
    'RATE_LIMITED',
    text('api.rateLimit.tryAgain', {
      reason: translateText(language, reason),
      wait: describeWait(seconds, language),
    }),
  );
}

/** Where the counters live: this process, Redis (shared by every instance), or this process while Redis is away. */
type LimitStoreState = 'in-process' | 'redis' | 'redis-unavailable';

export interface LimitStoreStatus {
  state(): LimitStoreState;
}

interface Counter {
  current: number;
  ttl: number;
}
type Done = (error: Error | null, result: Counter | null) => void;
/** The store interface `@fastify/rate-limit` calls (its own stores have this shape). */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: { routeInfo?: { method?: string; url?: string } } & Record<string, unknown>): Store;
}
type StoreClass = new (...args: never[]) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

/**
 * Redis counters with this process's counters behind them: while Redis is not connected, or when a
 * command fails, the request is counted here at once (no wait for a dead server), so the limits keep
 * holding on each instance; ioredis reconnects in the background and Redis takes over again.
 */
function storeWithFallback(
  shared: Store,
  local: Store,
  redis: Redis,
  onFailure: (error: Error) => void,
): Store {
  function run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
    if (redis.status !== 'ready') return local[method](key, done, timeWindow, max);
    shared[method](
      key,
      (error, result) => {
        if (!error) return done(null, result);
        onFailure(error);
        local[method](key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
  return {
    incr: (key, done, timeWindow, max) => run('incr', key, done, timeWindow, max),
    read: (key, done, timeWindow, max) => run('read', key, done, timeWindow, max),
    child(routeOptions) {
      // Limiters made with createRateLimit have no route: name their keys instead of "undefinedundefined".
      const routeInfo = routeOptions.routeInfo?.method
        ? routeOptions.routeInfo
        : { method: 'attempts', url: '' };
      return storeWithFallback(
        shared.child({ ...routeOptions, routeInfo }),
        local.child(routeOptions),
        redis,
        onFailure,
      );
    },
  };
}

/**
 * `@fastify/rate-limit` with no global limit: routes opt in with `config.rateLimit` (and a
 * `config.rateLimitMessage`). Counters live in Redis when `REDIS_URL` is set (several instances share
 * them), with this process's counters taking over at once while Redis is unreachable; in process
 * memory otherwise. `RATE_LIMIT=off` (benchmarks only) registers nothing.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<LimitStoreStatus> {
  if (!config.rateLimit || !config.redisUrl) {
    if (config.rateLimit) await registerPlugin(app, {});
    return { state: () => 'in-process' };
  }
  // Loaded only where Redis is configured.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, {
    // Fail a command at once while disconnected, and within 250 ms on a server that stopped answering.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // One line when Redis goes away and one when it is back, not one per request.
  let away = false;
  const wentAway = (error: Error) => {
    if (away) return;
    away = true;
    app.log.warn(
      { err: error },
      'rate-limit store (Redis) unavailable: counting in this process until it is back',
    );
  };
  redis.on('error', wentAway);
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    app.log.info('rate-limit store (Redis) is back');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Start with the shared counters when Redis answers; a dead one costs at most its connect timeout once.
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 1000);
    redis.once('ready', done);
    redis.once('error', done);
  });
  const shared = new RedisStore(false, false, redis, 'realm-rate-limit:');
  const local = new LocalStore(false, false);
  const store = storeWithFallback(shared, local, redis, wentAway);
  // The plugin builds its store with `new`: hand it this one.
  const Wrapped = function () {
    return store;
  } as unknown as StoreClass;
  await registerPlugin(app, { store: Wrapped as never });
  return { state: () => (redis.status === 'ready' ? 'redis' : 'redis-unavailable') };
}

async function registerPlugin(app: FastifyInstance, options: { store?: never }) {
  await app.register(fastifyRateLimit, {
    global: false,
    ...options,
    skipOnError: false,
    errorResponseBuilder: (request, context) =>
      limitedError(
        request,
        request.routeOptions.config.rateLimitMessage ?? text('api.rateLimit.requests'),
        Math.ceil(context.ttl / 1000),
      ),
  });
}

/**
 * Counts attempts per key (an account name, an address, an IP) against an allowance, for limits that
 * count only some requests — failed sign-ins — or that key on the body. Without the plugin
 * (RATE_LIMIT=off) it allows everything.
 */
export interface AttemptLimiter {
  /** Throws a 429 (with Retry-After) when the key has used up its allowance in the window. */
  check(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
  /** The key's attempts in the window, without counting one. */
  read(request: FastifyRequest, key: string): Promise<AttemptCount>;
  /** Throws a 429 (with Retry-After) when `count`, read before, says the allowance is used up. */
  refuseIfExhausted(request: FastifyRequest, reply: FastifyReply, count: AttemptCount): void;
  /** Counts one attempt against the key. */
  record(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one attempt, and throws a 429 when it went over the allowance. */
  consume(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
}

/** A key's attempts in the current window, as the counters hold them. */
export interface AttemptCount {
  attempts: number;
  exhausted: boolean;
  /** Until the window ends. */
  ttlMs: number;
}

const NO_ATTEMPTS: AttemptCount = { attempts: 0, exhausted: false, ttlMs: 0 };

export function createAttemptLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number; message: Text },
): AttemptLimiter {
  if (!app.hasDecorator('createRateLimit')) {
    return {
      check: async () => {},
      read: async () => NO_ATTEMPTS,
      refuseIfExhausted: () => {},
      record: async () => {},
      consume: async () => {},
    };
  }
  // The plugin derives keys from the request; the key in use is handed over through this map.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.timeWindowMs,
    keyGenerator: (request) => `${options.name}:${keys.get(request) ?? request.ip}`,
  });
  async function run(request: FastifyRequest, key: string, increment: boolean) {
    keys.set(request, key.toLowerCase());
    try {
      return await limiter(request, { increment });
    } finally {
      keys.delete(request);
    }
  }
  function refuse(request: FastifyRequest, reply: FastifyReply, ttlMs: number): never {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    throw limitedError(request, options.message, seconds);
  }
  async function read(request: FastifyRequest, key: string): Promise<AttemptCount> {
    const state = await run(request, key, false);
    if (state.isAllowed) return NO_ATTEMPTS;
    return {
      attempts: state.max - state.remaining,
      exhausted: state.remaining <= 0 && state.ttl > 0,
      ttlMs: state.ttl,
    };
  }
  function refuseIfExhausted(request: FastifyRequest, reply: FastifyReply, count: AttemptCount) {
    if (count.exhausted) refuse(request, reply, count.ttlMs);
  }
  return {
    async check(request, reply, key) {
      refuseIfExhausted(request, reply, await read(request, key));
    },
    read,
    refuseIfExhausted,
    async record(request, key) {
      await run(request, key, true);
    },
    async consume(request, reply, key) {
      const state = await run(request, key, true);
      if (!state.isAllowed && state.isExceeded) refuse(request, reply, state.ttl);
    },
  };
}
