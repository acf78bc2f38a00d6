import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Text } from '../../../contract/i18n/text.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { createAttemptLimiter, limitedError, type AttemptCount } from '../../platform/rate-limit.ts';
import * as authRepo from './auth.repo.ts';

const MINUTE = 60 * 1000;

/**
 * Wrong passwords allowed per 15 minutes (ADR 005). Only failures count. Every call that checks a
 * password (sign-in, the profile's current password) counts against the same allowances.
 */
export const PASSWORD_LIMITS = {
  windowMs: 15 * MINUTE,
  /** Per account and source address: the owner's own typos, or one attacker's guesses. */
  perAccountAndSource: 10,
  /** Per account from every source it has not signed in from: what distributed guessing gets. */
  perAccount: 50,
  /** Per source address, whatever the names: one machine trying many accounts. */
  perSource: 30,
  /** A source counts as the owner's for this long after a sign-in from it. */
  knownSourceMs: 90 * 24 * 60 * MINUTE,
  /** From this many wrong passwords from one source on, its sign-ins need a solved CAPTCHA (ADR 026). */
  challengeFromSource: 3,
} as const;

/**
 * What a password guess is aimed at: an account, keyed by its id whichever form was typed (name or
 * email), or, when nothing matches, the typed name itself; and whether the account has signed in from
 * the guessing address before.
 */
export interface GuessTarget {
  key: string;
  knownSource: boolean;
}

export const accountTarget = (accountId: number, knownSource: boolean): GuessTarget => ({
  key: `account:${accountId}`,
  knownSource,
});

export const unknownNameTarget = (typed: string): GuessTarget => ({
  key: `name:${typed.trim().toLowerCase()}`,
  knownSource: false,
});

/** The limits for one request's password check. */
export interface PasswordGuard {
  /** The wrong passwords from this source in the window (the per-source counter, read once per request). */
  failuresFromSource(): Promise<number>;
  /** Throws a 429 (with Retry-After) when a guess at these targets from this source must wait. */
  before(targets: GuessTarget[]): Promise<void>;
  /** Counts one wrong password against the source and each target. */
  failed(targets: GuessTarget[]): Promise<void>;
}

/**
 * The counters, shared by every route that checks a password. The per-account cap does not apply from a
 * source the owner has signed in from: an attacker elsewhere can use up the account's allowance, but
 * the owner at home keeps signing in, and each attacking address still has only its own small allowance.
 *
 * The two per-account counts are rows of the web database, the store of record: a Redis restart or
 * outage gives no account a fresh allowance. The per-source count, a throttle on one machine, stays in
 * the rate-limit store. `RATE_LIMIT=off` (benchmarks) counts nothing.
 */
export function createPasswordAttempts(app: FastifyInstance, web: Kysely<WebDatabase>, message: Text) {
  const counting = app.hasDecorator('createRateLimit');
  const bySource = createAttemptLimiter(app, {
    name: 'signin-ip',
    max: PASSWORD_LIMITS.perSource,
    timeWindowMs: PASSWORD_LIMITS.windowMs,
    message,
  });
  /** Refuses when `cap` wrong passwords fell within the window, until the oldest of them leaves it. */
  async function refuseOverCap(
    request: FastifyRequest,
    reply: FastifyReply,
    input: { target: string; ip?: string; cap: number },
  ) {
    const now = Date.now();
    const times = await authRepo.latestWrongPasswords(web, {
      target: input.target,
      ip: input.ip,
      since: now - PASSWORD_LIMITS.windowMs,
      limit: input.cap,
    });
    if (times.length < input.cap) return;
    const seconds = Math.max(1, Math.ceil((times[input.cap - 1]! + PASSWORD_LIMITS.windowMs - now) / 1000));
    reply.header('retry-after', String(seconds));
    throw limitedError(request, message, seconds);
  }
  return (request: FastifyRequest, reply: FastifyReply): PasswordGuard => {
    // One read of the per-source counter serves the CAPTCHA's question and the limit's check.
    let fromSource: Promise<AttemptCount> | undefined;
    const readSource = () => (fromSource ??= bySource.read(request, request.ip));
    return {
      async failuresFromSource() {
        return (await readSource()).attempts;
      },
      async before(targets) {
        bySource.refuseIfExhausted(request, reply, await readSource());
        if (!counting) return;
        for (const target of targets) {
          const ip = request.ip.slice(0, 45);
          await refuseOverCap(request, reply, {
            target: target.key,
            ip,
            cap: PASSWORD_LIMITS.perAccountAndSource,
          });
          if (!target.knownSource)
            await refuseOverCap(request, reply, { target: target.key, cap: PASSWORD_LIMITS.perAccount });
        }
      },
      async failed(targets) {
        await bySource.record(request, request.ip);
        if (!counting) return;
        const at = Date.now();
        await authRepo.insertWrongPasswords(
          web,
          targets.map((target) => ({ target: target.key.slice(0, 320), ip: request.ip.slice(0, 45), at })),
        );
      },
    };
  };
}

/** Wrong passwords older than the limits' window: purged by a job (auth.routes.ts). */
export function purgeOldWrongPasswords(web: Kysely<WebDatabase>, now = Date.now()) {
  return authRepo.purgeWrongPasswords(web, now - PASSWORD_LIMITS.windowMs);
}
