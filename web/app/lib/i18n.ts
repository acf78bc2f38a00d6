import { useRouteLoaderData } from 'react-router';
import type { Language } from '#contract/i18n/languages.ts';
import { translate, translateText, type MessageKey, type MessageValues } from '#contract/i18n/messages.ts';

/*
 * The page's language and its texts (ADR 020). The server chose the language
 * (server/web/page-language.ts) and the root loader hands it down; it changes only with a new
 * document (the language switch reloads the page), so components read it, they never keep it.
 */

/** The language the page is in. */
export function useLanguage(): Language {
  const root = useRouteLoaderData('root') as { language?: Language } | undefined;
  return root?.language ?? 'en';
}

/** `t(key, values)`: a text of the page's language, its placeholders filled in. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const language = useLanguage();
  return (key, values) => translate(language, key, values);
}

/**
 * `say(text)`: a text made by `text()` (a form rule's message) in the page's language; words that are
 * not one (a name, what a person wrote) are shown as they are.
 */
export function useSay(): (value: string) => string {
  const language = useLanguage();
  return (value) => translateText(language, value);
}
