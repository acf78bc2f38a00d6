import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminStatistics } from '#contract/statistics.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/admin/statistics: a realm's statistics (absent: the first realm) and the staff's figures. */
function getAdminStatistics(realmId: number | undefined, signal?: AbortSignal) {
  return api<{ data: AdminStatistics }>('/admin/statistics', { query: { realmId }, signal }).then(
    (r) => r.data,
  );
}

/**
 * Under the admin area's keys (`['admin', …]`), so an admin write refreshes it with the other views;
 * asked again every minute while open (the job computes every 75 s).
 */
export function useAdminStatistics(realmId: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'statistics', realmId ?? null],
    queryFn: ({ signal }) => getAdminStatistics(realmId, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.status === 'error' ? 15_000 : 60_000),
  });
}
