import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { sharedRun } from '../../platform/shared-run.ts';
import { findBoardRows, findDeletedBugIds, type BoardRow } from './bugs.repo.ts';

/** A write is stamped before it commits, and instances' clocks differ a little: changes are read again this far back. */
const CLOCK_SLACK_MS = 10_000;

/** Answers kept for the current list: the board's views, its pages and the searches being typed. */
const MAX_ANSWERS = 100;

const newestFirst = (a: BoardRow, b: BoardRow) => b.createdAt - a.createdAt || b.id - a.id;

const sameRow = (a: BoardRow, b: BoardRow) =>
  a.updatedAt === b.updatedAt &&
  a.status === b.status &&
  a.priority === b.priority &&
  a.category === b.category &&
  a.isExploit === b.isExploit &&
  a.text === b.text;

/**
 * The public board's data, one per app (made in `buildApp`). Every bug's filterable fields and
 * search text, newest first, are kept in memory (a few hundred bytes a bug): a view, search
 * included, is a pass over them rather than a read of the table (ADR 008 has the figures). When the
 * bugs' version has moved (platform/data-versions.ts: this instance's writes at once, the others'
 * within a poll), the next request first reads what changed since the last read, whichever process
 * wrote it: the bugs written since (every write sets `updated_at`, indexed) and the bugs deleted
 * since (a deletion leaves no row, but its audit entry is written with it); requests arriving
 * together share that read. The answers given from the list are kept until it changes.
 */
export class BugBoard {
  private rows: readonly BoardRow[] = [];
  private byId = new Map<number, BoardRow>();
  /** When the last read started (this process's clock); none before the first, whole, read. */
  private readAt: number | undefined;
  /** The bugs' version the last finished read started at. */
  private readVersion: number | undefined;
  /** The answers given from `answersOf`, by request. */
  private answers = new Map<string, Promise<unknown>>();
  private answersOf: readonly BoardRow[] = this.rows;
  private readonly db: Kysely<WebDatabase>;
  private readonly versions: Pick<DataVersions, 'of'>;

  constructor(db: Kysely<WebDatabase>, versions: Pick<DataVersions, 'of'>) {
    this.db = db;
    this.versions = versions;
  }

  /**
   * The answer to `request`, made by `make` from every bug (newest first) as of the newest bugs'
   * version this instance knows, so its own writes committed before this call are in. The same
   * request under the same list gets the same answer, made once.
   */
  async answer<T>(request: string, make: (rows: readonly BoardRow[]) => Promise<T>): Promise<T> {
    const rows = await this.current();
    // A read that finished meanwhile has a newer list: this answer is not kept for it.
    if (rows !== this.rows) return make(rows);
    if (this.answersOf !== rows) {
      this.answers.clear();
      this.answersOf = rows;
    }
    let answer = this.answers.get(request) as Promise<T> | undefined;
    if (!answer) {
      const made = make(rows);
      answer = made;
      this.answers.set(request, made);
      // A failure is not kept.
      made.catch(() => {
        if (this.answers.get(request) === made) this.answers.delete(request);
      });
      if (this.answers.size > MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    }
    return answer;
  }

  private async current(): Promise<readonly BoardRow[]> {
    const wanted = this.versions.of('bugs');
    // A read under way may have started before the version this request knows: then one more.
    while (this.readVersion === undefined || this.readVersion < wanted) await this.read();
    return this.rows;
  }

  /** Requests arriving together share one read. */
  private readonly read = sharedRun(async () => {
    const version = this.versions.of('bugs');
    await this.update();
    this.readVersion = version;
  });

  private async update(): Promise<void> {
    const startedAt = Date.now();
    if (this.readAt === undefined) {
      this.byId = new Map((await findBoardRows(this.db)).map((row) => [row.id, row]));
    } else {
      const since = this.readAt - CLOCK_SLACK_MS;
      const [written, deleted] = await Promise.all([
        findBoardRows(this.db, since),
        findDeletedBugIds(this.db, since),
      ]);
      let changed = false;
      for (const row of written) {
        const known = this.byId.get(row.id);
        if (known && sameRow(known, row)) continue;
        this.byId.set(row.id, row);
        changed = true;
      }
      for (const id of deleted) changed = this.byId.delete(id) || changed;
      if (!changed) {
        this.readAt = startedAt;
        return;
      }
    }
    this.rows = [...this.byId.values()].sort(newestFirst);
    this.readAt = startedAt;
  }
}

/*
 * A search rules most texts out before reading them: each row has a signature, 1,024 bits with one
 * set for every three-character sequence of its text (hashed). A text can hold the term only if its
 * signature has every bit of the term's sequences. Signatures are kept per row object (a changed bug
 * is a new object), so they are computed once per version of a bug.
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

/** Whether a row's search text holds `term` (already lower-cased, as the text is). */
export function textHolding(term: string): (row: BoardRow) => boolean {
  const wanted = new Map<number, number>();
  for (let at = 0; at + 3 <= term.length; at++) {
    const bit = trigramBit(term, at);
    wanted.set(bit >>> 5, (wanted.get(bit >>> 5) ?? 0) | (1 << (bit & 31)));
  }
  const words = [...wanted.keys()];
  const masks = words.map((word) => wanted.get(word)!);
  return (row) => {
    if (words.length > 0) {
      const signature = signatureOf(row);
      for (let k = 0; k < words.length; k++) {
        if ((signature[words[k]!]! & masks[k]!) !== masks[k]) return false;
      }
    }
    return row.text.includes(term);
  };
}
