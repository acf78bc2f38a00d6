import { sql, type Kysely } from 'kysely';
import { dropIndex } from '../drop-index.ts';

/*
 * The realms' statistics (server/features/statistics/, ADR 024):
 * - `online_sample`: the players online on each realm, taken every 5 minutes by one instance and kept
 *   90 days (the core keeps no history). The primary key reads one realm's window in order and makes a
 *   second sample of the same slot a no-op; the index on the time makes the purge of old rows a range.
 * - `statistics_result`: the last figures the `statistics` job computed (one row per realm, one for the
 *   staff's), as JSON, so every instance serves the same and only one computes them.
 * - `statistics_slice`: the counts of one slice of a core table (a range of its primary key), which the
 *   job recounts in turn, so a run reads a part of a large table and every part is recent.
 * - `sign_in_day`: sign-ins on the site per day (sessions cannot say: they are deleted at sign-out).
 * A new result moves the `statistics` data version, which the statistics pages are held under.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('online_sample')
    .addColumn('realm_id', 'bigint', (c) => c.notNull())
    .addColumn('sampled_at', 'bigint', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('online_sample_pk', ['realm_id', 'sampled_at'])
    .execute();
  await db.schema.createIndex('online_sample_time_idx').on('online_sample').column('sampled_at').execute();
  await db.schema
    .createTable('statistics_result')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('computed_at', 'bigint', (c) => c.notNull())
    // A realm's figures take a few kilobytes; MEDIUMTEXT on MariaDB (TEXT stops at 64 KB).
    .addColumn('body', sql`mediumtext`, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('statistics_slice')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('counted_at', 'bigint', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sign_in_day')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('sign_ins', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('data_version').values({ name: 'statistics', version: 0 }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('data_version').where('name', '=', 'statistics').execute();
  await db.schema.dropTable('sign_in_day').execute();
  await db.schema.dropTable('statistics_slice').execute();
  await db.schema.dropTable('statistics_result').execute();
  await dropIndex(db, 'online_sample_time_idx', 'online_sample');
  await db.schema.dropTable('online_sample').execute();
}
