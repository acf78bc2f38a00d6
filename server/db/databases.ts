import path from 'node:path';
import { Kysely, MysqlDialect, sql, type Dialect, type LogConfig } from 'kysely';
import { createPool, type Pool } from 'mysql2';
import type { DatabaseSync } from 'node:sqlite';
import type { AuthDatabase } from './schema/auth.ts';
import type { CharactersDatabase } from './schema/characters.ts';
import type { WebDatabase } from './schema/web.ts';
import type { WorldDatabase } from './schema/world.ts';
import { createSqliteDialect, openSqlite } from './sqlite-driver.ts';
import { redactUrl } from '../config.ts';

export type SqlDialect = 'sqlite' | 'mysql';

export interface Databases {
  auth: Kysely<AuthDatabase>;
  characters: Kysely<CharactersDatabase>;
  web: Kysely<WebDatabase>;
  /** The SQL dialect behind each database, for the few queries that differ. */
  dialects: { auth: SqlDialect; characters: SqlDialect; web: SqlDialect };
  /**
   * A realm's characters database (server/game/realms.ts): the instance already open for the
   * same URL, or a new one, closed with the others.
   */
  openCharacters(url: string): { db: Kysely<CharactersDatabase>; dialect: SqlDialect };
  /** A realm's world database, read-only: like `openCharacters` (the embedded one is the site's file). */
  openWorld(url: string): { db: Kysely<WorldDatabase>; dialect: SqlDialect };
  /** Every database open, each once (the outage watch pings them all). */
  all(): Array<Kysely<unknown>>;
  close(): Promise<void>;
}

const dialectOf = (url: string): SqlDialect => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

function mysqlDialect(url: string): { dialect: Dialect; pool: Pool } {
  const pool = createPool({
    uri: url,
    connectionLimit: 20,
    // Uniform values on both dialects: timestamps as UTC text, exact integers as numbers.
    dateStrings: true,
    timezone: 'Z',
    supportBigNumbers: true,
    decimalNumbers: true,
    charset: 'utf8mb4',
    // Kysely sends text queries, never prepared statements: mysql2's cache of them would still set
    // aside two 16,000-slot arrays per connection (22 MB over the pools).
    maxPreparedStatements: 1,
  });
  pool.on('connection', (conn) => {
    conn.query("SET time_zone = '+00:00'");
  });
  return { dialect: new MysqlDialect({ pool }), pool };
}

/**
 * Opens the three databases. URLs that name the same SQLite file share one connection, so the site's
 * tables and the embedded game tables can be written in one transaction. `log` sees every statement
 * with the time the database took (benches).
 */
export function openDatabases(
  urls: { auth: string; characters: string; web: string },
  options: { log?: LogConfig } = {},
): Databases {
  const sqliteFiles = new Map<string, DatabaseSync>();
  const instances = new Map<string, Kysely<unknown>>();
  const dialects = {} as Databases['dialects'];

  function open(name: keyof typeof urls): Kysely<unknown> {
    dialects[name] = dialectOf(urls[name]);
    return openUrl(urls[name]);
  }

  function openUrl(url: string): Kysely<unknown> {
    const existing = instances.get(url);
    if (existing) return existing;
    let db: Kysely<unknown>;
    if (url.startsWith('sqlite:')) {
      const name = url.slice('sqlite:'.length);
      const file = name === ':memory:' ? name : path.resolve(name);
      const conn = openSqlite(file);
      sqliteFiles.set(file, conn);
      db = new Kysely({ dialect: createSqliteDialect(conn), log: options.log });
    } else {
      db = new Kysely({ dialect: mysqlDialect(url).dialect, log: options.log });
    }
    instances.set(url, db);
    return db;
  }

  const web = open('web') as Kysely<WebDatabase>;
  const auth = open('auth') as Kysely<AuthDatabase>;
  const characters = open('characters') as Kysely<CharactersDatabase>;
  return {
    auth,
    characters,
    web,
    dialects,
    openCharacters: (url) => ({ db: openUrl(url) as Kysely<CharactersDatabase>, dialect: dialectOf(url) }),
    openWorld: (url) => ({ db: openUrl(url) as Kysely<WorldDatabase>, dialect: dialectOf(url) }),
    all: () => [...instances.values()],
    async close() {
      await Promise.all([...instances.values()].map((db) => db.destroy()));
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any typed database
export async function ping(db: Kysely<any>): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for every database to answer, retrying with backoff for up to `timeoutMs`. Throws an error
 * naming the URL (password masked) of the first one that never answered.
 */
export async function waitForDatabases(
  dbs: Databases,
  urls: { auth: string; characters: string; web: string },
  timeoutMs = 30_000,
  onRetry?: (name: string, url: string) => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const name of ['web', 'auth', 'characters'] as const) {
    await waitForDatabase(dbs[name], `the ${name} database at ${redactUrl(urls[name])}`, deadline, () =>
      onRetry?.(name, redactUrl(urls[name])),
    );
  }
}

/** Waits until `db` answers or `deadline` (epoch ms) passes; the error names `what`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any typed database
export async function waitForDatabase(db: Kysely<any>, what: string, deadline: number, onRetry?: () => void) {
  let delay = 250;
  for (;;) {
    try {
      await sql`SELECT 1`.execute(db);
      return;
    } catch (error) {
      if (Date.now() + delay > deadline) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Cannot reach ${what}: ${reason}`, { cause: error });
      }
      onRetry?.();
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 4000);
    }
  }
}
