import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { ArticleViews } from '../features/news/article-views.ts';
import { heldPageBytes, holdPage, writeHeldPage, type HeldPage } from './held-page.ts';
import { pageLanguage, type PageLanguage } from './page-language.ts';
import { PageReads, PageSources, type PageContextValue, type PageReadDeps } from './page-reads.ts';

/** The web app's pages (and client navigations' `.data` answers). */
export interface PageServer {
  /** Serves a page, rendering it when it is not held or no longer current: the pages' route. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Answers a GET or HEAD from a held page that is still current, straight from the HTTP server,
   * before Fastify routes the request; false when it cannot, and Fastify takes the request.
   */
  answerHeld(request: IncomingMessage, response: ServerResponse): boolean;
}

/** A page as rendered, and what it was made from. */
interface Held {
  page: HeldPage;
  sources: PageSources;
  bytes: number;
}

/** How much memory held pages may take (raw and compressed forms); the least recently used go first. */
const HELD_BYTES = 24 * 1024 * 1024;

/** A held page's key: its language and its address without `lang`. */
const keyOf = (page: PageLanguage): string => `${page.language} ${page.url}`;

/** Headers the sender sets itself for a held page. */
const SET_BY_SENDER = new Set(['cache-control', 'content-length', 'etag', 'vary', 'content-encoding']);

/**
 * Every page of the web app, rendered by React Router's request handler from its route loaders
 * (which read through `PageReads`) and held, compressed, under what it was made from (ADR 018):
 * serving a held page costs a check of a few version numbers, not a render and not a read. A page
 * whose data changed, or whose time ran out, is rendered again on its next request; the requests for
 * it at that moment share one render. Pages are the same for every visitor (the session lives in the
 * browser): the render sees the address and the language only (page-language.ts), never the
 * request's other headers or its cookies.
 */
export function createPageServer(options: {
  /** The server build; under the dev server, a function giving it as it is now (files change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  deps: PageReadDeps;
  articleViews: Pick<ArticleViews, 'count'>;
}): PageServer {
  const { deps, articleViews } = options;
  const publicUrl = deps.config.publicUrl;
  const languages = deps.config.languages;
  const handle = createRequestHandler(options.build, options.mode);
  // Under the dev server a saved file changes the pages: each request renders anew.
  const holding = options.mode === 'production';

  const held = new Map<string, Held>();
  let heldBytes = 0;
  const rendering = new Map<string, { sources: PageSources; done: Promise<Held> }>();

  function hold(key: string, entry: Held): void {
    const before = held.get(key);
    if (before) {
      held.delete(key);
      heldBytes -= before.bytes;
    }
    held.set(key, entry);
    heldBytes += entry.bytes;
    for (const [oldest, page] of held) {
      if (heldBytes <= HELD_BYTES) break;
      held.delete(oldest);
      heldBytes -= page.bytes;
    }
  }

  /** The key loaders read their page context under: the build's own (its entry module exports it). */
  async function contextKey(): Promise<RouterContext<PageContextValue>> {
    const build = typeof options.build === 'function' ? await options.build() : options.build;
    return (build.entry.module as unknown as { pageContext: RouterContext<PageContextValue> }).pageContext;
  }

  async function render(key: string, asked: PageLanguage, sources: PageSources): Promise<Held> {
    const context = new RouterContextProvider();
    context.set(await contextKey(), {
      reads: new PageReads(deps, sources, asked.language),
      publicUrl,
      language: asked.language,
      captcha: deps.config.captcha.on,
    });
    const response = await handle(new Request(new URL(asked.url, publicUrl)), context);
    const headers = [...response.headers].filter(([name]) => !SET_BY_SENDER.has(name.toLowerCase()));
    const body = Buffer.from(await response.arrayBuffer());
    const page = holdPage(body, { status: response.status, headers });
    const entry = { page, sources, bytes: heldPageBytes(page) };
    if (holding && page.status < 500) hold(key, entry);
    return entry;
  }

  /**
   * The page for `key` as it is now: held, or rendered. A render under way is shared while what it has
   * read so far is still current; what it reads next it reads as it is now.
   */
  function pageFor(page: PageLanguage, now: number): Held | Promise<Held> {
    const key = keyOf(page);
    const kept = held.get(key);
    if (kept?.sources.current(now)) {
      // Most recently used last, so the least used are dropped first.
      held.delete(key);
      held.set(key, kept);
      return kept;
    }
    const under = holding ? rendering.get(key) : undefined;
    if (under?.sources.current(now)) return under.done;
    const sources = new PageSources();
    const done = render(key, page, sources);
    const entry = { sources, done };
    rendering.set(key, entry);
    void done
      .finally(() => {
        if (rendering.get(key) === entry) rendering.delete(key);
      })
      .catch(() => {});
    return done;
  }

  function answer(request: IncomingMessage, response: ServerResponse, entry: Held, page: PageLanguage): void {
    if (page.setCookie) response.setHeader('set-cookie', page.setCookie);
    // Every read of an article counts, from a held page as from the API.
    if (request.method === 'GET') for (const id of entry.sources.articles) articleViews.count(id);
    writeHeldPage(request, response, entry.page);
  }

  return {
    async serve(request, reply) {
      const page = pageLanguage(request.raw, languages);
      const entry = await pageFor(page, Date.now());
      reply.hijack();
      answer(request.raw, reply.raw, entry, page);
      return reply;
    },
    answerHeld(request, response) {
      if (!holding || (request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
      const page = pageLanguage(request, languages);
      const key = keyOf(page);
      const kept = held.get(key);
      if (!kept?.sources.current(Date.now())) return false;
      held.delete(key);
      held.set(key, kept);
      answer(request, response, kept, page);
      return true;
    },
  };
}
