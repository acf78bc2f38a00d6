import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { AltchaWidgetElement } from 'altcha';
import type { createWidget as CreateWidget } from '../captcha/altcha-widget.ts';
import type { Language } from '#contract/i18n/languages.ts';
import { translate } from '#contract/i18n/messages.ts';
import { useLanguage } from '#web/lib/i18n.ts';

/**
 * Where the CAPTCHA is: not asked for yet, its widget loading, then the widget's own states (waiting
 * to be ticked, at work, done, failed, expired).
 */
export type CaptchaState = 'idle' | 'loading' | 'unverified' | 'verifying' | 'verified' | 'error' | 'expired';

const WIDGET_STATES = ['unverified', 'verifying', 'verified', 'error', 'expired'] as const;

export interface Captcha {
  /** The site asks for a solved challenge (REGISTRATION_CAPTCHA=on) and the form shows the widget. */
  shown: boolean;
  state: CaptchaState;
  /** The widget is in the form (until then its still copy stands in its place). */
  loaded: boolean;
  /** Where the widget goes: the CAPTCHA field's empty slot. */
  slot: (element: HTMLDivElement | null) => void;
  /** Starts the work in the background: loads the widget the first time, then solves a challenge. */
  start(): void;
  /**
   * A solution nobody has sent yet, once the work under way is done (started now if it was not);
   * undefined when the form sends none. Rejects when the widget fails.
   */
  solution(): Promise<string | undefined>;
  /** The solution went with a request, accepted or not: it works once, so the next one is solved now. */
  spent(): void;
}

/** The widget's words, from the site's catalogues. */
const widgetTexts = (language: Language) => ({
  label: translate(language, 'auth.captcha.label'),
  verifying: translate(language, 'auth.captcha.verifying'),
  verified: translate(language, 'auth.captcha.verified'),
  error: translate(language, 'auth.captcha.error'),
  expired: translate(language, 'auth.captcha.expired'),
  waitAlert: translate(language, 'auth.captcha.waitAlert'),
  verificationRequired: translate(language, 'auth.captcha.required'),
});

/** The widget's module, fetched once per page the first time a form needs it. */
let widgetModule: Promise<{ createWidget: typeof CreateWidget }> | undefined;

/**
 * The CAPTCHA of one form (ADR 026): nothing is loaded until the person starts filling the form (or
 * sends it, or the sign-in asks for a challenge), then the widget solves its challenge while they type;
 * a submit waits for that work and takes its solution, which works once. `shown` false (the sign-in
 * before it is asked for one) keeps the field out of the form.
 */
export function useCaptcha({ shown = true }: { shown?: boolean } = {}): Captcha {
  const root = useRouteLoaderData('root') as { captcha?: boolean } | undefined;
  const on = root?.captcha === true && shown;
  const language = useLanguage();
  const [state, setState] = useState<CaptchaState>('idle');
  const [slotElement, setSlotElement] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const widget = useRef<AltchaWidgetElement | undefined>(undefined);
  const payload = useRef<string | undefined>(undefined);
  const waiting = useRef<Array<{ resolve: (value: string) => void; reject: (error: Error) => void }>>([]);

  const settle = useCallback((outcome: { payload: string } | { error: Error }) => {
    const waiters = waiting.current.splice(0);
    for (const waiter of waiters) {
      if ('payload' in outcome) waiter.resolve(outcome.payload);
      else waiter.reject(outcome.error);
    }
  }, []);

  // A person who began on the form before the app started (their first focus or keystroke started
  // it) has begun: the work starts now rather than at their next keystroke.
  useEffect(() => {
    const form = slotElement?.closest('form');
    if (!on || !form) return;
    const fields = [...form.elements].filter(
      (e) => e instanceof HTMLInputElement && !['checkbox', 'hidden'].includes(e.type),
    ) as HTMLInputElement[];
    if (form.contains(document.activeElement) || fields.some((field) => field.value !== '')) setWanted(true);
  }, [on, slotElement]);

  // Once the work is wanted and the slot is in the page: the widget's files, then its first challenge.
  // A slot that goes (the form gives way to another view) takes its widget with it.
  useEffect(() => {
    if (!on || !wanted || !slotElement) return;
    let created: AltchaWidgetElement | undefined;
    let cancelled = false;
    setState('loading');
    widgetModule ??= import('../captcha/altcha-widget.ts');
    widgetModule
      .then(({ createWidget }) => createWidget(slotElement, language, widgetTexts(language)))
      .then((element) => {
        if (cancelled) return element.remove();
        created = element;
        widget.current = element;
        setLoaded(true);
        setState('unverified');
        element.addEventListener('statechange', (event) => {
          const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (detail.state === 'verified' && detail.payload) {
            payload.current = detail.payload;
            settle({ payload: detail.payload });
          } else payload.current = undefined;
          if (detail.state === 'error') settle({ error: new Error('captcha') });
          setState(WIDGET_STATES.find((s) => s === detail.state) ?? 'unverified');
        });
        void element.verify();
      })
      .catch(() => {
        // The widget's files did not arrive (offline, a deploy replaced them): say so; the next
        // submit loads them again.
        widgetModule = undefined;
        setWanted(false);
        setState('error');
        settle({ error: new Error('captcha') });
      });
    return () => {
      cancelled = true;
      if (!created) return;
      created.remove();
      if (widget.current === created) widget.current = undefined;
      payload.current = undefined;
      setLoaded(false);
      setState('idle');
    };
  }, [on, wanted, slotElement, language, settle]);

  const start = useCallback(() => {
    if (on) setWanted(true);
  }, [on]);

  const solution = useCallback(async () => {
    if (!on) return undefined;
    if (payload.current) return payload.current;
    const next = new Promise<string>((resolve, reject) => waiting.current.push({ resolve, reject }));
    setWanted(true);
    const current = widget.current;
    // A failed or expired check is tried again; one under way is waited for.
    if (current && current.getState() !== 'verifying') {
      current.reset();
      void current.verify();
    }
    return next;
  }, [on]);

  const spent = useCallback(() => {
    payload.current = undefined;
    const current = widget.current;
    if (!current) return;
    current.reset();
    void current.verify();
  }, []);

  return useMemo(
    () => ({ shown: on, state, loaded, slot: setSlotElement, start, solution, spent }),
    [on, state, loaded, start, solution, spent],
  );
}
