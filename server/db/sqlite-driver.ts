import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** node:sqlite takes no booleans, Dates or undefined: turn them into what the tables store. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  return value as SQLInputValue;
}

function adaptStatement(stmt: StatementSync): SqliteStatement {
  const params = (p: ReadonlyArray<unknown>) => p.map(toSqliteValue);
  return {
    reader: stmt.columns().length > 0,
    all: (p) => stmt.all(...params(p)),
    run: (p) => {
      const r = stmt.run(...params(p));
      return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
    },
    iterate: (p) => stmt.iterate(...params(p)),
  };
}

/**
 * How long a statement waits for a lock another process holds on the file. node:sqlite waits on the
 * event loop, so this is short: past it the request answers 503 (platform/outage.ts) instead of
 * freezing every other request, static pages and health included.
 */
const SQLITE_BUSY_TIMEOUT_MS = 200;

/** Opens a SQLite file with the settings the site relies on: WAL, foreign keys, a short busy timeout. */
export function openSqlite(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
  return db;
}

/** A Kysely dialect over node:sqlite, through Kysely's own SQLite driver and an adapter of the statement API. */
export function createSqliteDialect(db: DatabaseSync): SqliteDialect {
  // Preparing is the costly part of a small query: keep the statements of the hot paths.
  const cache = new Map<string, SqliteStatement>();
  const database: SqliteDatabase = {
    close: () => {
      cache.clear();
      if (db.isOpen) db.close();
    },
    prepare: (sql) => {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = adaptStatement(db.prepare(sql));
        if (cache.size >= 500) cache.delete(cache.keys().next().value!);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
  return new SqliteDialect({ database });
}
