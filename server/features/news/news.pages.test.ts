import { expect, it } from 'vitest';
import type { NewsArticle } from '../../../contract/news.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';

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
