import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, NewPasswordSchema, RESET_LINK_INVALID } from '#contract/auth.ts';
import { translate } from '#contract/i18n/messages.ts';
import { useConfirmPasswordReset } from '#web/features/auth/api/confirm-password-reset.ts';
import {
  AuthCard,
  Banner,
  ConfirmHint,
  Field,
  PasswordRules,
  SubmitButton,
  useTypedBeforeStart,
} from '#web/components/ui/forms.tsx';
import { useQueryParams } from '#web/features/auth/use-query-params.ts';
import { serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { languageOf, pageMeta } from '#web/lib/seo.ts';
import { startsOnDemand } from '#web/lib/app-start.tsx';
import type { Route } from './+types/reset-password';

export const handle = startsOnDemand;

export function meta({ matches }: Route.MetaArgs) {
  const language = languageOf(matches);
  return pageMeta(matches, {
    title: translate(language, 'auth.reset.title'),
    description: translate(language, 'auth.reset.meta.description'),
    path: '/auth/reset-password',
    noindex: true,
  });
}

/** The page the mailed link opens: a new password (with the same rule box), then sign-in with a success banner. */
export default function ResetPasswordPage() {
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const params = useQueryParams();
  const token = params?.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirmReset = useConfirmPasswordReset();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, { password: setPassword, confirmPassword: setConfirm });

  const passwordCheck = NewPasswordSchema.safeParse(password);
  // Length is shown by the rule box; only the character rule needs its own line.
  const passwordError =
    !passwordCheck.success &&
    passwordCheck.error.issues.some((i) => i.message === AUTH_MESSAGES.passwordCharacters)
      ? say(AUTH_MESSAGES.passwordCharacters)
      : undefined;
  const valid = passwordCheck.success && confirm === password;
  const missingToken = params !== null && !token;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy || !token) return;
    setError('');
    setBusy(true);
    try {
      await confirmReset.mutateAsync({ token, password, confirmPassword: confirm });
      navigate('/auth/login?reset=done', { replace: true });
    } catch (e) {
      setError(serverReason(e) ?? t('auth.error.generic'));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Link to="/auth/forgot-password" className="font-semibold text-gold-300 hover:underline">
          {t('auth.reset.newLink')}
        </Link>
      }
    >
      {missingToken && <Banner tone="error">{say(RESET_LINK_INVALID)}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      <form ref={formRef} data-form="reset-password" noValidate onSubmit={onSubmit}>
        <Field
          label={t('auth.reset.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={passwordError}
          disabled={missingToken}
        >
          <PasswordRules password={password} />
        </Field>
        <Field
          label={t('auth.reset.confirm')}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          disabled={missingToken}
        >
          <ConfirmHint password={password} confirm={confirm} />
        </Field>
        <p className="mb-5 text-xs text-frost-300">{t('auth.reset.caseNote')}</p>
        <SubmitButton
          busy={busy}
          disabled={!valid || missingToken}
          label={t('auth.reset.submit')}
          busyLabel={t('auth.reset.submitting')}
        />
      </form>
    </AuthCard>
  );
}
