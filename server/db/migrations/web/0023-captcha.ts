import type { Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/*
 * The proof-of-work challenges of registration, reset requests and sign-in after failures (ADR 026):
 * the key that signs them, made once and shared by every instance on this database, and each solved
 * challenge already used, kept until it expires so that it works once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_secret')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    // Random bytes, base64url: never sent to a browser nor written to a log.
    .addColumn('value', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('used_challenge')
    // The challenge's signature (hex HMAC-SHA-256): its primary key refuses a second use, also at once.
    .addColumn('signature', 'char(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('used_challenge_expires_idx')
    .on('used_challenge')
    .column('expires_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await dropIndex(db, 'used_challenge_expires_idx', 'used_challenge');
  await db.schema.dropTable('used_challenge').execute();
  await db.schema.dropTable('site_secret').execute();
}
