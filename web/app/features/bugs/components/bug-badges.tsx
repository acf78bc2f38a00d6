import {
  CATEGORY_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  type BugCategory,
  type BugPriority,
  type BugStatus,
} from '#contract/bug-values.ts';

const priorityTone: Record<BugPriority, string> = {
  low: 'border-frost-400/50 bg-frost-500/15 text-frost-200',
  medium: 'border-gold-400/60 bg-gold-500/15 text-gold-300',
  high: 'border-red-400/60 bg-red-500/20 text-red-200',
};

export function PriorityBadge({ priority }: { priority: BugPriority }) {
  return (
    <span
      className={`rounded border px-2 py-0.5 text-[11px] font-semibold tracking-wider uppercase ${priorityTone[priority]}`}
    >
      {PRIORITY_LABELS[priority]}
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
  return <span className={`text-xs font-semibold ${statusTone[status]}`}>{STATUS_LABELS[status]}</span>;
}

export function CategoryLabel({ category }: { category: BugCategory }) {
  return (
    <span className="rounded bg-night-700 px-2 py-0.5 text-xs text-frost-200">
      {CATEGORY_LABELS[category]}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatBugDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatBugDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
