import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PENDING_REGISTRATION_MESSAGES } from '#contract/pending-registration.ts';
import { AuthCard, Banner } from '#web/components/ui/forms.tsx';
import { ApiError, serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { useConfirmRegistration } from '../api/confirm-registration.ts';
import { useQueryParams } from '../use-query-params.ts';

/** How long the welcome shows before the account opens (docs/product.md §9.6, as after a registration). */
const WELCOME_MS = 1000;

/**
 * The page a registration's mailed link opens: it confirms at once, signs the player in and opens their
 * account. A link that no longer works says so, with the ways on: sign in (it may have been followed
 * already) or register again.
 */
export function ConfirmRegistration() {
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const params = useQueryParams();
  const confirm = useConfirmRegistration();
  const [welcome, setWelcome] = useState('');
  const [error, setError] = useState('');
  // Refused by the server (a link used, expired or never mailed, a name taken meanwhile): asking again changes nothing.
  const [refused, setRefused] = useState(false);
  const asked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(token: string) {
    setError('');
    try {
      const res = await confirm.mutateAsync(token);
      setWelcome(res.message);
      timer.current = setTimeout(() => navigate('/account', { replace: true }), WELCOME_MS);
    } catch (e) {
      setRefused(e instanceof ApiError && e.status >= 400 && e.status < 500);
      setError(serverReason(e) ?? t('auth.confirm.failed'));
    }
  }

  const token = params?.get('token') ?? '';
  useEffect(() => {
    if (!params || asked.current) return;
    asked.current = true;
    if (token) void run(token);
    else {
      setRefused(true);
      setError(say(PENDING_REGISTRATION_MESSAGES.linkInvalid));
    }
    // Once, when the page knows its link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return (
    <AuthCard title={t('auth.confirm.title')} subtitle={t('auth.confirm.subtitle')}>
      <div data-state={welcome ? 'confirmed' : error ? (refused ? 'refused' : 'failed') : 'confirming'}>
        {welcome && <Banner tone="success">{welcome}</Banner>}
        {error && <Banner tone="error">{error}</Banner>}
        {!welcome && !error && (
          <p role="status" className="flex items-center justify-center gap-2 text-frost-200">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('auth.confirm.working')}
          </p>
        )}
        {error && refused && (
          <>
            <p className="mb-5 text-sm text-frost-200">{t('auth.confirm.used')}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to="/auth/register" className="btn-gold flex-1 justify-center">
                {t('auth.confirm.registerAgain')}
              </Link>
              <Link to="/auth/login" className="btn-ghost flex-1 justify-center">
                {t('auth.confirm.signIn')}
              </Link>
            </div>
          </>
        )}
        {error && !refused && (
          <button
            type="button"
            onClick={() => void run(token)}
            disabled={confirm.isPending}
            className="btn-gold w-full justify-center disabled:cursor-not-allowed disabled:opacity-50"
          >
            {t('auth.confirm.retry')}
          </button>
        )}
      </div>
    </AuthCard>
  );
}
