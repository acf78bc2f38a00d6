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

/*
 * A search looks at few texts: each row carries a signature, 1,024 bits with one set for every
 * three-character sequence of its text (hashed). A text can hold the term only if its signature has
 * every bit of the term's sequences, so most rows are ruled out by a few integer tests and only the
 * rest are searched. Signatures are kept per row object (a changed bug is a new object), so a new
 * snapshot copies them rather than computing them again.
 */
const SIGNATURE_WORDS = 32;
const signatures = new WeakMap<BoardRow, Uint32Array>();

/** The signature bit (0–1023) of the three characters of `text` at `at`. */
function trigramBit(text: string, at: number): number {
  const h =
    Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d);
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 22;
}

function signatureOf(row: BoardRow): Uint32Array {
  let signature = signatures.get(row);
  if (!signature) {
    signature = new Uint32Array(SIGNATURE_WORDS);
    for (let at = 0; at + 3 <= row.text.length; at++) {
      const bit = trigramBit(row.text, at);
      signature[bit >>> 5]! |= 1 << (bit & 31);
    }
    signatures.set(row, signature);
  }
  return signature;
}

/** One state of the list; a new one is made whenever the list changes. */
export class BoardSnapshot {
  readonly rows: readonly BoardRow[];
  readonly version: number;
  /** Every row's signature end to end, made at the first search. */
  private signatures: Uint32Array | undefined;

  constructor(rows: readonly BoardRow[], version: number) {
    this.rows = rows;
    this.version = version;
  }

  /** Which rows' search text holds `term` (already lower-cased), as a flag per row. */
  containing(term: string): Uint8Array {
    const found = new Uint8Array(this.rows.length);
    const needle = term.replaceAll('\0', '');
    if (!needle) return found.fill(1);
    if (!this.signatures) {
      this.signatures = new Uint32Array(this.rows.length * SIGNATURE_WORDS);
      this.rows.forEach((row, i) => this.signatures!.set(signatureOf(row), i * SIGNATURE_WORDS));
    }
    // The term's bits, by word: a row must have all of them (none for a term under 3 characters).
    const wanted = new Map<number, number>();
    for (let at = 0; at + 3 <= needle.length; at++) {
      const bit = trigramBit(needle, at);
      wanted.set(bit >>> 5, (wanted.get(bit >>> 5) ?? 0) | (1 << (bit & 31)));
    }
    const words = [...wanted.keys()];
    const masks = words.map((w) => wanted.get(w)!);
    const all = this.signatures;
    rows: for (let i = 0; i < this.rows.length; i++) {
      const base = i * SIGNATURE_WORDS;
      for (let k = 0; k < words.length; k++) {
        if ((all[base + words[k]!]! & masks[k]!) !== masks[k]) continue rows;
      }
      if (this.rows[i]!.text.includes(needle)) found[i] = 1;
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
