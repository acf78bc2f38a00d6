import type { Kysely } from 'kysely';

/*
 * The accounts whose characters the armory hides from others (PUT /api/account/privacy): a row per
 * account that opted out, none for the default (visible), so a realm's accounts cost nothing here.
 * A change moves the `armory` data version (server/platform/data-versions.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('armory_hidden_account')
    .addColumn('account_id', 'bigint', (c) => c.primaryKey())
    .addColumn('hidden_at', 'bigint', (c) => c.notNull())
    .execute();
  // Held armory pages are kept under this set's version: a change of privacy shows at once.
  await db.insertInto('data_version').values({ name: 'armory', version: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('data_version').where('name', '=', 'armory').execute();
  await db.schema.dropTable('armory_hidden_account').execute();
}
