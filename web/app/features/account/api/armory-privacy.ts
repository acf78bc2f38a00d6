import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Privacy } from '#contract/armory.ts';
import { api } from '#web/lib/api-client.ts';

const privacyKey = ['account', 'privacy'] as const;

/** GET /api/account/privacy: whether the player's characters show in the armory. */
export const usePrivacy = () =>
  useQuery({
    queryKey: privacyKey,
    queryFn: () => api<{ data: Privacy }>('/account/privacy').then((r) => r.data),
  });

/** PUT /api/account/privacy. */
export function useChangePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (privacy: Privacy) =>
      api<{ data: Privacy }>('/account/privacy', { method: 'PUT', body: privacy }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(privacyKey, data),
  });
}
