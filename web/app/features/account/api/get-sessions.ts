import { useQuery } from '@tanstack/react-query';
import type { AccountSession } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './account-queries.ts';

/** GET /api/account/sessions: the signed-in devices. */
function getSessions() {
  return api<{ data: AccountSession[] }>('/account/sessions').then((r) => r.data);
}

export const useSessions = () => useQuery({ queryKey: accountKeys.sessions, queryFn: getSessions });
