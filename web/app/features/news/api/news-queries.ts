import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import type { NewsArticle, NewsListEnvelope } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { getFromApi } from '#web/lib/page-data.ts';

export const newsKeys = {
  all: ['news'] as const,
  admin: (page: number, pageSize: number) => ['news', 'admin', page, pageSize] as const,
};

export function fetchNewsPage(page: number, pageSize: number, includeUnpublished = false) {
  return api<NewsListEnvelope>('/news', {
    query: { page, pageSize, includeUnpublished: includeUnpublished ? 'true' : undefined },
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

/*
 * The public pages load their news in route loaders, on the server: the HTML a visitor, a crawler or a
 * link preview gets holds the articles, and the API's answers are cached by the news table's version,
 * so a staff edit shows on the next request.
 */

/** One page of the published list, with the total. */
export function loadNewsPage(context: AppLoadContext, request: Request, page: number, pageSize: number) {
  return getFromApi<NewsListEnvelope>(context, request, '/news', { page, pageSize });
}

/** The newest published articles. */
export function loadLatestNews(context: AppLoadContext, request: Request, limit: number) {
  return getFromApi<{ data: NewsArticle[] }>(context, request, '/news/latest', { limit }).then((r) => r.data);
}

/** One published article (reading it counts a view). */
export function loadNewsArticle(context: AppLoadContext, request: Request, id: string) {
  return getFromApi<{ data: NewsArticle }>(context, request, `/news/${encodeURIComponent(id)}`).then(
    (r) => r.data,
  );
}
