import type { Kysely } from 'kysely';

/*
 * The admin area's tables: the points ledger (every DP change: before, after, who, when) and the
 * email lookup that lets an exact email search avoid scanning the core's `account` table, which has
 * no index on `email` and must not get one from us. The lookup is a copy the site keeps up to date
 * (server/accounts/email-lookup.ts); every hit is checked against the core row before use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('points_before', 'integer', (c) => c.notNull())
    .addColumn('points_after', 'integer', (c) => c.notNull())
    .addColumn('changed_by_id', 'integer', (c) => c.notNull())
    .addColumn('changed_by_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('points_ledger_account_idx')
    .on('points_ledger')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('account_email_lookup')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    // Upper-cased, as the core stores it.
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_email_lookup_email_idx')
    .on('account_email_lookup')
    .column('email')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_email_lookup').execute();
  await db.schema.dropTable('points_ledger').execute();
}
