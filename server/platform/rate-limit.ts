import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The first sentence of a route's 429 answer; the wait is appended. */
    rateLimitMessage?: string;
  }
}

/** "15 minutes", "1 hour", "40 seconds": how long a limited person waits. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

function limitedError(message: string, seconds: number): AppError {
  return new AppError('RATE_LIMITED', `${message} Please try again in ${describeWait(seconds)}.`);
}

/**
 * `@fastify/rate-limit` with no global limit: routes opt in with `config.rateLimit` (and a
 * `config.rateLimitMessage`). Counters live in Redis when `REDIS_URL` is set (several instances share
 * them), in process memory otherwise. `RATE_LIMIT=off` (benchmarks only) registers nothing.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  if (!config.rateLimit) return;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: 'realm-rate-limit:',
    // A store outage must not lock every player out of signing in.
    skipOnError: true,
    errorResponseBuilder: (request, context) =>
      limitedError(
        request.routeOptions.config.rateLimitMessage ?? 'Too many requests.',
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
  /** Counts one attempt against the key. */
  record(request: FastifyRequest, key: string): Promise<void>;
  /** Counts one attempt, and throws a 429 when it went over the allowance. */
  consume(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
}

export function createAttemptLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; timeWindowMs: number; message: string },
): AttemptLimiter {
  if (!app.hasDecorator('createRateLimit')) {
    return { check: async () => {}, record: async () => {}, consume: async () => {} };
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
  function refuse(reply: FastifyReply, ttlMs: number): never {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    reply.header('retry-after', String(seconds));
    throw limitedError(options.message, seconds);
  }
  return {
    async check(request, reply, key) {
      const state = await run(request, key, false);
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) refuse(reply, state.ttl);
    },
    async record(request, key) {
      await run(request, key, true);
    },
    async consume(request, reply, key) {
      const state = await run(request, key, true);
      if (!state.isAllowed && state.isExceeded) refuse(reply, state.ttl);
    },
  };
}
