import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetup } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';

/** POST /api/account/two-factor/setup: a new key to scan; nothing changes until a code confirms it. */
function setUpTwoFactor(currentPassword: string) {
  return api<{ data: TwoFactorSetup }>('/account/two-factor/setup', {
    method: 'POST',
    body: { currentPassword },
  }).then((r) => r.data);
}

export const useTwoFactorSetup = () => useMutation({ mutationFn: setUpTwoFactor });
