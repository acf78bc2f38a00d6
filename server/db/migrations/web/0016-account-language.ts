import type { Kysely } from 'kysely';

/*
 * The language each account's mails are written in: the last one the site heard its owner ask for
 * (sign-in, registration, a session's start). NULL until then, when mails use SITE_LANGUAGE.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_account').addColumn('language', 'varchar(8)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('site_account').dropColumn('language').execute();
}
