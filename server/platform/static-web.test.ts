import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { EMBEDDED_CORE } from '../test/harness.ts';
import { loadConfig } from '../config.ts';
import { openDatabases, type Databases } from '../db/databases.ts';

/** A miniature build: two prerendered pages, the SPA fallback, a hashed script and an image. */
function makeBuild(dir: string) {
  const client = path.join(dir, 'client');
  mkdirSync(path.join(client, 'about'), { recursive: true });
  mkdirSync(path.join(client, 'assets', 'images'), { recursive: true });
  writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><title>Home</title><h1>Coming out in Early 2026</h1>',
  );
  writeFileSync(
    path.join(client, 'about', 'index.html'),
    '<!doctype html><title>About</title><h1>ABOUT</h1>',
  );
  writeFileSync(
    path.join(client, '__spa-fallback.html'),
    '<!doctype html><title>App</title><div id="app"></div>',
  );
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
    app = await buildApp({ config, dbs, core: EMBEDDED_CORE });
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

  it('answers app routes with the SPA fallback and missing files with a 404', async () => {
    const app_ = await app.inject({ url: '/admin/accounts?id=3' });
    expect(app_.statusCode).toBe(200);
    expect(app_.body).toContain('<div id="app">');
    const missing = await app.inject({ url: '/assets/missing-file.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('redirects the "tourment" spelling permanently', async () => {
    const res = await app.inject({ url: '/features/tourment' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/features/torment');
  });
});
