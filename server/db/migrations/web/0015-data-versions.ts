import type { Kysely } from 'kysely';

/*
 * One version number per data set that public pages show (server/platform/data-versions.ts): every
 * write to the set moves it in the write's own transaction, and each instance reads the numbers a few
 * times a second, so a page held by one instance is known stale once any instance has changed its data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('data_version')
    .values([
      { name: 'news', version: 0 },
      { name: 'bugs', version: 0 },
    ])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_version').execute();
}
