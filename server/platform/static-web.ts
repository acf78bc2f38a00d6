import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { holdPage, sendHeldPage, type HeldPage } from './html-page.ts';
import { AppError, sendError } from './errors.ts';
import { loadPageRenderer } from './web-render.ts';

/** Old or alternative spellings that real links use (docs/product.md §10.1). */
const redirects: Record<string, string> = { '/features/tourment': '/features/torment' };

const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|map)(?:\.br|\.gz)?$/;

function findHtmlPages(dir: string, base = ''): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = path.posix.join(base, entry.name);
    if (entry.isDirectory()) {
      if (rel !== 'assets')
        for (const [k, v] of findHtmlPages(path.join(dir, entry.name), rel)) pages.set(k, v);
    } else if (entry.name === 'index.html') {
      pages.set(base ? `/${base}` : '/', path.join(dir, entry.name));
    }
  }
  return pages;
}

/**
 * Serves the built web app: prerendered pages from memory, hashed assets with immutable caching, and
 * every other page rendered by the server (./web-render.ts); unknown `/api/*` paths get the JSON 404.
 */
export async function registerWeb(app: FastifyInstance, buildDir: string, publicUrl: string): Promise<void> {
  const clientDir = path.join(buildDir, 'client');
  const notFoundApi = (reply: FastifyReply) =>
    sendError(reply, new AppError('NOT_FOUND', 'No such API endpoint'));

  for (const [from, to] of Object.entries(redirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  const render = existsSync(clientDir) ? await loadPageRenderer(app, buildDir, publicUrl) : undefined;
  if (!render) {
    app.log.warn(`The web app is not built (${buildDir} is incomplete): run "npm run build".`);
    app.setNotFoundHandler((request, reply) =>
      request.url.startsWith('/api')
        ? notFoundApi(reply)
        : reply.status(503).type('text/plain').send('The web app is not built: run "npm run build".'),
    );
    return;
  }

  const pages = new Map<string, HeldPage>();
  for (const [route, file] of findHtmlPages(clientDir)) pages.set(route, holdPage(readFileSync(file)));

  for (const [route, page] of pages) {
    app.get(route, (request, reply) => sendHeldPage(request, reply, page));
    if (route !== '/') app.get(`${route}/`, (request, reply) => sendHeldPage(request, reply, page));
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    redirect: false,
    // One route per file of the build, found once at start: a page address then goes straight to the
    // renderer instead of through the file server's checks of the disk (a readdir and stats per request).
    wildcard: false,
    preCompressed: true,
    // Only files: a path without an extension is a page (a folder of prerendered pages is not one).
    allowedPath: (pathName) => path.extname(pathName) !== '',
    setHeaders(reply, filePath) {
      if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else if (hashedAsset.test(filePath))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      // Unhashed files (images an operator may replace, robots.txt, favicons) are revalidated daily.
      else reply.header('cache-control', 'public, max-age=86400');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return notFoundApi(reply);
    if (request.method === 'GET' || request.method === 'HEAD') {
      // Paths with a file extension are missing files, not pages; `.data` is a page's data for a
      // navigation in the browser.
      const extension = path.extname(request.url.split('?')[0]!);
      if (extension !== '' && extension !== '.data')
        return reply.status(404).type('text/plain').send('Not found');
      return render(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  app.log.debug({ pages: [...pages.keys()] }, 'prerendered pages loaded');
}
