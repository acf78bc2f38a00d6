import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabases, type Databases } from '../db/databases.ts';
import { bearer, createAccount, signIn } from '../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../test/harness.ts';

/*
 * A miniature server build in the shape React Router's build writes: a root route whose loader
 * reads the header's realms, the news list, an article and a page without data, all through the
 * reads the server gives each render under the key the entry module exports (a React Router context
 * is an object compared by identity); the entry writes each route's data (or the error) into the page
 * and counts renders.
 */
const SERVER_BUILD = `
const page = { default: () => null };
const pageContext = {};
const reads = (context) => context.get(pageContext).reads;
export const entry = { module: { pageContext, default: (request, status, headers, context) => {
  const { loaderData, errors } = context.staticHandlerContext;
  headers.set('content-type', 'text/html; charset=utf-8');
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  const path = new URL(request.url).pathname;
  return new Response('<!doctype html><h1>Rendered ' + path + '</h1>' +
    '<p>render ' + globalThis.renders + '</p>' +
    '<script>window.rendered = ' + JSON.stringify(path) + ';</script>' +
    '<pre>' + JSON.stringify(loaderData).replace(/</g, '&lt;') + '</pre>' +
    (errors ? '<p>error ' + status + '</p>' : ''), { status, headers });
} } };
export const routes = {
  root: { id: 'root', path: '', module: { ...page, loader: ({ context }) =>
    ({ origin: context.get(pageContext).publicUrl, language: context.get(pageContext).language,
       realms: reads(context).realmSummaries() }) } },
  news: { id: 'news', parentId: 'root', path: 'news', module: { ...page,
    loader: async ({ context }) => ({ latest: await reads(context).latestNews(3) }) } },
  article: { id: 'article', parentId: 'root', path: 'news/:id', module: { ...page,
    loader: async ({ context, params }) => ({ article: await reads(context).newsArticle(params.id) }) } },
  other: { id: 'other', parentId: 'root', path: '*', module: page },
};
const manifest = (id, parentId, path) => ({ id, parentId, path, module: '/assets/' + id + '.js',
  hasLoader: id !== 'other', hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false });
export const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes: {
  root: manifest('root', undefined, ''), news: manifest('news', 'root', 'news'),
  article: manifest('article', 'root', 'news/:id'), other: manifest('other', 'root', '*') },
  url: '/assets/manifest.js', version: '1' };
export const future = { v8_middleware: true, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true };
export const basename = '/';
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
export const allowedActionOrigins = false;
`;

/** A miniature build: the server build, a hashed script and an image. */
function makeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'realm-web-'));
  const client = path.join(dir, 'client');
  mkdirSync(path.join(client, 'assets', 'images'), { recursive: true });
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'index.js'), SERVER_BUILD);
  const script = 'console.log("frost");'.repeat(100);
  writeFileSync(path.join(client, 'assets', 'root-AbCdEf12.js'), script);
  writeFileSync(path.join(client, 'assets', 'root-AbCdEf12.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(client, 'assets', 'images', 'feature-qol.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  return dir;
}

const renderNumber = (body: string) => Number(/<p>render (\d+)<\/p>/.exec(body)?.[1]);

async function publish(ctx: TestContext, token: string, title: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: bearer(token),
    payload: {
      title,
      content: `<p>${title}: the realm announces it, with every detail players need.</p>`,
      imageUrl: '/assets/images/news.jpg',
    },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: { id: string } }).data.id;
}

async function viewsOf(ctx: TestContext, id: string): Promise<number> {
  await ctx.app.articleViews.flush();
  const row = await ctx.dbs.web
    .selectFrom('news_article')
    .select('views')
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
  return Number(row.views);
}

/** A second site process over the same databases: its own app and connections, closed by the caller. */
async function anotherInstance(ctx: TestContext): Promise<{ app: FastifyInstance; dbs: Databases }> {
  const dbs = openDatabases(ctx.config.databases);
  const app = await buildApp({ config: ctx.config, dbs, core: ctx.core, realms: ctx.realms });
  return { app, dbs };
}

const buildDir = makeBuild();
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describeEachDatabase(
  'serving the web app',
  (ctx) => {
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(ctx(), await createAccount(ctx(), { roles: ['admin'] }));
    });

    it('renders a page from its loaders, which read the services, and holds it compressed with an ETag', async () => {
      const first = await ctx().app.inject({ url: '/news', headers: { 'accept-encoding': 'br, gzip' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['cache-control']).toBe('no-cache');
      const body = brotliDecompressSync(first.rawPayload).toString();
      expect(body).toContain('<h1>Rendered /news</h1>');
      expect(body).toContain('"latest":[');
      expect(body).toContain('"origin":"http://realm.test"');
      const again = await ctx().app.inject({ url: '/news' });
      expect(renderNumber(again.body)).toBe(renderNumber(body));
      expect(again.headers.etag).toBe(first.headers.etag);
      const revalidated = await ctx().app.inject({
        url: '/news',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      // Another address is another page.
      expect(renderNumber((await ctx().app.inject({ url: '/news?page=2' })).body)).not.toBe(
        renderNumber(body),
      );
    });

    it('shows an edit made on this instance at the next request, and keeps pages that do not show it', async () => {
      const list = await ctx().app.inject({ url: '/news' });
      const about = await ctx().app.inject({ url: '/about' });
      await publish(ctx(), admin, 'Frostwyrm Lair opens');
      const after = await ctx().app.inject({ url: '/news' });
      expect(after.body).toContain('Frostwyrm Lair opens');
      expect(renderNumber(after.body)).toBeGreaterThan(renderNumber(list.body));
      // A page that reads no news is not rendered again.
      expect(renderNumber((await ctx().app.inject({ url: '/about' })).body)).toBe(renderNumber(about.body));
    });

    it('renders a page once for the requests that ask for it at the same moment', async () => {
      await publish(ctx(), admin, 'Ulduar attunement');
      const pages = await Promise.all(Array.from({ length: 5 }, () => ctx().app.inject({ url: '/news' })));
      expect(new Set(pages.map((p) => renderNumber(p.body))).size).toBe(1);
      expect(new Set(pages.map((p) => p.headers.etag)).size).toBe(1);
    });

    it('counts every read of an article, page or API, 30 at once included', async () => {
      const id = await publish(ctx(), admin, 'Naxxramas returns');
      const before = await viewsOf(ctx(), id);
      const loads = await Promise.all(
        Array.from({ length: 30 }, () => ctx().app.inject({ url: `/news/${id}` })),
      );
      expect(loads.every((l) => l.statusCode === 200)).toBe(true);
      expect(new Set(loads.map((l) => renderNumber(l.body))).size).toBe(1);
      expect(await viewsOf(ctx(), id)).toBe(before + 30);
      // A held page, the client's navigation data and the API count too; a HEAD does not.
      await ctx().app.inject({ url: `/news/${id}` });
      await ctx().app.inject({ url: `/news/${id}.data` });
      await ctx().app.inject({ url: `/api/news/${id}` });
      await ctx().app.inject({ method: 'HEAD', url: `/news/${id}` });
      expect(await viewsOf(ctx(), id)).toBe(before + 33);
    });

    it("answers an unknown article with its loader's 404, held until the news change", async () => {
      const missing = await ctx().app.inject({ url: '/news/999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<p>error 404</p>');
      const again = await ctx().app.inject({ url: '/news/999999' });
      expect(renderNumber(again.body)).toBe(renderNumber(missing.body));
      const bad = await ctx().app.inject({ url: '/news/abc' });
      expect(bad.statusCode).toBe(400);
    });

    it('renders and holds each page once per language: the address, then the cookie, the browser, the defaults', async () => {
      const languageOf = (body: string) => /"language":"(\w+)"/.exec(body)?.[1];
      const plain = await ctx().app.inject({ url: '/about' });
      expect(languageOf(plain.body)).toBe('en');
      expect(plain.headers.vary).toBe('accept-encoding, accept-language, cookie');
      expect(plain.headers['set-cookie']).toBeUndefined();

      const browser = await ctx().app.inject({
        url: '/about',
        headers: { 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' },
      });
      expect(languageOf(browser.body)).toBe('fr');
      expect(renderNumber(browser.body)).not.toBe(renderNumber(plain.body));
      // Held per language: the same French page again.
      const again = await ctx().app.inject({ url: '/about', headers: { 'accept-language': 'fr-CA' } });
      expect(renderNumber(again.body)).toBe(renderNumber(browser.body));

      // An explicit choice wins over the browser, is remembered, and is not part of the page's address.
      const chosen = await ctx().app.inject({
        url: '/about?lang=en',
        headers: { 'accept-language': 'fr' },
      });
      expect(languageOf(chosen.body)).toBe('en');
      expect(renderNumber(chosen.body)).toBe(renderNumber(plain.body));
      expect(chosen.headers['set-cookie']).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
      const remembered = await ctx().app.inject({
        url: '/about',
        headers: { cookie: 'theme=dark; lang=en', 'accept-language': 'fr' },
      });
      expect(languageOf(remembered.body)).toBe('en');
      // A language the site does not speak is no choice.
      const unknown = await ctx().app.inject({ url: '/about?lang=xx', headers: { 'accept-language': 'fr' } });
      expect(languageOf(unknown.body)).toBe('fr');
      expect(unknown.headers['set-cookie']).toBeUndefined();

      // The staff area's default is the staff language (French unless STAFF_LANGUAGE says otherwise).
      expect(languageOf((await ctx().app.inject({ url: '/admin/accounts' })).body)).toBe('fr');
      expect(
        languageOf(
          (await ctx().app.inject({ url: '/admin/accounts', headers: { 'accept-language': 'en-GB' } })).body,
        ),
      ).toBe('en');
    });

    it('renders every page for the address alone: the same page whatever the headers', async () => {
      const plain = await ctx().app.inject({ url: '/features/torment' });
      const signedIn = await ctx().app.inject({
        url: '/features/torment',
        headers: { authorization: `Bearer ${admin}`, cookie: 'theme=dark', host: 'evil.example' },
      });
      expect(renderNumber(signedIn.body)).toBe(renderNumber(plain.body));
      expect(signedIn.body).toContain('"origin":"http://realm.test"');
    });

    it('answers a held page from the HTTP server itself, as Fastify would, and counts its views', async () => {
      const { app: listening, dbs } = await anotherInstance(ctx());
      // Counts what reaches Fastify's hooks: a held page answered ahead of them does not.
      let routed = 0;
      listening.addHook('onRequest', (_request, _reply, done) => {
        routed++;
        done();
      });
      try {
        const address = await listening.listen({ host: '127.0.0.1', port: 0 });
        const id = await publish(ctx(), admin, 'Onyxia wakes');
        const before = await viewsOf(ctx(), id);
        const url = `${address}/news/${id}`;
        const rendered = await fetch(url);
        const bodyRendered = await rendered.text();
        expect(routed).toBe(1);
        const held = await fetch(url);
        expect(routed).toBe(1);
        expect(await held.text()).toBe(bodyRendered);
        const headersOf = (res: Response) =>
          [...res.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name));
        expect(headersOf(held)).toEqual(headersOf(rendered));
        expect(held.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(held.headers.get('content-encoding')).toBe('gzip');
        expect(held.headers.get('content-security-policy')).toContain("'sha256-");
        const again = await fetch(url, { headers: { 'if-none-match': held.headers.get('etag')! } });
        expect(again.status).toBe(304);
        const head = await fetch(url, { method: 'HEAD' });
        expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(routed).toBe(1);
        // Every GET counted a view, the 304 included (the browser shows the article); the HEAD did not.
        await listening.articleViews.flush();
        expect(await viewsOf(ctx(), id)).toBe(before + 3);
      } finally {
        await listening.close();
        await dbs.close();
      }
    });

    it('shows an edit made on another instance over the same databases once it reads the versions', async () => {
      const { app: other, dbs } = await anotherInstance(ctx());
      try {
        await other.ready();
        const held = await other.inject({ url: '/news' });
        await publish(ctx(), admin, 'Argent Tournament');
        // The other instance's own job reads the versions every 250 ms: no request asks the database.
        await vi.waitFor(
          async () => expect((await other.inject({ url: '/news' })).body).toContain('Argent Tournament'),
          { timeout: 5000, interval: 50 },
        );
        expect(renderNumber((await other.inject({ url: '/news' })).body)).toBeGreaterThan(
          renderNumber(held.body),
        );
      } finally {
        await other.close();
        await dbs.close();
      }
    });
  },
  { WEB_BUILD_DIR: buildDir },
);

describe('the files and answers around the pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const { createTestContext } = await import('../test/harness.ts');
    ctx = await createTestContext('sqlite', { WEB_BUILD_DIR: buildDir });
  });
  afterAll(async () => ctx.close());

  it('serves hashed assets precompressed with immutable caching, other files revalidated daily', async () => {
    const js = await ctx.app.inject({
      url: '/assets/root-AbCdEf12.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await ctx.app.inject({ url: '/assets/images/feature-qol.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("lets a page run only the site's scripts and its own inline ones, by their hashes", async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = (header: unknown) =>
      String(header)
        .split(';')
        .find((d) => d.startsWith('script-src '));
    const page = await ctx.app.inject({ url: '/admin/characters' });
    expect(policy(page.headers['content-security-policy'])).toBe(
      `script-src 'self' ${sha('window.rendered = "/admin/characters";')}`,
    );
    // Everything else (the API) allows no inline script at all.
    const api = await ctx.app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
    for (const res of [page, api])
      expect(policy(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
    // Workers too (the CAPTCHA's proof of work): the site's own files, never a blob: or data: URL.
    expect(String(page.headers['content-security-policy'])).toContain("worker-src 'self';");
  });

  it("sends helmet's security headers on every answer: pages, files, the API and its errors", async () => {
    for (const url of [
      '/',
      '/admin/characters',
      '/assets/root-AbCdEf12.js',
      '/api/health',
      '/api/nothing-here',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('answers HEAD with the headers of the page', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('answers missing files with a 404, not a page, and unknown API paths with the JSON 404', async () => {
    const missing = await ctx.app.inject({ url: '/assets/missing-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
    const api = await ctx.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('redirects the "tourment" spelling permanently', async () => {
    const res = await ctx.app.inject({ url: '/features/tourment' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/features/torment');
  });
});
