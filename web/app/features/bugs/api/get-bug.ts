import { useQuery } from '@tanstack/react-query';
import type { BugDetail } from '#contract/bugs.ts';
import { api } from '#web/lib/api-client.ts';
import { bugKeys } from './get-bugs.ts';

/**
 * One bug with its timeline, for the detail view; it starts from the page's copy (`initial`, as a
 * visitor sees it) and is asked again once the app runs, for the view of the signed-in person.
 */
export function useBug(id: number | null, initial: BugDetail | null = null) {
  return useQuery({
    queryKey: bugKeys.detail(id ?? 0),
    queryFn: () => api<{ data: BugDetail }>(`/bugs/${id}`).then((r) => r.data),
    enabled: id !== null && typeof window !== 'undefined',
    initialData: initial && initial.id === id ? initial : undefined,
    initialDataUpdatedAt: 0,
    staleTime: 5_000,
  });
}
