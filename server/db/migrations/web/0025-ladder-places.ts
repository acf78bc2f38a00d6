import { sql, type Kysely } from 'kysely';

/*
 * What the ladders have ranked of each realm (server/features/ladders/, ADR 023), so a start goes on
 * from it rather than reading millions of characters again:
 * - `ladder_contender`: the characters each class's ladders keep (their best by kills and by
 *   achievement points), with what the ladders show of them and which ladders keep them;
 * - `ladder_reading`: where the reading of the realm stands, who was in the world at the last round,
 *   and the points the achievements are ranked by, as JSON.
 * Each round writes what changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ladder_contender')
    .addColumn('realm_id', 'bigint', (c) => c.notNull())
    .addColumn('guid', 'bigint', (c) => c.notNull())
    .addColumn('account', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('race', 'integer', (c) => c.notNull())
    .addColumn('class', 'integer', (c) => c.notNull())
    .addColumn('gender', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('total_kills', 'bigint', (c) => c.notNull())
    .addColumn('today_kills', 'integer', (c) => c.notNull())
    .addColumn('yesterday_kills', 'integer', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .addColumn('points', 'integer')
    // 1: kept by the honour ladder, 2: by the achievement ladder, 3: by both.
    .addColumn('ladders', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ladder_contender_pk', ['realm_id', 'guid'])
    .execute();
  await db.schema
    .createTable('ladder_reading')
    .addColumn('realm_id', 'bigint', (c) => c.primaryKey())
    // The guids online at the last round make tens of kilobytes; MEDIUMTEXT on MariaDB.
    .addColumn('body', sql`mediumtext`, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ladder_reading').execute();
  await db.schema.dropTable('ladder_contender').execute();
}
