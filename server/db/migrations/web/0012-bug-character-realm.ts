import type { Kysely } from 'kysely';

/*
 * The realm of the character a bug was reported with, kept in the report's snapshot: a character is
 * its realm and its guid, and the realm's name is kept as it was. Reports made before realms were
 * recorded have none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bug').addColumn('character_realm_id', 'bigint').execute();
  await db.schema.alterTable('bug').addColumn('character_realm_name', 'varchar(32)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bug').dropColumn('character_realm_name').execute();
  await db.schema.alterTable('bug').dropColumn('character_realm_id').execute();
}
