import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, RegisterRequestSchema, type RegisterRequest } from '#contract/auth.ts';
import { ApiError, serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { useLogin } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { useCaptcha } from './use-captcha.ts';

/** Every rule the values break right now, each message once (as texts), in the order of the form. */
function currentErrors(values: RegisterRequest): string[] {
  const result = RegisterRequestSchema.safeParse(values);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}

/**
 * The registration form's state and its submit: the rules the values break, the messages, and the
 * sign-in that follows a new account.
 */
export function useRegisterForm() {
  const t = useT();
  const say = useSay();
  const navigate = useNavigate();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  // REGISTRATION_EMAIL_VERIFICATION=required: the account waits for the link mailed to this address.
  const [pending, setPending] = useState<{ email: string; linkHours: number } | null>(null);
  // Signed in by this screen's own registration (it then moves on), not already signed in when it opened.
  const [signedInHere, setSignedInHere] = useState(false);
  const registerAccount = useRegister();
  const login = useLogin();
  // Solved while the person fills the form in; a submit waits for it (ADR 026).
  const captcha = useCaptcha();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, touchedFields, submitCount },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });
  const values = watch();
  const problems = currentErrors(values);
  const valid = problems.length === 0;
  /** docs/product.md §5.2: what a submit of an invalid form says. */
  const passwordsDiffer = t('auth.register.passwordsDiffer');

  // A submit's complaint goes once the form is right.
  useEffect(() => {
    const submitMessages = [passwordsDiffer, AUTH_MESSAGES.fillAllFields];
    if (valid) setError((current) => (submitMessages.includes(current) ? '' : current));
  }, [valid, passwordsDiffer]);

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
    let altcha: string | undefined;
    try {
      altcha = await captcha.solution();
    } catch {
      setError(t('auth.captcha.failed'));
      setLoading(false);
      setSignedInHere(false);
      return;
    }
    try {
      const res = await registerAccount.mutateAsync({ ...body, altcha });
      if (res.data && !res.token) {
        setPending(res.data);
        return;
      }
      setSuccess(res.message || t('auth.register.created'));
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
      // The solution worked once, whatever the answer: the next try gets a new one.
      captcha.spent();
      // The server's words; its refusal without words; or no answer at all.
      const answered = e instanceof ApiError && e.status !== 0;
      setError(serverReason(e) ?? t(answered ? 'auth.register.refused' : 'auth.register.failed'));
      setLoading(false);
      setSignedInHere(false);
    }
  }

  function onInvalid() {
    setError(
      values.password !== values.confirmPassword && values.confirmPassword
        ? passwordsDiffer
        : AUTH_MESSAGES.fillAllFields,
    );
  }

  // The submit button is disabled while the form is invalid, so the browser drops Enter: answer it here.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || valid || loading || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onInvalid();
  }

  return {
    register,
    captcha,
    onSubmit: handleSubmit(onValid, onInvalid),
    onKeyDown,
    values,
    problems,
    valid,
    /** Typed in or submitted: a blank form does not list what it still lacks. */
    started: Object.values(values).some((value) => Boolean(value)) || submitCount > 0,
    /** A field's message once the person has left it. */
    fieldError: (name: keyof RegisterRequest) => {
      const message = touchedFields[name] ? errors[name]?.message : undefined;
      return message && say(message);
    },
    loading,
    // The form's own messages are texts, the server's are words: both shown in the page's language.
    error: say(error),
    success: say(success),
    signedInHere,
    pending,
    /** Following the success message's link: the page stays on it rather than moving on. */
    stayHere: () => clearTimeout(timer.current),
  };
}
