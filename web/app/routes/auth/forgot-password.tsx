import { ArrowLeft, MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailSchema, RESET_LIFETIME_HOURS } from '#contract/auth.ts';
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts';
import { AuthCard, Banner, Field, SubmitButton, useTypedBeforeStart } from '#web/components/ui/forms.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import type { Route } from './+types/forgot-password';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Reset your password',
    description: 'Get a link by email to choose a new password for your account.',
    path: '/auth/forgot-password',
  });
}

const backToSignIn = (
  <Link
    to="/auth/login"
    className="inline-flex items-center gap-1 font-semibold text-gold-300 hover:underline"
  >
    <ArrowLeft aria-hidden className="size-4" /> Back to Sign in
  </Link>
);

/**
 * docs/product.md §10.3: the request is real (a mail with a single-use link); the screen keeps its states and
 * texts.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const requestReset = useRequestPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, { email: setEmail });

  const check = EmailSchema.safeParse(email);
  const emailError = check.success ? undefined : check.error.issues[0]?.message;

  async function send(address: string) {
    setError('');
    setNotice('');
    setSending(true);
    try {
      await requestReset.mutateAsync(address);
      setSentTo(address);
      return true;
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 0 ? e.message : 'An error occurred. Please try again.');
      return false;
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (emailError || sending) return;
    await send(email.trim());
  }

  async function onResend() {
    if (sentTo && (await send(sentTo))) setNotice('A new link is on its way.');
  }

  if (sentTo) {
    return (
      <AuthCard title="Reset your password" footer={backToSignIn}>
        {error && <Banner tone="error">{error}</Banner>}
        {notice && !error && <Banner tone="success">{notice}</Banner>}
        <div className="text-center" data-state="sent">
          <MailCheck aria-hidden className="mx-auto mb-3 size-12 text-emerald-300" />
          <h2 className="font-display text-2xl text-frost-100">Email sent!</h2>
          <p className="mt-3 text-frost-200">
            If an account uses <strong className="break-all text-gold-300">{sentTo}</strong>, we sent it a
            link to reset its password.
          </p>
          <p className="mt-2 text-sm text-frost-300">
            The link expires in {RESET_LIFETIME_HOURS} hours. Check your spam folder if it does not arrive.
          </p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={onResend}
              disabled={sending}
              className="rounded-md border border-gold-400 px-4 py-2 font-display tracking-wider text-gold-300 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {sending ? 'Sending...' : 'Resend Email'}
            </button>
            <button
              type="button"
              onClick={() => {
                setSentTo(null);
                setNotice('');
                setError('');
              }}
              className="text-sm text-frost-300 hover:text-gold-300 hover:underline"
            >
              Use another email address
            </button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      {error && <Banner tone="error">{error}</Banner>}
      <form ref={formRef} data-form="forgot-password" noValidate onSubmit={onSubmit}>
        <Field
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? emailError : undefined}
          required
        />
        <SubmitButton busy={sending} disabled={!!emailError} label="Send Reset Link" busyLabel="Sending..." />
      </form>
    </AuthCard>
  );
}
