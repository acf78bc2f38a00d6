import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  BUG_LIMITS,
  CATEGORY_LABELS,
  PRIORITY_LABELS,
  REPORTER_EDITABLE_STATUSES,
  STATUS_LABELS,
} from '#contract/bug-values.ts';
import type { Bug, BugDetail, BugEvent, BugUpdate } from '#contract/bugs.ts';
import { classColor, className, raceName } from '#contract/lookups.ts';
import { ConfirmDialog, Modal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useCommentBug } from '../api/comment-bug.ts';
import { useDeleteBug } from '../api/delete-bug.ts';
import { useBug } from '../api/get-bug.ts';
import { bugKeys } from '../api/get-bugs.ts';
import { useUpdateBug } from '../api/update-bug.ts';
import { CategoryLabel, formatBugDateTime, PriorityBadge, StatusLabel } from './bug-badges.tsx';
import { TriageForm } from './staff-controls.tsx';

const label = (kind: 'status' | 'priority' | 'category', value: string | null) => {
  if (!value) return '?';
  const labels: Record<string, string> =
    kind === 'status' ? STATUS_LABELS : kind === 'priority' ? PRIORITY_LABELS : CATEGORY_LABELS;
  return labels[value] ?? value;
};

function describeEvent(event: BugEvent): string {
  switch (event.kind) {
    case 'reported':
      return 'reported this bug';
    case 'status':
      return `moved it from ${label('status', event.from)} to ${label('status', event.to)}`;
    case 'priority':
      return `changed the priority from ${label('priority', event.from)} to ${label('priority', event.to)}`;
    case 'category':
      return `changed the category from ${label('category', event.from)} to ${label('category', event.to)}`;
    case 'edit':
      return `edited the ${(event.to ?? '').split(',').join(' and ')}`;
    case 'comment':
      return 'commented';
  }
}

/** The bug's history: its status changes and the team's comments, oldest first. */
function Timeline({ events }: { events: BugEvent[] }) {
  return (
    <ol className="relative space-y-4 border-l border-frost-500/30 pl-5" aria-label="Timeline">
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
            {formatBugDateTime(e.createdAt)}
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

function CharacterSnapshot({ character }: { character: NonNullable<Bug['character']> }) {
  return (
    <div className="flex items-center gap-3 rounded border border-frost-500/20 bg-night-800 px-3 py-2">
      <span
        aria-hidden
        className="size-3 shrink-0 rounded-full"
        style={{ backgroundColor: classColor(character.class) ?? '#9ccbf0' }}
      />
      <div>
        <p className="font-semibold text-frost-100">{character.name}</p>
        <p className="text-xs text-frost-300">
          Level {character.level} {raceName(character.race)} {className(character.class)}
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
      setError(e instanceof ApiError && e.status ? e.message : 'Failed to update bug');
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-form="edit-bug">
      <label className="block text-sm text-frost-200" htmlFor="edit-title">
        Title
        <input
          id="edit-title"
          className={field}
          value={title}
          maxLength={BUG_LIMITS.title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </label>
      <label className="block text-sm text-frost-200" htmlFor="edit-description">
        Description
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
          Cancel
        </button>
        <button
          type="submit"
          disabled={update.isPending}
          className="rounded bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          Save
        </button>
      </div>
    </form>
  );
}

/** The reporter's answer to the team; on a report waiting on them it goes back to the team. */
function ReporterAnswer({ bug }: { bug: BugDetail }) {
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
      setError(e instanceof ApiError && e.status ? e.message : 'Your comment could not be sent.');
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3 border-t border-frost-500/20 pt-4" data-form="answer-bug">
      <label className="block text-sm text-frost-200" htmlFor="answer-comment">
        {waiting ? 'The team needs more context: answer here' : 'Add a comment'}
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
          {waiting ? 'Send answer' : 'Send comment'}
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
      toast('Bug deleted', 'success');
      onClose();
    } catch (e) {
      toast(e instanceof ApiError && e.status ? e.message : 'Failed to delete bug', 'error');
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
      title={bug ? `#${bug.id} ${bug.title}` : `Bug #${id ?? ''}`}
      wide
    >
      {query.isPending && <p className="text-frost-300">Loading bug...</p>}
      {query.isError && <p className="text-red-300">Bug not found</p>}
      {bug && (
        <div className="min-w-0 space-y-5" data-bug-detail={bug.id}>
          <div className="flex flex-wrap items-center gap-2">
            <PriorityBadge priority={bug.priority} />
            <StatusLabel status={bug.status} />
            <CategoryLabel category={bug.category} />
            {bug.isExploit && (
              <span className="text-xs font-semibold text-red-200">
                Exploit: visible only to its reporter and the team
              </span>
            )}
          </div>
          <p className="text-sm wrap-anywhere text-frost-300">
            By: {bug.reportedByUsername} · {formatBugDateTime(bug.createdAt)}
          </p>
          {(bug.questName || bug.className || bug.itemName) && (
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm [&_dd]:wrap-anywhere">
              {bug.questName && (
                <>
                  <dt className="text-frost-300">Quest Name</dt>
                  <dd className="text-frost-100">{bug.questName}</dd>
                </>
              )}
              {bug.className && (
                <>
                  <dt className="text-frost-300">Class</dt>
                  <dd className="text-frost-100">{bug.className}</dd>
                </>
              )}
              {bug.itemName && (
                <>
                  <dt className="text-frost-300">Item Name</dt>
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
                  Edit report
                </button>
              )}
            </div>
          )}
          {bug.character && (
            <div>
              <h3 className="mb-2 text-sm text-frost-300">Character</h3>
              <CharacterSnapshot character={bug.character} />
            </div>
          )}
          <div>
            <h3 className="mb-3 text-sm text-frost-300">Progress</h3>
            <Timeline events={bug.events} />
          </div>
          {mine && !staff && <ReporterAnswer key={bug.events.length} bug={bug} />}
          {staff && onTriage && (
            <div className="border-t border-frost-500/20 pt-4">
              <h3 className="mb-3 text-sm text-frost-300">Triage</h3>
              <TriageForm
                key={`${bug.status}-${bug.priority}-${bug.events.length}`}
                bug={bug}
                submitLabel="Update bug"
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
                Delete bug
              </button>
            </div>
          )}
          <ConfirmDialog
            open={confirmDelete}
            text={`Delete bug #${bug.id} and its history?`}
            confirmLabel="Delete"
            danger
            onConfirm={() => void remove()}
            onCancel={() => setConfirmDelete(false)}
          />
        </div>
      )}
    </Modal>
  );
}
