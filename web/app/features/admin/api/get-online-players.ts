import { useQuery } from '@tanstack/react-query';
import type { OnlinePlayer } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

/** GET /api/admin/characters/online. */
function getOnlinePlayers(signal?: AbortSignal) {
  return api<{ data: OnlinePlayer[] }>('/admin/characters/online', { signal }).then((r) => r.data);
}

export function useOnlinePlayers() {
  return useQuery({
    queryKey: adminKeys.onlinePlayers,
    queryFn: ({ signal }) => getOnlinePlayers(signal),
    staleTime: 5_000,
  });
}
