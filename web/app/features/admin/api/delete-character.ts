import type { DeleteCharacterBody, DeleteCharacterResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** DELETE /api/admin/characters/{guid}?realmId=, with the reason the audit log keeps. */
function deleteCharacter({ realmId, guid, reason }: { realmId: number; guid: number } & DeleteCharacterBody) {
  return api<{ data: DeleteCharacterResult }>(`/admin/characters/${guid}`, {
    method: 'DELETE',
    body: { reason } satisfies DeleteCharacterBody,
    query: { realmId },
  });
}

export const useDeleteCharacter = () => useAdminMutation(deleteCharacter);
