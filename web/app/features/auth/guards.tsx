import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { AccountOverview } from '../../../../contract/account.ts';
import { api } from '../../lib/api-client.ts';
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

/**
 * STAFF_2FA=required: the server keeps the admin role out of force until the account has two-factor
 * sign-in. The admin screens say so (in French, as they are) instead of failing call by call.
 */
function StaffTwoFactorNeeded() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-14" data-staff-two-factor>
      <h1 className="flex items-center gap-3 font-display text-3xl text-gold-300">
        <ShieldAlert aria-hidden className="size-8" /> Authentification à deux facteurs requise
      </h1>
      <p className="mt-4 text-frost-200">
        Sur ce serveur, les rôles d&apos;équipe ne s&apos;appliquent qu&apos;aux comptes protégés par
        l&apos;authentification à deux facteurs (STAFF_2FA). Activez-la dans votre compte, puis revenez ici.
      </p>
      <Link
        to="/account?tab=security"
        className="mt-6 inline-flex rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
      >
        Activer l&apos;authentification à deux facteurs
      </Link>
    </section>
  );
}

/** SPEC.md §6: /admin/** needs an admin; otherwise sign-in with returnUrl=/admin and 'Acces administrateur requis'. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  const hydrated = useHydrated();
  const account = useQuery({
    queryKey: ['account', 'overview'],
    queryFn: () => api<{ data: AccountOverview }>('/account').then((r) => r.data),
    enabled: hydrated && isAdmin,
  });
  if (!hydrated) return null;
  if (!isAdmin) return <Navigate to={loginUrl('/admin', 'Acces administrateur requis')} replace />;
  if (account.data?.staffRolesNeedTwoFactor) return <StaffTwoFactorNeeded />;
  return <>{children}</>;
}
