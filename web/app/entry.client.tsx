import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';
import { isLanguage } from '#contract/i18n/languages.ts';
import { loadLanguage } from '#contract/i18n/messages.ts';

// The pages' Content-Security-Policy forbids eval: zod's probe for it would be reported as a violation.
z.config({ jitless: true });

// The page's language, as the server rendered it: its catalogue is loaded before the app starts.
const lang = document.documentElement.lang;
await loadLanguage(isLanguage(lang) ? lang : 'en');

startTransition(() => {
  hydrateRoot(document, <HydratedRouter />);
});
