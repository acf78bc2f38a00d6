/*
 * The ALTCHA widget, loaded only when a form needs it (use-captcha.ts): its script, its styles and its
 * PBKDF2 worker are files of their own, fetched from this site when a person starts filling a form
 * (ADR 026). The `external` build is the one without workers inlined as blob: URLs, so the pages'
 * Content-Security-Policy needs nothing more than the site's own scripts.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaWidgetElement } from 'altcha';
import { getChallenge } from '../api/get-challenge.ts';
import './captcha.css';

/** The widget's words, from the site's catalogues, in the page's language. */
export interface WidgetTexts {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  waitAlert: string;
  verificationRequired: string;
}

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
$altcha.defaults.set({
  // The challenge comes through the site's API client (its envelope, the page's language).
  fetch: async () =>
    new Response(JSON.stringify(await getChallenge()), { headers: { 'content-type': 'application/json' } }),
  hideFooter: true,
  hideLogo: true,
  // No pointer or scroll recording: the site asks for the work only.
  humanInteractionSignature: false,
});

/**
 * A widget in `slot`, speaking `language` with the site's words; resolves once it can be driven
 * (`verify()`, `reset()`).
 */
export function createWidget(
  slot: HTMLElement,
  language: string,
  texts: WidgetTexts,
): Promise<AltchaWidgetElement> {
  $altcha.i18n.set(language, { ...texts });
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', '/api/auth/challenge');
  widget.setAttribute('language', language);
  widget.setAttribute('auto', 'off');
  widget.setAttribute('name', 'altcha');
  const loaded = new Promise<AltchaWidgetElement>((resolve) =>
    widget.addEventListener('load', () => resolve(widget), { once: true }),
  );
  slot.append(widget);
  return loaded;
}
