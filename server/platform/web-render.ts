import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { InProcessApi, PageContext } from '../../contract/in-process-api.ts';
import { holdPage, sendHeldPage, type HeldPage } from './html-page.ts';

/** Renders a page (or answers a client navigation's `.data` request) with the built web app. */
export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** A rendered answer, and every API answer its loaders read (path → status and body). */
/** An API answer a render read: its status and body, and its entity tag when the API gives one. */
interface Read {
  answer: string;
  etag?: string;
}

interface Rendered {
  page: HeldPage;
  reads: Map<string, Read>;
}

/** How many rendered pages are held (articles, list pages, `.data` answers). */
const HELD_PAGES = 500;

/** What the web app's entry module (web/app/entry.server.tsx) exports beside React Router's own. */
interface PageEntryModule {
  /** The key under which its route loaders read their `PageContext`. */
  pageContext: RouterContext<PageContext>;
}

/** Headers the sender sets itself for a held page. */
const SET_BY_SENDER = new Set(['cache-control', 'content-length', 'etag', 'vary', 'content-encoding']);

/**
 * React Router's request handler over the server build (`build/server/index.js`): pages showing the
 * site's data (home, news, articles, the bug board) are rendered from their route loaders, which read
 * the public API in process through `app.inject` (the same validation, caches and envelopes as over
 * HTTP). A rendered page is held, compressed, with the API answers it was made from; the next request
 * asks those answers again (the API serves them from its own caches, keyed by the tables' versions)
 * and gets the held page while they are unchanged, a new render otherwise: never stale after an edit.
 * Returns undefined when the server build is missing.
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
  const { pageContext } = build.entry.module as unknown as PageEntryModule;

  /**
   * One GET of the site's API in process, as the page's loaders and checks read it. With `etag`, an
   * unchanged answer comes back as a bodiless 304.
   */
  async function ask(apiPath: string, etag?: string) {
    const answer = await app.inject({
      method: 'GET',
      url: apiPath,
      headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    });
    const tag = answer.headers.etag;
    return { status: answer.statusCode, body: answer.body, etag: typeof tag === 'string' ? tag : undefined };
  }

  /** The API for a render's loaders; each answer is noted in `reads`, to know later whether it changed. */
  function apiFor(reads: Map<string, Read>): InProcessApi {
    return {
      async get(apiPath) {
        const { status, body, etag } = await ask(apiPath);
        reads.set(apiPath, { answer: `${status} ${body}`, etag });
        return { status, body: body ? JSON.parse(body) : null };
      },
    };
  }

  async function renderAnew(request: FastifyRequest): Promise<Rendered> {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    const reads = new Map<string, Read>();
    const context = new RouterContextProvider();
    context.set(pageContext, { api: apiFor(reads), publicUrl });
    const response = await handle(new Request(url, { method: request.method, headers }), context);
    const kept = [...response.headers].filter(([name]) => !SET_BY_SENDER.has(name.toLowerCase()));
    const body = Buffer.from(await response.arrayBuffer());
    return { page: holdPage(body, { status: response.status, headers: kept, compression: 'fast' }), reads };
  }

  /**
   * Whether every API answer the render read is still the same: then its page is too. Asked together,
   * so answers read from one table share its check (the board's reads share one refresh).
   */
  async function stillCurrent(rendered: Rendered): Promise<boolean> {
    const answers = await Promise.all(
      [...rendered.reads].map(async ([apiPath, read]) => {
        const now = await ask(apiPath, read.etag);
        if (read.etag && now.status === 304) return true;
        return `${now.status} ${now.body}` === read.answer;
      }),
    );
    return answers.every(Boolean);
  }

  const held = new Map<string, Rendered>();
  const rendering = new Map<string, Promise<Rendered>>();
  const checking = new Map<Rendered, Promise<boolean>>();

  /**
   * Requests for a held page at the same moment share one check: each would otherwise run the API
   * once more in process (a third of the work under load). A check already under way is as fresh as
   * the API's own answers, which share their table's version read among the requests in flight.
   */
  function checkOnce(rendered: Rendered): Promise<boolean> {
    let check = checking.get(rendered);
    if (!check) {
      check = stillCurrent(rendered).finally(() => checking.delete(rendered));
      checking.set(rendered, check);
    }
    return check;
  }

  return async (request, reply) => {
    // Pages are the same for every visitor (the session lives in the browser): held per address.
    const key = request.url;
    const cacheable = request.method === 'GET' && !request.headers.authorization && !request.headers.cookie;
    let rendered = cacheable ? held.get(key) : undefined;
    if (rendered && !(await checkOnce(rendered))) rendered = undefined;
    if (!rendered) {
      // Requests for the same page at the same moment share one render.
      let pending = cacheable ? rendering.get(key) : undefined;
      if (!pending) {
        pending = renderAnew(request);
        if (cacheable) {
          rendering.set(key, pending);
          void pending.finally(() => rendering.delete(key)).catch(() => {});
        }
      }
      rendered = await pending;
      if (cacheable && rendered.page.status < 500) {
        held.delete(key);
        held.set(key, rendered);
        // The least recently rendered pages go first.
        if (held.size > HELD_PAGES) held.delete(held.keys().next().value!);
      }
    }
    return sendHeldPage(request, reply, rendered.page);
  };
}
