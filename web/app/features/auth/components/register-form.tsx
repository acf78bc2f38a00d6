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
import { useSession } from '#web/lib/session-store.ts';
import { useRegisterForm } from '../hooks/use-register-form.ts';
import { SignedInNotice } from './signed-in-notice.tsx';

/** The registration screen: the form with the rules it still breaks, or who is signed in already. */
export function RegisterForm() {
  const { user } = useSession();
  const form = useRegisterForm();
  const { register, values, problems, valid, error, success } = form;
  const bannerShowing = !!error || !!success;

  if (user && !form.signedInHere) return <SignedInNotice user={user} />;

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
          <Link to="/support/how-to-connect" onClick={form.stayHere} className="font-semibold underline">
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
      <form data-form="register" noValidate onSubmit={form.onSubmit} onKeyDown={form.onKeyDown}>
        <Field
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          hint="Your account name: you use it to log into the game (3 to 16 letters and digits)."
          error={form.fieldError('username')}
          {...register('username')}
        />
        <Field
          label="Email Address"
          type="email"
          autoComplete="email"
          hint="Used to log in here and to recover your account."
          error={form.fieldError('email')}
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
              : form.fieldError('password')
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
          busy={form.loading}
          disabled={!valid}
          label="Create my account"
          busyLabel="Creating..."
          title={problems.join('\n') || undefined}
        />
      </form>
    </AuthCard>
  );
}
