import { Migrator, MysqlAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as game0001 from './migrations/game/0001-core-tables.ts';
import * as game0002 from './migrations/game/0002-realm-counts-and-deletion.ts';
import * as game0003 from './migrations/game/0003-secret-digest.ts';
import * as game0004 from './migrations/game/0004-uptime.ts';
import * as game0005 from './migrations/game/0005-world-items.ts';
import * as game0006 from './migrations/game/0006-character-armory.ts';
import * as web0001 from './migrations/web/0001-accounts-and-sessions.ts';
import * as web0002 from './migrations/web/0002-audit-log.ts';
import * as web0003 from './migrations/web/0003-password-resets.ts';
import * as web0004 from './migrations/web/0004-news.ts';
import * as web0005 from './migrations/web/0005-bugs.ts';
import * as web0006 from './migrations/web/0006-admin.ts';
import * as web0007 from './migrations/web/0007-email-claims.ts';
import * as web0008 from './migrations/web/0008-bug-updates.ts';
import * as web0009 from './migrations/web/0009-sign-in-sources.ts';
import * as web0010 from './migrations/web/0010-account-security.ts';
import * as web0011 from './migrations/web/0011-unstuck-uses.ts';
import * as web0012 from './migrations/web/0012-bug-character-realm.ts';
import * as web0013 from './migrations/web/0013-job-leases.ts';
import * as web0014 from './migrations/web/0014-unused-bug-indexes.ts';
import * as web0015 from './migrations/web/0015-data-versions.ts';
import * as web0016 from './migrations/web/0016-account-language.ts';
import * as web0017 from './migrations/web/0017-armory-privacy.ts';
import * as web0018 from './migrations/web/0018-email-change-sources.ts';
import * as web0019 from './migrations/web/0019-statistics.ts';
import * as web0022 from './migrations/web/0022-wrong-passwords.ts';
import * as web0023 from './migrations/web/0023-captcha.ts';
import * as web0024 from './migrations/web/0024-pending-registrations.ts';
import * as web0025 from './migrations/web/0025-ladder-places.ts';

/** The site's own tables. A feature adds its migration here, named so the order is the name order. */
const webMigrations: Record<string, Migration> = {
  '0001-accounts-and-sessions': web0001,
  '0002-audit-log': web0002,
  '0003-password-resets': web0003,
  '0004-news': web0004,
  '0005-bugs': web0005,
  '0006-admin': web0006,
  '0007-email-claims': web0007,
  '0008-bug-updates': web0008,
  '0009-sign-in-sources': web0009,
  '0010-account-security': web0010,
  '0011-unstuck-uses': web0011,
  '0012-bug-character-realm': web0012,
  '0013-job-leases': web0013,
  '0014-unused-bug-indexes': web0014,
  '0015-data-versions': web0015,
  '0016-account-language': web0016,
  '0017-armory-privacy': web0017,
  '0018-email-change-sources': web0018,
  '0019-statistics': web0019,
  '0022-wrong-passwords': web0022,
  '0023-captcha': web0023,
  '0024-pending-registrations': web0024,
  '0025-ladder-places': web0025,
};

/**
 * The standalone copy of the core tables (auth, the first realm's characters and world): embedded
 * (SQLite) mode only, never on a configured core.
 */
const gameMigrations: Record<string, Migration> = {
  '0001-core-tables': game0001,
  '0002-realm-counts-and-deletion': game0002,
  '0003-secret-digest': game0003,
  '0004-uptime': game0004,
  '0005-world-items': game0005,
  '0006-character-armory': game0006,
};

/**
 * Another embedded realm's own characters database (ADR 015): the characters tables of the same
 * migrations, without the auth tables, which live in the one file with the first realm.
 */
const realmCharactersMigrations: Record<string, Migration> = Object.fromEntries(
  Object.entries({
    '0001-core-tables': game0001.charactersStatements,
    '0002-realm-counts-and-deletion': game0002.charactersStatements,
    '0006-character-armory': game0006.charactersStatements,
  }).map(([name, statements]) => [
    name,
    { up: async (db: Kysely<unknown>) => void (await runStatements(db, statements)) },
  ]),
);

async function runStatements(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const provider = (migrations: Record<string, Migration>): MigrationProvider => ({
  getMigrations: async () => migrations,
});

async function run(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see any schema
export async function migrateWeb(db: Kysely<any>): Promise<void> {
  await run(new Migrator({ db, provider: provider(webMigrations) }));
  await ensureUtf8mb4(db);
}

/**
 * On MariaDB/MySQL, every table of the site's database in utf8mb4 (names, e-mails, bug texts and
 * searches hold any character, emoji included): a table created in a database whose default is
 * another character set (latin1, utf8mb3) is converted at start. A database without any such table
 * costs one query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
async function ensureUtf8mb4(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof MysqlAdapter)) return;
  const { rows } = await sql<{ name: string }>`
    SELECT TABLE_NAME AS name FROM information_schema.TABLES
    WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'
      AND (TABLE_COLLATION IS NULL OR TABLE_COLLATION NOT LIKE 'utf8mb4%')`.execute(db);
  for (const { name } of rows) {
    await sql`ALTER TABLE ${sql.table(name)} CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`.execute(
      db,
    );
  }
}

/** The characters tables of an embedded realm that has a file of its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see any schema
export async function migrateEmbeddedRealmCharacters(db: Kysely<any>): Promise<void> {
  await run(
    new Migrator({
      db,
      provider: provider(realmCharactersMigrations),
      migrationTableName: 'embedded_characters_migration',
      migrationLockTableName: 'embedded_characters_migration_lock',
    }),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see any schema
export async function migrateEmbeddedGame(db: Kysely<any>): Promise<void> {
  await run(
    new Migrator({
      db,
      provider: provider(gameMigrations),
      migrationTableName: 'embedded_game_migration',
      migrationLockTableName: 'embedded_game_migration_lock',
    }),
  );
}
