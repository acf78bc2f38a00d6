import type { Kysely } from 'kysely';
import { DEFAULT_NEWS_AUTHOR, DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_IMAGE } from '../../../contract/site.ts';
import {
  NEWS_FEATURE_DAYS,
  NEWS_LIMITS,
  NEWS_PAGE_SIZE,
  newsFieldRules,
  requiredMessage,
  type NewsArticle,
  type NewsCreate,
  type NewsListEnvelope,
  type NewsUpdate,
} from '../../../contract/news.ts';
import { readText, text, type Text } from '../../../contract/i18n/text.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import type { Actor } from '../../platform/actor.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { excerptOf, foldForSearch, plainText, sanitizeNewsHtml } from './news-html.ts';
import {
  countNewsArticles,
  deleteNewsArticle,
  findNewsArticle,
  insertNewsArticle,
  listNewsArticles,
  updateNewsArticle,
  type NewsFilter,
  type NewsRow,
} from './news.repo.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOT_FOUND_TEXT = text('api.news.notFound');

/*
 * Mapping (docs/product.md §3.8): date and time come from the creation time, the image falls back to the
 * default, featured means featured_until lies ahead; category, tags, description and author are what
 * was stored (docs/product.md §10.4). Times are the server's UTC, like the core's own timestamps.
 */
const frenchTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const newsDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** docs/product.md §3.8: the fr-FR hour:minute followed by ' PM', always PM. */
const newsTime = (ms: number): string => `${frenchTime.format(ms)} PM`;

function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function toNewsArticle(row: NewsRow, now = Date.now()): NewsArticle {
  const createdAt = Number(row.created_at);
  const featuredUntil = row.featured_until === null ? null : Number(row.featured_until);
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    content: row.content,
    date: newsDate(createdAt),
    time: newsTime(createdAt),
    category: row.category,
    imageUrl: row.image_url || DEFAULT_NEWS_IMAGE,
    author: row.author_name,
    tags: parseTags(row.tags),
    featured: featuredUntil !== null && featuredUntil > now,
    featuredUntil: featuredUntil === null ? null : new Date(featuredUntil).toISOString(),
    published: Number(row.published) === 1,
    createdAt: new Date(createdAt).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Reading

interface Paging {
  page?: number;
  pageSize?: number;
}

/** Without page/pageSize: the whole list, as docs/product.md §7.3 reads it; else one page and its total. */
async function listWith(
  db: Kysely<WebDatabase>,
  filter: NewsFilter,
  paging: Paging,
): Promise<NewsListEnvelope> {
  const now = Date.now();
  if (paging.page === undefined && paging.pageSize === undefined) {
    const rows = await listNewsArticles(db, filter);
    return { success: true, data: rows.map((r) => toNewsArticle(r, now)) };
  }
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? NEWS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listNewsArticles(db, filter, { limit: pageSize, offset: (page - 1) * pageSize }),
    countNewsArticles(db, filter),
  ]);
  return { success: true, data: rows.map((r) => toNewsArticle(r, now)), total, page, pageSize };
}

export function listNews(db: Kysely<WebDatabase>, query: Paging & { includeUnpublished?: boolean }) {
  return listWith(db, { publishedOnly: !query.includeUnpublished }, query);
}

export async function latestNews(db: Kysely<WebDatabase>, limit: number): Promise<NewsArticle[]> {
  const rows = await listNewsArticles(db, { publishedOnly: true }, { limit, offset: 0 });
  return rows.map((r) => toNewsArticle(r));
}

export async function featuredNews(db: Kysely<WebDatabase>): Promise<NewsArticle[]> {
  const now = Date.now();
  const rows = await listNewsArticles(db, { publishedOnly: true, featuredAfter: now });
  return rows.map((r) => toNewsArticle(r, now));
}

/** Case- and accent-insensitive substring search over title, description and the content's text. */
export function searchNews(db: Kysely<WebDatabase>, q: string, paging: Paging) {
  const escaped = foldForSearch(q).replace(/[!%_]/g, (c) => `!${c}`);
  return listWith(db, { publishedOnly: true, searchPattern: `%${escaped}%` }, paging);
}

export function newsByCategory(db: Kysely<WebDatabase>, category: string, paging: Paging) {
  return listWith(db, { publishedOnly: true, category: category.trim().toUpperCase() }, paging);
}

/** One published article (the route counts the view: article-views.ts). */
export async function readNewsArticle(db: Kysely<WebDatabase>, id: number): Promise<NewsArticle> {
  const row = await findNewsArticle(db, id);
  if (!row || Number(row.published) !== 1) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
  return toNewsArticle(row);
}

// ---------------------------------------------------------------------------------------------
// Writing

type TextField = keyof typeof newsFieldRules;

/** A field's refusal: the message of its rule (contract/news.ts writes each with `text()`). */
function invalid(path: string, message: string | undefined, fallback: Text): AppError {
  const said = message && readText(message) ? (message as Text) : fallback;
  return new AppError('VALIDATION_ERROR', said, [{ path, message: said }]);
}

/**
 * A plain-text field, kept as typed: "<3" or "Patch <3.3.5a>" is text, and every page escapes it on
 * output (React, the article page's head tags, the RSS feed). Only the field's rule is checked.
 */
function cleanText(field: Exclude<TextField, 'content' | 'imageUrl'>, value: string): string {
  const checked = newsFieldRules[field].safeParse(value);
  if (!checked.success) throw invalid(field, checked.error.issues[0]?.message, requiredMessage(field));
  return checked.data;
}

/** Article HTML through the allowlist; what survives must still meet the content rule. */
function cleanContent(html: string): string {
  const safe = sanitizeNewsHtml(html);
  const checked = newsFieldRules.content.safeParse(safe);
  if (!checked.success)
    throw invalid('content', checked.error.issues[0]?.message, requiredMessage('content'));
  return safe;
}

function cleanTags(tags: string[]): string {
  const kept: string[] = [];
  for (const tag of tags) {
    const text = tag.slice(0, NEWS_LIMITS.tag.max).trim();
    if (text && !kept.some((k) => k.toLowerCase() === text.toLowerCase())) kept.push(text);
  }
  return JSON.stringify(kept);
}

function featuredUntilFrom(
  body: Pick<NewsCreate, 'featured' | 'featuredUntil'>,
  current: number | null,
  now: number,
): number | null {
  if (body.featuredUntil !== undefined)
    return body.featuredUntil === null ? null : Date.parse(body.featuredUntil);
  if (body.featured === undefined) return current;
  if (!body.featured) return null;
  // Ticking the box again does not extend a featuring still running.
  return current !== null && current > now ? current : now + NEWS_FEATURE_DAYS * DAY;
}

const searchTextOf = (title: string, description: string, content: string) =>
  foldForSearch(`${title}\n${description}\n${plainText(content)}`);

/** What the audit log keeps of an article: everything but the (possibly long) HTML. */
function auditView(
  row: Pick<
    NewsRow,
    | 'title'
    | 'description'
    | 'category'
    | 'image_url'
    | 'author_name'
    | 'tags'
    | 'featured_until'
    | 'published'
  >,
) {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: row.image_url,
    author: row.author_name,
    tags: parseTags(row.tags),
    featuredUntil: row.featured_until === null ? null : new Date(Number(row.featured_until)).toISOString(),
    published: Number(row.published) === 1,
  };
}

/** A new article's row: every field cleaned, the missing ones defaulted or derived. */
export function prepareNewsRow(body: NewsCreate, authorAccountId: number | null, now: number) {
  const title = cleanText('title', body.title);
  const content = cleanContent(body.content);
  const description =
    body.description === undefined ? excerptOf(content) : cleanText('description', body.description);
  return {
    title,
    description,
    content,
    search_text: searchTextOf(title, description, content),
    category:
      body.category === undefined
        ? DEFAULT_NEWS_CATEGORY
        : cleanText('category', body.category).toUpperCase(),
    image_url: body.imageUrl,
    author_name: body.author === undefined ? DEFAULT_NEWS_AUTHOR : cleanText('author', body.author),
    author_account_id: authorAccountId,
    tags: cleanTags(body.tags ?? []),
    featured_until: featuredUntilFrom(body, null, now),
    published: body.published === false ? 0 : 1,
    views: 0,
    created_at: now,
    updated_at: now,
  } satisfies Omit<NewsRow, 'id'> & { search_text: string };
}

/** What a news write needs: the database, and the versions it moves (held pages and answers follow). */
export interface NewsWriteDeps {
  db: Kysely<WebDatabase>;
  versions: Pick<DataVersions, 'change'>;
}

export async function createNews(
  { db, versions }: NewsWriteDeps,
  actor: Actor,
  body: NewsCreate,
): Promise<NewsArticle> {
  const now = Date.now();
  const row = prepareNewsRow(body, actor.kind === 'account' ? actor.accountId : null, now);

  const id = await versions.change(db, 'news', async (trx) => {
    const newId = await insertNewsArticle(trx, row);
    await recordAudit(trx, actor, {
      action: 'news.create',
      targetType: 'news',
      targetId: newId,
      details: { after: auditView(row) },
    });
    return newId;
  });
  return toNewsArticle({ id, ...row }, now);
}

export async function updateNews(
  { db, versions }: NewsWriteDeps,
  actor: Actor,
  id: number,
  body: NewsUpdate,
): Promise<NewsArticle> {
  const now = Date.now();
  return versions.change(db, 'news', async (trx) => {
    const before = await findNewsArticle(trx, id);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);

    const title = body.title === undefined ? before.title : cleanText('title', body.title);
    const content = body.content === undefined ? before.content : cleanContent(body.content);
    let description = before.description;
    if (body.description !== undefined) description = cleanText('description', body.description);
    // A description that was derived follows its content; one the author wrote is kept.
    else if (body.content !== undefined && before.description === excerptOf(before.content))
      description = excerptOf(content);

    const after = {
      ...before,
      title,
      description,
      content,
      category:
        body.category === undefined ? before.category : cleanText('category', body.category).toUpperCase(),
      image_url: body.imageUrl ?? before.image_url,
      author_name: body.author === undefined ? before.author_name : cleanText('author', body.author),
      tags: body.tags === undefined ? before.tags : cleanTags(body.tags),
      featured_until: featuredUntilFrom(
        body,
        before.featured_until === null ? null : Number(before.featured_until),
        now,
      ),
      published: body.published === undefined ? Number(before.published) : body.published ? 1 : 0,
      updated_at: now,
    };
    await updateNewsArticle(trx, id, {
      title: after.title,
      description: after.description,
      content: after.content,
      search_text: searchTextOf(after.title, after.description, after.content),
      category: after.category,
      image_url: after.image_url,
      author_name: after.author_name,
      tags: after.tags,
      featured_until: after.featured_until,
      published: after.published,
      updated_at: now,
    });

    const beforeView = auditView(before);
    const afterView = auditView(after);
    const changed = (Object.keys(afterView) as Array<keyof typeof afterView>).filter(
      (k) => JSON.stringify(beforeView[k]) !== JSON.stringify(afterView[k]),
    );
    await recordAudit(trx, actor, {
      action: 'news.update',
      targetType: 'news',
      targetId: id,
      details: {
        before: Object.fromEntries(changed.map((k) => [k, beforeView[k]])),
        after: Object.fromEntries(changed.map((k) => [k, afterView[k]])),
        contentChanged: after.content !== before.content,
      },
    });
    return toNewsArticle(after, now);
  });
}

export async function deleteNews({ db, versions }: NewsWriteDeps, actor: Actor, id: number): Promise<void> {
  await versions.change(db, 'news', async (trx) => {
    const before = await findNewsArticle(trx, id);
    if (!before) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT);
    await deleteNewsArticle(trx, id);
    await recordAudit(trx, actor, {
      action: 'news.delete',
      targetType: 'news',
      targetId: id,
      details: { before: auditView(before) },
    });
  });
}
