import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '#contract/i18n/languages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

/**
 * Links to this page in each language the site speaks. A plain link (a new document): the server
 * renders the page in the chosen language and remembers the choice in a cookie (ADR 020).
 */
export function LanguageSwitch({
  className = '',
  othersOnly = false,
}: {
  className?: string;
  /** Only the languages the page is not in: the header's compact form. */
  othersOnly?: boolean;
}) {
  const t = useT();
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const hrefOf = (code: string) => {
    const params = new URLSearchParams(search);
    params.set('lang', code);
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={t('language.switch')} className={className}>
      <ul className="flex items-center gap-1 text-xs font-semibold tracking-widest">
        {LANGUAGES.filter((code) => !othersOnly || code !== current).map((code) => (
          <li key={code}>
            <a
              href={hrefOf(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              title={
                code === current
                  ? t('language.current', { language: LANGUAGE_NAMES[code] })
                  : LANGUAGE_NAMES[code]
              }
              className={`inline-block rounded px-1.5 py-1.5 leading-none uppercase transition-colors ${
                code === current ? 'text-gold-300' : 'text-frost-300 hover:text-gold-300'
              }`}
            >
              <span aria-hidden>{code}</span>
              <span className="sr-only">{LANGUAGE_NAMES[code]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
