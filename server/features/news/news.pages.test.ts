import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { NewsArticle } from '../../../contract/news.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';

// A built web app reduced to its SPA shell, with the tags the shell may carry of its own.
const buildDir = mkdtempSync(path.join(tmpdir(), 'realm-news-web-'));
mkdirSync(path.join(buildDir, 'client'), { recursive: true });
const SHELL =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Shell</title>' +
  '<meta name="description" content="shell"/><meta property="og:title" content="shell"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><div id="app">Loading…</div></body></html>';
writeFileSync(path.join(buildDir, 'client', '__spa-fallback.html'), SHELL);
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

async function publish(c: TestContext, over: Record<string, unknown> = {}): Promise<NewsArticle> {
  const account = await createAccount(c, { roles: ['admin'] });
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: bearer(await signIn(c, account)),
    payload: {
      title: 'Beta test sign-ups are open',
      description: 'Create your account now to take part in the closed beta.',
      content: '<p>The closed beta starts soon; create your account on this site to take part.</p>',
      category: 'BETA TEST',
      imageUrl: '/assets/images/feature-specless.jpg',
      author: 'Equipe Frostfall',
      tags: ['beta'],
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The content of one meta tag, entities decoded as a browser or a chat app's scraper would. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`).exec(html)?.[0];
  const raw = tag && /content="([^"]*)"/.exec(tag)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describeEachDatabase(
  'GET /news/:id link preview',
  (ctx) => {
    it("serves the app shell carrying the article's title, description, canonical URL and social tags", async () => {
      const article = await publish(ctx());
      const res = await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      const url = `http://realm.test/news/${article.id}`;
      expect(html).toContain('<title data-preview="">Beta test sign-ups are open | Frostfall</title>');
      expect(html).toContain(`<link data-preview="" rel="canonical" href="${url}"/>`);
      expect(metaContent(html, 'description')).toBe(article.description);
      expect(metaContent(html, 'og:type')).toBe('article');
      expect(metaContent(html, 'og:title')).toBe(article.title);
      expect(metaContent(html, 'og:description')).toBe(article.description);
      expect(metaContent(html, 'og:url')).toBe(url);
      expect(metaContent(html, 'og:image')).toBe('http://realm.test/assets/images/feature-specless.jpg');
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'twitter:title')).toBe(article.title);
      expect(metaContent(html, 'twitter:image')).toBe('http://realm.test/assets/images/feature-specless.jpg');
      expect(metaContent(html, 'article:section')).toBe('BETA TEST');
      // The shell's own title and social tags made way: one of each.
      expect(html.match(/<title/g)).toHaveLength(1);
      expect(html.match(/property="og:title"/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      // The rest of the shell is intact.
      expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
      expect(html).toContain('<div id="app">Loading…</div>');
    });

    it('keeps https images absolute as they are and compresses for browsers that ask', async () => {
      const article = await publish(ctx(), { imageUrl: 'https://cdn.example.org/banner.jpg' });
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/news/${article.id}`,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      const plain = await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
      expect(metaContent(plain.body, 'og:image')).toBe('https://cdn.example.org/banner.jpg');
    });

    it('escapes what it injects', async () => {
      const article = await publish(ctx());
      // Text stored by another way than the API (an older version, a manual fix) is escaped all the same.
      await ctx()
        .dbs.web.updateTable('news_article')
        .set({
          title: "Quotes \" and </title><script>alert(1)</script> & 'more'",
          description: '"><script>alert(2)</script>',
          image_url: '/a.jpg"><script>alert(3)</script>',
          updated_at: Date.now() + 1,
        })
        .where('id', '=', Number(article.id))
        .execute();
      const html = (await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` })).body;
      expect(html).not.toContain('<script>alert');
      expect(metaContent(html, 'og:title')).toBe("Quotes \" and </title><script>alert(1)</script> & 'more'");
      expect(html).toContain(
        '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;more&#39; | Frostfall</title>',
      );
    });

    it('shows the change after an edit', async () => {
      const article = await publish(ctx());
      const first = await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
      expect(metaContent(first.body, 'og:title')).toBe(article.title);
      await ctx()
        .dbs.web.updateTable('news_article')
        .set({ title: 'A changed title', updated_at: Date.now() + 5 })
        .where('id', '=', Number(article.id))
        .execute();
      const second = await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
      expect(metaContent(second.body, 'og:title')).toBe('A changed title');
    });

    it('answers 404 with the plain shell (marked noindex) for a missing, unpublished or malformed id', async () => {
      const draft = await publish(ctx(), { published: false });
      for (const id of ['999999', draft.id, 'abc', '0', '99999999999999999999']) {
        const res = await ctx().app.inject({ method: 'GET', url: `/news/${id}` });
        expect(res.statusCode, id).toBe(404);
        expect(res.body).toContain('<div id="app">Loading…</div>');
        expect(res.body).toContain('name="robots" content="noindex"');
        expect(res.body).not.toContain('og:type');
      }
    });

    it('does not count a view: the app does when it reads the article', async () => {
      const article = await publish(ctx());
      await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
      const row = await ctx()
        .dbs.web.selectFrom('news_article')
        .select('views')
        .where('id', '=', Number(article.id))
        .executeTakeFirstOrThrow();
      expect(Number(row.views)).toBe(0);
    });
  },
  { WEB_BUILD_DIR: buildDir },
);

describeEachDatabase('GET /news/feed.xml', (ctx) => {
  it('is an RSS 2.0 feed of the latest published articles, escaped', async () => {
    const article = await publish(ctx(), { title: 'Feed & friends <b>bold</b>' });
    const draft = await publish(ctx(), { title: 'Draft not in the feed', published: false });
    const res = await ctx().app.inject({ method: 'GET', url: '/news/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<link>http://realm.test/news</link>');
    expect(xml).toContain('<title>Feed &amp; friends &lt;b&gt;bold&lt;/b&gt;</title>');
    expect(xml).toContain(`<link>http://realm.test/news/${article.id}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">http://realm.test/news/${article.id}</guid>`);
    expect(xml).toContain('<category>BETA TEST</category>');
    expect(xml).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
    expect(xml).not.toContain(draft.title);
  });

  it('holds at most the 20 newest', async () => {
    const account = await createAccount(ctx(), { roles: ['admin'] });
    const headers = bearer(await signIn(ctx(), account));
    for (let i = 0; i < 22; i++) {
      await ctx().app.inject({
        method: 'POST',
        url: '/api/news',
        headers,
        payload: {
          title: `Feed item number ${i}`,
          content: '<p>Enough words in this paragraph to meet the content rule of fifty.</p>',
          imageUrl: '/a.jpg',
        },
      });
    }
    const xml = (await ctx().app.inject({ method: 'GET', url: '/news/feed.xml' })).body;
    expect(xml.match(/<item>/g)).toHaveLength(20);
  });

  it('answers 503 for article pages while the web app is not built', async () => {
    const article = await publish(ctx());
    const res = await ctx().app.inject({ method: 'GET', url: `/news/${article.id}` });
    expect(res.statusCode).toBe(503);
  });
});
