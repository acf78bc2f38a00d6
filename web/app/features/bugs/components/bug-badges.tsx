import { useMemo } from 'react';
import type { BugCategory, BugPriority, BugStatus } from '#contract/bug-values.ts';
import type { Language } from '#contract/i18n/languages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';

const priorityTone: Record<BugPriority, string> = {
  low: 'border-frost-400/50 bg-frost-500/15 text-frost-200',
  medium: 'border-gold-400/60 bg-gold-500/15 text-gold-300',
  high: 'border-red-400/60 bg-red-500/20 text-red-200',
};

export function PriorityBadge({ priority }: { priority: BugPriority }) {
  const t = useT();
  return (
    <span
      className={`rounded border px-2 py-0.5 text-[11px] font-semibold tracking-wider uppercase ${priorityTone[priority]}`}
    >
      {t(`bugs.priority.${priority}`)}
    </span>
  );
}

const statusTone: Record<BugStatus, string> = {
  todo: 'text-frost-200',
  need_more_context: 'text-amber-300',
  work_in_progress: 'text-sky-300',
  validation: 'text-violet-300',
  done: 'text-emerald-300',
  not_a_bug: 'text-frost-300',
};

export function StatusLabel({ status }: { status: BugStatus }) {
  const t = useT();
  return <span className={`text-xs font-semibold ${statusTone[status]}`}>{t(`bugs.status.${status}`)}</span>;
}

export function CategoryLabel({ category }: { category: BugCategory }) {
  const t = useT();
  return (
    <span className="rounded bg-night-700 px-2 py-0.5 text-xs text-frost-200">
      {t(`bugs.category.${category}`)}
    </span>
  );
}

/** English keeps the board's day-month-year and 24-hour clock (en-GB); French writes its own. */
const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/** A bug's dates (`date`) and moments (`dateTime`) as the page's language writes them. */
export function useBugDates() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = DATE_LOCALES[language];
    const dateFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    return {
      date: (iso: string) => dateFormat.format(new Date(iso)),
      dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
    };
  }, [language]);
}
