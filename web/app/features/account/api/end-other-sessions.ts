import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** DELETE /api/account/sessions: signs every other device out. */
function endOtherSessions() {
  return api<Message>('/account/sessions', { method: 'DELETE' });
}

export const useEndOtherSessions = () => useAccountMutation(endOtherSessions);
