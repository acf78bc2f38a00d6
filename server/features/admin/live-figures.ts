import type { Databases } from '../../db/databases.ts';
import { sharedRunsByKey, type SharedRunsByKey } from '../../platform/shared-run.ts';

/*
 * Counting figures (all accounts, all characters, total DP, online accounts) reads whole tables or
 * long index ranges: instant on a small realm, a noticeable part of a second on a realm of millions.
 * A small realm computes them on every request, so its numbers are always live. A large one (more
 * than LARGE_REALM accounts, judged once from the highest account id, a primary-key read) keeps each
 * figure for a while (a hundred times as long as it took, 10 s to 5 min) and refreshes it in the
 * background while the previous value is served. The figures are kept per app (`createLiveFigures`,
 * created once in buildApp).
 */

export const LARGE_REALM = 100_000;
/** How long a request waits for a figure on a large realm before answering null ("still counting"). */
export const FIGURE_WAIT_MS = 1500;

interface Entry<T> {
  value?: T;
  computedAt: number;
  keepMs: number;
}

type Computed<T> = { value: T; computedAt: number };
type Refreshing = SharedRunsByKey<string, Computed<unknown>>;

interface Cache {
  large?: Promise<boolean>;
  entries: Map<string, Entry<unknown>>;
}

function isLargeRealm(dbs: Databases, cache: Cache): Promise<boolean> {
  cache.large ??= dbs.auth
    .selectFrom('account')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
    .then((row) => Number(row?.max ?? 0) > LARGE_REALM)
    .catch(() => {
      cache.large = undefined;
      return false;
    });
  return cache.large;
}

/** Computes the figure again and keeps it; requests for the same figure meanwhile share the computation. */
function refresh<T>(
  refreshing: Refreshing,
  key: string,
  entry: Entry<T>,
  compute: () => Promise<T>,
  large: boolean,
): Promise<Computed<T>> {
  return refreshing(key, async () => {
    const started = performance.now();
    const value = await compute();
    const took = performance.now() - started;
    entry.value = value;
    entry.computedAt = Date.now();
    entry.keepMs = large ? Math.min(300_000, Math.max(10_000, took * 100)) : 0;
    return { value, computedAt: entry.computedAt };
  }) as Promise<Computed<T>>;
}

export interface LiveFigures {
  /** The figure named `key`: fresh, or (large realm) recent and being refreshed. */
  get<T>(key: string, compute: () => Promise<T>): Promise<{ value: T; computedAt: number }>;
  /**
   * With `waitMs`, a large realm's first computation is awaited that long at most: the answer is then
   * null ("still counting") and the figure lands in the cache when done.
   */
  get<T>(
    key: string,
    compute: () => Promise<T>,
    waitMs: number,
  ): Promise<{ value: T | null; computedAt: number }>;
  /** After a write that changes a figure: the next request recomputes it (or, if large, refreshes it). */
  expire(key: string): void;
}

export function createLiveFigures(dbs: Databases): LiveFigures {
  const cache: Cache = { entries: new Map() };
  const refreshing: Refreshing = sharedRunsByKey();
  async function get<T>(
    key: string,
    compute: () => Promise<T>,
    waitMs?: number,
  ): Promise<{ value: T | null; computedAt: number }> {
    let entry = cache.entries.get(key) as Entry<T> | undefined;
    if (!entry) cache.entries.set(key, (entry = { computedAt: 0, keepMs: 0 }));
    const large = await isLargeRealm(dbs, cache);
    if (entry.value !== undefined && entry.keepMs > 0) {
      if (Date.now() - entry.computedAt >= entry.keepMs)
        refresh(refreshing, key, entry, compute, large).catch(() => undefined);
      return { value: entry.value, computedAt: entry.computedAt };
    }
    const computing = refresh(refreshing, key, entry, compute, large);
    if (!large || waitMs === undefined) return computing;
    computing.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<{ value: null; computedAt: number }>((resolve) => {
      timer = setTimeout(() => resolve({ value: null, computedAt: Date.now() }), waitMs);
    });
    try {
      return await Promise.race([computing, late]);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    get: get as LiveFigures['get'],
    expire(key) {
      const entry = cache.entries.get(key);
      if (entry) entry.computedAt = 0;
    },
  };
}
