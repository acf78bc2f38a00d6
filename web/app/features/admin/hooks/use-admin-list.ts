import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '#contract/admin.ts';
import { useDebounced } from '#web/lib/use-debounced.ts';
import type { AdminListParams } from '../api/admin-queries.ts';

interface ListAnswer {
  total: number;
}

/**
 * The state of an admin list screen (accounts, characters): the search as typed, the "match
 * anywhere" choice and the page; the server is asked once the typing pauses, and a new search starts
 * again at page 1.
 */
export function useAdminList<Answer extends ListAnswer, Filters extends object = object>(
  useList: (params: AdminListParams & Filters) => UseQueryResult<Answer>,
  initialSearch = '',
  /** More of the screen's own filters (the characters' realm); the caller starts again at page 1 when they change. */
  filters = {} as Filters,
) {
  const [search, setSearch] = useState(initialSearch);
  const [contains, setContains] = useState(false);
  const [page, setPage] = useState(1);
  const list = useList({
    ...filters,
    search: useDebounced(search),
    contains,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  return {
    list,
    /** What the SearchBar takes. */
    search: {
      value: search,
      onChange: (value: string) => {
        setSearch(value);
        setPage(1);
      },
      contains,
      onContainsChange: (value: boolean) => {
        setContains(value);
        setPage(1);
      },
      onRefresh: () => void list.refetch(),
      refreshing: list.isFetching,
    },
    /** What the Pagination takes, once the first answer is in. */
    pages: list.data ? { page, pageSize: ADMIN_PAGE_SIZE, total: list.data.total, onPage: setPage } : null,
  };
}
