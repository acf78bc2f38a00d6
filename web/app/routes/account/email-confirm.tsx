import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '#contract/account.ts';
import { translate } from '#contract/i18n/messages.ts';
import { confirmEmail } from '#web/features/account/api/confirm-email.ts';
import { AuthCard, Banner, SubmitButton } from '#web/components/ui/forms.tsx';
import { useQueryParams } from '#web/features/auth/use-query-params.ts';
import { serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/email-confirm';

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'account.emailConfirm.title'),
    description: translate(language, 'account.emailConfirm.meta.description'),
    path: '/account/email/confirm',
    noindex: true,
  });
}

/**
 * The page the mailed link opens. The change waits for a click: mail scanners that open links must not
 * confirm it. No session is needed; the link is the proof.
 */
export default function ConfirmEmailPage() {
  const t = useT();
  const say = useSay();
  const params = useQueryParams();
  const token = params?.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!token || busy) return;
    setBusy(true);
    setError('');
    try {
      setDone((await confirmEmail(token)).message);
    } catch (e) {
      setError(serverReason(e) ?? t('account.emailConfirm.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('account.emailConfirm.title')}
      subtitle={t('account.emailConfirm.subtitle')}
      footer={
        <Link to="/account" className="font-semibold text-gold-300 hover:underline">
          {t('account.emailConfirm.toAccount')}
        </Link>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      {done ? (
        <Banner tone="success">{done}</Banner>
      ) : params !== null && !token ? (
        <Banner tone="error">{say(ACCOUNT_MESSAGES.emailLinkInvalid)}</Banner>
      ) : (
        <form data-form="confirm-email" onSubmit={confirm}>
          <SubmitButton
            busy={busy}
            disabled={!token}
            label={t('account.emailConfirm.submit')}
            busyLabel={t('account.emailConfirm.submitting')}
          />
        </form>
      )}
    </AuthCard>
  );
}
