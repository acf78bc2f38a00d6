import type { AppLoadContext } from 'react-router';
import type { BugListEnvelope, BugStatusCounts } from '../../../../../contract/bugs.ts';
import { getFromApi } from '../../../lib/page-data.ts';
import { parseBoardFilters } from '../board-filters.ts';

/**
 * The board's per-status counts under the URL's filters, for the page's HTML (a route loader, on the
 * server): the counters show before the app starts. One card is asked for; only the counts are kept.
 */
export async function loadBugCounts(context: AppLoadContext, request: Request): Promise<BugStatusCounts> {
  const filters = parseBoardFilters(new URL(request.url).searchParams);
  const answer = await getFromApi<BugListEnvelope>(context, request, '/bugs', {
    priority: filters.priorities.join(','),
    category: filters.categories.join(','),
    search: filters.search,
    pageSize: 1,
  });
  return answer.counts;
}
