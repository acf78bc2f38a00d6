import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsListEnvelope, NewsListQuerySchema } from '#contract/news.ts';
import { api } from '#web/lib/api-client.ts';

type NewsListQuery = z.input<typeof NewsListQuerySchema>;

export const newsKeys = {
  all: ['news'] as const,
  admin: (page: number, pageSize: number) => ['news', 'admin', page, pageSize] as const,
};

/** GET /api/news, one page with the total; admins may ask for drafts too. */
function getNews(query: NewsListQuery) {
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
