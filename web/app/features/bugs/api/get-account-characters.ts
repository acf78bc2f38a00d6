import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { z } from 'zod';
import { PlayerCharacterSchema, type PlayerCharacter } from '#contract/characters.ts';

const cacheKey = (accountId: string) => `characters_${accountId}`;

/** A list cached in another shape (before characters named their realm) is asked for again. */
function readCached(accountId: string): PlayerCharacter[] | null {
  try {
    const raw = window.localStorage.getItem(cacheKey(accountId));
    const list = z.array(PlayerCharacterSchema).safeParse(raw ? JSON.parse(raw) : null);
    return list.success && list.data.length ? list.data : null;
  } catch {
    return null;
  }
}

/** A stale cached list (a character deleted or moved in game) is dropped so the next load asks again. */
export function forgetCachedCharacters(accountId: string): void {
  window.localStorage.removeItem(cacheKey(accountId));
}

/**
 * The signed-in player's characters. docs/product.md §7.5: cached in localStorage as `characters_{accountId}`
 * and reused when present (the cache is removed at sign-out). An empty list is not cached, so a player who
 * creates a first character in game sees it without signing out.
 */
export function useAccountCharacters(accountId: string | undefined) {
  return useQuery({
    queryKey: ['characters', 'account', accountId],
    enabled: !!accountId,
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      const id = accountId!;
      const cached = readCached(id);
      if (cached) return cached;
      const { data } = await api<{ data: PlayerCharacter[] }>(`/characters/account/${id}`);
      if (data.length) window.localStorage.setItem(cacheKey(id), JSON.stringify(data));
      return data;
    },
  });
}
