import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_NEWS_AUTHOR, DEFAULT_NEWS_CATEGORY, DEFAULT_NEWS_IMAGE } from '../../../contract/site.ts';
import type { NewsArticle } from '../../../contract/news.ts';
import { describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { bearer, createAccount, signIn } from '../../test/factories.ts';
import { createDataVersions } from '../../platform/data-versions.ts';

/** A word no other test uses, so a search or a list finds exactly this test's articles. */
const marker = () => `zq${randomBytes(5).toString('hex')}`;

const LONG_TEXT = 'The realm received a long list of fixes and changes this week, read on. ';

function article(over: Record<string, unknown> = {}) {
  return {
    title: 'Patch notes for the realm',
    description: 'What changed in this week patch.',
    content: `<p>${LONG_TEXT}</p>`,
    category: 'PHASE UPDATE',
    imageUrl: '/assets/images/feature-specless.jpg',
    author: 'Equipe Frostfall',
    tags: ['patch', 'notes'],
    featured: false,
    ...over,
  };
}

async function staff(c: TestContext, roles: Array<'admin' | 'moderator'> = ['admin']) {
  const account = await createAccount(c, { roles });
  return { account, headers: bearer(await signIn(c, account)) };
}

async function post(c: TestContext, headers: Record<string, string>, payload: unknown) {
  return c.app.inject({ method: 'POST', url: '/api/news', headers, payload: payload as object });
}

async function created(c: TestContext, headers: Record<string, string>, over: Record<string, unknown> = {}) {
  const res = await post(c, headers, article(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as NewsArticle;
}

async function get(c: TestContext, url: string) {
  return c.app.inject({ method: 'GET', url });
}

const YEAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FRENCH_PM = /^\d{2}:\d{2} PM$/;

describeEachDatabase('POST /api/news', (ctx) => {
  it('stores every form field and answers with the client view', async () => {
    const { headers } = await staff(ctx());
    const title = `Beta test opens ${marker()}`;
    const before = Date.now();
    const res = await post(
      ctx(),
      headers,
      article({
        title,
        description: 'Sign-ups for the closed beta are open now.',
        category: 'BETA TEST',
        imageUrl: '/assets/images/feature-tourment.jpg',
        author: 'Equipe Frostfall',
        tags: ['beta', ' test ', 'Beta'],
        featured: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as NewsArticle;
    expect(data).toMatchObject({
      title,
      description: 'Sign-ups for the closed beta are open now.',
      content: `<p>${LONG_TEXT}</p>`,
      category: 'BETA TEST',
      imageUrl: '/assets/images/feature-tourment.jpg',
      author: 'Equipe Frostfall',
      tags: ['beta', 'test'],
      featured: true,
      published: true,
    });
    expect(data.id).toMatch(/^\d+$/);
    expect(data.date).toMatch(YEAR_DAY);
    expect(data.date).toBe(new Date(data.createdAt).toISOString().slice(0, 10));
    expect(data.time).toMatch(FRENCH_PM);
    const until = Date.parse(data.featuredUntil!);
    expect(until).toBeGreaterThanOrEqual(before + 29 * 86_400_000);

    // What was stored is what the public read gives back.
    const read = await get(ctx(), `/api/news/${data.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      title,
      category: 'BETA TEST',
      tags: ['beta', 'test'],
      featured: true,
    });
  });

  it("accepts the spec's own payload and fills the rest: default category and author, derived description", async () => {
    const { headers } = await staff(ctx());
    const words = 'Northrend awaits every hero who dares the cold. '.repeat(5);
    const res = await post(ctx(), headers, {
      title: 'The spec payload',
      content: `<h2>Hello</h2><p>${words}</p>`,
      imageUrl: '/assets/images/feature-qol.jpg',
      published: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as NewsArticle;
    expect(data.category).toBe(DEFAULT_NEWS_CATEGORY);
    expect(data.author).toBe(DEFAULT_NEWS_AUTHOR);
    expect(data.tags).toEqual([]);
    expect(data.featured).toBe(false);
    expect(data.featuredUntil).toBeNull();
    // docs/product.md §3.8: the content with tags stripped, first 150 characters, plus '...'.
    const text = `Hello ${words}`.replace(/\s+/g, ' ').trim();
    expect(data.description).toBe(`${text.slice(0, 150).trimEnd()}...`);
    expect(data.description).not.toContain('<');
  });

  it('records who created what in the audit log', async () => {
    const { account, headers } = await staff(ctx());
    const data = await created(ctx(), headers, { title: `Audited ${marker()}` });
    const entry = await ctx()
      .dbs.web.selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'news.create')
      .where('target_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: account.id, actor_name: account.username, target_type: 'news' });
    expect(JSON.parse(entry.details).after.title).toBe(data.title);
  });

  it('turns the featured box into featuredUntil, and an explicit featuredUntil wins', async () => {
    const { headers } = await staff(ctx());
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const data = await created(ctx(), headers, { featured: true, featuredUntil: until });
    expect(data.featuredUntil).toBe(until);
    expect(data.featured).toBe(true);
    const past = await created(ctx(), headers, { featuredUntil: '2020-01-01T00:00:00.000Z' });
    expect(past.featured).toBe(false);
  });

  // docs/product.md §5.6: built from the field's name, in the language of the request.
  const rules: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['title missing', { title: undefined }, 'title', 'title is required', 'title est requis'],
    ['title empty', { title: '' }, 'title', 'title is required', 'title est requis'],
    ['title blank', { title: '    ' }, 'title', 'title is required', 'title est requis'],
    [
      'title too short',
      { title: 'abcd' },
      'title',
      'title must be at least 5 characters',
      'title doit contenir au moins 5 caractères',
    ],
    [
      'description empty',
      { description: '' },
      'description',
      'description is required',
      'description est requis',
    ],
    [
      'description too short',
      { description: 'too short' },
      'description',
      'description must be at least 10 characters',
      'description doit contenir au moins 10 caractères',
    ],
    ['content missing', { content: undefined }, 'content', 'content is required', 'content est requis'],
    ['content empty', { content: '' }, 'content', 'content is required', 'content est requis'],
    [
      'content too short',
      { content: 'x'.repeat(49) },
      'content',
      'content must be at least 50 characters',
      'content doit contenir au moins 50 caractères',
    ],
    ['category empty', { category: '' }, 'category', 'category is required', 'category est requis'],
    ['imageUrl missing', { imageUrl: undefined }, 'imageUrl', 'imageUrl is required', 'imageUrl est requis'],
    ['imageUrl empty', { imageUrl: '' }, 'imageUrl', 'imageUrl is required', 'imageUrl est requis'],
    ['author empty', { author: '' }, 'author', 'author is required', 'author est requis'],
    [
      'imageUrl with a javascript: URL',
      { imageUrl: 'javascript:alert(1)' },
      'imageUrl',
      'imageUrl must be a path on this site or an https address',
      'imageUrl doit être un chemin du site ou une adresse https',
    ],
    [
      'title too long',
      { title: 't'.repeat(201) },
      'title',
      'title must be at most 200 characters',
      'title doit contenir au plus 200 caractères',
    ],
  ];
  for (const [name, change, path, english, french] of rules) {
    it(`refuses ${name} with '${english}', in French '${french}'`, async () => {
      const { headers } = await staff(ctx());
      const title = `Rule ${marker()}`;
      for (const [asked, message] of [
        [{}, english],
        [{ 'accept-language': 'fr' }, french],
      ] as const) {
        const res = await post(ctx(), { ...headers, ...asked }, article({ title, ...change }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', error: message });
        expect(res.json().details).toContainEqual({ path, message });
      }
      // Nothing was written.
      const rows = await ctx()
        .dbs.web.selectFrom('news_article')
        .select('id')
        .where('title', '=', title)
        .execute();
      expect(rows).toEqual([]);
    });
  }

  it('keeps a title as typed, and checks the content rule again on what is left once markup is removed', async () => {
    const { headers } = await staff(ctx());
    const tagLike = await post(ctx(), headers, article({ title: 'Patch <3.3.5a> & <b>notes</b>' }));
    expect(tagLike.statusCode).toBe(201);
    expect(tagLike.json().data.title).toBe('Patch <3.3.5a> & <b>notes</b>');
    const mostlyScript = await post(
      ctx(),
      headers,
      article({ content: `<script>${'x'.repeat(80)}</script><p>Only this.</p>` }),
    );
    expect(mostlyScript.statusCode).toBe(400);
    expect(mostlyScript.json().error).toBe('content must be at least 50 characters');
  });

  it('refuses unknown shapes with a 400, never a 500', async () => {
    const { headers } = await staff(ctx());
    for (const payload of [
      article({ tags: 'not-a-list' }),
      article({ featured: 'yes' }),
      article({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }),
      article({ featuredUntil: 'tomorrow' }),
      article({ title: 42 }),
    ]) {
      const res = await post(ctx(), headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describeEachDatabase('news permissions', (ctx) => {
  it('lets only admins create, update and delete (401 anonymous, 403 player and moderator)', async () => {
    const admin = await staff(ctx(), ['admin']);
    const moderator = await staff(ctx(), ['moderator']);
    const player = await createAccount(ctx());
    const playerHeaders = bearer(await signIn(ctx(), player));
    const existing = await created(ctx(), admin.headers);

    const calls = [
      { method: 'POST' as const, url: '/api/news', payload: article() },
      { method: 'PUT' as const, url: `/api/news/${existing.id}`, payload: { title: 'Changed by someone' } },
      { method: 'DELETE' as const, url: `/api/news/${existing.id}` },
    ];
    for (const call of calls) {
      const anonymous = await ctx().app.inject(call);
      expect(anonymous.statusCode, `${call.method} anonymous`).toBe(401);
      expect(anonymous.json().code).toBe('NOT_SIGNED_IN');
      // Even an invalid body is refused for who sends it before it is read.
      const anonymousInvalid = await ctx().app.inject({ ...call, payload: { title: '' } });
      expect(anonymousInvalid.statusCode).toBe(401);
      for (const headers of [playerHeaders, moderator.headers]) {
        const res = await ctx().app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    // Untouched by all of the above.
    const read = await get(ctx(), `/api/news/${existing.id}`);
    expect(read.json().data.title).toBe(existing.title);

    const superAdmin = await staff(ctx(), []);
    await ctx()
      .dbs.web.insertInto('site_role')
      .values({
        account_id: superAdmin.account.id,
        role: 'super_admin',
        granted_at: Date.now(),
        granted_by: 'test',
      })
      .execute();
    expect((await post(ctx(), superAdmin.headers, article())).statusCode).toBe(201);
  });

  it('lets anyone read, with or without a token', async () => {
    const admin = await staff(ctx());
    const data = await created(ctx(), admin.headers);
    const player = await createAccount(ctx());
    for (const headers of [{}, bearer(await signIn(ctx(), player))]) {
      for (const url of [
        '/api/news',
        '/api/news?page=1&pageSize=5',
        '/api/news/latest',
        '/api/news/featured',
        '/api/news/search?q=patch',
        '/api/news/category/PHASE%20UPDATE',
        `/api/news/${data.id}`,
      ]) {
        const res = await ctx().app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(res.json().success).toBe(true);
      }
    }
  });

  it('shows drafts to admins only', async () => {
    const admin = await staff(ctx());
    const moderator = await staff(ctx(), ['moderator']);
    const draft = await created(ctx(), admin.headers, { title: `Draft ${marker()}`, published: false });
    expect(draft.published).toBe(false);
    const anonymous = await get(ctx(), '/api/news?includeUnpublished=true');
    expect(anonymous.statusCode).toBe(401);
    const mod = await ctx().app.inject({
      method: 'GET',
      url: '/api/news?includeUnpublished=true',
      headers: moderator.headers,
    });
    expect(mod.statusCode).toBe(403);
    const asAdmin = await ctx().app.inject({
      method: 'GET',
      url: '/api/news?includeUnpublished=true',
      headers: admin.headers,
    });
    expect(asAdmin.json().data.map((a: NewsArticle) => a.id)).toContain(draft.id);
    const publicList = await get(ctx(), '/api/news');
    expect(publicList.json().data.map((a: NewsArticle) => a.id)).not.toContain(draft.id);
    expect((await get(ctx(), `/api/news/${draft.id}`)).statusCode).toBe(404);
  });
});

describeEachDatabase('GET /api/news lists', (ctx) => {
  // A fresh site: these tests see only the articles they write.
  let ids: string[] = [];

  it('lists published articles newest first, in the spec shape without paging', async () => {
    const { headers } = await staff(ctx());
    ids = [];
    for (let i = 0; i < 5; i++)
      ids.push((await created(ctx(), headers, { title: `Listed article ${i}` })).id);
    // Creation times may share a millisecond: spread them so the order is certain.
    for (const [i, id] of ids.entries())
      await ctx()
        .dbs.web.updateTable('news_article')
        .set({ created_at: Date.UTC(2025, 0, 10 + i, 21, 5) })
        .where('id', '=', Number(id))
        .execute();

    const res = await get(ctx(), '/api/news');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.data.map((a: NewsArticle) => a.id)).toEqual([...ids].reverse());
    // docs/product.md §3.8: date from createdAt, time as fr-FR hour:minute plus ' PM' (UTC).
    expect(body.data[0]).toMatchObject({ date: '2025-01-14', time: '21:05 PM' });
  });

  it('pages with page/pageSize and gives the total', async () => {
    const first = (await get(ctx(), '/api/news?page=1&pageSize=2')).json();
    expect(first).toMatchObject({ success: true, total: 5, page: 1, pageSize: 2 });
    expect(first.data.map((a: NewsArticle) => a.id)).toEqual([ids[4], ids[3]]);
    const last = (await get(ctx(), '/api/news?page=3&pageSize=2')).json();
    expect(last.data.map((a: NewsArticle) => a.id)).toEqual([ids[0]]);
    const beyond = (await get(ctx(), '/api/news?page=9&pageSize=2')).json();
    expect(beyond).toMatchObject({ data: [], total: 5 });
    const defaults = (await get(ctx(), '/api/news?page=1')).json();
    expect(defaults.pageSize).toBe(12);
    for (const bad of ['page=0', 'pageSize=0', 'pageSize=101', 'page=abc', 'includeUnpublished=maybe']) {
      const res = await get(ctx(), `/api/news?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('gives the latest three by default, or `limit` of them', async () => {
    const three = (await get(ctx(), '/api/news/latest')).json();
    expect(three.data.map((a: NewsArticle) => a.id)).toEqual([ids[4], ids[3], ids[2]]);
    const one = (await get(ctx(), '/api/news/latest?limit=1')).json();
    expect(one.data.map((a: NewsArticle) => a.id)).toEqual([ids[4]]);
    expect((await get(ctx(), '/api/news/latest?limit=0')).statusCode).toBe(400);
    expect((await get(ctx(), '/api/news/latest?limit=21')).statusCode).toBe(400);
  });

  it('gives the featured ones: featuredUntil ahead, published', async () => {
    const { headers } = await staff(ctx());
    const featured = await created(ctx(), headers, { featured: true });
    const ended = await created(ctx(), headers, { featuredUntil: new Date(Date.now() - 1000).toISOString() });
    const draft = await created(ctx(), headers, { featured: true, published: false });
    const res = (await get(ctx(), '/api/news/featured')).json();
    const got = res.data.map((a: NewsArticle) => a.id);
    expect(got).toContain(featured.id);
    expect(got).not.toContain(ended.id);
    expect(got).not.toContain(draft.id);
    expect(got).not.toContain(ids[0]);
    expect(res.data.every((a: NewsArticle) => a.featured)).toBe(true);
  });

  it('gives one category, whatever the case of the request', async () => {
    const { headers } = await staff(ctx());
    const event = await created(ctx(), headers, { category: 'event' });
    expect(event.category).toBe('EVENT');
    for (const name of ['EVENT', 'event', 'Event']) {
      const res = (await get(ctx(), `/api/news/category/${name}`)).json();
      expect(res.data.map((a: NewsArticle) => a.id)).toEqual([event.id]);
    }
    const spaced = (await get(ctx(), '/api/news/category/PHASE%20UPDATE?page=1&pageSize=2')).json();
    expect(spaced.total).toBeGreaterThanOrEqual(5);
    expect((await get(ctx(), '/api/news/category/NOTHING')).json().data).toEqual([]);
  });
});

describeEachDatabase('GET /api/news/search', (ctx) => {
  it('matches title, description and the text of the content, in any case and without accents', async () => {
    const { headers } = await staff(ctx());
    const word = marker();
    const inTitle = await created(ctx(), headers, { title: `Title ${word.toUpperCase()} here` });
    const inDescription = await created(ctx(), headers, { description: `Described with ${word} inside.` });
    const inContent = await created(ctx(), headers, {
      content: `<p>${LONG_TEXT}</p><p>Hidden <strong>${word}</strong> deep inside the text.</p>`,
    });
    const accented = await created(ctx(), headers, { title: `Événement ${word}` });
    const res = (await get(ctx(), `/api/news/search?q=${word}`)).json();
    expect(res.data.map((a: NewsArticle) => a.id).sort()).toEqual(
      [inTitle.id, inDescription.id, inContent.id, accented.id].sort(),
    );
    for (const q of [`EVENEMENT ${word}`, `évènement ${word}`]) {
      const folded = (await get(ctx(), `/api/news/search?q=${encodeURIComponent(q)}`)).json();
      expect(
        folded.data.map((a: NewsArticle) => a.id),
        q,
      ).toEqual([accented.id]);
    }
    const paged = (await get(ctx(), `/api/news/search?q=${word}&page=1&pageSize=2`)).json();
    expect(paged).toMatchObject({ total: 4, pageSize: 2 });
    expect(paged.data).toHaveLength(2);
  });

  it('does not match markup, and treats % and _ as plain characters', async () => {
    const { headers } = await staff(ctx());
    const word = marker();
    await created(ctx(), headers, {
      title: `Markup ${word}`,
      content: `<p><strong>${LONG_TEXT}</strong></p>`,
    });
    expect((await get(ctx(), `/api/news/search?q=${word}%20strong`)).json().data).toEqual([]);
    const percent = await created(ctx(), headers, { title: `Drop rate 100% ${word}` });
    await created(ctx(), headers, { title: `Drop rate 1000 ${word}` });
    const res = (await get(ctx(), `/api/news/search?q=${encodeURIComponent(`100% ${word}`)}`)).json();
    expect(res.data.map((a: NewsArticle) => a.id)).toEqual([percent.id]);
    expect(
      (await get(ctx(), `/api/news/search?q=${encodeURIComponent(`r_te 1000 ${word}`)}`)).json().data,
    ).toEqual([]);
  });

  it('needs something to search for', async () => {
    for (const url of ['/api/news/search', '/api/news/search?q=', '/api/news/search?q=%20%20']) {
      const res = await get(ctx(), url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Enter something to search for' });
    }
    expect((await get(ctx(), `/api/news/search?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describeEachDatabase('GET /api/news/{id}', (ctx) => {
  it('gives one article and counts the view', async () => {
    const { headers } = await staff(ctx());
    const data = await created(ctx(), headers);
    const views = async () =>
      (
        await ctx()
          .dbs.web.selectFrom('news_article')
          .select('views')
          .where('id', '=', Number(data.id))
          .executeTakeFirstOrThrow()
      ).views;
    expect(Number(await views())).toBe(0);
    for (let i = 0; i < 3; i++) expect((await get(ctx(), `/api/news/${data.id}`)).statusCode).toBe(200);
    // Counted in memory, written every few seconds.
    expect(Number(await views())).toBe(0);
    await ctx().app.articleViews.flush();
    expect(Number(await views())).toBe(3);
    // Lists and missing articles do not count.
    await get(ctx(), '/api/news');
    await get(ctx(), '/api/news/999999');
    await ctx().app.articleViews.flush();
    expect(Number(await views())).toBe(3);
  });

  it('answers 404 with a clear message when missing or unpublished, 400 when not an id', async () => {
    const { headers } = await staff(ctx());
    const draft = await created(ctx(), headers, { published: false });
    for (const id of ['999999', draft.id]) {
      const res = await get(ctx(), `/api/news/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: 'News article not found',
      });
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await get(ctx(), `/api/news/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('falls back to the default image when none is stored', async () => {
    const { headers } = await staff(ctx());
    const data = await created(ctx(), headers);
    await ctx()
      .dbs.web.updateTable('news_article')
      .set({ image_url: '' })
      .where('id', '=', Number(data.id))
      .execute();
    expect((await get(ctx(), `/api/news/${data.id}`)).json().data.imageUrl).toBe(DEFAULT_NEWS_IMAGE);
  });
});

describeEachDatabase('PUT and DELETE /api/news/{id}', (ctx) => {
  it('changes the fields sent and keeps the others', async () => {
    const { headers } = await staff(ctx());
    const original = await created(ctx(), headers, { featured: true, tags: ['one'] });
    const res = await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${original.id}`,
      headers,
      payload: { title: 'A better title', tags: ['one', 'two'], category: 'maintenance' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as NewsArticle;
    expect(data).toMatchObject({
      id: original.id,
      title: 'A better title',
      tags: ['one', 'two'],
      category: 'MAINTENANCE',
      description: original.description,
      content: original.content,
      imageUrl: original.imageUrl,
      author: original.author,
      featured: true,
      featuredUntil: original.featuredUntil,
      createdAt: original.createdAt,
    });
    expect((await get(ctx(), `/api/news/${original.id}`)).json().data.title).toBe('A better title');
  });

  it('clears featuring when the box is unticked and sets it when ticked', async () => {
    const { headers } = await staff(ctx());
    const original = await created(ctx(), headers, { featured: true });
    const put = (payload: object) =>
      ctx().app.inject({ method: 'PUT', url: `/api/news/${original.id}`, headers, payload });
    const off = (await put({ featured: false })).json().data;
    expect(off).toMatchObject({ featured: false, featuredUntil: null });
    const on = (await put({ featured: true })).json().data;
    expect(on.featured).toBe(true);
    // Ticked again while running: the end date stays.
    expect((await put({ featured: true })).json().data.featuredUntil).toBe(on.featuredUntil);
  });

  it('re-derives a derived description when the content changes, keeps a written one', async () => {
    const { headers } = await staff(ctx());
    const derived = (
      await post(ctx(), headers, { title: 'Derived one', content: `<p>${LONG_TEXT}</p>`, imageUrl: '/a.jpg' })
    ).json().data as NewsArticle;
    const newContent = `<p>Completely different words now fill this article body, friends.</p>`;
    const put = (id: string) =>
      ctx().app.inject({ method: 'PUT', url: `/api/news/${id}`, headers, payload: { content: newContent } });
    expect((await put(derived.id)).json().data.description).toBe(
      'Completely different words now fill this article body, friends....',
    );
    const written = await created(ctx(), headers, { description: 'Written by the author.' });
    expect((await put(written.id)).json().data.description).toBe('Written by the author.');
  });

  it('keeps the article as it was when an update is refused', async () => {
    const { headers } = await staff(ctx());
    const original = await created(ctx(), headers);
    const res = await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${original.id}`,
      headers,
      payload: { title: 'abc', content: `<p>${LONG_TEXT} changed</p>` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('title must be at least 5 characters');
    const now = (await get(ctx(), `/api/news/${original.id}`)).json().data;
    expect(now).toMatchObject({ title: original.title, content: original.content });
    const empty = await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${original.id}`,
      headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Nothing to update');
  });

  it('records the before and after of an update, and the deleted article', async () => {
    const { account, headers } = await staff(ctx());
    const original = await created(ctx(), headers, { title: 'Before the change' });
    await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${original.id}`,
      headers,
      payload: { title: 'After the change' },
    });
    await ctx().app.inject({ method: 'DELETE', url: `/api/news/${original.id}`, headers });
    const entries = await ctx()
      .dbs.web.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'news')
      .where('target_id', '=', original.id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['news.create', 'news.update', 'news.delete']);
    expect(entries.every((e) => e.actor_id === account.id)).toBe(true);
    expect(JSON.parse(entries[1]!.details)).toMatchObject({
      before: { title: 'Before the change' },
      after: { title: 'After the change' },
      contentChanged: false,
    });
    expect(JSON.parse(entries[2]!.details).before.title).toBe('After the change');
  });

  it('deletes, then answers 404 for what is gone', async () => {
    const { headers } = await staff(ctx());
    const original = await created(ctx(), headers);
    const del = await ctx().app.inject({ method: 'DELETE', url: `/api/news/${original.id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ success: true, data: { id: original.id } });
    expect((await get(ctx(), `/api/news/${original.id}`)).statusCode).toBe(404);
    expect((await get(ctx(), '/api/news')).json().data.map((a: NewsArticle) => a.id)).not.toContain(
      original.id,
    );
    const again = await ctx().app.inject({ method: 'DELETE', url: `/api/news/${original.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('News article not found');
    const put = await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${original.id}`,
      headers,
      payload: { title: 'Too late now' },
    });
    expect(put.statusCode).toBe(404);
    const audits = await ctx()
      .dbs.web.selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', original.id)
      .where('target_type', '=', 'news')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['news.create', 'news.delete']);
  });
});

describeEachDatabase('public news answers kept in memory', (ctx) => {
  it('follow every change, even one written by another instance of the site', async () => {
    const { headers } = await staff(ctx());
    const data = await created(ctx(), headers, { title: 'Cached once' });
    const titles = async (url: string) =>
      ((await get(ctx(), url)).json().data as NewsArticle[]).map((a) => a.title);
    expect(await titles('/api/news')).toContain('Cached once');
    expect(await titles('/api/news/latest')).toContain('Cached once');
    // Another instance changes the row, and the news version with it: once this one reads the
    // versions (its job does every 250 ms), its next answer has the change.
    const elsewhere = createDataVersions(ctx().dbs.web, ctx().dbs.dialects.web);
    await elsewhere.change(ctx().dbs.web, 'news', (trx) =>
      trx
        .updateTable('news_article')
        .set({ title: 'Changed elsewhere', updated_at: Date.now() + 10 })
        .where('id', '=', Number(data.id))
        .execute(),
    );
    expect(await titles('/api/news')).toContain('Cached once');
    await ctx().app.dataVersions.poll();
    expect(await titles('/api/news')).toContain('Changed elsewhere');
    expect(await titles('/api/news/latest')).toContain('Changed elsewhere');
    await elsewhere.change(ctx().dbs.web, 'news', (trx) =>
      trx.deleteFrom('news_article').where('id', '=', Number(data.id)).execute(),
    );
    await ctx().app.dataVersions.poll();
    expect(await titles('/api/news')).not.toContain('Changed elsewhere');
  });

  it('drop an article from the featured list when its featuring ends', async () => {
    const { headers } = await staff(ctx());
    const soon = await created(ctx(), headers, {
      featuredUntil: new Date(Date.now() + 1500).toISOString(),
    });
    const featuredIds = async () =>
      ((await get(ctx(), '/api/news/featured')).json().data as NewsArticle[]).map((a) => a.id);
    expect(await featuredIds()).toContain(soon.id);
    await expect.poll(featuredIds, { timeout: 5000, interval: 250 }).not.toContain(soon.id);
    const listed = ((await get(ctx(), '/api/news')).json().data as NewsArticle[]).find(
      (a) => a.id === soon.id,
    );
    expect(listed?.featured).toBe(false);
  });

  it('are compressed for clients that ask, and answer 304 to a matching ETag', async () => {
    const { headers } = await staff(ctx());
    for (let i = 0; i < 3; i++) await created(ctx(), headers);
    const br = await ctx().app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(br.headers.etag);
    const again = await ctx().app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await created(ctx(), headers);
    const changed = await ctx().app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
  });
});

describeEachDatabase('news in the language asked for', (ctx) => {
  it('says its successes and refusals in French when asked, in English otherwise', async () => {
    const { headers } = await staff(ctx());
    const french = { ...headers, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
    const made = await post(ctx(), french, article());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().message).toBe('Article créé');
    const { id } = made.json().data as NewsArticle;
    const change = (asked: Record<string, string>) =>
      ctx().app.inject({
        method: 'PUT',
        url: `/api/news/${id}`,
        headers: asked,
        payload: { featured: true },
      });
    expect((await change(french)).json().message).toBe('Article mis à jour');
    expect((await change(headers)).json().message).toBe('Article updated');
    const nothing = await ctx().app.inject({
      method: 'PUT',
      url: `/api/news/${id}`,
      headers: french,
      payload: {},
    });
    expect(nothing.json().error).toBe('Rien à modifier');

    const gone = await ctx().app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: french });
    expect(gone.json().message).toBe('Article supprimé');
    const missing = (asked: Record<string, string>) =>
      ctx().app.inject({ method: 'GET', url: `/api/news/${id}`, headers: asked });
    expect((await missing({ 'accept-language': 'fr' })).json().error).toBe('Article introuvable');
    expect((await missing({})).json().error).toBe('News article not found');
    const search = await ctx().app.inject({
      method: 'GET',
      url: '/api/news/search?q=%20',
      headers: { 'accept-language': 'fr' },
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().error).toBe('Saisissez un texte à rechercher');
  });
});
