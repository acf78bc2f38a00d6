import type { Kysely } from 'kysely';

/*
 * The addresses each account has signed in from (or registered from), with the last time. Sessions
 * cannot say this: they are deleted at sign-out, on a password change and on a ban. The sign-in limits
 * read it so that an attacker's guesses at an account do not lock its owner out at home (ADR 005).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_source')
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_in_source_pk', ['account_id', 'ip'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_source').execute();
}
