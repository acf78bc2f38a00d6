import { useQuery } from '@tanstack/react-query';
import type { AccountCharacter } from '#contract/characters.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './account-queries.ts';

/** GET /api/account/characters: the player's characters on every realm. */
function getOwnCharacters() {
  return api<{ data: AccountCharacter[] }>('/account/characters').then((r) => r.data);
}

export const useOwnCharacters = () =>
  useQuery({ queryKey: accountKeys.characters, queryFn: getOwnCharacters });
