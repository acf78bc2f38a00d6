import { ChevronLeft, ChevronRight, RefreshCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Language } from '#contract/i18n/languages.ts';
import { useT } from '#web/lib/i18n.ts';

/** The frame of an admin screen: a back link to the dashboard, the title, the content. */
export function AdminPage({
  title,
  children,
  back = true,
}: {
  title: string;
  children: ReactNode;
  back?: boolean;
}) {
  const t = useT();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      {back && (
        <Link
          to="/admin"
          className="mb-3 inline-flex items-center gap-1 text-sm text-frost-300 hover:text-gold-300"
        >
          <ChevronLeft aria-hidden className="size-4" /> {t('admin.dashboard.title')}
        </Link>
      )}
      <h1 className="font-display text-3xl text-gold-300 sm:text-4xl">{title}</h1>
      <div className="mt-8 space-y-6">{children}</div>
    </section>
  );
}

/** A stat figure in the page's language; '…' while loading or while a large realm is still counting it. */
export const figure = (language: Language, n: number | null | undefined): string =>
  n === null || n === undefined ? '…' : n.toLocaleString(language);

/**
 * What a figure's sentence is given for its `{figure}` placeholder: the sentence is then cut there, so
 * the figure can be drawn larger wherever the language puts it.
 */
export const FIGURE_SLOT = '\u0000';

/** A sentence formatted with `{ figure: FIGURE_SLOT }`, its figure put in place by `render`. */
export function WithFigure({ sentence, render }: { sentence: string; render: () => ReactNode }) {
  const [before, ...after] = sentence.split(FIGURE_SLOT);
  return (
    <>
      {before}
      {render()}
      {after.join('')}
    </>
  );
}

/** A figure in the sentence that says what it counts (`label`, formatted with `{ figure: FIGURE_SLOT }`). */
export function StatCard({
  name,
  label,
  value,
  tone = 'frost',
}: {
  /** The figure's stable name (`data-stat`), the same in every language. */
  name: string;
  label: string;
  value: string;
  tone?: 'frost' | 'gold' | 'green';
}) {
  const color = tone === 'gold' ? 'text-gold-300' : tone === 'green' ? 'text-emerald-300' : 'text-frost-100';
  return (
    <div className="rounded-lg border border-frost-500/25 bg-night-900/80 p-3 sm:p-4">
      <p className="text-xs text-frost-300 sm:text-sm">
        <WithFigure
          sentence={label}
          render={() => (
            <span className={`font-display text-xl whitespace-nowrap sm:text-2xl ${color}`} data-stat={name}>
              {value}
            </span>
          )}
        />
      </p>
    </div>
  );
}

/** The search box with its Refresh button; the search runs on the server as the admin types. */
export function SearchBar({
  value,
  onChange,
  placeholder,
  contains,
  onContainsChange,
  onRefresh,
  refreshing,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  contains: boolean;
  onContainsChange: (value: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative flex-1">
        <span className="sr-only">{placeholder}</span>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-frost-300"
        />
        <input
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className="min-h-11 w-full rounded-md border border-frost-500/30 bg-night-900 py-2 pl-9 pr-3 text-frost-100 placeholder:text-frost-300/70 focus:border-gold-400 focus:outline-none"
        />
      </label>
      <label
        className="inline-flex min-h-11 items-center gap-2 text-sm text-frost-200"
        title={t('admin.search.everywhere.hint')}
      >
        <input
          type="checkbox"
          checked={contains}
          onChange={(e) => onContainsChange(e.target.checked)}
          className="size-4 accent-gold-400"
        />
        {t('admin.search.everywhere')}
      </label>
      <button
        type="button"
        onClick={onRefresh}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-gold-400/60 px-4 py-2 text-sm font-semibold text-gold-300 hover:bg-gold-400 hover:text-night-950"
      >
        <RefreshCw aria-hidden className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />{' '}
        {t('admin.refresh')}
      </button>
    </div>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const button =
    'inline-flex min-h-11 items-center gap-1 rounded border border-frost-500/30 px-3 py-1.5 text-sm text-frost-200 hover:bg-night-700 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('admin.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-frost-300"
    >
      <span>{t('admin.pagination.position', { page, pages, total })}</span>
      <span className="flex gap-2">
        <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" /> {t('admin.pagination.previous')}
        </button>
        <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.pagination.next')} <ChevronRight aria-hidden className="size-4" />
        </button>
      </span>
    </nav>
  );
}

/** An icon button of a table row: the icon shows, the label is for screen readers and the tooltip. */
export function RowAction({
  label,
  onClick,
  children,
  danger = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={label}
      aria-label={label}
      // 44 px: a finger's tap target.
      className={`inline-flex size-11 items-center justify-center rounded border border-frost-500/25 ${danger ? 'text-red-300 hover:bg-red-900/50' : 'text-frost-200 hover:bg-night-700 hover:text-gold-300'}`}
    >
      {children}
    </button>
  );
}

export const inputClass =
  'w-full rounded-md border border-frost-500/30 bg-night-950 px-3 py-2 text-frost-100 placeholder:text-frost-300/60 focus:border-gold-400 focus:outline-none';

export function ModalButtons({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex justify-end gap-3">{children}</div>;
}

export const cancelButton = 'rounded border border-frost-500/40 px-4 py-2 text-frost-200 hover:bg-night-700';
export const primaryButton =
  'rounded bg-gold-400 px-4 py-2 font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-50';
export const dangerButton =
  'rounded bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-600 disabled:opacity-50';
