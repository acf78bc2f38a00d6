import type { NotificationSettings } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { useAccountMutation, type Message } from './account-queries.ts';

/** PUT /api/account/notifications: the "Notify me" switch. */
function setNotifications(body: NotificationSettings) {
  return api<Message>('/account/notifications', { method: 'PUT', body });
}

export const useNotifications = () => useAccountMutation(setNotifications);
