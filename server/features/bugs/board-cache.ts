import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { BoardRows, BoardSnapshot, newestFirst } from './board-rows.ts';
import { findBoardRows } from './bugs.repo.ts';

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
 * The board's caches: every bug's filterable fields (board-rows.ts), a view's matches under the
 * current list (which can hold thousands of ids, so kept for fewer views at a time) and pages of
 * cards (full rows, read by id).
 */
export interface BoardCaches {
  rows(): Promise<BoardSnapshot>;
  matches: BoardCache;
  views: BoardCache;
  /** This process wrote a bug. */
  clear(): void;
}

export function createBoardCaches(db: Kysely<WebDatabase>): BoardCaches {
  const rows = new BoardRows(db);
  const matches = createBoardCache({ maxEntries: 50 });
  const views = createBoardCache({ maxEntries: 1000 });
  return {
    rows: () => rows.current(),
    matches,
    views,
    clear() {
      rows.written();
      matches.clear();
      views.clear();
    },
  };
}

/** For tests and tools that read the database directly: the table is read on every call. */
export function noBoardCaches(db: Kysely<WebDatabase>): BoardCaches {
  let version = 0;
  return {
    rows: async () => new BoardSnapshot((await findBoardRows(db)).sort(newestFirst), ++version),
    matches: noBoardCache,
    views: noBoardCache,
    clear: () => {},
  };
}
