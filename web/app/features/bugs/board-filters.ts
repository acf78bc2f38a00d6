import { BUG_CATEGORIES, BUG_PRIORITIES, type BugCategory, type BugPriority } from '#contract/bug-values.ts';
import type { Bug } from '#contract/bugs.ts';

export interface BoardFilters {
  search: string;
  priorities: BugPriority[];
  categories: BugCategory[];
}

/** Known values only, in the canonical order, so equal filters make equal URLs and query keys. */
function listParam<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  const given = new Set((raw ?? '').split(',').map((v) => v.trim().toLowerCase()));
  return allowed.filter((v) => given.has(v));
}

/** The board's filters as the URL gives them (`?search=…&priority=low,high&category=quests`). */
export function parseBoardFilters(params: URLSearchParams): BoardFilters {
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    priorities: listParam(params.get('priority'), BUG_PRIORITIES),
    categories: listParam(params.get('category'), BUG_CATEGORIES),
  };
}

/**
 * The server's rule (docs/product.md §5.5), applied to the cards already on screen so a filter answers at
 * once while the server's own answer is on its way.
 */
export function matchesFilters(bug: Bug, filters: BoardFilters): boolean {
  if (filters.priorities.length && !filters.priorities.includes(bug.priority)) return false;
  if (filters.categories.length && !filters.categories.includes(bug.category)) return false;
  if (!filters.search) return true;
  const text = [bug.title, bug.description, bug.questName, bug.itemName, bug.className]
    .filter(Boolean)
    .join('\u001f')
    .toLowerCase();
  return text.includes(filters.search.toLowerCase());
}
