import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsArticle, NewsCreate, NewsUpdate } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { newsKeys } from './news-queries.ts';

export const createNews = (body: NewsCreate) =>
  api<{ data: NewsArticle }>('/news', { method: 'POST', body }).then((r) => r.data);

export const updateNews = (id: string, body: NewsUpdate) =>
  api<{ data: NewsArticle }>(`/news/${id}`, { method: 'PUT', body }).then((r) => r.data);

export const deleteNews = (id: string) => api<{ success: true }>(`/news/${id}`, { method: 'DELETE' });

/** SPEC.md §4: every cached news list is reloaded after a change (and, for create, whatever came of it). */
function useReloadNews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsKeys.all });
}

export function useCreateNews() {
  const reload = useReloadNews();
  return useMutation({ mutationFn: createNews, onSettled: reload });
}

export function useUpdateNews() {
  const reload = useReloadNews();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NewsUpdate }) => updateNews(id, body),
    onSuccess: reload,
  });
}

export function useDeleteNews() {
  const reload = useReloadNews();
  return useMutation({ mutationFn: deleteNews, onSuccess: reload });
}
