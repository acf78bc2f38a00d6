import { useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/admin/dashboard/stats, refreshed every 30 s while the dashboard is open. */
export function useDashboardStats() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) =>
      api<{ data: DashboardStats }>('/admin/dashboard/stats', { signal }).then((r) => r.data),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
}
