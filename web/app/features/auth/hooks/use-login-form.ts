import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_MESSAGES, PASSWORD_RESET_DONE } from '#contract/auth-values.ts';
import { useTypedBeforeStart } from '#web/components/ui/forms.tsx';
import { ApiError, serverReason } from '#web/lib/api-client.ts';
import { useSay, useT } from '#web/lib/i18n.ts';
import { useLogin } from '../api/login.ts';
import { useCaptcha } from './use-captcha.ts';
import { safeReturnUrl } from '../return-url.ts';
import { useQueryParams } from '../use-query-params.ts';

/**
 * The sign-in form's state and its submit: the fields, the two-factor code once the account asks for
 * it, the messages, and where a successful sign-in goes (`returnUrl`, kept safe).
 */
export function useLoginForm() {
  const t = useT();
  const say = useSay();
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
  // The password was right and the registration still waits for its mailed link: a new one can be asked for.
  const [registrationPending, setRegistrationPending] = useState(false);
  // Set by a submit with an empty field: those fields are marked until filled.
  const [attempted, setAttempted] = useState(false);
  // Signed in by this screen's own submit (it then moves on), not already signed in when it opened.
  const [signedInHere, setSignedInHere] = useState(false);
  const login = useLogin();
  // After failed sign-ins from this network the site asks for a solved challenge (ADR 026): from its
  // first such answer on, the form shows the widget and every try takes a new solution.
  const [challenged, setChallenged] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const captcha = useCaptcha({ shown: challenged });
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
    await send();
  }

  async function send() {
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
      const res = await login.mutateAsync({
        username: username.trim(),
        password,
        rememberMe,
        ...(needsCode ? { totpCode: totpCode.trim() } : {}),
        altcha,
      });
      setSuccess(res.message || t('auth.login.success'));
      navigate(safeReturnUrl(params?.get('returnUrl')), { replace: true });
    } catch (e) {
      // A solution works once, whatever the answer: the next try gets a new one.
      if (altcha) captcha.spent();
      if (e instanceof ApiError && e.code === 'TOTP_REQUIRED') {
        setNeedsCode(true);
        setTotpCode('');
      }
      setRegistrationPending(e instanceof ApiError && e.code === 'REGISTRATION_PENDING');
      // The server's words; its refusal without words; or no answer at all.
      const answered = e instanceof ApiError && e.status !== 0;
      setError(serverReason(e) ?? t(answered ? 'auth.login.refused' : 'auth.login.failed'));
      setSignedInHere(false);
      // Asked for a challenge for the first time: the widget appears, and the same try goes again
      // once it is solved (the message says why meanwhile).
      if (e instanceof ApiError && e.code === 'CAPTCHA_REQUIRED' && !challenged) {
        setChallenged(true);
        setRetrying(true);
        return;
      }
      setLoading(false);
    }
  }

  // The try the challenge held back, now that the widget is in the form.
  useEffect(() => {
    if (!retrying || !captcha.shown) return;
    setRetrying(false);
    void send();
    // Once per challenge asked for: `send` reads the form as it is now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retrying, captcha.shown]);

  return {
    formRef,
    captcha,
    onSubmit,
    onKeyDown,
    username,
    // A changed name or password asks again whether the account needs a code.
    changeUsername: (value: string) => {
      setUsername(value);
      setNeedsCode(false);
      setRegistrationPending(false);
    },
    password,
    changePassword: (value: string) => {
      setPassword(value);
      setNeedsCode(false);
      setRegistrationPending(false);
    },
    registrationPending,
    rememberMe,
    setRememberMe,
    needsCode,
    totpCode,
    setTotpCode,
    attempted,
    valid,
    loading,
    // The form's own messages are texts, the server's are words: both shown in the page's language.
    error: say(error),
    success: say(success),
    signedInHere,
    continueTo: safeReturnUrl(params?.get('returnUrl')),
  };
}
