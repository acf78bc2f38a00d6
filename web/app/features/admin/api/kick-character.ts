import type { KickResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/realms/{realmId}/characters/{guid}/kick: through the realm's worldserver console. */
function kickCharacter({ realmId, guid }: { realmId: number; guid: number }) {
  return api<{ data: KickResult }>(`/admin/realms/${realmId}/characters/${guid}/kick`, {
    method: 'POST',
    body: {},
  });
}

export const useKickCharacter = () => useAdminMutation(kickCharacter);
