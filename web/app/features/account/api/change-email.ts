import type { ChangeEmailRequest } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** POST /api/account/email: mails a confirmation link to the new address. */
function changeEmail(body: ChangeEmailRequest) {
  return api<Message>('/account/email', { method: 'POST', body });
}

export const useChangeEmail = () => useAccountMutation(changeEmail);
