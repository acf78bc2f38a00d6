import { useQuery } from '@tanstack/react-query';
import type { SiteConfiguration } from '#contract/configuration.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-queries.ts';

/** GET /api/admin/configuration: read when the screen opens or is refreshed (it asks each console). */
function getConfiguration(signal?: AbortSignal) {
  return api<{ data: SiteConfiguration }>('/admin/configuration', { signal }).then((r) => r.data);
}

export function useConfiguration() {
  return useQuery({
    queryKey: adminKeys.configuration,
    queryFn: ({ signal }) => getConfiguration(signal),
    staleTime: 60_000,
  });
}
