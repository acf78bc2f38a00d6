import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_RESET_DONE } from '#contract/auth-values.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { AuthCard, Banner, Field, SubmitButton, useTypedBeforeStart } from '#web/components/ui/forms.tsx';
import { SignedInNotice } from '#web/features/auth/components/signed-in-notice.tsx';
import { safeReturnUrl } from '#web/features/auth/return-url.ts';
import { useQueryParams } from '#web/features/auth/use-query-params.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session-store.ts';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Sign in',
    description: 'Sign in to your account with your game account name or email.',
    path: '/auth/login',
  });
}

export default function LoginPage() {
  const navigate = useNavigate();
  const params = useQueryParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  // Two-factor sign-in: the password was right and the account asks for its code.
  const [needsCode, setNeedsCode] = useState(false);
  const [totpCode, setTotpCode] = useState('');
  // Set by a submit with an empty field: those fields are marked until filled.
  const [attempted, setAttempted] = useState(false);
  // Signed in by this screen's own submit (it then moves on), not already signed in when it opened.
  const [signedInHere, setSignedInHere] = useState(false);
  const { user } = useSession();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, { username: setUsername, password: setPassword });

  // docs/product.md §2.4: a `message` query parameter is shown as the error.
  useEffect(() => {
    if (!params) return;
    const message = params.get('message');
    if (message) setError(message);
    if (params.get('reset') === 'done') setSuccess(PASSWORD_RESET_DONE);
  }, [params]);

  const valid = username.trim() !== '' && password !== '' && (!needsCode || totpCode.trim() !== '');

  // The message asked for the empty fields: it goes once they are filled.
  useEffect(() => {
    if (valid) setError((current) => (current === AUTH_MESSAGES.fillAllFields ? '' : current));
  }, [valid]);

  /** docs/product.md §5.1: an incomplete form makes no call and says why, with the empty fields marked. */
  function refuseIncomplete(form: HTMLFormElement) {
    setAttempted(true);
    setError(AUTH_MESSAGES.fillAllFields);
    const empty = form.querySelector<HTMLInputElement>(
      username.trim() ? 'input[name="password"]' : 'input[name="username"]',
    );
    empty?.focus();
  }

  // The submit button is disabled while the form is incomplete, so the browser drops Enter: answer it here.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || valid || loading) return;
    if (!(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
    event.preventDefault();
    refuseIncomplete(event.currentTarget);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (!valid) {
      refuseIncomplete(event.currentTarget);
      return;
    }
    setError('');
    setSuccess('');
    setLoading(true);
    setSignedInHere(true);
    try {
      const res = await login.mutateAsync({
        username: username.trim(),
        password,
        rememberMe,
        ...(needsCode ? { totpCode: totpCode.trim() } : {}),
      });
      setSuccess(res.message || 'Login successful!');
      navigate(safeReturnUrl(params?.get('returnUrl')), { replace: true });
    } catch (e) {
      if (e instanceof ApiError && e.code === 'TOTP_REQUIRED') {
        setNeedsCode(true);
        setTotpCode('');
      }
      if (e instanceof ApiError && e.status !== 0) setError(e.message || 'Login error');
      else setError('An error occurred during login');
      setLoading(false);
      setSignedInHere(false);
    }
  }

  if (user && !signedInHere) {
    return <SignedInNotice user={user} continueTo={safeReturnUrl(params?.get('returnUrl'))} />;
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
      {error && <Banner tone="error">{error}</Banner>}
      {success && !error && <Banner tone="success">{success}</Banner>}
      <form ref={formRef} data-form="login" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown}>
        <Field
          label="Email"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Account name or email"
          hint="Your account name or the email address of your account"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            setNeedsCode(false);
          }}
          invalid={attempted && !username.trim()}
          required
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setNeedsCode(false);
          }}
          invalid={attempted && !password}
          required
        />
        {needsCode && (
          <Field
            label="Authentication code"
            name="totpCode"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes"
            value={totpCode}
            onChange={(e) => setTotpCode(e.target.value)}
            autoFocus
            required
          />
        )}
        <div className="mb-6 flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-frost-200">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              className="size-4 accent-gold-400"
            />
            Remember me
          </label>
          <Link to="/auth/forgot-password" className="text-frost-300 hover:text-gold-300 hover:underline">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={loading} disabled={!valid} label="Sign in" busyLabel="Logging in..." />
      </form>
    </AuthCard>
  );
}
