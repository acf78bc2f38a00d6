import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, SignedInResponse } from '#contract/auth.ts';
import { toClientUser } from '#contract/auth-values.ts';
import type { RegistrationPendingResponse } from '#contract/pending-registration.ts';
import { api } from '#web/lib/api-client.ts';
import { storeSession } from '#web/lib/session-store.ts';

/** Signed in, or (202, verification required) the address the link went to in `data`. */
type Registered = Partial<SignedInResponse> & Partial<RegistrationPendingResponse> & { success: true };

/** POST /api/auth/register; signs in only when a token comes back (docs/product.md §4.1). */
async function register(body: RegisterRequest): Promise<Registered> {
  const res = await api<Registered>('/auth/register', { method: 'POST', body });
  if (res.token && res.user) storeSession(toClientUser(res.user), res.token);
  return res;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
