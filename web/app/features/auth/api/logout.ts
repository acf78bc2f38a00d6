import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { clearSession, readToken } from '#web/lib/session-store.ts';

/** POST /api/auth/logout: ends this session on the server; the stored login is cleared even when the call fails. */
async function logout(): Promise<void> {
  try {
    if (readToken()) await api('/auth/logout', { method: 'POST', body: {} });
  } catch {
    // Treated as success: the browser is signed out either way.
  } finally {
    clearSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
