import type { UnstuckResult } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { useAdminMutation } from './admin-queries.ts';

/** POST /api/admin/characters/{guid}/unstuck. */
export function unstuckCharacter({ guid }: { guid: number }) {
  return api<{ data: UnstuckResult }>(`/admin/characters/${guid}/unstuck`, { method: 'POST', body: {} });
}

export const useUnstuckCharacter = () => useAdminMutation(unstuckCharacter);
