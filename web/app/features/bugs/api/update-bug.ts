import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugDetail, BugUpdate } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

function updateBug(id: number, changes: BugUpdate) {
  return api<{ data: BugDetail }>(`/bugs/${id}`, { method: 'PUT', body: changes }).then((r) => r.data);
}

/** PUT /api/bugs/{id}; the detail view is refreshed from the answer, the board by the caller. */
export function useUpdateBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: BugUpdate }) => updateBug(id, changes),
    onSuccess: (bug) => queryClient.setQueryData(bugKeys.detail(bug.id), bug),
  });
}
