import type { Kysely } from 'kysely';

/*
 * Which instance runs a shared background job for the current interval (server/platform/jobs.ts):
 * with several instances on one database, a comparison of a whole core table runs once per interval,
 * not once per instance.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_lease')
    .addColumn('job', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_lease').execute();
}
