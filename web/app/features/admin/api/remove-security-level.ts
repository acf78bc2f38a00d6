import type { z } from 'zod';
import type { SecurityResultSchema } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** DELETE /api/admin/accounts/{id}/security/{realmId}. */
function removeSecurityLevel({ id, realmId }: { id: number; realmId: number }) {
  return api<{ data: z.infer<typeof SecurityResultSchema> }>(`/admin/accounts/${id}/security/${realmId}`, {
    method: 'DELETE',
  });
}

export const useRemoveSecurityLevel = () => useAdminMutation(removeSecurityLevel);
