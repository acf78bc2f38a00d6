import { ArrowLeft, MailCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { EmailSchema, RESET_LIFETIME_HOURS } from '#contract/auth.ts';
import { translate } from '#contract/i18n/messages.ts';
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts';
import { CaptchaField } from '#web/features/auth/components/captcha-field.tsx';
import { useCaptcha } from '#web/features/auth/hooks/use-captcha.ts';
import { AuthCard, Banner, Field, SubmitButton, useTypedBeforeStart } from '#web/components/ui/forms.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import type { Route } from './+types/forgot-password';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'auth.forgot.title'),
    description: translate(language, 'auth.forgot.meta.description'),
    path: '/auth/forgot-password',
  });
}

function BackToSignIn() {
  const t = useT();
  return (
    <Link
      to="/auth/login"
      className="inline-flex items-center gap-1 font-semibold text-gold-300 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> {t('auth.forgot.back')}
    </Link>
  );
}

/**
 * docs/product.md §10.3: the request is real (a mail with a single-use link); the screen keeps its states and
 * texts.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const say = useSay();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const requestReset = useRequestPasswordReset();
  // Each request takes a solved challenge (ADR 026), solved while the address is typed.
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, { email: setEmail });

  const check = EmailSchema.safeParse(email);
  const emailRule = check.success ? undefined : check.error.issues[0]?.message;
  const emailError = emailRule && say(emailRule);

  async function send(address: string) {
    setError('');
    setNotice('');
    setSending(true);
    try {
      let altcha: string | undefined;
      try {
        altcha = await captcha.solution();
      } catch {
        setError(t('auth.captcha.failed'));
        return false;
      }
      await requestReset.mutateAsync({ email: address, altcha });
      setSentTo(address);
      return true;
    } catch (e) {
      setError(serverReason(e) ?? t('auth.error.generic'));
      return false;
    } finally {
      // A solution works once: the next request (another address, Resend Email) gets a new one.
      captcha.spent();
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
    if (sentTo && (await send(sentTo))) setNotice(t('auth.forgot.resent'));
  }

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.title')} footer={<BackToSignIn />}>
        {error && <Banner tone="error">{error}</Banner>}
        {notice && !error && <Banner tone="success">{notice}</Banner>}
        <div className="text-center" data-state="sent">
          <MailCheck aria-hidden className="mx-auto mb-3 size-12 text-emerald-300" />
          <h2 className="font-display text-2xl text-frost-100">{t('auth.forgot.sent.title')}</h2>
          <p className="mt-3 text-frost-200">
            {t('auth.forgot.sent.before')} <strong className="break-all text-gold-300">{sentTo}</strong>
            {t('auth.forgot.sent.after')}
          </p>
          <p className="mt-2 text-sm text-frost-300">
            {t('auth.forgot.sent.expires', { hours: RESET_LIFETIME_HOURS })}
          </p>
          <div className="mt-6 flex flex-col gap-3 text-left">
            {/* Another mail is another request: it takes a solved challenge of its own. */}
            <CaptchaField captcha={captcha} />
          </div>
          <div className="flex flex-col gap-3">
            <button
              type="button"
              onClick={onResend}
              disabled={sending}
              className="rounded-md border border-gold-400 px-4 py-2 font-display tracking-wider text-gold-300 hover:bg-gold-400 hover:text-night-950 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {sending ? t('auth.forgot.sending') : t('auth.forgot.resend')}
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
              {t('auth.forgot.otherAddress')}
            </button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={<BackToSignIn />}>
      {error && <Banner tone="error">{error}</Banner>}
      <form
        ref={formRef}
        data-form="forgot-password"
        noValidate
        onSubmit={onSubmit}
        onFocus={captcha.start}
        onInput={captcha.start}
      >
        <Field
          label={t('auth.forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched ? emailError : undefined}
          required
        />
        <CaptchaField captcha={captcha} />
        <SubmitButton
          busy={sending}
          disabled={!!emailError}
          label={t('auth.forgot.submit')}
          busyLabel={t('auth.forgot.sending')}
        />
      </form>
    </AuthCard>
  );
}
