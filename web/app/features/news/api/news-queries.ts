import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsArticle, NewsListEnvelope } from '../../../../../contract/news.ts';
import { LATEST_NEWS_DEFAULT, SIMILAR_NEWS_DEFAULT } from '../../../../../contract/news-rules.ts';
import { api } from '../../../lib/api-client.ts';

export const newsKeys = {
  all: ['news'] as const,
  page: (page: number, pageSize: number) => ['news', 'page', page, pageSize] as const,
  latest: (limit: number) => ['news', 'latest', limit] as const,
  article: (id: string) => ['news', 'article', id] as const,
  admin: (page: number, pageSize: number) => ['news', 'admin', page, pageSize] as const,
};

export function fetchNewsPage(page: number, pageSize: number, includeUnpublished = false) {
  return api<NewsListEnvelope>('/news', {
    query: { page, pageSize, includeUnpublished: includeUnpublished ? 'true' : undefined },
  });
}

/** One page of the public list, the previous page kept on screen while the next one loads. */
export function useNewsPage(page: number, pageSize: number) {
  return useQuery({
    queryKey: newsKeys.page(page, pageSize),
    queryFn: () => fetchNewsPage(page, pageSize),
    placeholderData: keepPreviousData,
  });
}

/** Every article, drafts included, a page at a time (the admin list). */
export function useAdminNewsPage(page: number, pageSize: number) {
  return useQuery({
    queryKey: newsKeys.admin(page, pageSize),
    queryFn: () => fetchNewsPage(page, pageSize, true),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLatestNews(limit = LATEST_NEWS_DEFAULT) {
  return useQuery({
    queryKey: newsKeys.latest(limit),
    queryFn: () => api<{ data: NewsArticle[] }>('/news/latest', { query: { limit } }).then((r) => r.data),
  });
}

/** One article. Reading it counts a view, so it is fetched once per visit, not on every focus. */
export function useNewsArticle(id: string) {
  return useQuery({
    queryKey: newsKeys.article(id),
    queryFn: () => api<{ data: NewsArticle }>(`/news/${encodeURIComponent(id)}`).then((r) => r.data),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}

/**
 * SPEC.md §7 similar news: the list without the given article, the first n. The list is newest
 * first, so the newest n + 1 hold the answer without fetching them all.
 */
export function useSimilarNews(id: string, n = SIMILAR_NEWS_DEFAULT) {
  const latest = useLatestNews(n + 1);
  return { ...latest, data: latest.data?.filter((a) => a.id !== id).slice(0, n) };
}
