import { useQuery } from '@tanstack/react-query';
import type { Bug } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';

/** GET /api/bugs/my/bugs: the signed-in player's own reports, newest first. */
export function useMyBugs(enabled: boolean) {
  return useQuery({
    queryKey: ['bugs', 'mine'],
    queryFn: () => api<{ data: Bug[]; total: number }>('/bugs/my/bugs', { query: { pageSize: 50 } }),
    enabled,
  });
}
