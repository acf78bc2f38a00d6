import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CharacterListQuerySchema, CharacterListResponse } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, adminListQuery, type AdminListParams } from './admin-queries.ts';

/** A search and a page, on one realm or (realmId undefined) on every realm. */
export type CharacterListParams = AdminListParams & { realmId: number | undefined };

/** GET /api/admin/characters: searched and paged by the server. */
function getCharacters(params: CharacterListParams, signal?: AbortSignal) {
  const query: z.input<typeof CharacterListQuerySchema> = {
    ...adminListQuery(params),
    realmId: params.realmId,
  };
  return api<CharacterListResponse>('/admin/characters', { query, signal });
}

export function useCharacters(params: CharacterListParams) {
  return useQuery({
    queryKey: adminKeys.characters(params),
    queryFn: ({ signal }) => getCharacters(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
