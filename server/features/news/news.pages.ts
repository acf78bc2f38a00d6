import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { NEWS_FEED_SIZE } from '../../../contract/news.ts';
import { DEFAULT_NEWS_IMAGE, REALM_NAME } from '../../../contract/site.ts';
import type { AppContext } from '../../app-context.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { listNewsArticles } from './news.repo.ts';

/* `/news/feed.xml`: an RSS 2.0 feed of the latest articles. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

function rfc822(ms: number): string {
  return new Date(ms).toUTCString();
}

function enclosure(url: string): string {
  const ext = /\.(png|webp|gif|avif)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return `<enclosure url="${escapeHtml(url)}" type="image/${ext ?? 'jpeg'}" length="0"/>`;
}

async function renderNewsFeed(db: Kysely<WebDatabase>, publicUrl: string): Promise<string> {
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

/** Registered outside the /api prefix: `/news/feed.xml` (article pages are rendered by the web app). */
export const newsPageRoutes: FastifyPluginAsync<AppContext> = async (app, { config, dbs }) => {
  app.get('/news/feed.xml', async (_request, reply) => {
    const xml = await renderNewsFeed(dbs.web, config.publicUrl);
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
};
