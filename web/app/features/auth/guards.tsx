import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import type { AccountOverview } from '#contract/account.ts';
import { api } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

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
 * sign-in. The admin screens say so instead of failing call by call.
 */
function StaffTwoFactorNeeded() {
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl px-4 py-14" data-staff-two-factor>
      <h1 className="flex items-center gap-3 font-display text-3xl text-gold-300">
        <ShieldAlert aria-hidden className="size-8" /> {t('auth.staffTwoFactor.title')}
      </h1>
      <p className="mt-4 text-frost-200">{t('auth.staffTwoFactor.text')}</p>
      <Link
        to="/account?tab=security"
        className="mt-6 inline-flex rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300"
      >
        {t('auth.staffTwoFactor.action')}
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
  const t = useT();
  const { user, isAdmin } = useSession();
  const hydrated = useHydrated();
  const account = useQuery({
    queryKey: ['account', 'overview'],
    queryFn: () => api<{ data: AccountOverview }>('/account').then((r) => r.data),
    enabled: hydrated && isAdmin,
  });
  if (!hydrated) return null;
  // The message docs/product.md §6.1 quotes, in the page's language.
  if (!user) return <Navigate to={loginUrl('/admin', t('auth.guard.adminRequired'))} replace />;
  if (!isAdmin) return <NoPermission username={user.username} moderator={user.role === 'moderator'} />;
  if (account.data?.staffRolesNeedTwoFactor) return <StaffTwoFactorNeeded />;
  return <>{children}</>;
}

/** The page a signed-in player or moderator gets in the admin area. */
function NoPermission({ username, moderator }: { username: string; moderator: boolean }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-16" data-page="no-permission">
      <div className="rounded-lg border border-frost-500/25 bg-night-900/80 p-8 text-center">
        <ShieldAlert aria-hidden className="mx-auto size-12 text-gold-300" />
        <h1 className="mt-4 font-display text-3xl text-gold-300">{t('auth.noPermission.title')}</h1>
        <p className="mt-4 wrap-anywhere text-frost-200">
          {t('auth.noPermission.before')} <strong className="text-frost-100">{username}</strong>
          {t('auth.noPermission.after')}
        </p>
        {moderator && <p className="mt-3 text-frost-200">{t('auth.noPermission.moderator')}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/support/bug-tracker" className="btn-gold">
            {t('auth.noPermission.bugTracker')}
          </Link>
          <Link to="/" className="btn-ghost">
            {t('auth.noPermission.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
