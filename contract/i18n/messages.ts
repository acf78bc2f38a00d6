import { IntlMessageFormat } from 'intl-messageformat';
import type en from './en.json';
import { CATALOGUES, type Language } from './languages.ts';

/*
 * Every text the site shows lives in the catalogues as an ICU message (placeholders `{name}`,
 * plurals `{count, plural, one {…} other {…}}`), formatted by FormatJS's intl-messageformat (ADR 020).
 * The server loads every catalogue at start; the browser loads its page's language before the app
 * starts (entry.client.tsx).
 */

/** A text's key: the English catalogue names them all, and the test holds every other to it. */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;

const loaded = new Map<Language, Record<string, string>>();
const formats = new Map<string, IntlMessageFormat>();

/** Loads a language's catalogue (once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await CATALOGUES[language]()).default);
}

/** Whether a language's catalogue is loaded: what is shown in it is formatted without waiting. */
export const isLoaded = (language: Language): boolean => loaded.has(language);

/** Whether `language` has a text for `key` (for keys made from a code: `game.race.${race}`). */
export function hasText(language: Language, key: string): key is MessageKey {
  return loaded.get(language)?.[key] !== undefined;
}

/** The text of `key` in `language`, its placeholders filled in. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  const catalogue = loaded.get(language);
  if (!catalogue) throw new Error(`The ${language} catalogue is not loaded`);
  const message = catalogue[key];
  if (message === undefined) throw new Error(`No text ${key} in the ${language} catalogue`);
  if (!values && !message.includes('{') && !message.includes("'")) return message;
  const id = `${language}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, language);
    formats.set(id, format);
  }
  return String(format.format(values));
}
