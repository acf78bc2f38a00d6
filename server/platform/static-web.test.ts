import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { NO_REALMS } from '../game/realms.ts';
import { EMBEDDED_CORE } from '../test/harness.ts';
import { loadConfig } from '../config.ts';
import { openDatabases, type Databases } from '../db/databases.ts';

/*
 * A miniature server build, in the shape React Router's build writes: one route whose loader reads
 * the API in process, and an entry that renders its data (or its error) into a page. The entry
 * exports the key the loader reads its page context under, as web/app/entry.server.tsx does (a
 * React Router context is an object with a default value).
 */
const SERVER_BUILD = `
const pageContext = { defaultValue: {} };
export const entry = { module: { pageContext, default: (request, status, headers, context) => {
  const data = context.staticHandlerContext.loaderData.root;
  const errors = context.staticHandlerContext.errors;
  headers.set('content-type', 'text/html; charset=utf-8');
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  return new Response('<!doctype html><h1>Rendered ' + new URL(request.url).pathname + '</h1>' +
    '<p>render ' + globalThis.renders + '</p>' +
    '<script>window.rendered = ' + JSON.stringify(new URL(request.url).pathname) + ';</script>' +
    (errors ? '<p>error</p>' : '<p>health ' + data.status + ' ' + data.body.success + '</p>'), { status, headers });
} } };
export const routes = { root: { id: 'root', path: '*', module: {
  default: () => null,
  loader: async ({ context }) => context.get(pageContext).api.get('/api/health'),
} } };
export const assets = { entry: { module: '/assets/entry.js', imports: [] }, routes: { root: { id: 'root',
  module: '/assets/root.js', hasLoader: true, hasAction: false, hasClientLoader: false, hasClientAction: false,
  hasErrorBoundary: false } }, url: '/assets/manifest.js', version: '1' };
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

/** A miniature build: two prerendered pages, the server build, a hashed script and an image. */
function makeBuild(dir: string) {
  const client = path.join(dir, 'client');
  mkdirSync(path.join(client, 'about'), { recursive: true });
  mkdirSync(path.join(client, 'assets', 'images'), { recursive: true });
  writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><title>Home</title><h1>Coming out in Early 2026</h1><script>window.home = 1;</script>' +
      '<script src="/assets/root-AbCdEf12.js"></script>',
  );
  writeFileSync(
    path.join(client, 'about', 'index.html'),
    '<!doctype html><title>About</title><h1>ABOUT</h1>',
  );
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'server', 'index.js'), SERVER_BUILD);
  const script = 'console.log("frost");'.repeat(100);
  writeFileSync(path.join(client, 'assets', 'root-AbCdEf12.js'), script);
  writeFileSync(path.join(client, 'assets', 'root-AbCdEf12.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(client, 'assets', 'images', 'feature-qol.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
}

describe('serving the built web app', () => {
  let dir: string;
  let app: FastifyInstance;
  let dbs: Databases;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'realm-web-'));
    makeBuild(dir);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_BUILD_DIR: dir, DATA_DIR: dir });
    dbs = openDatabases({ web: 'sqlite::memory:', auth: 'sqlite::memory:', characters: 'sqlite::memory:' });
    app = await buildApp({ config, dbs, core: EMBEDDED_CORE, realms: NO_REALMS });
  });
  afterAll(async () => {
    await app.close();
    await dbs.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers prerendered pages from memory, compressed, revalidated, with an ETag', async () => {
    const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Coming out in Early 2026');
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const about = await app.inject({ url: '/about' });
    expect(about.body).toContain('<h1>ABOUT</h1>');
  });

  it('serves hashed assets precompressed with immutable caching, other files revalidated daily', async () => {
    const js = await app.inject({ url: '/assets/root-AbCdEf12.js', headers: { 'accept-encoding': 'br' } });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-encoding']).toBe('br');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await app.inject({ url: '/assets/images/feature-qol.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('renders other pages with the server build, its loaders reading the API in process', async () => {
    const page = await app.inject({ url: '/admin/accounts?id=3' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.body).toContain('<h1>Rendered /admin/accounts</h1>');
    expect(page.body).toContain('<p>health 200 true</p>');
    // A folder of prerendered pages is not a file to serve.
    expect((await app.inject({ url: '/about/' })).body).toContain('<h1>ABOUT</h1>');
    expect((await app.inject({ url: '/assets/images' })).body).toContain('Rendered /assets/images');
  });

  it("lets a page run only the site's scripts and its own inline ones, by their hashes", async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policy = (header: unknown) =>
      String(header)
        .split(';')
        .find((d) => d.startsWith('script-src '));
    const home = await app.inject({ url: '/' });
    expect(policy(home.headers['content-security-policy'])).toBe(
      `script-src 'self' ${sha('window.home = 1;')}`,
    );
    const rendered = await app.inject({ url: '/admin/characters' });
    expect(policy(rendered.headers['content-security-policy'])).toBe(
      `script-src 'self' ${sha('window.rendered = "/admin/characters";')}`,
    );
    // Everything else (the API) allows no inline script at all.
    const api = await app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(api.headers['content-security-policy'])).not.toContain("unsafe-inline' ;");
    for (const res of [home, rendered, api]) {
      expect(policy(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
    }
  });

  it("sends helmet's security headers on every answer: pages, files, the API and its errors", async () => {
    for (const url of ['/', '/admin/characters', '/assets/entry.js', '/api/health', '/api/nothing-here']) {
      const res = await app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('holds a rendered page while the API answers it was made from are unchanged', async () => {
    const renderNumber = (body: string) => /<p>render (\d+)<\/p>/.exec(body)?.[1];
    const first = await app.inject({ url: '/news?page=7', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({ url: '/news?page=7' });
    expect(renderNumber(again.body)).toBe(renderNumber(brotliDecompressSync(first.rawPayload).toString()));
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(
      (await app.inject({ url: '/news?page=7', headers: { 'if-none-match': String(first.headers.etag) } }))
        .statusCode,
    ).toBe(304);
    // Another address is another page.
    expect(renderNumber((await app.inject({ url: '/news?page=8' })).body)).not.toBe(renderNumber(again.body));
  });

  it('checks a held page once for the requests that ask for it at the same moment', async () => {
    await app.inject({ url: '/news?page=11' });
    const inProcess = app.inject.bind(app);
    let healthAsked = 0;
    app.inject = ((options: { url: string }) => {
      if (options.url === '/api/health') healthAsked += 1;
      return inProcess(options);
    }) as typeof app.inject;
    try {
      const pages = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/news?page=11' })));
      expect(new Set(pages.map((p) => p.headers.etag)).size).toBe(1);
      expect(healthAsked).toBe(1);
      // A request after that check has ended makes its own.
      await app.inject({ url: '/news?page=11' });
      expect(healthAsked).toBe(2);
    } finally {
      app.inject = inProcess;
    }
  });

  it('answers missing files with a 404, not a page', async () => {
    const missing = await app.inject({ url: '/assets/missing-file.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });

  it('redirects the "tourment" spelling permanently', async () => {
    const res = await app.inject({ url: '/features/tourment' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/features/torment');
  });
});

describe('a held rendered page', () => {
  it('is rendered again as soon as an API answer it was made from changes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'realm-web-'));
    makeBuild(dir);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_BUILD_DIR: dir, DATA_DIR: dir });
    const dbs = openDatabases({
      web: 'sqlite::memory:',
      auth: 'sqlite::memory:',
      characters: 'sqlite::memory:',
    });
    const app = await buildApp({ config, dbs, core: EMBEDDED_CORE, realms: NO_REALMS });
    try {
      const first = await app.inject({ url: '/bugs-board' });
      expect(first.body).toContain('<p>health 200 true</p>');
      expect((await app.inject({ url: '/bugs-board' })).headers.etag).toBe(first.headers.etag);
      // The page's data changes (here: the health answer, once a database is gone).
      await dbs.close();
      const after = await app.inject({ url: '/bugs-board' });
      expect(after.headers.etag).not.toBe(first.headers.etag);
      expect(after.body).toContain('<p>health 503 false</p>');
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
