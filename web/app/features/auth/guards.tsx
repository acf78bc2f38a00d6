import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session-store.ts';

/** Waits for the browser: the stored session is not known while the page hydrates. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function loginUrl(returnUrl: string, message?: string) {
  const params = new URLSearchParams({ returnUrl });
  if (message) params.set('message', message);
  return `/auth/login?${params.toString()}`;
}

/** Signed-in users only; others go to sign-in with `returnUrl` (and the page's message, if any). */
export function RequireSignedIn({ children, message }: { children: ReactNode; message?: string }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!useHydrated()) return null;
  if (!isAuthenticated)
    return <Navigate to={loginUrl(location.pathname + location.search, message)} replace />;
  return <>{children}</>;
}

/** SPEC.md §6: /admin/** needs an admin; otherwise sign-in with returnUrl=/admin and 'Acces administrateur requis'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!useHydrated()) return null;
  if (!isAdmin) return <Navigate to={loginUrl('/admin', 'Acces administrateur requis')} replace />;
  return <>{children}</>;
}
