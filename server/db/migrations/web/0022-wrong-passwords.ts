import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/*
 * Each wrong password aimed at an account (or at a name no account has), with its source and time:
 * the per-account sign-in limits count these rows (ADR 005), so a Redis restart or outage gives no
 * account a fresh allowance. Rows older than the limits' window are purged by a job.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wrong_password')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // `account:<id>`, or `name:<typed>` when no account matches (server/features/auth/password-attempts.ts).
    .addColumn('target', 'varchar(320)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('wrong_password_target_idx')
    .on('wrong_password')
    .columns(['target', 'at'])
    .execute();
  await db.schema.createIndex('wrong_password_at_idx').on('wrong_password').column('at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, 'wrong_password_at_idx', 'wrong_password');
  await dropIndex(db, 'wrong_password_target_idx', 'wrong_password');
  await db.schema.dropTable('wrong_password').execute();
}
