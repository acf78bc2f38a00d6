/*
 * The statistics' days, weeks and hours, all UTC: the core's timestamps are UTC text
 * ('YYYY-MM-DD HH:MM:SS', server/db/databases.ts) and the site's own times epoch milliseconds.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** 'YYYY-MM-DD' of an epoch-ms time. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The core's timestamp text of an epoch-ms time, for comparisons with its columns. */
export const coreTimestamp = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

/** The start of the UTC day holding `ms`. */
export const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** The Monday 00:00 UTC of the week holding `ms` (1970-01-01 was a Thursday). */
export const startOfWeek = (ms: number): number => {
  const day = startOfDay(ms);
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * DAY_MS;
};

/** The starts of the last `count` weeks, the current one last. */
export const lastWeeks = (now: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => startOfWeek(now) - (count - 1 - i) * WEEK_MS);

/** The starts of the last `count` days, today last. */
export const lastDays = (now: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => startOfDay(now) - (count - 1 - i) * DAY_MS);

/** The index of the period holding `ms` among sorted period starts (each ends where the next starts), or -1. */
export function periodOf(starts: readonly number[], ms: number, lastEnds: number): number {
  if (ms < starts[0]! || ms >= lastEnds) return -1;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ms >= starts[mid]!) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
