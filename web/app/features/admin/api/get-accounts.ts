import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccountListQuerySchema, AccountListResponse } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, adminListQuery, type AdminListParams } from './admin-queries.ts';

/** GET /api/admin/accounts: searched and paged by the server. */
function getAccounts(params: AdminListParams, signal?: AbortSignal) {
  const query: z.input<typeof AccountListQuerySchema> = adminListQuery(params);
  return api<AccountListResponse>('/admin/accounts', { query, signal });
}

export function useAccounts(params: AdminListParams) {
  return useQuery({
    queryKey: adminKeys.accounts(params),
    queryFn: ({ signal }) => getAccounts(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
