import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

/** GET /api/admin/dashboard/stats. */
function getDashboardStats(signal?: AbortSignal) {
  return api<{ data: DashboardStats }>('/admin/dashboard/stats', { signal }).then((r) => r.data);
}

/** Refreshed every 30 s while the dashboard is open; asked again sooner while the last try failed. */
export function useDashboardStats() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => getDashboardStats(signal),
    refetchInterval: (query) => (query.state.status === 'error' ? 5_000 : 30_000),
    staleTime: 10_000,
  });
}
