import { useMemo } from 'react';
import type { Language } from '#contract/i18n/languages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

/** English writes day-month (en-GB), as the bug board does; French its own. Every date is UTC, as computed. */
const LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Figures, days, weeks and hours as the page's language writes them. */
export function useStatisticsFormat() {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => {
    const locale = LOCALES[language];
    const numbers = new Intl.NumberFormat(locale);
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const fullDay = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dayMonthYear = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const hour = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const moment = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    const asDate = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
    return {
      number: (n: number) => numbers.format(n),
      /** A figure, or what stands for none (no sample taken then). */
      figure: (n: number | null) => (n === null ? t('statistics.value.none') : numbers.format(n)),
      /** '3 Mar': an axis label. */
      dayMonth: (day: string) => dayMonth.format(asDate(day)),
      /** 'Mon 3 Mar 2026': a day in the hidden tables. */
      day: (day: string) => fullDay.format(asDate(day)),
      /** 'Week of 3 Mar 2026'. */
      week: (week: string) => t('statistics.value.week', { date: dayMonthYear.format(asDate(week)) }),
      /** 'Mon': the axis label of a day's first hour. */
      weekday: (iso: string) => weekday.format(new Date(iso)),
      /** 'Mon 3 Mar, 14:00 UTC'. */
      hour: (iso: string) => t('statistics.value.utc', { time: hour.format(new Date(iso)) }),
      /** '3 Mar 2026, 14:05 UTC'. */
      moment: (iso: string) => t('statistics.value.utc', { time: moment.format(new Date(iso)) }),
      /** Hours with one decimal: '5.5 h'. */
      hours: (hours: number) => t('statistics.value.hours', { hours: Math.round(hours * 10) / 10 }),
      /** A run's length: '3 d 4 h', '2 h 5 min', '12 min'. */
      duration(seconds: number) {
        const days = Math.floor(seconds / 86_400);
        const hours = Math.floor((seconds % 86_400) / 3600);
        const minutes = Math.floor((seconds % 3600) / 60);
        if (days > 0) return t('realms.uptime.days', { days, hours });
        if (hours > 0) return t('realms.uptime.hours', { hours, minutes });
        return t('realms.uptime.minutes', { minutes });
      },
    };
  }, [t, language]);
}

export type StatisticsFormat = ReturnType<typeof useStatisticsFormat>;

/** Axis labels for every `every`-th value, counted back from the last (the newest is always named). */
export const everyNth = <T>(list: T[], every: number, label: (item: T) => string) =>
  list.map((item, i) => ((list.length - 1 - i) % every === 0 ? label(item) : undefined));
