import type { IncomingMessage } from 'node:http';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../contract/i18n/languages.ts';

/*
 * The language a page is rendered in (ADR 020), first match wins:
 *   1. `?lang=en|fr` in the address: the visitor's choice, kept in a cookie for the next visits;
 *   2. that cookie;
 *   3. the browser's `Accept-Language`, best first;
 *   4. the site's default: STAFF_LANGUAGE under /admin, SITE_LANGUAGE elsewhere.
 * A page is held once per language: the address without `lang` and the language make its key.
 */

/** A year: the choice outlives the session, as players expect of a language switch. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface PageLanguage {
  language: Language;
  /** The address without `lang`, as the page is held and rendered. */
  url: string;
  /** The cookie to set when the address made a choice. */
  setCookie?: string;
}

/** The first language of an `Accept-Language` header the site speaks (by weight, then order). */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const asked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((a) => a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return asked.map((a) => a.base).find(isLanguage);
}

function cookieLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

export function pageLanguage(
  request: Pick<IncomingMessage, 'url' | 'headers'>,
  defaults: { site: Language; staff: Language },
): PageLanguage {
  const raw = request.url ?? '/';
  const query = raw.indexOf('?');
  let url = raw;
  let chosen: Language | undefined;
  if (query !== -1 && raw.includes('lang=', query)) {
    const params = new URLSearchParams(raw.slice(query + 1));
    const asked = params.get('lang');
    params.delete('lang');
    const rest = params.toString();
    url = raw.slice(0, query) + (rest ? `?${rest}` : '');
    if (isLanguage(asked)) chosen = asked;
  }
  const language =
    chosen ??
    cookieLanguage(request.headers.cookie) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')
      ? defaults.staff
      : defaults.site);
  return {
    language,
    url,
    ...(chosen
      ? { setCookie: `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax` }
      : {}),
  };
}
