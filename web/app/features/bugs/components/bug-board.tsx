import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BOARD_COLUMNS, columnOfStatus, type BoardColumnId } from '#contract/bug-values.ts';
import type { Bug, BugStatusCounts, BugUpdate } from '#contract/bugs.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { translate } from '#contract/i18n/messages.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { bugKeys, useBugColumn, type InitialBoard } from '../api/get-bugs.ts';
import { useUpdateBug } from '../api/update-bug.ts';
import { matchesFilters } from '../board-filters.ts';
import { useBoardFilters } from '../hooks/use-board-filters.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { BugCard, BugCardBody } from './bug-card.tsx';
import { BugColumn } from './bug-column.tsx';
import { BugCounters } from './bug-counters.tsx';
import { BugDetailDialog } from './bug-detail.tsx';
import { BugFilters } from './bug-filters.tsx';
import { MyReports } from './my-reports.tsx';

type Override = { changes: Partial<Pick<Bug, 'status' | 'priority' | 'category'>>; token: number };

const newestFirst = (a: Bug, b: Bug) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * The public board: counters, filters (kept in the URL), three columns that page their cards, and the
 * detail view, starting from the server's first page of each column (in the page's HTML). Staff moves show at once and roll back with a message when the server refuses them.
 */
export function BugBoard({ initial = null }: { initial?: InitialBoard | null }) {
  const t = useT();
  const language = useLanguage();
  const hydrated = useHydrated();
  const session = useSession();
  const staff = hydrated && session.isModerator;
  const board = useBoardFilters();
  const { filters } = board;

  const todo = useBugColumn('todo', filters, initial);
  const inProgress = useBugColumn('in_progress', filters, initial);
  const done = useBugColumn('done', filters, initial);
  const queries = { todo, in_progress: inProgress, done } as const;

  const [overrides, setOverrides] = useState<Map<number, Override>>(new Map());
  const tokens = useRef(0);
  const [dragged, setDragged] = useState<Bug | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const update = useUpdateBug();

  // Every card loaded by any column, once; after a move the fresher copy wins. Cards kept from the
  // previous filters while the new answer loads are filtered here, so a toggle answers at once.
  const loaded = useMemo(() => {
    const map = new Map<number, Bug>();
    for (const q of [todo, inProgress, done]) {
      for (const page of q.data?.pages ?? []) {
        for (const bug of page.data) {
          if (q.isPlaceholderData && !matchesFilters(bug, filters)) continue;
          const seen = map.get(bug.id);
          if (!seen || seen.updatedAt < bug.updatedAt) map.set(bug.id, bug);
        }
      }
    }
    return map;
  }, [todo, inProgress, done, filters]);

  const effective = useMemo(
    () =>
      [...loaded.values()].map((bug) => {
        const o = overrides.get(bug.id);
        return o ? { ...bug, ...o.changes } : bug;
      }),
    [loaded, overrides],
  );

  const counts = useMemo<BugStatusCounts | null>(() => {
    const latest = [todo, inProgress, done]
      .filter((q) => q.data?.pages.length)
      .sort((a, b) => b.dataUpdatedAt - a.dataUpdatedAt)[0];
    const base = latest?.data?.pages[0]?.counts;
    if (!base) return null;
    const adjusted = { ...base };
    for (const [id, o] of overrides) {
      const original = loaded.get(id);
      if (original && o.changes.status && o.changes.status !== original.status) {
        adjusted[original.status] = Math.max(0, adjusted[original.status] - 1);
        adjusted[o.changes.status] += 1;
      }
    }
    return adjusted;
  }, [todo, inProgress, done, overrides, loaded]);

  const triage = useCallback(
    async (bug: Bug, changes: BugUpdate) => {
      const token = ++tokens.current;
      const optimistic: Override['changes'] = {};
      if (changes.status) optimistic.status = changes.status;
      if (changes.priority) optimistic.priority = changes.priority;
      if (changes.category) optimistic.category = changes.category;
      setOverrides((prev) =>
        new Map(prev).set(bug.id, { changes: { ...prev.get(bug.id)?.changes, ...optimistic }, token }),
      );
      const settle = () =>
        setOverrides((prev) => {
          if (prev.get(bug.id)?.token !== token) return prev;
          const next = new Map(prev);
          next.delete(bug.id);
          return next;
        });
      try {
        const saved = await update.mutateAsync({ id: bug.id, changes });
        if (changes.comment) toast(translate(language, 'bugs.board.commentAdded'), 'success');
        await queryClient.invalidateQueries({ queryKey: bugKeys.all });
        settle();
        return saved;
      } catch (error) {
        settle();
        toast(serverReason(error) ?? translate(language, 'bugs.board.updateFailed'), 'error');
        // The refusal may come from a board out of date: read it again.
        void queryClient.invalidateQueries({ queryKey: bugKeys.all });
        throw error;
      }
    },
    // The language, not `t` (a new function each render), so the cards keep the same callback.
    [update, queryClient, toast, language],
  );
  const triageQuietly = useCallback(
    (bug: Bug, changes: BugUpdate) => triage(bug, changes).catch(() => undefined),
    [triage],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragStart = (event: DragStartEvent) =>
    setDragged(effective.find((b) => b.id === event.active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const bug = effective.find((b) => b.id === active.id);
    if (!bug || !over) return;
    const target = BOARD_COLUMNS.find((c) => c.id === over.id);
    if (target && columnOfStatus(bug.status) !== target.id) {
      void triageQuietly(bug, { status: target.statuses[0] });
    }
  };

  const firstLoad = loaded.size === 0 && Object.values(queries).some((q) => q.isPending);
  const failed = Object.values(queries).some((q) => q.isError);

  const byColumn = (id: BoardColumnId) =>
    effective.filter((b) => columnOfStatus(b.status) === id).sort(newestFirst);
  const countOf = (id: BoardColumnId) => {
    const column = BOARD_COLUMNS.find((c) => c.id === id)!;
    return counts ? column.statuses.reduce((n, s) => n + counts[s], 0) : byColumn(id).length;
  };

  return (
    <div className="space-y-6">
      <BugCounters counts={counts} />
      {hydrated && session.isAuthenticated && <MyReports onOpen={board.openBug} />}
      <BugFilters
        filters={filters}
        onSearch={board.setSearch}
        onTogglePriority={board.togglePriority}
        onToggleCategory={board.toggleCategory}
        onClear={board.clearFilters}
      />
      {firstLoad && (
        <p role="status" className="text-center text-frost-300">
          {t('bugs.board.loading')}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-center text-sm text-red-300">
          {t('bugs.board.loadFailed')}{' '}
          <button
            type="button"
            className="underline hover:text-gold-300"
            onClick={() => void queryClient.invalidateQueries({ queryKey: bugKeys.all })}
          >
            {t('bugs.board.tryAgain')}
          </button>
        </p>
      )}
      <DndContext
        sensors={sensors}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
      >
        <div className="grid gap-4 md:grid-cols-3" aria-busy={firstLoad}>
          {BOARD_COLUMNS.map((column) => {
            const cards = byColumn(column.id);
            const q = queries[column.id];
            return (
              <BugColumn
                key={column.id}
                column={column}
                count={countOf(column.id)}
                empty={cards.length === 0}
                loading={firstLoad || q.isPending || q.isPlaceholderData}
                hasMore={!!q.hasNextPage}
                loadingMore={q.isFetchingNextPage}
                onShowMore={() => void q.fetchNextPage()}
              >
                {cards.map((bug) => (
                  <BugCard
                    key={bug.id}
                    bug={bug}
                    staff={staff}
                    onOpen={board.openBug}
                    onTriage={triageQuietly}
                  />
                ))}
              </BugColumn>
            );
          })}
        </div>
        <DragOverlay>
          {dragged && (
            <div className="rounded-md border border-gold-400 bg-night-800 p-4 shadow-2xl">
              <BugCardBody bug={dragged} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <BugDetailDialog
        id={board.openBugId}
        initial={initial?.bug ?? null}
        onClose={() => board.openBug(null)}
        staff={staff}
        admin={hydrated && session.isAdmin}
        username={session.user?.username}
        onTriage={triage}
      />
    </div>
  );
}
