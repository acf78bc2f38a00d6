import { Link } from 'react-router';
import { useSession } from '#web/lib/session-store.ts';

interface CallToAction {
  to: string;
  label: string;
}

/**
 * What the marketing pages invite a person to do next: a visitor creates an account; a signed-in
 * player reports what they meet in game, a moderator triages the board, an admin runs the site.
 * Server-rendered pages show the visitor's until the app has started with the stored session.
 */
export function useCallToAction(): CallToAction & { signedIn: boolean } {
  const { user, isAdmin } = useSession();
  if (!user) return { to: '/auth/register', label: 'Create account', signedIn: false };
  if (isAdmin) return { to: '/admin', label: 'Admin Dashboard', signedIn: true };
  if (user.role === 'moderator') return { to: '/support/bug-tracker', label: 'Bug Tracker', signedIn: true };
  return { to: '/support/report-bug', label: 'Report a Bug', signedIn: true };
}

export function CallToActionLink({ className }: { className: string }) {
  const { to, label } = useCallToAction();
  return (
    <Link to={to} className={className} data-call-to-action>
      {label}
    </Link>
  );
}
