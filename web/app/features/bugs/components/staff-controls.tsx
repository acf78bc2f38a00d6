import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, MessageSquarePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BUG_LIMITS,
  BUG_PRIORITIES,
  BUG_STATUSES,
  type BugPriority,
  type BugStatus,
} from '#contract/bug-values.ts';
import type { Bug, BugUpdate } from '#contract/bugs.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useT } from '#web/lib/i18n.ts';

const trigger =
  'inline-flex items-center gap-1 rounded border border-frost-500/30 px-2 py-1 text-xs text-frost-200 hover:border-gold-400/60 hover:text-gold-300 data-[state=open]:border-gold-400';
const menu =
  'z-50 min-w-44 rounded-md border border-frost-500/30 bg-night-900 p-1 text-sm text-frost-100 shadow-xl';
const item =
  'relative flex cursor-pointer items-center rounded py-1.5 pr-3 pl-7 outline-none select-none data-[highlighted]:bg-night-700 data-[highlighted]:text-gold-300';

function Choice<T extends string>({
  label,
  name,
  value,
  values,
  labelOf,
  onChoose,
}: {
  label: string;
  name: string;
  value: T;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChoose: (value: T) => void;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={trigger} aria-label={name}>
        {label} <ChevronDown aria-hidden className="size-3" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu} sideOffset={4} align="start">
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(v) => {
              if (v !== value) onChoose(v as T);
            }}
          >
            {values.map((v) => (
              <DropdownMenu.RadioItem key={v} value={v} className={item}>
                <DropdownMenu.ItemIndicator className="absolute left-2">
                  <Check aria-hidden className="size-3.5" />
                </DropdownMenu.ItemIndicator>
                {labelOf(v)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** On each card, for admins and moderators: move to any status, set the priority, add a comment. */
export function StaffControls({
  bug,
  onTriage,
}: {
  bug: Bug;
  onTriage: (bug: Bug, changes: BugUpdate) => Promise<unknown>;
}) {
  const t = useT();
  const [commenting, setCommenting] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-frost-500/15 pt-3">
      <Choice
        label={t('bugs.staff.status')}
        name={t('bugs.staff.statusOf', { id: bug.id })}
        value={bug.status}
        values={BUG_STATUSES}
        labelOf={(status) => t(`bugs.status.${status}`)}
        onChoose={(status) => void onTriage(bug, { status })}
      />
      <Choice
        label={t('bugs.staff.priority')}
        name={t('bugs.staff.priorityOf', { id: bug.id })}
        value={bug.priority}
        values={BUG_PRIORITIES}
        labelOf={(priority) => t(`bugs.priority.${priority}`)}
        onChoose={(priority) => void onTriage(bug, { priority })}
      />
      <button
        type="button"
        className={trigger}
        aria-label={t('bugs.staff.commentOn', { id: bug.id })}
        onClick={() => setCommenting(true)}
      >
        <MessageSquarePlus aria-hidden className="size-3.5" /> {t('bugs.staff.comment')}
      </button>
      <CommentDialog
        bug={bug}
        open={commenting}
        onClose={() => setCommenting(false)}
        onSubmit={(changes) => {
          setCommenting(false);
          return onTriage(bug, changes);
        }}
      />
    </div>
  );
}

/** A staff comment, optionally with a move and a new priority, recorded as one step of the timeline. */
function CommentDialog({
  bug,
  open,
  onClose,
  onSubmit,
}: {
  bug: Bug;
  open: boolean;
  onClose: () => void;
  onSubmit: (changes: BugUpdate) => Promise<unknown>;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('bugs.staff.commentDialog', { id: bug.id })}>
      {open && (
        <TriageForm
          bug={bug}
          onSubmit={onSubmit}
          submitLabel={t('bugs.staff.addComment')}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

const field =
  'mt-1 w-full rounded border border-frost-500/30 bg-night-800 px-3 py-2 text-sm text-frost-100 focus:border-gold-400 focus:outline-none';

/** Status, priority and a comment: sends only what changed. */
export function TriageForm({
  bug,
  onSubmit,
  submitLabel,
  onCancel,
}: {
  bug: Bug;
  onSubmit: (changes: BugUpdate) => Promise<unknown>;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const t = useT();
  const [status, setStatus] = useState<BugStatus>(bug.status);
  const [priority, setPriority] = useState<BugPriority>(bug.priority);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes: BugUpdate = {};
    if (status !== bug.status) changes.status = status;
    if (priority !== bug.priority) changes.priority = priority;
    if (comment.trim()) changes.comment = comment.trim();
    if (!Object.keys(changes).length) {
      setError(t('bugs.triage.nothingToChange'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(changes);
      setComment('');
    } catch {
      // The board shows the failure; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  const id = `triage-${bug.id}`;
  return (
    <form onSubmit={submit} className="space-y-3" data-form="triage">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm text-frost-200" htmlFor={`${id}-status`}>
          {t('bugs.triage.status')}
          <select
            id={`${id}-status`}
            className={field}
            value={status}
            onChange={(e) => setStatus(e.target.value as BugStatus)}
          >
            {BUG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bugs.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm text-frost-200" htmlFor={`${id}-priority`}>
          {t('bugs.triage.priority')}
          <select
            id={`${id}-priority`}
            className={field}
            value={priority}
            onChange={(e) => setPriority(e.target.value as BugPriority)}
          >
            {BUG_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`bugs.priority.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block text-sm text-frost-200" htmlFor={`${id}-comment`}>
        {t('bugs.triage.comment')}
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={BUG_LIMITS.comment}
          className={field}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t('bugs.triage.commentPlaceholder')}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded border border-frost-500/40 px-4 py-2 text-sm text-frost-200 hover:bg-night-700"
          >
            {t('bugs.triage.cancel')}
          </button>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-gold-400 px-4 py-2 text-sm font-semibold text-night-950 hover:bg-gold-300 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
