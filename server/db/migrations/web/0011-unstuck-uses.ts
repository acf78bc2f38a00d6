import type { Kysely } from 'kysely';

/*
 * When each character was last unstuck by its player: one row per realm and character, so the
 * cooldown (UNSTUCK_COOLDOWN) holds for the character whoever asks and however many requests at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('unstuck_use')
    .addColumn('realm_id', 'integer', (c) => c.notNull())
    // A core guid is an unsigned 32-bit number.
    .addColumn('guid', 'bigint', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('unstuck_use_pk', ['realm_id', 'guid'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('unstuck_use').execute();
}
