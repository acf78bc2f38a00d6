import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BoardColumnId } from '#contract/bug-values.ts';
import type { BugDetail, BugListEnvelope } from '#contract/bugs.ts';
import { BOARD_COLUMNS } from '#contract/bug-values.ts';
import { api } from '#web/lib/api-client.ts';
import { parseBoardFilters, type BoardFilters } from '../board-filters.ts';
import type { PageContext } from '#web/lib/page-context.ts';

/** Cards fetched per column at a time: a column pages its cards rather than rendering thousands. */
const COLUMN_PAGE_SIZE = 20;

export const bugKeys = {
  all: ['bugs'] as const,
  column: (column: BoardColumnId, filters: BoardFilters) => ['bugs', 'column', column, filters] as const,
  detail: (id: number) => ['bugs', 'detail', id] as const,
};

function columnQuery(column: BoardColumnId, filters: BoardFilters, page: number) {
  const statuses = BOARD_COLUMNS.find((c) => c.id === column)!.statuses;
  return {
    status: statuses.join(','),
    priority: filters.priorities.join(','),
    category: filters.categories.join(','),
    search: filters.search,
    page,
    pageSize: COLUMN_PAGE_SIZE,
  };
}

function fetchBugPage(column: BoardColumnId, filters: BoardFilters, page: number) {
  return api<BugListEnvelope>('/bugs', { query: columnQuery(column, filters, page) });
}

/**
 * The board as a route loader reads it for the page's HTML: the first page of each column under the
 * URL's filters, and the bug a shared link opens (`?bug=12`), as a visitor sees them.
 */
export async function loadBoard(reads: PageContext['reads'], url: URL): Promise<InitialBoard> {
  const filters = parseBoardFilters(url.searchParams);
  const bugId = url.searchParams.get('bug');
  const [pages, bug] = await Promise.all([
    Promise.all(BOARD_COLUMNS.map((column) => reads.bugs(columnQuery(column.id, filters, 1)))),
    // A bug the visitor may not see (an exploit) opens once the app runs, for its reporter or staff.
    bugId ? reads.bug(bugId).catch(() => null) : null,
  ]);
  return { filters, columns: Object.fromEntries(BOARD_COLUMNS.map((c, i) => [c.id, pages[i]!])), bug };
}

/** The board as the server read it: the first page of each column under these filters, the open bug. */
export interface InitialBoard {
  filters: BoardFilters;
  columns: Partial<Record<BoardColumnId, BugListEnvelope>>;
  bug: BugDetail | null;
}

/**
 * One board column: its statuses under the board's filters, a page at a time; it starts from the
 * server's first page when that was read under the same filters.
 */
export function useBugColumn(column: BoardColumnId, filters: BoardFilters, initial: InitialBoard | null) {
  const first =
    initial && JSON.stringify(initial.filters) === JSON.stringify(filters)
      ? initial.columns[column]
      : undefined;
  return useInfiniteQuery({
    queryKey: bugKeys.column(column, filters),
    queryFn: ({ pageParam }) => fetchBugPage(column, filters, pageParam),
    initialData: first && { pages: [first], pageParams: [1] },
    // While a new filter's answer is on its way, the board filters what it already shows.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: typeof window !== 'undefined',
    staleTime: 10_000,
  });
}
