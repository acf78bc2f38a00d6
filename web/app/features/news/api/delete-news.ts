import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsDeleteEnvelopeSchema } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './get-news.ts';

/** DELETE /api/news/{id}. */
function deleteNews(id: string) {
  return api<z.infer<typeof NewsDeleteEnvelopeSchema>>(`/news/${id}`, { method: 'DELETE' });
}

/** docs/product.md §4.8: the lists reload after a successful delete. */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
