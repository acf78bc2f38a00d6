import { Link } from 'react-router';
import { AuthCard, Banner, Field, SubmitButton } from '#web/components/ui/forms.tsx';
import { useSession } from '#web/lib/session-store.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { SignedInNotice } from './signed-in-notice.tsx';

/** The sign-in screen: the form, or who is signed in already and where to go next. */
export function LoginForm() {
  const { user } = useSession();
  const form = useLoginForm();

  if (user && !form.signedInHere) {
    return <SignedInNotice user={user} continueTo={form.continueTo} />;
  }

  return (
    <AuthCard
      title="Welcome back!"
      subtitle="Sign in to your account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/auth/register" className="font-semibold text-gold-300 hover:underline">
            Create one here
          </Link>
        </>
      }
    >
      {form.error && <Banner tone="error">{form.error}</Banner>}
      {form.success && !form.error && <Banner tone="success">{form.success}</Banner>}
      <form
        ref={form.formRef}
        data-form="login"
        noValidate
        onSubmit={form.onSubmit}
        onKeyDown={form.onKeyDown}
      >
        <Field
          label="Email"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Account name or email"
          hint="Your account name or the email address of your account"
          value={form.username}
          onChange={(e) => form.changeUsername(e.target.value)}
          invalid={form.attempted && !form.username.trim()}
          required
        />
        <Field
          label="Password"
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
            label="Authentication code"
            name="totpCode"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes"
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
            Remember me
          </label>
          <Link to="/auth/forgot-password" className="text-frost-300 hover:text-gold-300 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={form.loading} disabled={!form.valid} label="Sign in" busyLabel="Logging in..." />
      </form>
    </AuthCard>
  );
}
