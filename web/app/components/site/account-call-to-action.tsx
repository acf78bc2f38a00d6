import { Link } from 'react-router';
import { useT } from '#web/lib/i18n.ts';
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
  const t = useT();
  const { user, isAdmin } = useSession();
  if (!user) return { to: '/auth/register', label: t('site.callToAction.createAccount'), signedIn: false };
  if (isAdmin) return { to: '/admin', label: t('site.callToAction.adminDashboard'), signedIn: true };
  if (user.role === 'moderator')
    return { to: '/support/bug-tracker', label: t('site.callToAction.bugTracker'), signedIn: true };
  return { to: '/support/report-bug', label: t('site.callToAction.reportBug'), signedIn: true };
}

export function CallToActionLink({ className }: { className: string }) {
  const { to, label } = useCallToAction();
  return (
    <Link to={to} className={className} data-call-to-action>
      {label}
    </Link>
  );
}
