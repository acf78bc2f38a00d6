import type { ReactNode } from 'react';
import type { Language } from '#contract/i18n/languages.ts';
import { useLanguage } from '#web/lib/i18n.ts';

/** One section of the account page: a titled card. */
export function Panel({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-lg border border-frost-500/20 bg-night-900/70 p-5 sm:p-6"
      data-panel={id}
    >
      <h2 id={id ? `${id}-title` : undefined} className="font-display text-xl text-gold-300">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-frost-300">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded border border-frost-500/40 px-4 py-2 text-sm text-frost-100 hover:bg-night-700 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded border border-red-400/50 px-3 py-1.5 text-sm text-red-200 hover:bg-red-900/40 disabled:cursor-not-allowed disabled:opacity-60';

/** English keeps the day-month order and 24-hour clock the page has always shown; French is fr-FR. */
const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

const formatters = (locale: string) => ({
  dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }),
});
const FORMATTERS = { en: formatters(LOCALES.en), fr: formatters(LOCALES.fr) } satisfies Record<
  Language,
  unknown
>;

/** Dates, times and numbers in the page's language. */
export function useFormats() {
  const language = useLanguage();
  const locale = LOCALES[language];
  const { dateTime, date } = FORMATTERS[language];
  return {
    formatDateTime: (iso: string) => dateTime.format(new Date(iso)),
    formatDate: (iso: string) => date.format(new Date(iso)),
    formatNumber: (value: number) => value.toLocaleString(locale),
  };
}
