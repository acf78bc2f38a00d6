import { useMutation } from '@tanstack/react-query';
import type { SignedInResponse } from '#contract/auth.ts';
import { toClientUser } from '#contract/auth-values.ts';
import { api } from '#web/lib/api-client.ts';
import { storeSession } from '#web/lib/session-store.ts';

/**
 * POST /api/auth/register/confirm: follows a registration's mailed link; the account is created and
 * the player signed in, as a registration without verification does.
 */
async function confirmRegistration(token: string): Promise<SignedInResponse> {
  const res = await api<SignedInResponse>('/auth/register/confirm', { method: 'POST', body: { token } });
  storeSession(toClientUser(res.user), res.token);
  return res;
}

export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration });
}
