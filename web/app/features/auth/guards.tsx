import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { AccountOverview } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** docs/product.md §6.1 guard message; also the heading of the page a signed-in non-admin gets. */
const ADMIN_REQUIRED = 'Acces administrateur requis';

function loginUrl(returnUrl: string, message?: string) {
  const params = new URLSearchParams({ returnUrl });
  if (message) params.set('message', message);
  return `/auth/login?${params.toString()}`;
}

/** Signed-in users only; others go to sign-in with `returnUrl` (and the page's message, if any). */
export function RequireSignedIn({ children, message }: { children: ReactNode; message?: string }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  // The stored session is not known while the page hydrates.
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

/**
 * docs/product.md §6.1: /admin/** needs an admin. A visitor goes to sign-in with returnUrl=/admin and
 * 'Acces administrateur requis'; a signed-in player or moderator is already signed in, so signing in
 * again would not help: they get a page saying so (the server refuses the admin calls either way).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useSession();
  const hydrated = useHydrated();
  const account = useQuery({
    queryKey: ['account', 'overview'],
    queryFn: () => api<{ data: AccountOverview }>('/account').then((r) => r.data),
    enabled: hydrated && isAdmin,
  });
  if (!hydrated) return null;
  if (!user) return <Navigate to={loginUrl('/admin', ADMIN_REQUIRED)} replace />;
  if (!isAdmin) return <NoPermission username={user.username} moderator={user.role === 'moderator'} />;
  if (account.data?.staffRolesNeedTwoFactor) return <StaffTwoFactorNeeded />;
  return <>{children}</>;
}

/** An admin screen: French, as the admin area is. */
function NoPermission({ username, moderator }: { username: string; moderator: boolean }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16" data-page="no-permission">
      <div className="rounded-lg border border-frost-500/25 bg-night-900/80 p-8 text-center">
        <ShieldAlert aria-hidden className="mx-auto size-12 text-gold-300" />
        <h1 className="mt-4 font-display text-3xl text-gold-300">{ADMIN_REQUIRED}</h1>
        <p className="mt-4 wrap-anywhere text-frost-200">
          Vous etes connecte en tant que <strong className="text-frost-100">{username}</strong>, mais ce
          compte n'a pas le role administrateur : l'administration du site lui est fermee.
        </p>
        {moderator && (
          <p className="mt-3 text-frost-200">
            En tant que moderateur, vous triez les bugs depuis le Bug Tracker.
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/support/bug-tracker" className="btn-gold">
            Bug Tracker
          </Link>
          <Link to="/" className="btn-ghost">
            Accueil
          </Link>
        </div>
      </div>
    </section>
  );
}
