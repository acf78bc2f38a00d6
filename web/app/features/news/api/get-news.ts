import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsListEnvelope, NewsListQuerySchema } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';
import { getFromApi, type LoaderContext } from '#web/lib/page-data.ts';

type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const newsKeys = {
  all: ['news'] as const,
  admin: (page: number, pageSize: number) => ['news', 'admin', page, pageSize] as const,
};

/** GET /api/news, one page with the total; admins may ask for drafts too. */
export function getNews(query: NewsListQuery) {
  return api<NewsListEnvelope>('/news', { query });
}

/** Every article, drafts included, a page at a time (the admin list). */
export function useAdminNewsPage(page: number, pageSize: number) {
  return useQuery({
    queryKey: newsKeys.admin(page, pageSize),
    queryFn: () => getNews({ page, pageSize, includeUnpublished: 'true' }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * One page of the published list, for a route loader: public pages load their news on the server, so
 * the HTML a visitor, a crawler or a link preview gets holds the articles; the API's answers are
 * cached by the news table's version, so a staff edit shows on the next request.
 */
export function loadNewsPage(context: LoaderContext, url: URL, page: number, pageSize: number) {
  return getFromApi<NewsListEnvelope>(context, url, '/news', { page, pageSize } satisfies NewsListQuery);
}
