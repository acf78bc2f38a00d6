import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '#contract/auth.ts';
import {
  AuthCard,
  Banner,
  ConfirmHint,
  Field,
  PasswordRules,
  SubmitButton,
} from '#web/components/ui/forms.tsx';
import { useSay, useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { CheckYourEmail } from './check-your-email.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';

/** The registration screen: the form with the rules it still breaks, or who is signed in already. */
export function RegisterForm() {
  const t = useT();
  const say = useSay();
  const { user } = useSession();
  const form = useRegisterForm();
  const { register, values, problems, valid, started, error, success } = form;
  const bannerShowing = !!error || !!success;
  // The password the note shows twice, in two letter cases.
  const example = t('auth.register.caseNote.example');

  if (user && !form.signedInHere) return <SignedInNotice user={user} />;
  if (form.pending) return <CheckYourEmail {...form.pending} />;

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/auth/login" className="font-semibold text-gold-300 hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      {success && !error && (
        <Banner tone="success">
          {success}{' '}
          <Link to="/support/how-to-connect" onClick={form.stayHere} className="font-semibold underline">
            {t('auth.register.howToConnect')}
          </Link>
        </Banner>
      )}
      {!valid && started && !bannerShowing && (
        <div
          data-form-errors
          className="mb-4 rounded-md border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-gold-300"
        >
          <p className="font-semibold">{t('auth.register.fixErrors')}</p>
          <ul className="mt-1 list-disc pl-5 text-frost-200">
            {problems.map((p) => (
              <li key={p}>{say(p)}</li>
            ))}
          </ul>
        </div>
      )}
      <form
        data-form="register"
        noValidate
        onSubmit={form.onSubmit}
        onKeyDown={form.onKeyDown}
        // The CAPTCHA's work starts when the person starts on the form, and runs while they type.
        onFocus={form.captcha.start}
        onInput={form.captcha.start}
      >
        <Field
          label={t('auth.register.username.label')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          hint={t('auth.register.username.hint')}
          error={form.fieldError('username')}
          {...register('username')}
        />
        <Field
          label={t('auth.register.email.label')}
          type="email"
          autoComplete="email"
          hint={t('auth.register.email.hint')}
          error={form.fieldError('email')}
          {...register('email')}
        />
        <Field
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          // Length is shown by the rule box; only the character rule needs its own line.
          error={
            values.password
              ? problems.includes(AUTH_MESSAGES.passwordCharacters)
                ? say(AUTH_MESSAGES.passwordCharacters)
                : undefined
              : form.fieldError('password')
          }
          {...register('password')}
        >
          <PasswordRules password={values.password} />
        </Field>
        <Field
          label={t('auth.register.confirm')}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        >
          <ConfirmHint password={values.password} confirm={values.confirmPassword} />
        </Field>
        <p className="mb-5 flex items-start gap-2 rounded-md bg-night-800/70 px-3 py-2 text-xs text-frost-200">
          <Info aria-hidden className="mt-0.5 size-3.5 shrink-0 text-frost-400" />
          <span>
            {t('auth.register.caseNote.start')} <strong>{example}</strong> {t('auth.register.caseNote.and')}{' '}
            <strong>{example.toUpperCase()}</strong> {t('auth.register.caseNote.same')}{' '}
            <code className="rounded bg-night-700 px-1">|</code>
            {t('auth.register.caseNote.end')}
          </span>
        </p>
        <CaptchaField captcha={form.captcha} />
        <SubmitButton
          busy={form.loading}
          disabled={!valid}
          label={t('auth.register.submit')}
          busyLabel={t('auth.register.submitting')}
          title={problems.map(say).join('\n') || undefined}
        />
      </form>
    </AuthCard>
  );
}
