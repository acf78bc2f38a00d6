import type { BanBody, BanResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/accounts/{id}/ban. */
function banAccount({ id, ...body }: { id: number } & BanBody) {
  return api<{ data: BanResult }>(`/admin/accounts/${id}/ban`, { method: 'POST', body });
}

export const useBanAccount = () => useAdminMutation(banAccount);
