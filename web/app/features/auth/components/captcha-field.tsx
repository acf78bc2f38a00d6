import { useT } from '#web/lib/i18n.ts';
import type { Captcha } from '../hooks/use-captcha.ts';

/**
 * The CAPTCHA in a form: the ALTCHA widget once it is loaded, and before that a still copy of it in the
 * page's HTML, the same size, so nothing moves when the widget takes its place (ADR 026). A live line
 * tells screen readers when the check runs and when it is done.
 */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const t = useT();
  if (!captcha.shown) return null;
  const { state } = captcha;
  const working = state === 'loading' || state === 'verifying';
  const status =
    state === 'verified'
      ? t('auth.captcha.status.verified')
      : working
        ? t('auth.captcha.status.verifying')
        : state === 'error'
          ? t('auth.captcha.failed')
          : '';
  return (
    <div className="mb-5" data-captcha={state} role="group" aria-label={t('auth.captcha.group')}>
      <div className="relative h-12" aria-busy={working || undefined}>
        {!captcha.loaded && (
          <div
            aria-hidden
            className="absolute inset-0 flex items-center gap-2 rounded-md border border-frost-500/30 bg-night-800 px-3 text-frost-100"
          >
            <span className="size-[22px] shrink-0 rounded-[5px] border border-frost-300" />
            {t('auth.captcha.label')}
          </div>
        )}
        <div ref={captcha.slot} />
      </div>
      <p className="mt-1 text-xs text-frost-300">{t('auth.captcha.hint')}</p>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
