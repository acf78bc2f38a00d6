import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { NewsArticle, NewsLatestQuerySchema } from '#contract/news.ts';
import { getFromApi } from '#web/lib/page-data.ts';

/** GET /api/news/latest, for a route loader: the newest published articles. */
export function loadLatestNews(context: AppLoadContext, request: Request, limit: number) {
  return getFromApi<{ data: NewsArticle[] }>(context, request, '/news/latest', {
    limit,
  } satisfies z.input<typeof NewsLatestQuerySchema>).then((r) => r.data);
}
