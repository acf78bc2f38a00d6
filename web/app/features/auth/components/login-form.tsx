import { Link } from 'react-router';
import { AuthCard, Banner, Field, SubmitButton } from '#web/components/ui/forms.tsx';
import { useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { ResendRegistrationLink } from './resend-registration-link.tsx';
import { CaptchaField } from './captcha-field.tsx';
import { SignedInNotice } from './signed-in-notice.tsx';

/** The sign-in screen: the form, or who is signed in already and where to go next. */
export function LoginForm() {
  const t = useT();
  const { user } = useSession();
  const form = useLoginForm();

  if (user && !form.signedInHere) {
    return <SignedInNotice user={user} continueTo={form.continueTo} />;
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/auth/register" className="font-semibold text-gold-300 hover:underline">
            {t('auth.login.createOne')}
          </Link>
        </>
      }
    >
      {form.error && <Banner tone="error">{form.error}</Banner>}
      {form.registrationPending && (
        <ResendRegistrationLink username={form.username} password={form.password} />
      )}
      {form.success && !form.error && <Banner tone="success">{form.success}</Banner>}
      <form
        ref={form.formRef}
        data-form="login"
        noValidate
        onSubmit={form.onSubmit}
        onKeyDown={form.onKeyDown}
      >
        <Field
          label={t('auth.login.name.label')}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.login.name.placeholder')}
          hint={t('auth.login.name.hint')}
          value={form.username}
          onChange={(e) => form.changeUsername(e.target.value)}
          invalid={form.attempted && !form.username.trim()}
          required
        />
        <Field
          label={t('auth.login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={(e) => form.changePassword(e.target.value)}
          invalid={form.attempted && !form.password}
          required
        />
        {form.needsCode && (
          <Field
            label={t('auth.login.code.label')}
            name="totpCode"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            hint={t('auth.login.code.hint')}
            value={form.totpCode}
            onChange={(e) => form.setTotpCode(e.target.value)}
            autoFocus
            required
          />
        )}
        <div className="mb-6 flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-frost-200">
            <input
              type="checkbox"
              name="rememberMe"
              checked={form.rememberMe}
              onChange={(e) => form.setRememberMe(e.target.checked)}
              className="size-4 accent-gold-400"
            />
            {t('auth.login.rememberMe')}
          </label>
          <Link to="/auth/forgot-password" className="text-frost-300 hover:text-gold-300 hover:underline">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <CaptchaField captcha={form.captcha} />
        <SubmitButton
          busy={form.loading}
          disabled={!form.valid}
          label={t('auth.login.submit')}
          busyLabel={t('auth.login.submitting')}
        />
      </form>
    </AuthCard>
  );
}
