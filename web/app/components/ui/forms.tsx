import { AlertCircle, Check, CheckCircle2, Loader2, X } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/auth-values.ts';
import { useT } from '#web/lib/i18n.ts';

/**
 * Takes what a visitor typed into a server-rendered form before the app started. The app takes over
 * with its own empty state: the fields would look filled while the form counts them empty, and the
 * next keystroke would wipe them. `take` names each field and the state it fills.
 */
export function useTypedBeforeStart(
  form: RefObject<HTMLFormElement | null>,
  take: Record<string, (value: string) => void>,
): void {
  useEffect(() => {
    for (const [name, set] of Object.entries(take)) {
      const field = form.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement && field.value) set(field.value);
    }
    // Once, when the app takes the form over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The frame of every sign-in screen: a centred card with the headline and its subtitle. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="relative flex min-h-[calc(100vh-8rem)] items-start justify-center overflow-hidden px-4 py-12 sm:items-center">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(63,147,214,0.18),transparent_60%)]"
      />
      <div className="relative w-full max-w-md rounded-xl border border-frost-500/25 bg-night-900/90 p-6 shadow-2xl shadow-black/40 sm:p-8">
        <header className="mb-6 text-center">
          <h1 className="font-display text-3xl text-gold-300">{title}</h1>
          {subtitle && <p className="mt-2 text-frost-300">{subtitle}</p>}
        </header>
        {children}
        {footer && (
          <div className="mt-6 border-t border-frost-500/15 pt-4 text-center text-sm text-frost-300">
            {footer}
          </div>
        )}
      </div>
    </section>
  );
}

/** The error or success line above a form; announced to screen readers when it appears. */
export function Banner({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-400/50 bg-red-950/60 text-red-100',
    success: 'border-emerald-400/50 bg-emerald-950/60 text-emerald-100',
    info: 'border-frost-400/40 bg-night-800 text-frost-100',
  }[tone];
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-banner={tone}
      className={`mb-4 flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${styles}`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      {/* The text may be anyone's: a ban reason, a link's message parameter. */}
      <div className="min-w-0 wrap-anywhere">{children}</div>
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Marked wrong without a line of its own (the banner above the form says why). */
  invalid?: boolean;
  children?: ReactNode;
};

/** A labelled input with its hint and error, linked for assistive technology. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, invalid, children, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mb-4">
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-frost-100">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-md border bg-night-800 px-3 py-2 text-frost-100 placeholder:text-frost-300/50 focus:border-gold-400 focus:outline-none focus:ring-1 focus:ring-gold-400 ${
          error || invalid ? 'border-red-400/70' : 'border-frost-500/30'
        } ${className ?? ''}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-frost-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-300">
          {error}
        </p>
      )}
      {children}
    </div>
  );
});

/**
 * The live password-rule box of docs/product.md §2.5: 'At least 8 characters' and 'Maximum 15 characters'
 * with valid/invalid marks, or 'Must be between 8 and 15 characters' while the field is empty.
 */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const t = useT();
  if (!password) {
    return (
      <p id={id} className="mt-1 text-xs text-frost-300" data-password-rules="empty">
        {t('ui.password.rulesEmpty', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
      </p>
    );
  }
  const rules = [
    { text: t('ui.password.atLeast', { min: PASSWORD_MIN }), ok: password.length >= PASSWORD_MIN },
    { text: t('ui.password.maximum', { max: PASSWORD_MAX }), ok: password.length <= PASSWORD_MAX },
  ];
  return (
    <ul
      id={id}
      className="mt-2 space-y-1 rounded-md border border-frost-500/20 bg-night-800/60 px-3 py-2 text-xs"
      data-password-rules="live"
    >
      {rules.map((rule) => (
        <li
          key={rule.text}
          data-valid={rule.ok}
          className={`flex items-center gap-2 ${rule.ok ? 'text-emerald-300' : 'text-red-300'}`}
        >
          {rule.ok ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
          <span>{rule.text}</span>
          <span className="sr-only">{rule.ok ? t('ui.password.ruleMet') : t('ui.password.ruleNotMet')}</span>
        </li>
      ))}
    </ul>
  );
}

/** The confirmation's live hint: 'Repeat your password' while empty, 'Passwords do not match!' when different. */
export function ConfirmHint({ password, confirm }: { password: string; confirm: string }) {
  const t = useT();
  if (!confirm) return <p className="mt-1 text-xs text-frost-300">{t('ui.password.repeat')}</p>;
  if (confirm !== password) return <p className="mt-1 text-xs text-red-300">{t('ui.password.mismatch')}</p>;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-emerald-300">
      <Check aria-hidden className="size-3.5" /> {t('ui.password.match')}
    </p>
  );
}

/** The form's main button, with its busy label and spinner. */
export function SubmitButton({
  busy,
  disabled,
  label,
  busyLabel,
  title,
}: {
  busy: boolean;
  disabled: boolean;
  label: string;
  busyLabel: string;
  title?: string;
}) {
  // A disabled button shows no tooltip in every browser: the wrapper carries it.
  return (
    <span title={title} className="block">
      <button
        type="submit"
        disabled={disabled || busy}
        aria-busy={busy}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-gold-400 px-4 py-2.5 font-display font-bold tracking-wider text-night-950 transition hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy && <Loader2 aria-hidden className="size-4 animate-spin" />}
        {busy ? busyLabel : label}
      </button>
    </span>
  );
}
