import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** POST /api/account/two-factor/disable: needs a current code or a recovery code. */
function disableTwoFactor(code: string) {
  return api<Message>('/account/two-factor/disable', { method: 'POST', body: { code } });
}

export const useDisableTwoFactor = () => useAccountMutation(disableTwoFactor);
