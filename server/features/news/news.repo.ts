import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { NewsArticleTable, WebDatabase } from '../../db/schema/web.ts';

export type NewsRow = Omit<Selectable<NewsArticleTable>, 'search_text'>;

const columns = [
  'id',
  'title',
  'description',
  'content',
  'category',
  'image_url',
  'author_name',
  'author_account_id',
  'tags',
  'featured_until',
  'published',
  'views',
  'created_at',
  'updated_at',
] as const;

/** Which articles a list shows. */
export interface NewsFilter {
  /** Drafts are left out unless an admin asked for them. */
  publishedOnly: boolean;
  /** Upper-cased, as stored. */
  category?: string;
  /** A LIKE pattern over `search_text`, escaped with '!'. */
  searchPattern?: string;
  /** Only articles featured past this time (epoch ms). */
  featuredAfter?: number;
}

function filtered(db: Kysely<WebDatabase>, filter: NewsFilter) {
  let query = db.selectFrom('news_article');
  if (filter.publishedOnly) query = query.where('published', '=', 1);
  if (filter.category !== undefined) query = query.where('category', '=', filter.category);
  if (filter.featuredAfter !== undefined) query = query.where('featured_until', '>', filter.featuredAfter);
  if (filter.searchPattern !== undefined) {
    // '!' escapes % and _ on both dialects (MariaDB's default backslash is not SQLite's).
    query = query.where(sql<boolean>`search_text like ${filter.searchPattern} escape '!'`);
  }
  return query;
}

export async function listNewsArticles(
  db: Kysely<WebDatabase>,
  filter: NewsFilter,
  page?: { limit: number; offset: number },
): Promise<NewsRow[]> {
  let query = filtered(db, filter).select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

export async function countNewsArticles(db: Kysely<WebDatabase>, filter: NewsFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findNewsArticle(db: Kysely<WebDatabase>, id: number): Promise<NewsRow | undefined> {
  return db.selectFrom('news_article').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertNewsArticle(
  db: Kysely<WebDatabase>,
  row: Insertable<NewsArticleTable>,
): Promise<number> {
  const result = await db.insertInto('news_article').values(row).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateNewsArticle(
  db: Kysely<WebDatabase>,
  id: number,
  changes: Updateable<NewsArticleTable>,
): Promise<void> {
  await db.updateTable('news_article').set(changes).where('id', '=', id).execute();
}

export async function deleteNewsArticle(db: Kysely<WebDatabase>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('news_article').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function addNewsViews(db: Kysely<WebDatabase>, id: number, views: number): Promise<void> {
  await db
    .updateTable('news_article')
    .set((eb) => ({ views: eb('views', '+', views) }))
    .where('id', '=', id)
    .execute();
}
