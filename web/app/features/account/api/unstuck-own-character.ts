import type { SelfUnstuckResult } from '#contract/characters.ts';
import { api } from '#web/lib/api-client.ts';
import { useAccountMutation } from './account-queries.ts';

/** POST /api/account/characters/{realmId}/{guid}/unstuck: once per character per cooldown. */
function unstuckOwnCharacter(c: { realmId: number; guid: number }) {
  return api<{ data: SelfUnstuckResult; message: string }>(
    `/account/characters/${c.realmId}/${c.guid}/unstuck`,
    { method: 'POST' },
  );
}

export const useUnstuck = () => useAccountMutation(unstuckOwnCharacter);
