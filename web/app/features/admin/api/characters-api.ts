import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharacterListResponse, OnlinePlayer, UnstuckResult } from '../../../../../contract/admin.ts';
import { api } from '../../../lib/api-client.ts';
import { adminListQuery, type AdminListParams } from './list-query.ts';

/** A search and a page, on one realm or (realmId undefined) on every realm. */
export type CharacterListParams = AdminListParams & { realmId: number | undefined };

export const characterKeys = {
  all: ['admin', 'characters'] as const,
  list: (params: CharacterListParams) => ['admin', 'characters', 'list', params] as const,
  online: ['admin', 'characters', 'online'] as const,
};

/** GET /api/admin/characters: searched and paged by the server. */
export function useCharacters(params: CharacterListParams) {
  return useQuery({
    queryKey: characterKeys.list(params),
    queryFn: ({ signal }) =>
      api<CharacterListResponse>('/admin/characters', {
        query: { ...adminListQuery(params), realmId: params.realmId },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useOnlinePlayers() {
  return useQuery({
    queryKey: characterKeys.online,
    queryFn: ({ signal }) =>
      api<{ data: OnlinePlayer[] }>('/admin/characters/online', { signal }).then((r) => r.data),
    staleTime: 5_000,
  });
}

function useCharacterMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** A character is its realm and its guid: each call names both. */
export const useUnstuckCharacter = () =>
  useCharacterMutation(({ realmId, guid }: { realmId: number; guid: number }) =>
    api<{ data: UnstuckResult }>(`/admin/characters/${guid}/unstuck`, {
      method: 'POST',
      body: {},
      query: { realmId },
    }),
  );

export const useDeleteCharacter = () =>
  useCharacterMutation(({ realmId, guid, reason }: { realmId: number; guid: number; reason: string }) =>
    api<{ data: { guid: number } }>(`/admin/characters/${guid}`, {
      method: 'DELETE',
      body: { reason },
      query: { realmId },
    }),
  );
