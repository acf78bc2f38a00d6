import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bug')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'varchar(10)', (c) => c.notNull())
    .addColumn('priority', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('quest_name', 'varchar(100)')
    .addColumn('class_name', 'varchar(40)')
    .addColumn('item_name', 'varchar(100)')
    .addColumn('is_exploit', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reporter_id', 'bigint', (c) => c.notNull())
    .addColumn('reporter_name', 'varchar(32)', (c) => c.notNull())
    // The character as it was at report time: the core may rename, level or delete it later.
    .addColumn('character_guid', 'bigint', (c) => c.notNull())
    .addColumn('character_name', 'varchar(12)', (c) => c.notNull())
    .addColumn('character_race', 'smallint', (c) => c.notNull())
    .addColumn('character_class', 'smallint', (c) => c.notNull())
    .addColumn('character_level', 'smallint', (c) => c.notNull())
    // Lower-cased title, description, quest, item and class name: the board's search reads one column.
    // Bytes, not text: with both sides lower-cased already, MariaDB's LIKE compares bytes, several
    // times faster than through a collation.
    .addColumn('search_text', 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .execute();
  // The board: each column is a status list, newest first, narrowed by priority and category.
  await db.schema.createIndex('bug_status_created_idx').on('bug').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('bug_priority_status_idx')
    .on('bug')
    .columns(['priority', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bug_category_status_idx')
    .on('bug')
    .columns(['category', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('bug_created_idx').on('bug').column('created_at').execute();
  // The per-status counts read this index alone when there is no search.
  await db.schema
    .createIndex('bug_counts_idx')
    .on('bug')
    .columns(['status', 'priority', 'category', 'is_exploit'])
    .execute();
  // "My bugs" and the hourly report limit.
  await db.schema.createIndex('bug_reporter_idx').on('bug').columns(['reporter_id', 'created_at']).execute();

  await db.schema
    .createTable('bug_event')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('bug_id', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'bigint', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_value', 'varchar(40)')
    .addColumn('to_value', 'varchar(40)')
    .addColumn('comment', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bug_event_bug_idx').on('bug_event').columns(['bug_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bug_event').execute();
  await db.schema.dropTable('bug').execute();
}
