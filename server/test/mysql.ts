import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** The core tables the site uses, per core database. */
export const CORE_TABLES = {
  auth: ['account', 'account_access', 'account_banned', 'realmlist'],
  characters: ['characters', 'character_homebind'],
} as const;

export function acoreSqlDir(): string | undefined {
  const candidates = [
    process.env.ACORE_SQL_DIR,
    path.resolve(import.meta.dirname, '../../../shared/acore-sql'),
  ];
  return candidates.find((d): d is string => !!d && existsSync(path.join(d, 'db_auth')));
}

export async function connectMysql(database?: string): Promise<Connection> {
  const url = new URL(TEST_MYSQL_URL);
  if (database) url.pathname = `/${database}`;
  return createConnection({ uri: url.toString(), multipleStatements: true, connectTimeout: 3000 });
}

export function mysqlUrl(database: string): string {
  const url = new URL(TEST_MYSQL_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Loads one folder of AzerothCore's base SQL (db_auth or db_characters) into `database`. */
export async function loadAcoreSql(conn: Connection, dir: string, database: string): Promise<void> {
  await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.query(`USE \`${database}\``);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    // MariaDB 10.11 lacks MySQL 8's default collation used by one file (AZEROTHCORE.md).
    const text = readFileSync(path.join(dir, file), 'utf8').replaceAll(
      'utf8mb4_0900_ai_ci',
      'utf8mb4_unicode_ci',
    );
    await conn.query(text);
  }
}

/** Fresh MariaDB databases with AzerothCore's schema for the core and an empty web database. */
export async function createMysqlDatabases(prefix = `realm_full_${process.pid}_${Date.now().toString(36)}`) {
  const sqlDir = acoreSqlDir();
  if (!sqlDir) throw new Error("AzerothCore's base SQL not found: set ACORE_SQL_DIR");
  const names = { auth: `${prefix}_auth`, characters: `${prefix}_characters`, web: `${prefix}_web` };
  const conn = await connectMysql();
  for (const name of Object.values(names)) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await loadAcoreSql(conn, path.join(sqlDir, 'db_auth'), names.auth);
  await loadAcoreSql(conn, path.join(sqlDir, 'db_characters'), names.characters);
  await conn.query(`CREATE DATABASE \`${names.web}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  return {
    names,
    env: {
      AUTH_DATABASE_URL: mysqlUrl(names.auth),
      CHARACTERS_DATABASE_URL: mysqlUrl(names.characters),
      WEB_DATABASE_URL: mysqlUrl(names.web),
    },
    async drop() {
      const c = await connectMysql();
      for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}
