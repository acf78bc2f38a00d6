import { sql, type Kysely } from 'kysely';

/*
 * The core's `uptime` table (data/sql/base/db_auth/uptime.sql): a row per worldserver start, which the
 * realm status reads for the uptime and the peak of players. Same conventions as 0001.
 */
const authStatements = [
  `CREATE TABLE uptime (
    realmid int unsigned NOT NULL,
    starttime int unsigned NOT NULL DEFAULT '0',
    uptime int unsigned NOT NULL DEFAULT '0',
    maxplayers smallint unsigned NOT NULL DEFAULT '0',
    revision varchar(255) COLLATE NOCASE NOT NULL DEFAULT 'AzerothCore',
    PRIMARY KEY (realmid, starttime)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of authStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE uptime').execute(db);
}
