import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SignedInResponse } from '#contract/auth.ts';
import { toClientUser } from '#contract/auth-values.ts';
import { api } from '#web/lib/api-client.ts';
import { storeSession } from '#web/lib/session-store.ts';

/** POST /api/auth/login: stores the user and the token. Throws ApiError with the server's text on failure. */
async function login(body: LoginRequest): Promise<SignedInResponse> {
  const res = await api<SignedInResponse>('/auth/login', { method: 'POST', body });
  storeSession(toClientUser(res.user), res.token);
  return res;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
