import { api } from '#web/lib/api-client.ts';
import { useAccountMutation } from './account-queries.ts';

/** POST /api/account/two-factor/enable: the first code confirms the key; answers the recovery codes. */
function enableTwoFactor(code: string) {
  return api<{ data: { recoveryCodes: string[] } }>('/account/two-factor/enable', {
    method: 'POST',
    body: { code },
  }).then((r) => r.data.recoveryCodes);
}

export const useEnableTwoFactor = () => useAccountMutation(enableTwoFactor);
