import type { Kysely } from 'kysely';

/*
 * The player's own account area: e-mail changes waiting for their confirmation link, two-factor
 * secrets shown but not yet confirmed, the hashed recovery codes, and the "Notify me" switch for mails
 * about the player's bug reports (on unless turned off).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_account')
    .addColumn('bug_status_mail', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('email_change')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_change_account_idx').on('email_change').column('account_id').execute();

  await db.schema
    .createTable('two_factor_setup')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('two_factor_recovery_code')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_code_account_idx')
    .on('two_factor_recovery_code')
    .column('account_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_recovery_code').execute();
  await db.schema.dropTable('two_factor_setup').execute();
  await db.schema.dropTable('email_change').execute();
  await db.schema.alterTable('site_account').dropColumn('bug_status_mail').execute();
}
