import type { z } from 'zod';
import type { NewsArticle, NewsLatestQuerySchema } from '#contract/news.ts';
import { getFromApi, type LoaderContext } from '#web/lib/page-data.ts';

/** GET /api/news/latest, for a route loader: the newest published articles. */
export function loadLatestNews(context: LoaderContext, url: URL, limit: number) {
  return getFromApi<{ data: NewsArticle[] }>(context, url, '/news/latest', {
    limit,
  } satisfies z.input<typeof NewsLatestQuerySchema>).then((r) => r.data);
}
