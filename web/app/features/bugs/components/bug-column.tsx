import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { BOARD_COLUMNS } from '#contract/bugs.ts';
import { useT } from '#web/lib/i18n.ts';

type Column = (typeof BOARD_COLUMNS)[number];

/** One of the board's three columns: a drop target for staff, its count, its cards and a "Show more". */
export function BugColumn({
  column,
  count,
  children,
  empty,
  loading,
  hasMore,
  loadingMore,
  onShowMore,
}: {
  column: Column;
  count: number;
  children: ReactNode;
  empty: boolean;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}) {
  const t = useT();
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  const headingId = `column-${column.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-column={column.id}
      data-drop-target={isOver || undefined}
      className={`flex min-h-64 flex-col rounded-lg border bg-night-900/70 p-3 transition-colors ${isOver ? 'border-gold-400 bg-night-800/80' : 'border-frost-500/20'}`}
    >
      <header className="mb-3 flex items-center justify-between px-1">
        <h2 id={headingId} className="font-display text-sm tracking-widest text-gold-300">
          {t(`bugs.column.${column.id}.title`)}
        </h2>
        <span
          className="min-w-8 rounded-full bg-night-700 px-2 py-0.5 text-center text-xs font-semibold text-frost-100"
          data-column-count
          aria-label={t('bugs.column.count', { count })}
        >
          {count}
        </span>
      </header>
      <div className="flex flex-1 flex-col gap-3">
        {children}
        {empty && !loading && (
          <p className="px-1 py-6 text-center text-sm text-frost-300">
            {t(`bugs.column.${column.id}.empty`)}
          </p>
        )}
      </div>
      {hasMore && (
        <button
          type="button"
          onClick={onShowMore}
          disabled={loadingMore}
          className="mt-3 rounded border border-frost-500/30 px-3 py-2 text-sm text-frost-200 hover:border-gold-400/60 hover:text-gold-300 disabled:opacity-60"
        >
          {loadingMore ? t('bugs.column.loadingMore') : t('bugs.column.showMore')}
        </button>
      )}
    </section>
  );
}
