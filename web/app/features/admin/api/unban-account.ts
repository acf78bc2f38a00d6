import type { z } from 'zod';
import type { UnbanResultSchema } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/accounts/{id}/unban: lifts the account's active ban. */
function unbanAccount({ id }: { id: number }) {
  return api<{ data: z.infer<typeof UnbanResultSchema> }>(`/admin/accounts/${id}/unban`, {
    method: 'POST',
    body: {},
  });
}

export const useUnbanAccount = () => useAdminMutation(unbanAccount);
