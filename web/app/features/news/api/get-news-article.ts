import type { z } from 'zod';
import type { NewsArticleEnvelopeSchema } from '#contract/news.ts';
import { getFromApi, type LoaderContext } from '#web/lib/page-data.ts';

/** GET /api/news/{id}, for a route loader: one published article (reading it counts a view). */
export function loadNewsArticle(context: LoaderContext, url: URL, id: string) {
  return getFromApi<z.infer<typeof NewsArticleEnvelopeSchema>>(
    context,
    url,
    `/news/${encodeURIComponent(id)}`,
  ).then((r) => r.data);
}
