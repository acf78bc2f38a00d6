import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '#contract/account.ts';
import { confirmEmail } from '#web/features/account/api/confirm-email.ts';
import { AuthCard, Banner, SubmitButton } from '#web/components/ui/forms.tsx';
import { useQueryParams } from '#web/features/auth/use-query-params.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/email-confirm';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Confirm your new e-mail',
    description: 'Confirm the new e-mail address of your account.',
    path: '/account/email/confirm',
    noindex: true,
  });
}

/**
 * The page the mailed link opens. The change waits for a click: mail scanners that open links must not
 * confirm it. No session is needed; the link is the proof.
 */
export default function ConfirmEmailPage() {
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
      setError(e instanceof ApiError && e.status !== 0 ? e.message : 'An error occurred. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Confirm your new e-mail"
      subtitle="Your account's address changes when you confirm."
      footer={
        <Link to="/account" className="font-semibold text-gold-300 hover:underline">
          Go to my account
        </Link>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      {done ? (
        <Banner tone="success">{done}</Banner>
      ) : params !== null && !token ? (
        <Banner tone="error">{ACCOUNT_MESSAGES.emailLinkInvalid}</Banner>
      ) : (
        <form data-form="confirm-email" onSubmit={confirm}>
          <SubmitButton
            busy={busy}
            disabled={!token}
            label="Confirm this address"
            busyLabel="Confirming..."
          />
        </form>
      )}
    </AuthCard>
  );
}
