import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerBuild } from 'react-router';
import { text } from '../../contract/i18n/text.ts';
import type { AppContext } from '../app-context.ts';
import type { DevWebApp } from './dev-web-app.ts';
import { AppError, sendError } from '../platform/errors.ts';
import { createPageServer, type PageServer } from './pages.ts';

/** Old or alternative spellings that real links use (docs/product.md §10.1). */
const redirects: Record<string, string> = { '/features/tourment': '/features/torment' };

/** Files the app itself makes (resource routes): every other path with an extension is a missing file. */
const APP_FILES = new Set(['/robots.txt', '/sitemap.xml']);

const hashedAsset = /-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|map)(?:\.br|\.gz)?$/;

/**
 * Serves the web app: the build's files (hashed assets with immutable caching) and every page,
 * rendered and held by ./pages.ts; unknown `/api/*` paths get the JSON 404. Under the dev server
 * (`dev`) Vite answers the files and the page build comes from it. Returns what answers held pages
 * ahead of Fastify (`PageServer.answerHeld`), when there is a build.
 */
export async function registerWeb(
  app: FastifyInstance,
  context: AppContext,
  dev?: DevWebApp,
): Promise<PageServer['answerHeld'] | undefined> {
  const { webBuildDir } = context.config;
  const notFoundApi = (reply: FastifyReply) =>
    sendError(reply, new AppError('NOT_FOUND', text('api.web.noSuchEndpoint')));
  const clientDir = path.join(webBuildDir, 'client');
  const serverEntry = path.join(webBuildDir, 'server', 'index.js');

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) build = dev.build;
  else if (existsSync(clientDir) && existsSync(serverEntry))
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  else {
    app.log.warn(`The web app is not built (${webBuildDir} is incomplete): run "npm run build".`);
    app.setNotFoundHandler((request, reply) =>
      request.url.startsWith('/api')
        ? notFoundApi(reply)
        : reply.status(503).type('text/plain').send('The web app is not built: run "npm run build".'),
    );
    return undefined;
  }
  const pages = createPageServer({
    build,
    mode: dev ? 'development' : 'production',
    deps: context,
    articleViews: context.articleViews,
  });

  for (const [from, to] of Object.entries(redirects)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  if (!dev)
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      index: false,
      redirect: false,
      // One route per file of the build, found once at start: a page address then goes straight to the
      // pages instead of through the file server's checks of the disk (a readdir and stats per request).
      wildcard: false,
      preCompressed: true,
      // Only files: a path without an extension is a page.
      allowedPath: (pathName) => path.extname(pathName) !== '',
      setHeaders(reply, filePath) {
        if (hashedAsset.test(filePath)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // Unhashed files (images an operator may replace, favicons) are revalidated daily.
        else reply.header('cache-control', 'public, max-age=86400');
      },
    });

  // Every address that is not a file or an API call is a page: one wildcard route (the file routes and
  // the API's are more specific); an unknown API path gets the JSON 404.
  app.get('/*', (request, reply) => {
    // Paths with a file extension are missing files, not pages, but for the files the app makes and
    // `.data`, a page's data for a navigation in the browser.
    const address = request.url.split('?')[0]!;
    const extension = path.extname(address);
    if (extension !== '' && extension !== '.data' && !APP_FILES.has(address))
      return reply.status(404).type('text/plain').send('Not found');
    return pages.serve(request, reply);
  });
  app.all('/api/*', (_request, reply) => notFoundApi(reply));
  app.all('/api', (_request, reply) => notFoundApi(reply));
  app.setNotFoundHandler((_request, reply) => reply.status(404).type('text/plain').send('Not found'));
  return pages.answerHeld;
}
