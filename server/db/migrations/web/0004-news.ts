import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_article')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    // Sanitised HTML; MEDIUMTEXT on MariaDB (TEXT stops at 64 KB), TEXT affinity on SQLite.
    .addColumn('content', sql`mediumtext`, (c) => c.notNull())
    // Lower-cased, accent-free title + description + content text: what the search matches against.
    .addColumn('search_text', sql`mediumtext`, (c) => c.notNull())
    .addColumn('category', 'varchar(50)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('author_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('author_account_id', 'integer')
    // JSON array of strings.
    .addColumn('tags', 'varchar(1000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('featured_until', 'bigint')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // The listing, latest and the feed: published rows, newest first.
  await db.schema
    .createIndex('news_article_listing_idx')
    .on('news_article')
    .columns(['published', 'created_at', 'id'])
    .execute();
  // Featured: published rows whose featured_until lies ahead.
  await db.schema
    .createIndex('news_article_featured_idx')
    .on('news_article')
    .columns(['published', 'featured_until'])
    .execute();
  // The newest change, which versions the cached public answers.
  await db.schema.createIndex('news_article_updated_idx').on('news_article').column('updated_at').execute();
  // One category, newest first.
  await db.schema
    .createIndex('news_article_category_idx')
    .on('news_article')
    .columns(['published', 'category', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema of their time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_article').execute();
}
