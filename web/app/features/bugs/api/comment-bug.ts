import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugDetail } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

function commentBug(id: number, comment: string) {
  return api<{ data: BugDetail }>(`/bugs/${id}/comments`, { method: 'POST', body: { comment } }).then(
    (r) => r.data,
  );
}

/** POST /api/bugs/{id}/comments: the reporter's answer; the detail comes from the answer, the board is read again. */
export function useCommentBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) => commentBug(id, comment),
    onSuccess: async (bug) => {
      queryClient.setQueryData(bugKeys.detail(bug.id), bug);
      await queryClient.invalidateQueries({ queryKey: bugKeys.all });
    },
  });
}
