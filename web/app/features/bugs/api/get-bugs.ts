import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BoardColumnId } from '../../../../../contract/bug-values.ts';
import type { BugListEnvelope } from '../../../../../contract/bugs.ts';
import { BOARD_COLUMNS } from '../../../../../contract/bug-values.ts';
import { api } from '../../../lib/api-client.ts';
import { parseBoardFilters, type BoardFilters } from '../board-filters.ts';

/** Cards fetched per column at a time: a column pages its cards rather than rendering thousands. */
export const COLUMN_PAGE_SIZE = 20;

export const bugKeys = {
  all: ['bugs'] as const,
  column: (column: BoardColumnId, filters: BoardFilters) => ['bugs', 'column', column, filters] as const,
  detail: (id: number) => ['bugs', 'detail', id] as const,
};

export function fetchBugPage(column: BoardColumnId, filters: BoardFilters, page: number) {
  const statuses = BOARD_COLUMNS.find((c) => c.id === column)!.statuses;
  return api<BugListEnvelope>('/bugs', {
    query: {
      status: statuses.join(','),
      priority: filters.priorities.join(','),
      category: filters.categories.join(','),
      search: filters.search,
      page,
      pageSize: COLUMN_PAGE_SIZE,
    },
  });
}

/*
 * The board's first pages are asked for as soon as this module runs, while the page still hydrates,
 * rather than after: on a slow device that is most of the wait for the first card.
 */
const early = new Map<string, Promise<BugListEnvelope>>();
if (typeof window !== 'undefined' && window.location.pathname.replace(/\/$/, '') === '/support/bug-tracker') {
  const filters = parseBoardFilters(new URLSearchParams(window.location.search));
  for (const column of BOARD_COLUMNS) {
    const request = fetchBugPage(column.id, filters, 1);
    request.catch(() => {});
    early.set(JSON.stringify(bugKeys.column(column.id, filters)), request);
  }
}

function firstPage(column: BoardColumnId, filters: BoardFilters) {
  const key = JSON.stringify(bugKeys.column(column, filters));
  const request = early.get(key);
  early.delete(key);
  return request ?? fetchBugPage(column, filters, 1);
}

/** One board column: its statuses under the board's filters, a page at a time. */
export function useBugColumn(column: BoardColumnId, filters: BoardFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: bugKeys.column(column, filters),
    queryFn: ({ pageParam }) =>
      pageParam === 1 ? firstPage(column, filters) : fetchBugPage(column, filters, pageParam),
    // While a new filter's answer is on its way, the board filters what it already shows.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 10_000,
  });
}
