import type { Plugin } from 'vite';
import { SERVER_ONLY_TEXTS } from '../contract/i18n/languages.ts';

const CATALOGUE = /\/contract\/i18n\/[a-z]{2,3}\.json$/;

/** A catalogue as the browser loads it: the texts a page can show, without the server's own. */
export function browserCatalogue(json: string): string {
  const texts = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(texts).filter(([key]) => !SERVER_ONLY_TEXTS.test(key))),
  );
}

/**
 * The browser's catalogues leave out what only the server writes (ADR 020): the API's answers come
 * already in the page's language, and mails and the CLI never reach a page.
 */
export function browserCatalogues(): Plugin {
  return {
    name: 'browser-catalogues',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !CATALOGUE.test(id.split('?')[0]!)) return undefined;
      return { code: browserCatalogue(code), map: null };
    },
  };
}
