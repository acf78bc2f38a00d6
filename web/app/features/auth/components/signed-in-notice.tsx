import { Link } from 'react-router';
import { CallToActionLink } from '#web/components/site/account-call-to-action.tsx';
import type { ClientUser } from '#contract/auth-values.ts';
import { useT } from '#web/lib/i18n.ts';
import { useLogout } from '../api/logout.ts';
import { AuthCard } from '#web/components/ui/forms.tsx';

/**
 * What the sign-in and register screens show a person who is already signed in: who they are, what
 * they can do next, and a way to switch accounts.
 */
export function SignedInNotice({ user, continueTo }: { user: ClientUser; continueTo?: string }) {
  const t = useT();
  const logout = useLogout();
  return (
    <AuthCard title={t('auth.signedIn.title')} subtitle={t('auth.signedIn.subtitle')}>
      <div className="text-center" data-state="signed-in">
        <p className="wrap-anywhere text-frost-200">
          {t('auth.signedIn.asBefore')} <strong className="text-gold-300">{user.username}</strong>
          {t('auth.signedIn.asAfter')}
        </p>
        <div className="mt-6 flex flex-col gap-3">
          {continueTo && continueTo !== '/' ? (
            <Link to={continueTo} className="btn-gold justify-center">
              {t('auth.signedIn.continue')}
            </Link>
          ) : (
            <CallToActionLink className="btn-gold justify-center" />
          )}
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="text-sm text-frost-300 hover:text-gold-300 hover:underline"
          >
            {t('auth.signedIn.switchAccount')}
          </button>
        </div>
      </div>
    </AuthCard>
  );
}
