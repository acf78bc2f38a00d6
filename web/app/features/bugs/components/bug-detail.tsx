import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  BUG_CATEGORIES,
  BUG_LIMITS,
  BUG_PRIORITIES,
  BUG_STATUSES,
  REPORTER_EDITABLE_STATUSES,
} from '#contract/bug-values.ts';
import { armoryCharacterPath } from '#contract/armory.ts';
import type { Bug, BugDetail, BugEvent, BugUpdate } from '#contract/bugs.ts';
import { CLASSES, classColor } from '#contract/lookups.ts';
import { ConfirmDialog, Modal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { serverReason } from '#web/lib/api-client.ts';
import { useGameNames } from '#web/lib/game-names.ts';
import { useLanguage, useT } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useCommentBug } from '../api/comment-bug.ts';
import { useDeleteBug } from '../api/delete-bug.ts';
import { useBug } from '../api/get-bug.ts';
import { bugKeys } from '../api/get-bugs.ts';
import { useUpdateBug } from '../api/update-bug.ts';
import { CategoryLabel, PriorityBadge, StatusLabel, useBugDates } from './bug-badges.tsx';
import { TriageForm } from './staff-controls.tsx';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A report's class as the page's language names it: the report carries its English name. */
function useReportedClass() {
  const { className } = useGameNames();
  return (name: string) => {
    const id = Object.entries(CLASSES).find(([, english]) => english === name)?.[0];
    return id ? className(Number(id)) : name;
  };
}

/** What a step of the timeline did, after the name of who did it ("moved it from To Do to Done"). */
function useDescribeEvent() {
  const t = useT();
  const language = useLanguage();
  // An unknown value (an older code) shows as it is recorded.
  const label = (kind: 'status' | 'priority' | 'category', value: string | null) => {
    if (!value) return '?';
    if (kind === 'status') return isOneOf(BUG_STATUSES, value) ? t(`bugs.status.${value}`) : value;
    if (kind === 'priority') return isOneOf(BUG_PRIORITIES, value) ? t(`bugs.priority.${value}`) : value;
    return isOneOf(BUG_CATEGORIES, value) ? t(`bugs.category.${value}`) : value;
  };
  return (event: BugEvent): string => {
    switch (event.kind) {
      case 'reported':
        return t('bugs.timeline.reported');
      case 'status':
      case 'priority':
      case 'category':
        return t(`bugs.timeline.${event.kind}`, {
          from: label(event.kind, event.from),
          to: label(event.kind, event.to),
        });
      case 'edit': {
        // The server records the fields edited, comma-joined: `title`, `description` or both.
        const raw = event.to ?? '';
        const fields =
          raw === 'title' || raw === 'description' ? raw : raw === 'title,description' ? 'both' : 'other';
        const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(raw.split(','));
        return t('bugs.timeline.edit', { fields, raw: list });
      }
      case 'comment':
        return t('bugs.timeline.comment');
    }
  };
}

/** The bug's history: its status changes and the team's comments, oldest first. */
function Timeline({ events }: { events: BugEvent[] }) {
  const t = useT();
  const dates = useBugDates();
  const describeEvent = useDescribeEvent();
  return (
    <ol
      className="relative space-y-4 border-l border-frost-500/30 pl-5"
      aria-label={t('bugs.detail.timeline')}
    >
      {events.map((e) => (
        <li key={e.id} className="relative" data-event={e.kind}>
          <span
            aria-hidden
            className={`absolute top-1.5 -left-[25px] size-2.5 rounded-full ${e.kind === 'status' ? 'bg-gold-400' : e.kind === 'comment' ? 'bg-sky-400' : 'bg-frost-400'}`}
          />
          <p className="text-sm wrap-anywhere text-frost-100">
            <span className="font-semibold">{e.actorName}</span> {describeEvent(e)}
          </p>
          <time dateTime={e.createdAt} className="text-xs text-frost-300">
            {dates.dateTime(e.createdAt)}
          </time>
          {e.comment && (
            <blockquote className="mt-2 rounded border border-frost-500/20 bg-night-800 px-3 py-2 text-sm whitespace-pre-wrap wrap-anywhere text-frost-200">
              {e.comment}
            </blockquote>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The reporter's character as it was; staff can open it in the armory as it is now. */
function CharacterSnapshot({ character }: { character: NonNullable<Bug['character']> }) {
  const t = useT();
  const { raceName, className } = useGameNames();
  const { isModerator } = useSession();
  return (
    <div className="flex items-center gap-3 rounded border border-frost-500/20 bg-night-800 px-3 py-2">
      <span
        aria-hidden
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: classColor(character.class) ?? '#9ccbf0' }}
      />
      <div>
        <p className="font-semibold text-frost-100">
          {isModerator && character.realm ? (
            <Link to={armoryCharacterPath(character.realm.id, character.name)} className="hover:underline">
              {character.name}
            </Link>
          ) : (
            character.name
          )}
        </p>
        <p className="text-xs text-frost-300">
          {t('bugs.detail.character.line', {
            level: character.level,
            race: raceName(character.race),
            class: className(character.class),
          })}
          {character.realm && <span data-character-realm> · {character.realm.name}</span>}
        </p>
      </div>
    </div>
  );
}

const field =
  'mt-1 w-full rounded border border-frost-500/30 bg-night-800 px-3 py-2 text-sm text-frost-100 focus:border-gold-400 focus:outline-none';

/** The reporter rewords the report while it still waits on them. */
function ReporterEdit({ bug, onDone }: { bug: BugDetail; onDone: () => void }) {
  const t = useT();
  const [title, setTitle] = useState(bug.title);
  const [description, setDescription] = useState(bug.description);
  const [error, setError] = useState('');
  const update = useUpdateBug();
  const queryClient = useQueryClient();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes: BugUpdate = {};
    if (title.trim() !== bug.title) changes.title = title.trim();
    if (description.trim() !== bug.description) changes.description = description.trim();
    if (!Object.keys(changes).length) return onDone();
    try {
      await update.mutateAsync({ id: bug.id, changes });
      await queryClient.invalidateQueries({ queryKey: bugKeys.all });
      onDone();
    } catch (e) {
      setError(serverReason(e) ?? t('bugs.detail.updateFailed'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-form="edit-bug">
      <label className="block text-sm text-frost-200" htmlFor="edit-title">
        {t('bugs.detail.edit.title')}
        <input
          id="edit-title"
          className={field}
          value={title}
          maxLength={BUG_LIMITS.title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <label className="block text-sm text-frost-200" htmlFor="edit-description">
        {t('bugs.detail.edit.description')}
        <textarea
          id="edit-description"
          rows={6}
          className={field}
          value={description}
          maxLength={BUG_LIMITS.description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onDone}
          className="rounded border border-frost-500/40 px-4 py-2 text-sm text-frost-200 hover:bg-night-700"
        >
          {t('bugs.detail.edit.cancel')}
        </button>
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {t('bugs.detail.edit.save')}
        </button>
      </div>
    </form>
  );
}

/** The reporter's answer to the team; on a report waiting on them it goes back to the team. */
function ReporterAnswer({ bug }: { bug: BugDetail }) {
  const t = useT();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const answer = useCommentBug();
  const busy = answer.isPending;
  const waiting = bug.status === 'need_more_context';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!comment.trim() || busy) return;
    setError('');
    try {
      await answer.mutateAsync({ id: bug.id, comment: comment.trim() });
      setComment('');
    } catch (e) {
      setError(serverReason(e) ?? t('bugs.detail.answer.failed'));
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 border-t border-frost-500/20 pt-4" data-form="answer-bug">
      <label className="block text-sm text-frost-200" htmlFor="answer-comment">
        {waiting ? t('bugs.detail.answer.needMoreContext') : t('bugs.detail.answer.label')}
        <textarea
          id="answer-comment"
          rows={4}
          className={field}
          value={comment}
          maxLength={BUG_LIMITS.comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={busy || !comment.trim()}
          className="rounded bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {waiting ? t('bugs.detail.answer.sendAnswer') : t('bugs.detail.answer.sendComment')}
        </button>
      </div>
    </form>
  );
}

/** A bug's detail view: full description, the character snapshot and the timeline; triage for staff. */
export function BugDetailDialog({
  id,
  initial,
  onClose,
  staff,
  admin,
  username,
  onTriage,
}: {
  id: number | null;
  /** The bug as the page's HTML has it (a shared link), until the app reads it. */
  initial?: BugDetail | null;
  onClose: () => void;
  staff: boolean;
  admin: boolean;
  username: string | undefined;
  /** Staff's triage; only with `staff`. */
  onTriage?: (bug: Bug, changes: BugUpdate) => Promise<unknown>;
}) {
  const t = useT();
  const dates = useBugDates();
  const reportedClass = useReportedClass();
  const query = useBug(id, initial);
  const bug = query.data;
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const toast = useToast();
  const deleteBug = useDeleteBug();

  async function remove() {
    setConfirmDelete(false);
    if (id === null) return;
    try {
      await deleteBug.mutateAsync(id);
      toast(t('bugs.detail.deleted'), 'success');
      onClose();
    } catch (e) {
      toast(serverReason(e) ?? t('bugs.detail.deleteFailed'), 'error');
    }
  }

  const mine = !!bug && !!username && bug.reportedByUsername.toUpperCase() === username.toUpperCase();
  const editable = mine && REPORTER_EDITABLE_STATUSES.includes(bug.status);

  return (
    <Modal
      open={id !== null}
      onClose={() => {
        setEditing(false);
        onClose();
      }}
      title={bug ? `#${bug.id} ${bug.title}` : t('bugs.detail.titleLoading', { id: id ?? '' })}
      wide
    >
      {query.isPending && <p className="text-frost-300">{t('bugs.detail.loading')}</p>}
      {query.isError && <p className="text-red-300">{t('bugs.detail.notFound')}</p>}
      {bug && (
        <div className="min-w-0 space-y-5" data-bug-detail={bug.id}>
          <div className="flex flex-wrap items-center gap-2">
            <PriorityBadge priority={bug.priority} />
            <StatusLabel status={bug.status} />
            <CategoryLabel category={bug.category} />
            {bug.isExploit && (
              <span className="text-xs font-semibold text-red-200">{t('bugs.detail.exploit')}</span>
            )}
          </div>
          <p className="text-sm wrap-anywhere text-frost-300">
            {t('bugs.detail.reportedBy', {
              name: bug.reportedByUsername,
              date: dates.dateTime(bug.createdAt),
            })}
          </p>
          {(bug.questName || bug.className || bug.itemName) && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm [&_dd]:wrap-anywhere">
              {bug.questName && (
                <>
                  <dt className="text-frost-300">{t('bugs.detail.questName')}</dt>
                  <dd className="text-frost-100">{bug.questName}</dd>
                </>
              )}
              {bug.className && (
                <>
                  <dt className="text-frost-300">{t('bugs.detail.class')}</dt>
                  <dd className="text-frost-100">{reportedClass(bug.className)}</dd>
                </>
              )}
              {bug.itemName && (
                <>
                  <dt className="text-frost-300">{t('bugs.detail.itemName')}</dt>
                  <dd className="text-frost-100">{bug.itemName}</dd>
                </>
              )}
            </dl>
          )}
          {editing ? (
            <ReporterEdit bug={bug} onDone={() => setEditing(false)} />
          ) : (
            <div>
              <p className="text-sm whitespace-pre-wrap wrap-anywhere text-frost-100">{bug.description}</p>
              {editable && (
                <button
                  type="button"
                  onClick={() => setEditing(true)}
                  className="mt-2 text-sm text-gold-300 hover:underline"
                >
                  {t('bugs.detail.editReport')}
                </button>
              )}
            </div>
          )}
          {bug.character && (
            <div>
              <h3 className="mb-2 text-sm text-frost-300">{t('bugs.detail.character')}</h3>
              <CharacterSnapshot character={bug.character} />
            </div>
          )}
          <div>
            <h3 className="mb-3 text-sm text-frost-300">{t('bugs.detail.progress')}</h3>
            <Timeline events={bug.events} />
          </div>
          {mine && !staff && <ReporterAnswer key={bug.events.length} bug={bug} />}
          {staff && onTriage && (
            <div className="border-t border-frost-500/20 pt-4">
              <h3 className="mb-3 text-sm text-frost-300">{t('bugs.detail.triage')}</h3>
              <TriageForm
                key={`${bug.status}-${bug.priority}-${bug.events.length}`}
                bug={bug}
                submitLabel={t('bugs.detail.updateBug')}
                onSubmit={(changes) => onTriage(bug, changes)}
              />
            </div>
          )}
          {admin && (
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => setConfirmDelete(true)}
                className="rounded border border-red-400/50 px-3 py-1.5 text-sm text-red-200 hover:bg-red-900/40"
              >
                {t('bugs.detail.deleteBug')}
              </button>
            </div>
          )}
          <ConfirmDialog
            open={confirmDelete}
            text={t('bugs.detail.confirmDelete', { id: bug.id })}
            confirmLabel={t('bugs.detail.delete')}
            danger
            onConfirm={() => void remove()}
            onCancel={() => setConfirmDelete(false)}
          />
        </div>
      )}
    </Modal>
  );
}
