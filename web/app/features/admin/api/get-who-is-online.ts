import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, type AdminOnlineList, type AdminOnlineQuerySchema } from '#contract/admin.ts';
import { REALM_STATUS_INTERVAL_MS } from '#contract/realms.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

/** One realm (undefined: the realm of the one-realm settings) and a page. */
export interface WhoIsOnlineParams {
  realmId: number | undefined;
  page: number;
}

/** GET /api/admin/online: who is in the world on one realm, game masters included. */
function getWhoIsOnline(params: WhoIsOnlineParams, signal?: AbortSignal) {
  const query: z.input<typeof AdminOnlineQuerySchema> = {
    realmId: params.realmId,
    page: params.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
  return api<AdminOnlineList>('/admin/online', { query, signal });
}

/** Asked again as often as the server checks the realms: the list follows players in and out. */
export function useWhoIsOnline(params: WhoIsOnlineParams) {
  return useQuery({
    queryKey: adminKeys.whoIsOnline(params),
    queryFn: ({ signal }) => getWhoIsOnline(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: REALM_STATUS_INTERVAL_MS,
    staleTime: 5_000,
  });
}
