import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { NewsArticleEnvelopeSchema } from '#contract/news.ts';
import { getFromApi } from '#web/lib/page-data.ts';

/** GET /api/news/{id}, for a route loader: one published article (reading it counts a view). */
export function loadNewsArticle(context: AppLoadContext, request: Request, id: string) {
  return getFromApi<z.infer<typeof NewsArticleEnvelopeSchema>>(
    context,
    request,
    `/news/${encodeURIComponent(id)}`,
  ).then((r) => r.data);
}
