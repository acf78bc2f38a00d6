import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOverview,
  AccountSession,
  ChangeEmailRequest,
  ChangePasswordRequest,
  NotificationSettings,
  TwoFactorSetup,
} from '../../../../../contract/account.ts';
import type { AccountCharacter, SelfUnstuckResult } from '../../../../../contract/characters.ts';
import { api } from '../../../lib/api-client.ts';

/* The account area's calls (/api/account/…): transport only, the panels decide what to show. */

export const accountKeys = {
  all: ['account'] as const,
  overview: ['account', 'overview'] as const,
  sessions: ['account', 'sessions'] as const,
};

type Message = { message: string };

export function useAccountOverview() {
  return useQuery({
    queryKey: accountKeys.overview,
    queryFn: () => api<{ data: AccountOverview }>('/account').then((r) => r.data),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => api<{ data: AccountSession[] }>('/account/sessions').then((r) => r.data),
  });
}

/** A mutation that refreshes the account's views when it succeeds. */
function useAccountMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useChangePassword = () =>
  useAccountMutation((body: ChangePasswordRequest) =>
    api<Message>('/account/password', { method: 'PUT', body }),
  );

export const useChangeEmail = () =>
  useAccountMutation((body: ChangeEmailRequest) => api<Message>('/account/email', { method: 'POST', body }));

export const useEndSession = () =>
  useAccountMutation((id: number) => api<Message>(`/account/sessions/${id}`, { method: 'DELETE' }));

export const useEndOtherSessions = () =>
  useAccountMutation(() => api<Message>('/account/sessions', { method: 'DELETE' }));

export const useNotifications = () =>
  useAccountMutation((body: NotificationSettings) =>
    api<Message>('/account/notifications', { method: 'PUT', body }),
  );

export const useTwoFactorSetup = () =>
  useMutation({
    mutationFn: (currentPassword: string) =>
      api<{ data: TwoFactorSetup }>('/account/two-factor/setup', {
        method: 'POST',
        body: { currentPassword },
      }).then((r) => r.data),
  });

export const useEnableTwoFactor = () =>
  useAccountMutation((code: string) =>
    api<{ data: { recoveryCodes: string[] } }>('/account/two-factor/enable', {
      method: 'POST',
      body: { code },
    }).then((r) => r.data.recoveryCodes),
  );

export const useDisableTwoFactor = () =>
  useAccountMutation((code: string) =>
    api<Message>('/account/two-factor/disable', { method: 'POST', body: { code } }),
  );

/** Follows an e-mail confirmation link; works without a session. */
export function confirmEmail(token: string) {
  return api<Message>('/account/email/confirm', { method: 'POST', body: { token } });
}

export function useOwnCharacters() {
  return useQuery({
    queryKey: ['account', 'characters'],
    queryFn: () => api<{ data: AccountCharacter[] }>('/account/characters').then((r) => r.data),
  });
}

export const useUnstuck = () =>
  useAccountMutation((c: { realmId: number; guid: number }) =>
    api<{ data: SelfUnstuckResult; message: string }>(`/account/characters/${c.realmId}/${c.guid}/unstuck`, {
      method: 'POST',
    }),
  );
