import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type Language } from './languages.ts';
import { readText, type MessageKey } from './text.ts';

/*
 * Every text the site shows lives in the catalogues as an ICU message (placeholders `{name}`,
 * plurals `{count, plural, one {…} other {…}}`), formatted by FormatJS's intl-messageformat (ADR 020).
 * The server loads every catalogue at start; the browser loads its page's language before the app
 * starts (entry.client.tsx).
 */

export type { MessageKey };
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
    // `<` is a character of the texts (`<username>` in the CLI's usage), not a rich-text tag.
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    formats.set(id, format);
  }
  return String(format.format(values));
}

/**
 * A text made by `text()` in `language`; anything else (a name, words a person wrote) is returned as
 * it is.
 */
export function translateText(language: Language, value: string): string {
  const parsed = readText(value);
  if (!parsed || !hasText(language, parsed.key)) return value;
  return translate(language, parsed.key, parsed.values);
}
