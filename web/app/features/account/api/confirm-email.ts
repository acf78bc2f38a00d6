import { api } from '#web/lib/api-client.ts';
import type { Message } from './account-queries.ts';

/** POST /api/account/email/confirm: follows an e-mail confirmation link; works without a session. */
export function confirmEmail(token: string) {
  return api<Message>('/account/email/confirm', { method: 'POST', body: { token } });
}
