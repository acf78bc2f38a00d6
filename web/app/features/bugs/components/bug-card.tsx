import { useDraggable } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Bug, BugUpdate } from '#contract/bugs.ts';
import { useT } from '#web/lib/i18n.ts';
import { CategoryLabel, PriorityBadge, StatusLabel, useBugDates } from './bug-badges.tsx';
import { StaffControls } from './staff-controls.tsx';

/** docs/product.md §2.8: #id, priority, title, two-line description, category, status, reporter, date. */
export function BugCard({
  bug,
  staff,
  onOpen,
  onTriage,
}: {
  bug: Bug;
  staff: boolean;
  onOpen: (id: number) => void;
  onTriage: (bug: Bug, changes: BugUpdate) => Promise<unknown>;
}) {
  const drag = useDraggable({ id: bug.id, data: { bug }, disabled: !staff });
  return (
    <article
      ref={drag.setNodeRef}
      data-bug-id={bug.id}
      className={`min-w-0 rounded-md border border-frost-500/20 bg-night-800/80 p-4 shadow transition-colors hover:border-frost-400/40 ${drag.isDragging ? 'opacity-40' : ''}`}
    >
      <BugCardBody bug={bug} onOpen={onOpen} handle={staff ? <DragHandle bug={bug} drag={drag} /> : null} />
      {staff && <StaffControls bug={bug} onTriage={onTriage} />}
    </article>
  );
}

export function BugCardBody({
  bug,
  onOpen,
  handle,
}: {
  bug: Bug;
  onOpen?: (id: number) => void;
  handle?: ReactNode;
}) {
  const t = useT();
  const dates = useBugDates();
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <span className="font-mono text-xs text-frost-300">#{bug.id}</span>
        <div className="flex items-center gap-2">
          {bug.isExploit && (
            <span className="rounded border border-red-400/60 px-1.5 py-0.5 text-[10px] font-semibold tracking-wider text-red-200 uppercase">
              {t('bugs.card.exploit')}
            </span>
          )}
          <PriorityBadge priority={bug.priority} />
          {handle}
        </div>
      </div>
      <h3 className="mt-2 font-body text-base leading-snug font-semibold tracking-normal wrap-anywhere text-frost-100">
        {onOpen ? (
          <button
            type="button"
            onClick={() => onOpen(bug.id)}
            className="text-left hover:text-gold-300 hover:underline"
          >
            {bug.title}
          </button>
        ) : (
          bug.title
        )}
      </h3>
      <p className="mt-1 line-clamp-2 text-sm wrap-anywhere text-frost-300">{bug.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <CategoryLabel category={bug.category} />
        <StatusLabel status={bug.status} />
      </div>
      <div className="mt-2 flex items-center justify-between gap-2 text-xs text-frost-300">
        <span className="min-w-0 wrap-anywhere">
          {t('bugs.card.reportedBy', { name: bug.reportedByUsername })}
        </span>
        <time className="shrink-0" dateTime={bug.createdAt}>
          {dates.date(bug.createdAt)}
        </time>
      </div>
    </>
  );
}

/** Staff drag a card by this handle onto another column; the menus do the same from the keyboard. */
function DragHandle({ bug, drag }: { bug: Bug; drag: ReturnType<typeof useDraggable> }) {
  const t = useT();
  return (
    <button
      type="button"
      ref={drag.setActivatorNodeRef}
      {...drag.attributes}
      {...drag.listeners}
      aria-label={t('bugs.card.drag', { id: bug.id })}
      data-drag-handle
      className="cursor-grab touch-none rounded p-1 text-frost-300 hover:bg-night-700 hover:text-gold-300 active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}
