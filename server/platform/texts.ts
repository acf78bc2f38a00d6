import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../contract/i18n/languages.ts';
import { loadLanguage, translateText } from '../../contract/i18n/messages.ts';
import type { Text } from '../../contract/i18n/text.ts';
import { fromAcceptLanguage } from '../web/page-language.ts';

/*
 * The API speaks its caller's language (ADR 020): the first language of `Accept-Language` the site
 * speaks (the web app sends its page's), else SITE_LANGUAGE. Every catalogue is loaded before any
 * module that speaks is used.
 */
await Promise.all(LANGUAGES.map(loadLanguage));

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer is written in. */
    language: Language;
  }
}

export function registerLanguage(app: FastifyInstance, siteLanguage: Language): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return fromAcceptLanguage(this.headers['accept-language']) ?? siteLanguage;
    },
  });
}

/** A text in the language of the request's answer. */
export function say(request: FastifyRequest, value: Text): string {
  return translateText(request.language, value);
}
