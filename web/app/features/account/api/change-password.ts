import type { ChangePasswordRequest } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** PUT /api/account/password. */
function changePassword(body: ChangePasswordRequest) {
  return api<Message>('/account/password', { method: 'PUT', body });
}

export const useChangePassword = () => useAccountMutation(changePassword);
