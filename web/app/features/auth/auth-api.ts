import type {
  LoginRequest,
  RegisterRequest,
  SignedInResponse,
  UpdateProfileRequest,
} from '#contract/auth.ts';
import { RESET_REQUESTED_MESSAGE, toClientUser, type BackendUser } from '#contract/auth-values.ts';
import { api } from '#web/lib/api-client.ts';
import { clearSession, readToken, readUser, storeSession, storeUser } from './session-store.ts';

/*
 * The authentication calls of SPEC.md §7 and what each does to the stored session (§4). Transport
 * only: screens decide what to show.
 */

/** Signs in: stores the user and the token. Throws ApiError with the server's text on failure. */
export async function login(body: LoginRequest): Promise<SignedInResponse> {
  const res = await api<SignedInResponse>('/auth/login', { method: 'POST', body });
  storeSession(toClientUser(res.user), res.token);
  return res;
}

/** Registers; signs in only when a token comes back (SPEC.md §4). */
export async function register(
  body: RegisterRequest,
): Promise<Partial<SignedInResponse> & { success: true }> {
  const res = await api<Partial<SignedInResponse> & { success: true }>('/auth/register', {
    method: 'POST',
    body,
  });
  if (res.token && res.user) storeSession(toClientUser(res.user), res.token);
  return res;
}

/** Ends this session on the server; the stored login is cleared even when the call fails. */
export async function logout(): Promise<void> {
  try {
    if (readToken()) await api('/auth/logout', { method: 'POST', body: {} });
  } catch {
    // Treated as success: the browser is signed out either way.
  } finally {
    clearSession();
  }
}

/**
 * DESIGN.md §9, reading 1: the stored user is shown at once; the token is checked in the background,
 * the user refreshed when valid, the stored login cleared on an invalid answer or a failed request.
 */
export async function restoreSession(): Promise<void> {
  const token = readToken();
  const user = readUser();
  if (!token || !user) {
    if (token || user) clearSession();
    return;
  }
  try {
    const res = await api<{ success: boolean; data?: BackendUser }>('/auth/validate-token', {
      method: 'POST',
      body: { token },
    });
    if (!res.success || !res.data) {
      clearSession();
      return;
    }
    // Only if nobody signed in as someone else meanwhile.
    if (readToken() === token) storeUser(toClientUser(res.data));
  } catch {
    if (readToken() === token) clearSession();
  }
}

export async function fetchProfile(): Promise<BackendUser> {
  const res = await api<{ data: BackendUser }>('/auth/profile');
  return res.data;
}

/** Profile changes; a password change hands back a fresh token (every other session ended). */
export async function updateProfile(body: UpdateProfileRequest): Promise<BackendUser> {
  const res = await api<{ data: BackendUser; token?: string }>('/auth/profile', { method: 'PUT', body });
  const current = readUser();
  if (current && current.id === String(res.data.id)) {
    if (res.token) storeSession(toClientUser(res.data), res.token);
    else storeUser(toClientUser(res.data));
  }
  return res.data;
}

/** Asks for a reset link; the answer is the same whether or not the address is known. */
export async function requestPasswordReset(email: string): Promise<string> {
  const res = await api<{ message?: string }>('/auth/reset-password', {
    method: 'POST',
    body: { email, clientUrl: window.location.origin },
  });
  return res.message ?? RESET_REQUESTED_MESSAGE;
}

export async function confirmPasswordReset(body: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<string> {
  const res = await api<{ message: string }>('/auth/reset-password/confirm', { method: 'POST', body });
  return res.message;
}
