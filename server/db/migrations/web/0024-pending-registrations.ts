import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/*
 * REGISTRATION_EMAIL_VERIFICATION=required: a registration waiting for its mailed link. It holds what
 * the core's account row will get (the name, the address, the SRP6 salt and verifier, never the
 * password) and the language of its mails; its unique keys on the name and the address are what keep
 * two registrations from waiting on one name or one address at once. Each resent link is counted
 * for its limits (server/features/auth/pending-registration.service.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_registration')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Upper-cased, as the core stores it.
    .addColumn('username', 'varchar(32)', (c) => c.notNull().unique())
    // As typed: where the mails go and what the screens show.
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    // Upper-cased, as the core and the email lookup compare it.
    .addColumn('email_key', 'varchar(255)', (c) => c.notNull().unique())
    // 32 bytes each, in hex.
    .addColumn('salt', 'char(64)', (c) => c.notNull())
    .addColumn('verifier', 'char(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)')
    // SHA-256 of the latest link's token; a resend replaces it.
    .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // Set while a confirmation writes the account: a second one at once finds the link taken.
    .addColumn('confirming_at', 'bigint')
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_registration_expires_idx')
    .on('pending_registration')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('pending_registration_resend')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('pending_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pending_registration_resend_pending_idx')
    .on('pending_registration_resend')
    .columns(['pending_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('pending_registration_resend_ip_idx')
    .on('pending_registration_resend')
    .columns(['ip', 'sent_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, 'pending_registration_resend_ip_idx', 'pending_registration_resend');
  await dropIndex(db, 'pending_registration_resend_pending_idx', 'pending_registration_resend');
  await db.schema.dropTable('pending_registration_resend').execute();
  await dropIndex(db, 'pending_registration_expires_idx', 'pending_registration');
  await db.schema.dropTable('pending_registration').execute();
}
