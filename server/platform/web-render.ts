import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { InProcessApi } from '../../contract/in-process-api.ts';
import { pagePolicy } from './csp.ts';

/** Renders a page (or answers a client navigation's `.data` request) with the built web app. */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * React Router's request handler over the server build (`build/server/index.js`): pages showing the
 * site's data (home, news, articles, the bug board) are rendered on each request from their route
 * loaders, which read the public API in process through `app.inject` (the same validation, caches and
 * envelopes as over HTTP). Returns undefined when the server build is missing.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  buildDir: string,
  publicUrl: string,
): Promise<RenderPage | undefined> {
  const entry = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  const api: InProcessApi = {
    async get(apiPath) {
      const answer = await app.inject({
        method: 'GET',
        url: apiPath,
        headers: { accept: 'application/json' },
      });
      return { status: answer.statusCode, body: answer.body ? JSON.parse(answer.body) : null };
    },
  };

  return async (request, reply) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const controller = new AbortController();
    reply.raw.once('close', () => controller.abort());
    const response = await handle(
      new Request(url, { method: request.method, headers, signal: controller.signal }),
      { api, publicUrl },
    );
    reply.status(response.status);
    for (const [name, value] of response.headers) reply.header(name, value);
    // Pages hold the latest data: browsers revalidate them on every visit.
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
    if (!response.body) return reply.send();
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      reply.header('content-security-policy', pagePolicy(body.toString('utf8')));
    }
    return reply.send(body);
  };
}
