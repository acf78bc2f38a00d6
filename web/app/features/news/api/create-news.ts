import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsArticleEnvelopeSchema, NewsCreate } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './get-news.ts';

/** POST /api/news. */
function createNews(body: NewsCreate) {
  return api<z.infer<typeof NewsArticleEnvelopeSchema>>('/news', { method: 'POST', body }).then(
    (r) => r.data,
  );
}

/** docs/product.md §4.8: on create the lists reload whatever came of it. */
export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
