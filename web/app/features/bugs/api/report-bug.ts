import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugDetail, BugReport } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

/** POST /api/bugs. */
export function useReportBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: BugReport) =>
      api<{ data: BugDetail }>('/bugs', { method: 'POST', body: report }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
