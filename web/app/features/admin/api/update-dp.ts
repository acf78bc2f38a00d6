import type { z } from 'zod';
import type { DpResultSchema, UpdateDpBody } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** PUT /api/admin/accounts/{id}/dp. */
function updateDp({ id, dp }: { id: number } & UpdateDpBody) {
  return api<{ data: z.infer<typeof DpResultSchema> }>(`/admin/accounts/${id}/dp`, {
    method: 'PUT',
    body: { dp } satisfies UpdateDpBody,
  });
}

export const useUpdateDp = () => useAdminMutation(updateDp);
