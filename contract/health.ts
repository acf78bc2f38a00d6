import { z } from 'zod';

const DatabaseStatusSchema = z.enum(['ok', 'down']);

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  databases: z.object({
    auth: DatabaseStatusSchema,
    characters: DatabaseStatusSchema,
    web: DatabaseStatusSchema,
  }),
  /**
   * Where the sign-in and registration counters live: `redis` (shared by every instance),
   * `in-process` (one instance), or `redis-unavailable` (REDIS_URL set but not answering: each
   * instance counts on its own until it is back; the site is degraded, not down).
   */
  rateLimits: z.enum(['in-process', 'redis', 'redis-unavailable']),
  /**
   * Each realm's characters database the site reads (the first realm's is `databases.characters`): a
   * realm whose database is down leaves the site degraded, not down.
   */
  realms: z.array(z.object({ id: z.number().int(), name: z.string(), characters: DatabaseStatusSchema })),
  /**
   * TOTP_MASTER_SECRET against the authserver's `secret_digest`: `misconfigured` (with the line that
   * says what to fix) leaves players with two-factor sign-in unable to sign in, so the site is degraded.
   */
  twoFactor: z.object({
    state: z.enum(['ok', 'misconfigured', 'unchecked']),
    problem: z.string().optional(),
  }),
});
export type Health = z.infer<typeof HealthSchema>;
