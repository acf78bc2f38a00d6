import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '../../../contract/envelope.ts';
import { ErrorEnvelopeSchema } from '../../../contract/errors.ts';
import { text } from '../../../contract/i18n/text.ts';
import {
  NewsArticleEnvelopeSchema,
  NewsArticleSchema,
  NewsCategoryParamsSchema,
  NewsCategoryQuerySchema,
  NewsCreateSchema,
  NewsDeleteEnvelopeSchema,
  NewsIdParamsSchema,
  NewsLatestQuerySchema,
  NewsListEnvelopeSchema,
  NewsListQuerySchema,
  NewsSearchQuerySchema,
  NewsUpdateSchema,
} from '../../../contract/news.ts';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../platform/auth-guard.ts';
import { say } from '../../platform/texts.ts';
import { featuringEnds } from './news-cache.ts';
import {
  createNews,
  deleteNews,
  featuredNews,
  latestNews,
  listNews,
  newsByCategory,
  readNewsArticle,
  searchNews,
  updateNews,
} from './news.service.ts';

const failure = ErrorEnvelopeSchema;
const tags = ['news'];
const security = [{ bearer: [] }];
const listOf = dataEnvelope(z.array(NewsArticleSchema));

/** docs/product.md §7.3 news calls: anyone reads published articles; admins write them. */
export const newsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { dbs, guards, newsAnswers, articleViews, versions },
) => {
  const requireAdmin = guards.requireRole('admin');
  const writes = { db: dbs.web, versions };
  /** A public list answer, with when it stops being true (a featuring in it ends). */
  const listAnswer = async <T extends { data: Array<{ featured: boolean; featuredUntil: string | null }> }>(
    body: Promise<T>,
  ) => {
    const resolved = await body;
    return { body: resolved, expiresAt: featuringEnds(resolved.data) };
  };

  app.get(
    '/news',
    {
      // Drafts are for admins only; a plain list never looks at the token.
      preHandler: async (request) => {
        if (request.query.includeUnpublished === 'true') await requireAdmin(request);
      },
      schema: {
        tags,
        summary: 'Published articles, newest first: all of them, or one page with the total',
        querystring: NewsListQuerySchema,
        response: { 200: NewsListEnvelopeSchema, 400: failure, 401: failure, 403: failure },
      },
    },
    async (request, reply) => {
      const { page, pageSize, includeUnpublished } = request.query;
      if (includeUnpublished === 'true')
        return listNews(dbs.web, { page, pageSize, includeUnpublished: true });
      return newsAnswers.send(request, reply, `list:${page ?? ''}:${pageSize ?? ''}`, () =>
        listAnswer(listNews(dbs.web, { page, pageSize })),
      );
    },
  );

  app.get(
    '/news/latest',
    {
      schema: {
        tags,
        summary: 'The newest published articles (3 unless `limit` says otherwise)',
        querystring: NewsLatestQuerySchema,
        response: { 200: listOf, 400: failure },
      },
    },
    async (request, reply) =>
      newsAnswers.send(request, reply, `latest:${request.query.limit}`, async () =>
        listAnswer(
          latestNews(dbs.web, request.query.limit).then((data) => ({ success: true as const, data })),
        ),
      ),
  );

  app.get(
    '/news/featured',
    {
      schema: {
        tags,
        summary: 'Published articles on the front page now (featuredUntil in the future)',
        response: { 200: listOf },
      },
    },
    async (request, reply) =>
      newsAnswers.send(request, reply, 'featured', async () =>
        listAnswer(featuredNews(dbs.web).then((data) => ({ success: true as const, data }))),
      ),
  );

  app.get(
    '/news/search',
    {
      schema: {
        tags,
        summary: 'Published articles whose title, description or text contains `q` (any case, any accents)',
        querystring: NewsSearchQuerySchema,
        response: { 200: NewsListEnvelopeSchema, 400: failure },
      },
    },
    async (request, reply) => {
      const { q, page, pageSize } = request.query;
      return newsAnswers.send(
        request,
        reply,
        `search:${page ?? ''}:${pageSize ?? ''}:${q.toLowerCase()}`,
        () => listAnswer(searchNews(dbs.web, q, { page, pageSize })),
      );
    },
  );

  app.get(
    '/news/category/:category',
    {
      schema: {
        tags,
        summary: 'Published articles of one category (any case)',
        params: NewsCategoryParamsSchema,
        querystring: NewsCategoryQuerySchema,
        response: { 200: NewsListEnvelopeSchema, 400: failure },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const category = request.params.category.trim().toUpperCase();
      return newsAnswers.send(request, reply, `category:${page ?? ''}:${pageSize ?? ''}:${category}`, () =>
        listAnswer(newsByCategory(dbs.web, category, { page, pageSize })),
      );
    },
  );

  app.get(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One published article; counts a view',
        params: NewsIdParamsSchema,
        response: { 200: NewsArticleEnvelopeSchema, 400: failure, 404: failure },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await newsAnswers.send(request, reply, `article:${id}`, async () => {
        const data = await readNewsArticle(dbs.web, id);
        return { body: { success: true as const, data }, expiresAt: featuringEnds([data]) };
      });
      articleViews.count(id);
      return reply;
    },
  );

  app.post(
    '/news',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Publishes an article (admins)',
        security,
        body: NewsCreateSchema,
        response: { 201: NewsArticleEnvelopeSchema, 400: failure, 401: failure, 403: failure },
      },
    },
    async (request, reply) => {
      const data = await createNews(writes, actorOf(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, data, message: say(request, text('api.news.created')) });
    },
  );

  app.put(
    '/news/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Changes the fields sent, keeps the others (admins)',
        security,
        params: NewsIdParamsSchema,
        body: NewsUpdateSchema,
        response: { 200: NewsArticleEnvelopeSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request) => {
      const data = await updateNews(writes, actorOf(request), request.params.id, request.body);
      return { success: true as const, data, message: say(request, text('api.news.updated')) };
    },
  );

  app.delete(
    '/news/:id',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        summary: 'Deletes an article (admins)',
        security,
        params: NewsIdParamsSchema,
        response: { 200: NewsDeleteEnvelopeSchema, 400: failure, 401: failure, 403: failure, 404: failure },
      },
    },
    async (request) => {
      await deleteNews(writes, actorOf(request), request.params.id);
      return {
        success: true as const,
        data: { id: String(request.params.id) },
        message: say(request, text('api.news.deleted')),
      };
    },
  );
};
