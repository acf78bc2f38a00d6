import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsArticleEnvelopeSchema, NewsUpdate } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './get-news.ts';

/** PUT /api/news/{id}. */
function updateNews(id: string, body: NewsUpdate) {
  return api<z.infer<typeof NewsArticleEnvelopeSchema>>(`/news/${id}`, { method: 'PUT', body }).then(
    (r) => r.data,
  );
}

/** docs/product.md §4.8: the lists reload after a successful change. */
export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NewsUpdate }) => updateNews(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
