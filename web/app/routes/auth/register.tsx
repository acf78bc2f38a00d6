import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, RegisterRequestSchema, type RegisterRequest } from '#contract/auth.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { useRegister } from '#web/features/auth/api/register.ts';
import {
  AuthCard,
  Banner,
  ConfirmHint,
  Field,
  PasswordRules,
  SubmitButton,
} from '#web/components/ui/forms.tsx';
import { SignedInNotice } from '#web/features/auth/components/signed-in-notice.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { pageMeta } from '#web/lib/seo.ts';
import { useSession } from '#web/lib/session-store.ts';
import type { Route } from './+types/register';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Create your account',
    description: 'Create your game account: the same name and password sign in here and in the game.',
    path: '/auth/register',
  });
}

const REGISTERED = 'Account created successfully! Logging you in...';
/** docs/product.md §5.2: what a submit of an invalid form says. */
const PASSWORDS_DIFFER = 'Passwords do not match!';
const SUBMIT_MESSAGES = [PASSWORDS_DIFFER, AUTH_MESSAGES.fillAllFields];

/** Every rule the values break right now, each message once, in the order of the form. */
function currentErrors(values: RegisterRequest): string[] {
  const result = RegisterRequestSchema.safeParse(values);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}

export default function RegisterPage() {
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  // Signed in by this screen's own registration (it then moves on), not already signed in when it opened.
  const [signedInHere, setSignedInHere] = useState(false);
  const { user } = useSession();
  const registerAccount = useRegister();
  const login = useLogin();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, touchedFields },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const values = watch();
  const problems = currentErrors(values);
  const valid = problems.length === 0;
  const bannerShowing = !!error || !!success;

  // A submit's complaint goes once the form is right.
  useEffect(() => {
    if (valid) setError((current) => (SUBMIT_MESSAGES.includes(current) ? '' : current));
  }, [valid]);

  // docs/product.md §4.4: after the account exists, sign in; home after 1 s, or the sign-in page after 1.5 s.
  // Home then points the new player to how to connect.
  function goAfter(path: string, ms: number) {
    timer.current = setTimeout(() => navigate(path, { state: { registered: true } }), ms);
  }

  async function onValid(body: RegisterRequest) {
    setError('');
    setSuccess('');
    setLoading(true);
    setSignedInHere(true);
    try {
      const res = await registerAccount.mutateAsync(body);
      setSuccess(res.message || REGISTERED);
      if (res.token) {
        goAfter('/', 1000);
        return;
      }
      try {
        await login.mutateAsync({ username: body.username, password: body.password, rememberMe: false });
        goAfter('/', 1000);
      } catch {
        goAfter('/auth/login', 1500);
      }
    } catch (e) {
      if (e instanceof ApiError && e.status !== 0) setError(e.message || 'Registration failed');
      else setError('An error occurred during registration');
      setLoading(false);
      setSignedInHere(false);
    }
  }

  function onInvalid() {
    setError(
      values.password !== values.confirmPassword && values.confirmPassword
        ? PASSWORDS_DIFFER
        : AUTH_MESSAGES.fillAllFields,
    );
  }

  // The submit button is disabled while the form is invalid, so the browser drops Enter: answer it here.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || valid || loading || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onInvalid();
  }

  if (user && !signedInHere) return <SignedInNotice user={user} />;

  const fieldError = (name: keyof RegisterRequest) =>
    touchedFields[name] ? errors[name]?.message : undefined;

  return (
    <AuthCard
      title="Play now!"
      subtitle="Create your account"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className="font-semibold text-gold-300 hover:underline">
            Sign in here
          </Link>
        </>
      }
    >
      {error && <Banner tone="error">{error}</Banner>}
      {success && !error && (
        <Banner tone="success">
          {success}{' '}
          <Link
            to="/support/how-to-connect"
            onClick={() => clearTimeout(timer.current)}
            className="font-semibold underline"
          >
            How to connect to the realm
          </Link>
        </Banner>
      )}
      {!valid && !bannerShowing && (
        <div
          data-form-errors
          className="mb-4 rounded-md border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-gold-300"
        >
          <p className="font-semibold">Please fix the following errors:</p>
          <ul className="mt-1 list-disc pl-5 text-frost-200">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <form data-form="register" noValidate onSubmit={handleSubmit(onValid, onInvalid)} onKeyDown={onKeyDown}>
        <Field
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          hint="Your account name: you use it to log into the game (3 to 16 letters and digits)."
          error={fieldError('username')}
          {...register('username')}
        />
        <Field
          label="Email Address"
          type="email"
          autoComplete="email"
          hint="Used to log in here and to recover your account."
          error={fieldError('email')}
          {...register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          // Length is shown by the rule box; only the character rule needs its own line.
          error={
            values.password
              ? problems.find((p) => p === AUTH_MESSAGES.passwordCharacters)
              : fieldError('password')
          }
          {...register('password')}
        >
          <PasswordRules password={values.password} />
        </Field>
        <Field
          label="Repeat Password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        >
          <ConfirmHint password={values.password} confirm={values.confirmPassword} />
        </Field>
        <p className="mb-5 flex items-start gap-2 rounded-md bg-night-800/70 px-3 py-2 text-xs text-frost-200">
          <Info aria-hidden className="mt-0.5 size-3.5 shrink-0 text-frost-400" />
          <span>
            Passwords are not case-sensitive, like in the game: <strong>Frostmourne1</strong> and{' '}
            <strong>FROSTMOURNE1</strong> are the same password. Use letters, digits and symbols, without
            spaces or <code className="rounded bg-night-700 px-1">|</code>.
          </span>
        </p>
        <SubmitButton
          busy={loading}
          disabled={!valid}
          label="Create my account"
          busyLabel="Creating..."
          title={problems.join('\n') || undefined}
        />
      </form>
    </AuthCard>
  );
}
