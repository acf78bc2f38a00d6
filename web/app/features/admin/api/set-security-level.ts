import type { z } from 'zod';
import type { SecurityResultSchema, SetSecurityBody } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/accounts/{id}/security: the game security level on one realm, or every realm (-1). */
function setSecurityLevel({ id, ...body }: { id: number } & SetSecurityBody) {
  return api<{ data: z.infer<typeof SecurityResultSchema> }>(`/admin/accounts/${id}/security`, {
    method: 'POST',
    body,
  });
}

export const useSetSecurityLevel = () => useAdminMutation(setSecurityLevel);
