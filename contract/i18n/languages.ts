/*
 * The languages the site speaks (ADR 020). Each has one catalogue beside this file (`en.json`,
 * `fr.json`): a translator adds a language by copying `en.json` to its code and listing it here.
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language by its own name, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The Open Graph locale of each language. */
export const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: 'en_US', fr: 'fr_FR' };

/** Loads a language's catalogue: the browser fetches only the one its page is in. */
export const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./en.json', { with: { type: 'json' } }),
  fr: () => import('./fr.json', { with: { type: 'json' } }),
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The name of the cookie that keeps a visitor's choice. */
export const LANGUAGE_COOKIE = 'lang';

/** Texts only the server writes (the API's answers, the mails, the CLI): left out of the browser's catalogues. */
export const SERVER_ONLY_TEXTS = /^(api|mail|cli)\./;
