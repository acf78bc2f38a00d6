import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import type { GameCore } from '../config.ts';

export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/** Each core's base SQL, kept in the repository (fixtures/README.md says where it came from). */
const CORE_SQL_DIR = path.resolve(import.meta.dirname, 'fixtures/core-sql');

/** The core tables the site reads or writes, per core database: what each test database copies. */
export const CORE_TABLES = {
  auth: [
    'account',
    'account_access',
    'account_banned',
    'realmlist',
    'realmcharacters',
    'secret_digest',
    'uptime',
  ],
  characters: [
    'characters',
    'character_homebind',
    'guild',
    'guild_member',
    'guild_rank',
    'arena_team',
    'arena_team_member',
    'groups',
    'group_member',
    'petition',
    'petition_sign',
    'guild_bank_tab',
    'guild_bank_item',
    'guild_bank_right',
    'guild_bank_eventlog',
    'guild_eventlog',
    'item_instance',
    'character_inventory',
    'character_skills',
    'character_talent',
    'character_glyphs',
    'character_achievement',
    'gm_ticket',
    'lfg_data',
  ],
} as const;

export interface CoreDatabases {
  auth: string;
  characters: string;
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

/** The SQL files of one core database, in load order. */
function coreSqlFiles(core: GameCore, part: keyof CoreDatabases): string[] {
  if (core === 'trinitycore') {
    return [path.join(CORE_SQL_DIR, 'trinitycore', `${part}_database.sql`)];
  }
  const dir = path.join(CORE_SQL_DIR, 'azerothcore', `db_${part}`);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Creates `database` and loads one core database's base SQL into it. */
export async function loadCoreSql(
  conn: Connection,
  core: GameCore,
  part: keyof CoreDatabases,
  database: string,
): Promise<void> {
  await conn.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.query(`USE \`${database}\``);
  for (const file of coreSqlFiles(core, part)) {
    // MariaDB lacks MySQL 8's default collation, which one AzerothCore file names (fixtures/README.md).
    await conn.query(readFileSync(file, 'utf8').replaceAll('utf8mb4_0900_ai_ci', 'utf8mb4_unicode_ci'));
  }
}

/** Fresh MariaDB databases with a core's whole schema and an empty web database (benches, CLI tests). */
export async function createMysqlDatabases(
  prefix = `realm_full_${process.pid}_${Date.now().toString(36)}`,
  core: GameCore = 'azerothcore',
) {
  const names = { auth: `${prefix}_auth`, characters: `${prefix}_characters`, web: `${prefix}_web` };
  const conn = await connectMysql();
  for (const name of Object.values(names)) await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await loadCoreSql(conn, core, 'auth', names.auth);
  await loadCoreSql(conn, core, 'characters', names.characters);
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
