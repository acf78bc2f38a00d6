import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

/** DELETE /api/bugs/{id} (admins). */
function deleteBug(id: number) {
  return api<{ success: true }>(`/bugs/${id}`, { method: 'DELETE' });
}

/** The board reloads after a delete; the deleted bug's own view is dropped rather than asked for again. */
export function useDeleteBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBug,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: bugKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: bugKeys.all });
    },
  });
}
