import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BUG_CATEGORIES, BUG_PRIORITIES, type BugCategory, type BugPriority } from '#contract/bug-values.ts';
import { parseBoardFilters, type BoardFilters } from '../board-filters.ts';

export type { BoardFilters };

/**
 * The board's filters live in the URL (`?search=…&priority=low,high&category=quests`), so a filtered
 * board can be shared. The open bug's id (`?bug=12`) lives there too.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<BoardFilters>(() => parseBoardFilters(params), [params]);
  const openBugId = /^\d+$/.test(params.get('bug') ?? '') ? Number(params.get('bug')) : null;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setList = useCallback(
    (key: 'priority' | 'category', values: string[]) =>
      update((next) => (values.length ? next.set(key, values.join(',')) : next.delete(key))),
    [update],
  );

  return {
    filters,
    openBugId,
    setSearch: useCallback(
      (search: string) =>
        update((next) => (search.trim() ? next.set('search', search) : next.delete('search'))),
      [update],
    ),
    togglePriority: (p: BugPriority) =>
      setList(
        'priority',
        BUG_PRIORITIES.filter((v) =>
          v === p ? !filters.priorities.includes(v) : filters.priorities.includes(v),
        ),
      ),
    toggleCategory: (c: BugCategory) =>
      setList(
        'category',
        BUG_CATEGORIES.filter((v) =>
          v === c ? !filters.categories.includes(v) : filters.categories.includes(v),
        ),
      ),
    clearFilters: () =>
      update((next) => {
        next.delete('search');
        next.delete('priority');
        next.delete('category');
      }),
    openBug: (id: number | null) =>
      update((next) => (id === null ? next.delete('bug') : next.set('bug', String(id)))),
  };
}
