/**
 * The public board is read far more often than it is written: each column, counter and filter view
 * asks for the same few answers. Answers are kept a few seconds per app, shared by concurrent callers
 * (one query for fifty identical requests), and dropped at once when this process writes a bug; the
 * few seconds bound how stale a view can be when several processes share the database.
 */
export interface BoardCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createBoardCache({ ttlMs = 5000, maxEntries = 1000 } = {}): BoardCache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      // A failure is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/** For tests and tools that read the database directly: no caching at all. */
export const noBoardCache: BoardCache = { get: (_key, load) => load(), clear: () => {} };

/**
 * The board's two caches: small answers (a page, the counts) and a search's full list of matches,
 * which can hold thousands of ids and so is kept for fewer searches at a time.
 */
export interface BoardCaches {
  views: BoardCache;
  matches: BoardCache;
  clear(): void;
}

export function createBoardCaches(): BoardCaches {
  const views = createBoardCache({ maxEntries: 1000 });
  const matches = createBoardCache({ maxEntries: 50 });
  return {
    views,
    matches,
    clear() {
      views.clear();
      matches.clear();
    },
  };
}

export const noBoardCaches: BoardCaches = { views: noBoardCache, matches: noBoardCache, clear: () => {} };
