import { useEffect } from 'react';
import type { BackendUser } from '#contract/auth-values.ts';
import { toClientUser } from '#contract/auth-values.ts';
import { api, ApiError, NO_ANSWER } from '#web/lib/api-client.ts';
import { clearSession, readToken, readUser, storeUser } from '#web/lib/session-store.ts';

/**
 * POST /api/auth/validate-token, as docs/product.md §10.7 uses it: the stored user is shown at once;
 * the token is checked in the background, the user refreshed when valid, the stored login cleared when
 * the server refuses it. A request that got no judgement — cut off by leaving the page (before or
 * while its answer arrived), a network failure, a busy or failing server (429, 5xx) — keeps it
 * (docs/product.md §10.17).
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
  } catch (error) {
    const refused =
      error instanceof ApiError &&
      error.code !== NO_ANSWER &&
      error.status > 0 &&
      error.status < 500 &&
      error.status !== 429;
    if (refused && readToken() === token) clearSession();
  }
}

/** Checks the stored login once, when the site opens. */
export function useSessionRestore(): void {
  useEffect(() => {
    void restoreSession();
  }, []);
}
