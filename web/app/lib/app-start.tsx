import { useMatches } from 'react-router';

/*
 * Public pages are complete in the HTML the server sends; the app (React, the router, the page's
 * code) starts when the visitor first needs it rather than while a phone paints the page (ADR 011):
 *   - at once when a session is stored (a signed-in player's menu must show);
 *   - otherwise on the first interaction (pointer, touch, key, wheel, scroll or focus);
 *   - otherwise some seconds after the load event, so the page is live for a visitor who only reads.
 * Why it started is left in <html data-app-start>. A click on a button before the app is live is
 * kept and replayed once it is (the navigation bar dispatches `app:hydrated`).
 *
 * The server renders React Router's module script with an inert type (see `deferAppStart`); the
 * starter turns it back into a module script.
 */

/** The type React Router's module script carries until the app starts. */
export const INERT_MODULE_TYPE = 'text/x-app-module';

/** How long after the load event a visitor who does not interact gets the app. */
const START_AFTER_LOAD_MS = 4000;

/** What a public route exports as its `handle` so its page starts its app on demand. */
export interface PageHandle {
  appStartsOnDemand?: boolean;
}

export const startsOnDemand: PageHandle = { appStartsOnDemand: true };

/**
 * The starter. It runs as an inline script, serialised with `Function.prototype.toString`, so it
 * must not refer to anything outside itself: everything it needs comes in as arguments.
 */
function startAppOnDemand(inertType: string, startAfterLoadMs: number): void {
  const triggers = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
  let started = false;
  let pending: HTMLButtonElement | null = null;

  function start(why: string | Event): void {
    if (started) return;
    started = true;
    for (const type of triggers) window.removeEventListener(type, start, true);
    document.documentElement.setAttribute('data-app-start', typeof why === 'string' ? why : why.type);
    // A stored session starts the app while the page is still parsed: the module script comes later.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
    else run();
  }

  function run(): void {
    const inert = document.querySelector(`script[type="${inertType}"]`);
    if (!inert) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }

  function keep(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    pending = button;
    event.preventDefault();
    event.stopImmediatePropagation();
    start('click');
  }

  function press(button: HTMLButtonElement): void {
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
      const init = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' };
      button.dispatchEvent(
        type.startsWith('pointer') ? new PointerEvent(type, init) : new MouseEvent(type, init),
      );
    }
    button.click();
  }

  document.addEventListener('click', keep, true);
  window.addEventListener(
    'app:hydrated',
    () => {
      document.removeEventListener('click', keep, true);
      const button = pending;
      pending = null;
      if (button?.isConnected) press(button);
    },
    { once: true },
  );
  try {
    if (localStorage.getItem('authToken')) start('session');
  } catch {
    // Storage may be blocked: the app then starts on interaction.
  }
  for (const type of triggers) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('load', () => setTimeout(() => start('timer'), startAfterLoadMs), { once: true });
}

/** The starter's inline code. */
export const APP_STARTER = `(${startAppOnDemand.toString()})(${JSON.stringify(INERT_MODULE_TYPE)},${START_AFTER_LOAD_MS});`;

/**
 * Rendered by the layout on pages whose route asks for it (production only: under the dev server the
 * app starts at once, so React Refresh is live).
 */
export function AppStarter() {
  const onDemand = useMatches().some((m) => (m.handle as PageHandle | undefined)?.appStartsOnDemand);
  if (!onDemand || import.meta.env.DEV) return null;
  return (
    <script data-app-starter="" dangerouslySetInnerHTML={{ __html: APP_STARTER }} suppressHydrationWarning />
  );
}

const MODULE_SCRIPT = /<script type="module"( async="")?>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;

/**
 * On a page with the starter, React Router's module script is made inert and its module preloads
 * are dropped, so nothing of the app loads before the starter runs it. Throws when the page does not
 * hold exactly one module script: a change in React Router's output must not go unnoticed.
 */
export function deferAppStart(html: string): string {
  if (!html.includes('data-app-starter=""')) return html;
  const scripts = html.match(MODULE_SCRIPT) ?? [];
  if (scripts.length !== 1)
    throw new Error(`deferAppStart: expected one module script, found ${scripts.length}`);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      (_tag, async: string | undefined) => `<script type="${INERT_MODULE_TYPE}"${async ?? ''}>`,
    );
}
