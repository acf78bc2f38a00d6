import { useQuery } from '@tanstack/react-query';
import type { AccountDetail } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

/** GET /api/admin/accounts/{id}: the account with its characters, access rows, bans and DP history. */
function getAccount(id: number, signal?: AbortSignal) {
  return api<{ data: AccountDetail }>(`/admin/accounts/${id}`, { signal }).then((r) => r.data);
}

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: adminKeys.account(id ?? 0),
    queryFn: ({ signal }) => getAccount(id!, signal),
    enabled: id !== null,
  });
}
