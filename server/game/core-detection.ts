import { sql, type Kysely } from 'kysely';
import type { GameCore } from '../config.ts';
import type { Databases, SqlDialect } from '../db/databases.ts';
import { coreColumns, type CoreColumns } from './core-columns.ts';
import { ITEM_TEMPLATE_COLUMNS, type WorldSchema } from './world/world-items.ts';

/** The core behind the configured databases, as start-up found it. */
export interface GameCoreInfo {
  core: GameCore;
  columns: CoreColumns;
  /** The database server of the auth database, e.g. "MariaDB 10.11.6", "MySQL 8.4.3", "SQLite 3.50.4". */
  server: string;
}

export class UnsupportedCoreError extends Error {}

const CORE_NAMES: Record<GameCore, string> = {
  azerothcore: 'AzerothCore',
  trinitycore: 'TrinityCore 3.3.5',
};

export const coreName = (core: GameCore) => CORE_NAMES[core];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the schema of any database
type AnyDb = Kysely<any>;

async function columnsOf(db: AnyDb, dialect: SqlDialect, table: string): Promise<Set<string>> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`
          SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
          WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ${table}`.execute(db);
  return new Set(rows.map((r) => r.name));
}

async function serverOf(db: AnyDb, dialect: SqlDialect): Promise<string> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ v: string }>`SELECT sqlite_version() AS v`.execute(db);
    return `SQLite ${rows[0]!.v}`;
  }
  const { rows } = await sql<{ v: string }>`SELECT VERSION() AS v`.execute(db);
  const version = rows[0]!.v;
  const number = /^[\d.]+/.exec(version)?.[0] ?? version;
  return /mariadb/i.test(version) ? `MariaDB ${number}` : `MySQL ${number}`;
}

/**
 * Reads the core's schema and says which core it is (docs/game-core.md §11): AzerothCore names the
 * `account_access` columns `id`/`gmlevel`, TrinityCore 3.3.5 `AccountID`/`SecurityLevel`. A schema the
 * site cannot write as the core does — no SRP6 columns (an old `sha_pass_hash` auth database), a retail
 * TrinityCore (Battle.net accounts) — or one that disagrees with GAME_CORE is refused with one line.
 */
export async function detectGameCore(
  dbs: Databases,
  expected: GameCore | undefined,
  where: string,
): Promise<GameCoreInfo> {
  const dialect = dbs.dialects.auth;
  const [account, access, characters, server] = await Promise.all([
    columnsOf(dbs.auth, dialect, 'account'),
    columnsOf(dbs.auth, dialect, 'account_access'),
    columnsOf(dbs.characters, dbs.dialects.characters, 'characters'),
    serverOf(dbs.auth, dialect),
  ]);
  const refuse = (what: string): never => {
    throw new UnsupportedCoreError(`Unsupported game database at ${where} (${server}): ${what}`);
  };
  if (account.size === 0) {
    refuse("no `account` table; AUTH_DATABASE_URL must name the core's auth database");
  }
  if (!account.has('verifier')) {
    refuse(
      account.has('sha_pass_hash')
        ? '`account.sha_pass_hash` and no SRP6 `salt`/`verifier`: an auth database from before SRP6; update the core first'
        : '`account` has no SRP6 `salt`/`verifier` columns',
    );
  }
  if (account.has('battlenet_account')) {
    refuse(
      '`account.battlenet_account`: a retail TrinityCore (master) auth database; only 3.3.5 is supported',
    );
  }
  let core: GameCore;
  if (access.has('gmlevel') && access.has('id')) core = 'azerothcore';
  else if (access.has('SecurityLevel') && access.has('AccountID')) core = 'trinitycore';
  else return refuse(`\`account_access\` has neither AzerothCore's nor TrinityCore 3.3.5's columns`);
  if (characters.size === 0) {
    refuse("no `characters` table; CHARACTERS_DATABASE_URL must name the core's characters database");
  }
  if (expected && expected !== core) {
    const marker = core === 'azerothcore' ? 'account_access.gmlevel' : 'account_access.SecurityLevel';
    throw new UnsupportedCoreError(
      `GAME_CORE=${expected}, but the auth database at ${where} has ${coreName(core)}'s schema (${marker}); remove GAME_CORE or point AUTH_DATABASE_URL at the right core`,
    );
  }
  return { core, columns: coreColumns(core), server };
}

/**
 * A realm's characters database, checked against the core of the auth database: it must hold the
 * core's `characters` table, as that core declares it (AzerothCore has `innTriggerId`, TrinityCore
 * 3.3.5 has not). Refused with one line naming where it was found.
 */
export async function checkCharactersDatabase(
  db: AnyDb,
  dialect: SqlDialect,
  core: GameCore,
  where: string,
): Promise<void> {
  const characters = await columnsOf(db, dialect, 'characters');
  if (characters.size === 0) {
    throw new UnsupportedCoreError(
      `Unsupported characters database at ${where}: no \`characters\` table; it must name the realm's characters database`,
    );
  }
  const found: GameCore = characters.has('innTriggerId') ? 'azerothcore' : 'trinitycore';
  if (found !== core) {
    throw new UnsupportedCoreError(
      `Unsupported characters database at ${where}: it has ${coreName(found)}'s \`characters\` table, but the auth database is ${coreName(core)}'s`,
    );
  }
}

/** The table of server texts each core's world database has, under its own name. */
const WORLD_STRINGS: Record<GameCore, string> = {
  azerothcore: 'acore_string',
  trinitycore: 'trinity_string',
};

/**
 * A realm's world database, checked before the armory reads it: the core's `item_template` with every
 * column the site reads, and not the other core's (its server texts table, `acore_string` or
 * `trinity_string`, where it has one). Refused with one line naming where it was found; otherwise
 * says where the cores' tables differ (docs/game-core.md §12).
 */
export async function checkWorldDatabase(
  db: AnyDb,
  dialect: SqlDialect,
  core: GameCore,
  where: string,
): Promise<WorldSchema> {
  const [items, locale, localesItem, ownStrings, otherStrings] = await Promise.all([
    columnsOf(db, dialect, 'item_template'),
    columnsOf(db, dialect, 'item_template_locale'),
    columnsOf(db, dialect, 'locales_item'),
    columnsOf(db, dialect, WORLD_STRINGS[core]),
    columnsOf(db, dialect, WORLD_STRINGS[core === 'azerothcore' ? 'trinitycore' : 'azerothcore']),
  ]);
  const refuse = (what: string): never => {
    throw new UnsupportedCoreError(`Unsupported world database for ${where}: ${what}`);
  };
  if (items.size === 0) refuse("no `item_template` table; it must name the realm's world database");
  const missing = ITEM_TEMPLATE_COLUMNS.filter((c) => !items.has(c));
  if (missing.length > 0) {
    refuse(
      `\`item_template\` has no ${missing.map((c) => `\`${c}\``).join(', ')}, which the core's item loader reads`,
    );
  }
  if (otherStrings.size > 0 && ownStrings.size === 0) {
    const other = core === 'azerothcore' ? 'trinitycore' : 'azerothcore';
    refuse(
      `it has ${coreName(other)}'s \`${WORLD_STRINGS[other]}\` table, but the auth database is ${coreName(core)}'s`,
    );
  }
  const localeColumns = ['ID', 'locale', 'Name', 'Description'];
  return {
    statsCount: items.has('StatsCount'),
    locales: localeColumns.every((c) => locale.has(c))
      ? 'item_template_locale'
      : ['entry', 'name_loc2', 'description_loc2'].every((c) => localesItem.has(c))
        ? 'locales_item'
        : undefined,
  };
}
