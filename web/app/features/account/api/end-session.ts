import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** DELETE /api/account/sessions/{id}: signs one device out. */
function endSession(id: number) {
  return api<Message>(`/account/sessions/${id}`, { method: 'DELETE' });
}

export const useEndSession = () => useAccountMutation(endSession);
