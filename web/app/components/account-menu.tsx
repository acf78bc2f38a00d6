import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Shield, UserRound } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { logout } from '../features/auth/auth-api.ts';
import { useSession } from '../features/auth/session-store.ts';
import { topLink } from './nav-styles.ts';

/**
 * The right side of the bar (SPEC.md §2): ADMIN for admins; the user menu (name, Logout) when signed
 * in; LOGIN and REGISTER when signed out. Prerendered pages show the signed-out side until hydrated.
 */
export function AccountMenu() {
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();

  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <NavLink to="/auth/login" className={topLink}>
          LOGIN
        </NavLink>
        <NavLink
          to="/auth/register"
          className="rounded border border-gold-400 px-3 py-1.5 font-display text-sm tracking-widest text-gold-300 hover:bg-gold-400 hover:text-night-950"
        >
          REGISTER
        </NavLink>
      </div>
    );
  }

  async function onLogout() {
    // Signed out locally whatever the server answers.
    await logout();
    navigate('/');
  }

  return (
    <div className="flex items-center gap-2">
      {isAdmin && (
        <NavLink to="/admin" className={topLink}>
          <Shield aria-hidden className="size-4" /> ADMIN
        </NavLink>
      )}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-account-name={user.username}
          className="inline-flex items-center gap-2 rounded border border-frost-500/40 px-3 py-1.5 font-display text-sm tracking-widest text-frost-100 hover:border-gold-400 hover:text-gold-300 data-[state=open]:border-gold-400 data-[state=open]:text-gold-300"
        >
          <UserRound aria-hidden className="size-4" />
          <span className="max-w-40 truncate">{user.username}</span>
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-md border border-frost-500/30 bg-night-900/95 p-1 shadow-xl"
          >
            <DropdownMenu.Label className="px-3 py-2 text-xs text-frost-300">
              Signed in as <span className="font-semibold text-frost-100">{user.username}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 border-t border-frost-500/20" />
            <DropdownMenu.Item
              onSelect={() => void onLogout()}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-frost-100 outline-none data-[highlighted]:bg-night-700 data-[highlighted]:text-gold-300"
            >
              <LogOut aria-hidden className="size-4" /> Logout
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
