import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { accountButton } from '#web/components/nav-styles.ts';
import { useT } from '#web/lib/i18n.ts';
import { useLogout } from '../api/logout.ts';
import { AccountButtonFace } from './account-button-face.tsx';

const item =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-frost-100 outline-none data-[highlighted]:bg-night-700 data-[highlighted]:text-gold-300';

/** The signed-in player's menu (name, My account, Logout); loaded only for a signed-in player. */
export default function AccountDropdown({ username }: { username: string }) {
  const t = useT();
  const navigate = useNavigate();
  const logout = useLogout();

  async function onLogout() {
    // Signed out locally whatever the server answers.
    await logout.mutateAsync();
    navigate('/');
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger data-account-name={username} className={accountButton}>
        <AccountButtonFace username={username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-frost-500/30 bg-night-900/95 p-1 shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-frost-300">
            {t('auth.menu.signedInAs')} <span className="font-semibold text-frost-100">{username}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 border-t border-frost-500/20" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/account">
              <UserRound aria-hidden className="size-4" /> {t('auth.menu.myAccount')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => void onLogout()} className={item}>
            <LogOut aria-hidden className="size-4" /> {t('auth.menu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
