import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Text } from '../../../contract/i18n/text.ts';
import { createAttemptLimiter } from '../../platform/rate-limit.ts';

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
  /** Throws a 429 (with Retry-After) when a guess at these targets from this source must wait. */
  before(targets: GuessTarget[]): Promise<void>;
  /** Counts one wrong password against the source and each target. */
  failed(targets: GuessTarget[]): Promise<void>;
}

/**
 * The counters, shared by every route that checks a password. The per-account cap does not apply from a
 * source the owner has signed in from: an attacker elsewhere can use up the account's allowance, but
 * the owner at home keeps signing in, and each attacking address still has only its own small allowance.
 */
export function createPasswordAttempts(app: FastifyInstance, message: Text) {
  const common = { timeWindowMs: PASSWORD_LIMITS.windowMs, message };
  const bySource = createAttemptLimiter(app, {
    name: 'signin-ip',
    max: PASSWORD_LIMITS.perSource,
    ...common,
  });
  const byAccountAndSource = createAttemptLimiter(app, {
    name: 'signin-account-source',
    max: PASSWORD_LIMITS.perAccountAndSource,
    ...common,
  });
  const byAccount = createAttemptLimiter(app, {
    name: 'signin-account',
    max: PASSWORD_LIMITS.perAccount,
    ...common,
  });
  return (request: FastifyRequest, reply: FastifyReply): PasswordGuard => ({
    async before(targets) {
      await bySource.check(request, reply, request.ip);
      for (const target of targets) {
        await byAccountAndSource.check(request, reply, `${target.key}@${request.ip}`);
        if (!target.knownSource) await byAccount.check(request, reply, target.key);
      }
    },
    async failed(targets) {
      await bySource.record(request, request.ip);
      for (const target of targets) {
        await byAccountAndSource.record(request, `${target.key}@${request.ip}`);
        await byAccount.record(request, target.key);
      }
    },
  });
}
