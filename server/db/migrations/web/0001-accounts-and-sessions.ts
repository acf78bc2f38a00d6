import type { Kysely } from 'kysely';

// Migrations see the database as `Kysely<any>`: they describe the schema at their own point in time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_account')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_role')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('granted_by', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_role_pk', ['account_id', 'role'])
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_account_idx').on('session').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('session').execute();
  await db.schema.dropTable('site_role').execute();
  await db.schema.dropTable('site_account').execute();
}
