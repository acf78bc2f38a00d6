import { useState } from 'react';
import { Banner } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n.ts';
import { useResendRegistration } from '../api/resend-registration.ts';

/**
 * On the sign-in screen, for a registration that still waits for its mailed link: a new link, asked for
 * with the name and password just typed (the old link then stops working).
 */
export function ResendRegistrationLink({ username, password }: { username: string; password: string }) {
  const t = useT();
  const resend = useResendRegistration();
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  async function onResend() {
    setSent('');
    setError('');
    try {
      setSent(await resend.mutateAsync({ username: username.trim(), password }));
    } catch (e) {
      setError(serverReason(e) ?? t('auth.error.generic'));
    }
  }

  return (
    <div className="mb-4" data-state="registration-pending">
      {sent && <Banner tone="success">{sent}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <button
        type="button"
        onClick={onResend}
        disabled={resend.isPending}
        className="w-full rounded-md border border-gold-400 px-4 py-2 font-display tracking-wider text-gold-300 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {resend.isPending ? t('auth.login.pending.resending') : t('auth.login.pending.resend')}
      </button>
    </div>
  );
}
