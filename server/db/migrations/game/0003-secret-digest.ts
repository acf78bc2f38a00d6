import { sql, type Kysely } from 'kysely';

/*
 * The authserver's digest of its TOTP master key (`secret_digest`, docs/game-core.md §10.3), as AzerothCore
 * declares it. The site only reads it, to store two-factor secrets the way the authserver opens them;
 * in the embedded copy no authserver writes a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE secret_digest (
    id int unsigned NOT NULL,
    digest varchar(100) COLLATE NOCASE NOT NULL,
    PRIMARY KEY (id)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE secret_digest`.execute(db);
}
