import { useQuery } from '@tanstack/react-query';
import type { ArmoryCharacter } from '#contract/armory.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * GET /api/armory/realms/{realmId}/characters/{name} as the signed-in caller: the owner and staff get
 * a character that the held page, made for everyone, shows as missing.
 */
function getCharacter(realmId: string, name: string) {
  return api<{ data: ArmoryCharacter }>(
    `/armory/realms/${encodeURIComponent(realmId)}/characters/${encodeURIComponent(name)}`,
  ).then((r) => r.data);
}

export const useSignedInCharacter = (realmId: string, name: string, enabled: boolean) =>
  useQuery({
    queryKey: ['armory', 'character', realmId, name],
    queryFn: () => getCharacter(realmId, name),
    enabled,
    retry: false,
  });
