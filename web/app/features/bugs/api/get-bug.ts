import { useQuery } from '@tanstack/react-query';
import type { BugDetail } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

/** One bug with its timeline, for the detail view. */
export function useBug(id: number | null) {
  return useQuery({
    queryKey: bugKeys.detail(id ?? 0),
    queryFn: () => api<{ data: BugDetail }>(`/bugs/${id}`).then((r) => r.data),
    enabled: id !== null,
    staleTime: 5_000,
  });
}
