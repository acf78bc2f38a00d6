import { useState, type FormEvent } from 'react';
import type { AccountOverview } from '#contract/account.ts';
import { AUTH_MESSAGES } from '#contract/auth-values.ts';
import { NewPasswordSchema } from '#contract/auth.ts';
import { Banner, ConfirmHint, Field, PasswordRules, SubmitButton } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { Panel } from './account-ui.tsx';

/**
 * A new password with the current one. It is the game password too (the core's SRP6 rewrite); every
 * other signed-in device is signed out, this one stays.
 */
export function PasswordForm() {
  const t = useT();
  const say = useSay();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const change = useChangePassword();
  const rule = NewPasswordSchema.safeParse(next);
  const valid = current !== '' && rule.success && confirm === next;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDone('');
    if (!valid) {
      setError(
        say(
          !rule.success
            ? rule.error.issues[0]!.message
            : confirm !== next
              ? AUTH_MESSAGES.passwordsMismatch
              : AUTH_MESSAGES.currentPasswordRequired,
        ),
      );
      return;
    }
    try {
      const res = await change.mutateAsync({ currentPassword: current, newPassword: next });
      setDone(res.message);
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (e) {
      setError(serverReason(e) ?? t('account.password.failed'));
    }
  }

  return (
    <Panel id="password" title={t('account.password.title')} description={t('account.password.description')}>
      {error && <Banner tone="error">{error}</Banner>}
      {done && <Banner tone="success">{done}</Banner>}
      <form data-form="change-password" noValidate onSubmit={submit} className="max-w-md">
        <Field
          label={t('account.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <Field
          label={t('account.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        >
          <PasswordRules password={next} />
        </Field>
        <Field
          label={t('account.password.confirm')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        >
          <ConfirmHint password={next} confirm={confirm} />
        </Field>
        <SubmitButton
          busy={change.isPending}
          disabled={!valid}
          label={t('account.password.submit')}
          busyLabel={t('account.password.submitting')}
        />
      </form>
    </Panel>
  );
}

/** A new e-mail: a link goes to it, and the address changes only when that link is followed. */
export function EmailForm({ account }: { account: AccountOverview }) {
  const t = useT();
  const say = useSay();
  const [email, setEmail] = useState('');
  const [current, setCurrent] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const change = useChangeEmail();
  const valid = email.trim() !== '' && current !== '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setDone('');
    if (!valid) {
      setError(say(AUTH_MESSAGES.fillAllFields));
      return;
    }
    try {
      const res = await change.mutateAsync({ email: email.trim(), currentPassword: current });
      setDone(res.message);
      setEmail('');
      setCurrent('');
    } catch (e) {
      setError(serverReason(e) ?? t('account.email.failed'));
    }
  }

  return (
    <Panel
      id="email"
      title={t('account.email.title')}
      description={
        <>
          {t('account.email.nowBefore')} <span className="text-frost-100">{account.email || '—'}</span>
          {t('account.email.nowAfter')}
        </>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      {done && <Banner tone="success">{done}</Banner>}
      {account.pendingEmail && !done && (
        <Banner tone="info">{t('account.email.pending', { email: account.pendingEmail })}</Banner>
      )}
      <form data-form="change-email" noValidate onSubmit={submit} className="max-w-md">
        <Field
          label={t('account.email.new')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={t('account.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <SubmitButton
          busy={change.isPending}
          disabled={!valid}
          label={t('account.email.submit')}
          busyLabel={t('account.sending')}
        />
      </form>
    </Panel>
  );
}
