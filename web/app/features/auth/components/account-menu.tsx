import { Shield } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { accountButton, topLink } from '#web/components/nav-styles.ts';
import { useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { AccountButtonFace } from './account-button-face.tsx';

// Visitors are mostly signed out: the menu's primitives load only for a signed-in player.
const AccountDropdown = lazy(() => import('./account-dropdown.tsx'));

/**
 * The right side of the bar (docs/product.md §2.15): ADMIN for admins; the user menu (name, Logout) when
 * signed in; LOGIN and REGISTER when signed out. Prerendered pages show the signed-out side until hydrated.
 */
export function AccountMenu() {
  const t = useT();
  const { user, isAdmin } = useSession();

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <NavLink to="/auth/login" className={topLink}>
          {t('auth.menu.login')}
        </NavLink>
        <NavLink
          to="/auth/register"
          className="rounded border border-gold-400 px-3 py-1.5 font-display text-sm tracking-widest whitespace-nowrap text-gold-300 md:max-xl:px-2 md:max-xl:tracking-wider hover:bg-gold-400 hover:text-night-950"
        >
          {t('auth.menu.register')}
        </NavLink>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-2">
      {isAdmin && (
        <NavLink to="/admin" className={topLink}>
          <Shield aria-hidden className="size-4" /> {t('auth.menu.admin')}
        </NavLink>
      )}
      <Suspense
        fallback={
          // The same button, inert for the moment its menu takes to load.
          <span className={accountButton}>
            <AccountButtonFace username={user.username} />
          </span>
        }
      >
        <AccountDropdown username={user.username} />
      </Suspense>
    </div>
  );
}
