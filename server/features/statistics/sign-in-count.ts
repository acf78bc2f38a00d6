import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { dayOf } from './calendar.ts';
import { addSignIns } from './statistics.repo.ts';

/*
 * Sign-ins per day for the staff's statistics. The web database keeps no trace of each sign-in: a
 * session row goes at sign-out, on a password change or a ban, and `sign_in_source` keeps an address's
 * last time only. So each app counts its sign-ins in memory and adds them to the day's row every few
 * seconds (the `sign-in count` job) and when it closes, as article views are counted: a sign-in, the
 * busiest write path under load, waits for no extra statement.
 */

export const SIGN_IN_COUNT_FLUSH_MS = 5000;

export interface SignInCount {
  /** One successful sign-in now. */
  count(now?: number): void;
  /** Adds what was counted to the days' rows; what fails to land is kept for the next time. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-ins this app has counted and not written yet (tests flush them). */
    signInCount: SignInCount;
  }
}

export function createSignInCount(web: Kysely<WebDatabase>): SignInCount {
  let counted = new Map<string, number>();
  return {
    count(now = Date.now()) {
      const day = dayOf(now);
      counted.set(day, (counted.get(day) ?? 0) + 1);
    },
    async flush() {
      const writing = counted;
      counted = new Map();
      for (const [day, n] of writing) {
        try {
          await addSignIns(web, day, n);
          writing.delete(day);
        } catch (error) {
          for (const [left, m] of writing) counted.set(left, (counted.get(left) ?? 0) + m);
          throw error;
        }
      }
    },
  };
}
