import type { UnstuckResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/characters/{guid}/unstuck?realmId=: a character is its realm and its guid. */
function unstuckCharacter({ realmId, guid }: { realmId: number; guid: number }) {
  return api<{ data: UnstuckResult }>(`/admin/characters/${guid}/unstuck`, {
    method: 'POST',
    body: {},
    query: { realmId },
  });
}

export const useUnstuckCharacter = () => useAdminMutation(unstuckCharacter);
