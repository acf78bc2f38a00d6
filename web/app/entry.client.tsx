import { options } from 'preact';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The app renders with Preact (vite.config.ts). HydratedRouter's first step is to wait for the
// prerendered page's state to be decoded, by throwing the promise of it: React would suspend the
// whole document, Preact can keep only one suspended node in place and would render <body> again.
// Calling it once beforehand starts that decoding; hydration begins when it is done.
try {
  (HydratedRouter as (props: object) => unknown)({});
} catch (waiting) {
  if (!(waiting instanceof Promise)) throw waiting;
  await waiting;
}

// Effects run once a render is done rather than after the next frame, as React runs them after a
// click or key press: a menu's key handlers, registered in effects, catch the very next key.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);

// The dev server puts each imported stylesheet in a <style> of its own in <head> before hydration,
// and hydration removes what the app does not render there: they are put back.
const devStyles = import.meta.env.DEV ? [...document.head.querySelectorAll('style[data-vite-dev-id]')] : [];

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});

for (const style of devStyles) if (!style.isConnected) document.head.append(style);
