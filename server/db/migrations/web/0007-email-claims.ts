import type { Kysely } from 'kysely';

/*
 * A short-lived claim on an address while the site writes it to a game account (registration, email
 * change). The core keeps no unique key on `account.email`, so this key is what stops two requests
 * from giving one address to two accounts at the same moment (server/accounts/email-lookup.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_claim')
    // Upper-cased, as the core stores it.
    .addColumn('email', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_claim').execute();
}
