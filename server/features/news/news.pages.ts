import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { NEWS_FEED_SIZE } from '../../../contract/news.ts';
import { DEFAULT_NEWS_IMAGE, REALM_NAME } from '../../../contract/site.ts';
import type { AppContext } from '../../app.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { makePage, sendPage, type HtmlPage } from '../../platform/static-web.ts';
import { findNewsPreview, listNewsArticles } from './news.repo.ts';

/*
 * The HTML side of news: `/news/:id` is the SPA shell carrying the article's title, description,
 * canonical URL and Open Graph/Twitter tags, so a link pasted into a chat app previews the article;
 * `/news/feed.xml` is an RSS 2.0 feed of the latest articles.
 */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** Cut at a word boundary, for meta descriptions. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

export interface ArticleMeta {
  title: string;
  description: string;
  /** Absolute URL of the article page. */
  url: string;
  /** Absolute URL of the image. */
  image: string;
  category: string;
  author: string;
  publishedTime: string;
  modifiedTime: string;
}

/** Tags the preview adds are marked, so the app can take them out once it manages the head itself. */
const MARK = 'data-preview=""';

function metaTags(meta: ArticleMeta, feedUrl: string): string {
  const title = `${meta.title} | ${REALM_NAME}`;
  const m = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${MARK} ${attr}="${key}" content="${escapeHtml(value)}"/>`;
  return [
    `<title ${MARK}>${escapeHtml(title)}</title>`,
    m('name', 'description', meta.description),
    `<link ${MARK} rel="canonical" href="${escapeHtml(meta.url)}"/>`,
    `<link ${MARK} rel="alternate" type="application/rss+xml" title="${escapeHtml(`${REALM_NAME} News`)}" href="${escapeHtml(feedUrl)}"/>`,
    m('property', 'og:type', 'article'),
    m('property', 'og:site_name', REALM_NAME),
    m('property', 'og:title', meta.title),
    m('property', 'og:description', meta.description),
    m('property', 'og:url', meta.url),
    m('property', 'og:image', meta.image),
    m('property', 'og:image:alt', meta.title),
    m('property', 'article:published_time', meta.publishedTime),
    m('property', 'article:modified_time', meta.modifiedTime),
    m('property', 'article:section', meta.category),
    m('property', 'article:author', meta.author),
    m('name', 'twitter:card', 'summary_large_image'),
    m('name', 'twitter:title', meta.title),
    m('name', 'twitter:description', meta.description),
    m('name', 'twitter:image', meta.image),
  ].join('');
}

/** The shell's own title, description, canonical and social tags make way for the article's. */
const replaced =
  /<title[^>]*>[\s\S]*?<\/title>|<meta[^>]+(?:name="(?:description|twitter:[^"]*)"|property="(?:og|article):[^"]*")[^>]*>|<link[^>]+rel="canonical"[^>]*>/gi;

export function injectArticleMeta(shell: string, meta: ArticleMeta, feedUrl: string): string {
  const end = shell.indexOf('</head>');
  if (end < 0) return shell;
  const head = shell.slice(0, end).replace(replaced, '');
  return `${head}${metaTags(meta, feedUrl)}${shell.slice(end)}`;
}

/** The shell for a missing article: the app shows its not-found state; robots are told not to keep it. */
function notFoundShell(shell: string): string {
  return shell.replace('</head>', `<meta ${MARK} name="robots" content="noindex"/></head>`);
}

function rfc822(ms: number): string {
  return new Date(ms).toUTCString();
}

function enclosure(url: string): string {
  const ext = /\.(png|webp|gif|avif)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return `<enclosure url="${escapeHtml(url)}" type="image/${ext ?? 'jpeg'}" length="0"/>`;
}

export async function renderNewsFeed(db: Kysely<WebDatabase>, publicUrl: string): Promise<string> {
  const rows = await listNewsArticles(db, { publishedOnly: true }, { limit: NEWS_FEED_SIZE, offset: 0 });
  const x = escapeHtml;
  const items = rows.map((row) => {
    const url = `${publicUrl}/news/${row.id}`;
    return [
      '<item>',
      `<title>${x(row.title)}</title>`,
      `<link>${x(url)}</link>`,
      `<guid isPermaLink="true">${x(url)}</guid>`,
      `<pubDate>${rfc822(Number(row.created_at))}</pubDate>`,
      `<category>${x(row.category)}</category>`,
      `<dc:creator>${x(row.author_name)}</dc:creator>`,
      `<description>${x(row.description)}</description>`,
      enclosure(absolute(publicUrl, row.image_url || DEFAULT_NEWS_IMAGE)),
      '</item>',
    ].join('');
  });
  const newest = rows.reduce((max, r) => Math.max(max, Number(r.updated_at)), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${x(`${REALM_NAME} News`)}</title>`,
    `<link>${x(`${publicUrl}/news`)}</link>`,
    `<description>${x(`The latest news of the ${REALM_NAME} realm`)}</description>`,
    `<atom:link href="${x(`${publicUrl}/news/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

/** Built pages per article version; an edit changes `updated_at` and so the key. */
class PageCache {
  private readonly pages = new Map<string, HtmlPage>();
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }
  get(key: string): HtmlPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }
  set(key: string, page: HtmlPage): void {
    if (this.pages.size >= this.max) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
  }
}

/** Registered outside the /api prefix: `/news/feed.xml` and `/news/:id`. */
export const newsPageRoutes: FastifyPluginAsync<AppContext> = async (app, { config, dbs, web }) => {
  const feedUrl = `${config.publicUrl}/news/feed.xml`;
  const cache = new PageCache(500);
  const missing = web.fallback ? makePage(notFoundShell(web.fallback)) : undefined;

  app.get('/news/feed.xml', async (_request, reply) => {
    const xml = await renderNewsFeed(dbs.web, config.publicUrl);
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });

  app.get<{ Params: { id: string } }>('/news/:id', async (request, reply) => {
    const shell = web.fallback;
    if (!shell || !missing)
      return reply.status(503).type('text/plain').send('The web app is not built: run "npm run build".');
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
    const row = id === undefined || id > 2 ** 31 ? undefined : await findNewsPreview(dbs.web, id);
    if (!row) return sendPage(request, reply, missing, 404);

    const key = `${row.id}:${row.updated_at}`;
    let page = cache.get(key);
    if (!page) {
      const url = `${config.publicUrl}/news/${row.id}`;
      page = makePage(
        injectArticleMeta(
          shell,
          {
            title: row.title,
            description: clip(row.description, 200),
            url,
            image: absolute(config.publicUrl, row.image_url || DEFAULT_NEWS_IMAGE),
            category: row.category,
            author: row.author_name,
            publishedTime: new Date(Number(row.created_at)).toISOString(),
            modifiedTime: new Date(Number(row.updated_at)).toISOString(),
          },
          feedUrl,
        ),
      );
      cache.set(key, page);
    }
    return sendPage(request, reply, page);
  });
};
