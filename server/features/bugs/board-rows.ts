import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import { countBugs, findBoardRows, type BoardRow } from './bugs.repo.ts';

/*
 * Every bug's filterable fields and search text, newest first, kept in memory (a few hundred bytes a
 * bug) so that any board view, searches included, is one pass over an array rather than a read of
 * the table. Kept up to date by reading only the bugs changed since (an index on `updated_at`; every
 * write sets it) on every request (requests arriving together share the read), and by counting the
 * table at most every second and after this process's writes: a deletion shows as a count that
 * differs, and the whole list is read again.
 */

/** Clocks of several instances may differ a little: changes are read again this far back. */
const CLOCK_SLACK_MS = 10_000;

export const newestFirst = (a: BoardRow, b: BoardRow) => b.createdAt - a.createdAt || b.id - a.id;

const sameRow = (a: BoardRow, b: BoardRow) =>
  a.updatedAt === b.updatedAt &&
  a.status === b.status &&
  a.priority === b.priority &&
  a.category === b.category &&
  a.isExploit === b.isExploit &&
  a.text === b.text;

/** One state of the list; a new one is made whenever the list changes. */
export class BoardSnapshot {
  readonly rows: readonly BoardRow[];
  readonly version: number;
  private corpus: { text: string; starts: Int32Array } | undefined;

  constructor(rows: readonly BoardRow[], version: number) {
    this.rows = rows;
    this.version = version;
  }

  /**
   * Which rows' search text holds `term` (already lower-cased), as a flag per row. One string search
   * over every text joined end to end (NUL between rows, so no match spans two) is several times
   * faster than a search per row.
   */
  containing(term: string): Uint8Array {
    const found = new Uint8Array(this.rows.length);
    const needle = term.replaceAll('\0', '');
    if (!needle) return found.fill(1);
    if (!this.corpus) {
      const starts = new Int32Array(this.rows.length + 1);
      let at = 0;
      this.rows.forEach((row, i) => {
        starts[i] = at;
        at += row.text.length + 1;
      });
      starts[this.rows.length] = at;
      this.corpus = { text: this.rows.map((r) => r.text).join('\0'), starts };
    }
    const { text, starts } = this.corpus;
    let row = 0;
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, starts[row + 1]!)) {
      // The row holding this position: starts are increasing, so search forward from the last one.
      let lo = row;
      let hi = this.rows.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      row = lo;
      found[row] = 1;
    }
    return found;
  }
}

export class BoardRows {
  private snapshot = new BoardSnapshot([], 0);
  private rows: BoardRow[] = [];
  private byId = new Map<number, BoardRow>();
  private newestUpdate = 0;
  private loaded = false;
  private version = 0;
  private refreshing: Promise<void> | undefined;
  /** Requests numbered as they come, and the last one a finished refresh started after. */
  private asked = 0;
  private answered = 0;

  private countedAt = -Infinity;
  private mustCount = false;

  private readonly db: Kysely<WebDatabase>;
  private readonly countEveryMs: number;

  /** `countEveryMs`: how soon a deletion made by another process shows. */
  constructor(db: Kysely<WebDatabase>, { countEveryMs = 1000 } = {}) {
    this.db = db;
    this.countEveryMs = countEveryMs;
  }

  /** This process wrote a bug (perhaps deleted one): the next read counts the table. */
  written(): void {
    this.mustCount = true;
  }

  /**
   * The list as of a read started after this call: writes committed before it (by any instance) are
   * in it. Requests arriving together share one read.
   */
  async current(): Promise<BoardSnapshot> {
    const ticket = ++this.asked;
    while (this.answered < ticket) await this.refresh();
    return this.snapshot;
  }

  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      const upTo = this.asked;
      await this.update();
      this.answered = Math.max(this.answered, upTo);
    })().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async update(): Promise<void> {
    if (!this.loaded) {
      this.replaceAll(await findBoardRows(this.db));
    } else {
      // Counting reads a whole index: done at most every `countEveryMs`, or after a write of ours.
      const counting = this.mustCount || Date.now() - this.countedAt >= this.countEveryMs;
      if (counting) {
        this.mustCount = false;
        this.countedAt = Date.now();
      }
      const [changes, total] = await Promise.all([
        findBoardRows(this.db, this.newestUpdate - CLOCK_SLACK_MS),
        counting ? countBugs(this.db) : undefined,
      ]);
      let added = false;
      let edited = false;
      for (const row of changes) {
        const known = this.byId.get(row.id);
        if (!known) added = true;
        else if (sameRow(known, row)) continue;
        edited = true;
        this.byId.set(row.id, row);
        this.newestUpdate = Math.max(this.newestUpdate, row.updatedAt);
      }
      if (total !== undefined && this.byId.size !== total) {
        this.replaceAll(await findBoardRows(this.db));
      } else if (edited) {
        this.rows = [...this.byId.values()];
        if (added) this.rows.sort(newestFirst);
        this.snapshot = new BoardSnapshot(this.rows, ++this.version);
      }
    }
    this.loaded = true;
  }

  private replaceAll(rows: BoardRow[]): void {
    // A whole read counts as a count.
    this.countedAt = Date.now();
    this.rows = rows.sort(newestFirst);
    this.byId = new Map(rows.map((r) => [r.id, r]));
    this.newestUpdate = rows.reduce((max, r) => Math.max(max, r.updatedAt), 0);
    this.snapshot = new BoardSnapshot(this.rows, ++this.version);
  }
}
