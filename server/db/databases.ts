import path from 'node:path';
import { Kysely, MysqlDialect, sql, type Dialect, type LogConfig } from 'kysely';
import { createPool, type Pool, type PoolConnection } from 'mysql2';
import type { DatabaseSync } from 'node:sqlite';
import type { AuthDatabase } from './schema/auth.ts';
import type { CharactersDatabase } from './schema/characters.ts';
import type { WebDatabase } from './schema/web.ts';
import type { WorldDatabase } from './schema/world.ts';
import { createSqliteDialect, openSqlite } from './sqlite-driver.ts';
import { redactUrl } from '../config.ts';

export type SqlDialect = 'sqlite' | 'mysql';

/** Where a database is, without its credentials: the SQLite file, or the MySQL server and database. */
export interface DatabasePlace {
  kind: SqlDialect;
  /** `host:port` of the server, or the file's absolute path. */
  host: string;
  /** The MySQL database's name; none for a SQLite file. */
  database: string | null;
}

/** A database URL's place, for staff to read: the user name and password are left out. */
export function databasePlace(url: string): DatabasePlace {
  if (url.startsWith('sqlite:')) {
    const name = url.slice('sqlite:'.length);
    return { kind: 'sqlite', host: name === ':memory:' ? name : path.resolve(name), database: null };
  }
  const parsed = new URL(url);
  return {
    kind: 'mysql',
    host: parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.hostname,
    database: decodeURIComponent(parsed.pathname.slice(1)) || null,
  };
}

export interface Databases {
  auth: Kysely<AuthDatabase>;
  characters: Kysely<CharactersDatabase>;
  web: Kysely<WebDatabase>;
  /** The SQL dialect behind each database, for the few queries that differ. */
  dialects: { auth: SqlDialect; characters: SqlDialect; web: SqlDialect };
  /** Where each database is, for the staff's configuration screen. */
  places: { auth: DatabasePlace; characters: DatabasePlace; web: DatabasePlace };
  /**
   * A realm's characters database (server/game/realms.ts): the instance already open for the
   * same URL, or a new one, closed with the others.
   */
  openCharacters(url: string): { db: Kysely<CharactersDatabase>; dialect: SqlDialect; place: DatabasePlace };
  /** A realm's world database, read-only: like `openCharacters` (the embedded one is the site's file). */
  openWorld(url: string): { db: Kysely<WorldDatabase>; dialect: SqlDialect; place: DatabasePlace };
  /** Every database open, each once (the outage watch pings them all). */
  all(): Array<Kysely<unknown>>;
  /**
   * From now on, a MariaDB/MySQL query, or a wait for a connection, that takes longer than this is
   * abandoned with an error the app answers 503 (set by the app; start-up's migrations and the
   * tools run without a limit).
   */
  limitQueryTime(ms: number): void;
  close(): Promise<void>;
}

const dialectOf = (url: string): SqlDialect => (url.startsWith('sqlite:') ? 'sqlite' : 'mysql');

/** Connections per MariaDB/MySQL pool, and how many queries may wait for one before a 503. */
const POOL = { connections: 20, waiting: 100 };
/** Codes of the errors a database that does not answer in time gives (server/platform/outage.ts). */
export const NOT_ANSWERING = {
  queryTimeout: 'PROTOCOL_SEQUENCE_TIMEOUT',
  waitTimeout: 'DATABASE_WAIT_TIMEOUT',
  queueFull: 'DATABASE_QUEUE_FULL',
} as const;

function notAnswering(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/**
 * A database that accepts connections but answers nothing (a frozen server, a lost network path)
 * must not hold requests forever: each query, and each wait for a connection, ends after the
 * query timeout (`limitQueryTime`, set by the app), and past `POOL.waiting` waiting queries a new
 * one is refused at once. A connection whose query timed out is closed, never reused: its answer
 * could still arrive.
 */
function mysqlDialect(url: string, limits: { queryTimeoutMs?: number }): { dialect: Dialect; pool: Pool } {
  const pool = createPool({
    uri: url,
    connectionLimit: POOL.connections,
    // Uniform values on both dialects: timestamps as UTC text, exact integers as numbers.
    dateStrings: true,
    timezone: 'Z',
    supportBigNumbers: true,
    decimalNumbers: true,
    charset: 'utf8mb4',
    // Kysely sends text queries, never prepared statements: mysql2's cache of them would still set
    // aside two 16,000-slot arrays per connection (22 MB over the pools).
    maxPreparedStatements: 1,
    // A connection a firewall or a dead peer dropped is found out rather than waited on.
    enableKeepAlive: true,
    keepAliveInitialDelay: 10_000,
    connectTimeout: 10_000,
  });
  pool.on('connection', (conn) => {
    // A connection whose zone could not be set is not used with the server's zone.
    conn.query("SET time_zone = '+00:00'", (error) => {
      if (error) conn.destroy();
    });
  });
  // Queries holding a connection or asking for one: past the connections, the rest wait.
  let busy = 0;
  // What Kysely's MysqlDialect calls: getConnection, the connection's query and release, end.
  const bounded = {
    getConnection(callback: (error: Error | null, connection?: unknown) => void) {
      const timeoutMs = limits.queryTimeoutMs;
      if (timeoutMs === undefined) return pool.getConnection((error, conn) => callback(error, conn));
      if (busy >= POOL.connections + POOL.waiting)
        return callback(notAnswering(NOT_ANSWERING.queueFull, 'too many queries wait for the database'));
      busy++;
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        busy--;
        callback(notAnswering(NOT_ANSWERING.waitTimeout, `no database connection within ${timeoutMs} ms`));
      }, timeoutMs);
      pool.getConnection((error, conn) => {
        if (done) return conn?.release();
        done = true;
        clearTimeout(timer);
        if (error) {
          busy--;
          return callback(error);
        }
        callback(
          null,
          timed(conn, timeoutMs, () => busy--),
        );
      });
    },
    end: (callback: (error: unknown) => void) => pool.end(callback),
  };
  return { dialect: new MysqlDialect({ pool: bounded as unknown as Pool }), pool };
}

/**
 * A connection whose queries end after `timeoutMs`, counted from when each is asked: mysql2's own
 * timeout starts only when the query reaches the server, and a query queued behind another on the
 * connection (the time zone set as it opened) waited without limit while the database hung.
 */
function timed(conn: PoolConnection, timeoutMs: number, released: () => void) {
  return {
    query(sql: string, values: unknown[], callback?: (error: Error | null, result?: unknown) => void) {
      if (!callback) return conn.query({ sql, values, timeout: timeoutMs });
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        conn.destroy();
        callback(
          notAnswering(NOT_ANSWERING.queryTimeout, `no answer from the database within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      return conn.query({ sql, values }, (error: Error | null, result: unknown) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        callback(error, result);
      });
    },
    release() {
      released();
      conn.release();
    },
  };
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
  const limits: { queryTimeoutMs?: number } = {};

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
      db = new Kysely({ dialect: mysqlDialect(url, limits).dialect, log: options.log });
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
    places: {
      auth: databasePlace(urls.auth),
      characters: databasePlace(urls.characters),
      web: databasePlace(urls.web),
    },
    openCharacters: (url) => ({
      db: openUrl(url) as Kysely<CharactersDatabase>,
      dialect: dialectOf(url),
      place: databasePlace(url),
    }),
    openWorld: (url) => ({
      db: openUrl(url) as Kysely<WorldDatabase>,
      dialect: dialectOf(url),
      place: databasePlace(url),
    }),
    all: () => [...instances.values()],
    limitQueryTime(ms) {
      limits.queryTimeoutMs = ms;
    },
    async close() {
      await Promise.all([...instances.values()].map((db) => db.destroy()));
    },
  };
}

/** How long a ping waits: the health check answers within 2 s even when a database hangs. */
export const PING_TIMEOUT_MS = 1500;

/** True when the database answers `SELECT 1` within `timeoutMs`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any typed database
export async function ping(db: Kysely<any>, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(db).then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
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
