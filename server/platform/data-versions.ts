import { sql, type Kysely, type Transaction } from 'kysely';
import type { SqlDialect } from '../db/databases.ts';
import type { WebDatabase } from '../db/schema/web.ts';

/*
 * What public pages and answers are kept under (ADR 018). Each data set the public pages show has a
 * version row in the web database (`data_version`); every write to the set moves it in the write's
 * own transaction. Each instance knows the versions without asking the database on a request:
 *   - its own writes at once: the new number is read in the transaction and taken once it commits;
 *   - every instance's writes within one poll: the `data versions` job reads the rows every 250 ms.
 * A held page or answer made at version n is current while the set is still at n.
 */

export const DATA_SETS = ['news', 'bugs', 'armory', 'statistics'] as const;
export type DataSet = (typeof DATA_SETS)[number];

/** How often an instance reads the versions: another instance's edit shows within this and a render. */
export const DATA_VERSION_POLL_MS = 250;

/** Something whose changes make held pages stale: a data set, the realms' status. */
export interface Versioned {
  version(): number;
}

export interface DataVersions {
  /** The newest version of the set this instance knows. */
  of(set: DataSet): number;
  /** The set as a `Versioned`, for what holds a page. */
  source(set: DataSet): Versioned;
  /**
   * Runs `work` in one transaction that also moves the set's version. Once it has committed, this
   * instance's next read of the set sees the change.
   */
  change<T>(
    db: Kysely<WebDatabase>,
    set: DataSet,
    work: (trx: Transaction<WebDatabase>) => Promise<T>,
  ): Promise<T>;
  /** Reads every set's version from the database (the `data versions` job). */
  poll(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The versions this app knows (tests read them again at once instead of waiting for the job). */
    dataVersions: DataVersions;
  }
}

/**
 * Moves the set's version and returns the new one, in one statement: the row stays locked from here
 * to the commit, and each statement waits its turn of the event loop under load. MySQL and MariaDB
 * hand the new value back as the statement's `LAST_INSERT_ID(expr)` (per connection); SQLite has
 * `RETURNING`.
 */
async function moveVersion(
  trx: Transaction<WebDatabase>,
  set: DataSet,
  dialect: SqlDialect,
): Promise<number> {
  if (dialect === 'mysql') {
    const moved =
      await sql`update data_version set version = last_insert_id(version + 1) where name = ${set}`.execute(
        trx,
      );
    return Number(moved.insertId);
  }
  const row = await trx
    .updateTable('data_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('name', '=', set)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

export function createDataVersions(web: Kysely<WebDatabase>, dialect: SqlDialect): DataVersions {
  const known = new Map<DataSet, number>(DATA_SETS.map((set) => [set, 0]));
  // Versions only grow: a poll that started before a write committed cannot take its number back.
  const saw = (set: DataSet, version: number) => {
    if (version > known.get(set)!) known.set(set, version);
  };
  const sources = new Map<DataSet, Versioned>(
    DATA_SETS.map((set) => [set, { version: () => known.get(set)! }]),
  );
  return {
    of: (set) => known.get(set)!,
    source: (set) => sources.get(set)!,
    async change(db, set, work) {
      let version = 0;
      const result = await db.transaction().execute(async (trx) => {
        const done = await work(trx);
        // Last, so the row stays locked for as short a time as the transaction allows.
        version = await moveVersion(trx, set, dialect);
        return done;
      });
      saw(set, version);
      return result;
    },
    async poll() {
      const rows = await web.selectFrom('data_version').select(['name', 'version']).execute();
      for (const row of rows)
        if ((DATA_SETS as readonly string[]).includes(row.name))
          saw(row.name as DataSet, Number(row.version));
    },
  };
}
