import { useQuery } from '@tanstack/react-query';
import type { AccountOverview } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { accountKeys } from './account-queries.ts';

/** GET /api/account: the overview. */
function getAccount() {
  return api<{ data: AccountOverview }>('/account').then((r) => r.data);
}

export const useAccountOverview = () => useQuery({ queryKey: accountKeys.overview, queryFn: getAccount });
