import type { DeleteCharacterBody, DeleteCharacterResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** DELETE /api/admin/characters/{guid}, with the reason the audit log keeps. */
export function deleteCharacter({ guid, reason }: { guid: number } & DeleteCharacterBody) {
  return api<{ data: DeleteCharacterResult }>(`/admin/characters/${guid}`, {
    method: 'DELETE',
    body: { reason } satisfies DeleteCharacterBody,
  });
}

export const useDeleteCharacter = () => useAdminMutation(deleteCharacter);
