import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDetail, AccountListResponse, BanBody, BanResult, RealmAccess } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { adminListQuery, type AdminListParams } from './list-query.ts';

export type AccountListParams = AdminListParams;

export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  list: (params: AccountListParams) => ['admin', 'accounts', 'list', params] as const,
  detail: (id: number) => ['admin', 'accounts', 'detail', id] as const,
};

/** GET /api/admin/accounts: searched and paged by the server. */
export function useAccounts(params: AccountListParams) {
  return useQuery({
    queryKey: accountKeys.list(params),
    queryFn: ({ signal }) =>
      api<AccountListResponse>('/admin/accounts', {
        query: adminListQuery(params),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useAccountDetail(id: number | null) {
  return useQuery({
    queryKey: accountKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      api<{ data: AccountDetail }>(`/admin/accounts/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

/** Every account write refreshes the lists and that account's details. */
function useAccountMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useUpdateDp = () =>
  useAccountMutation(({ id, dp }: { id: number; dp: number }) =>
    api<{ data: { dp: number } }>(`/admin/accounts/${id}/dp`, { method: 'PUT', body: { dp } }),
  );

export const useSetSecurityLevel = () =>
  useAccountMutation(
    ({ id, securityLevel, realmId }: { id: number; securityLevel: number; realmId: number }) =>
      api<{ data: { access: RealmAccess[] } }>(`/admin/accounts/${id}/security`, {
        method: 'POST',
        body: { securityLevel, realmId },
      }),
  );

export const useBanAccount = () =>
  useAccountMutation(({ id, body }: { id: number; body: BanBody }) =>
    api<{ data: BanResult }>(`/admin/accounts/${id}/ban`, { method: 'POST', body }),
  );

export const useUnbanAccount = () =>
  useAccountMutation(({ id }: { id: number }) =>
    api<{ data: { unbanned: number } }>(`/admin/accounts/${id}/unban`, { method: 'POST', body: {} }),
  );

export const useRemoveSecurityLevel = () =>
  useAccountMutation(({ id, realmId }: { id: number; realmId: number }) =>
    api<{ data: { access: RealmAccess[] } }>(`/admin/accounts/${id}/security/${realmId}`, {
      method: 'DELETE',
    }),
  );
