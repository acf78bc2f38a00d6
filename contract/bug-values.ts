/*
 * A bug's values, labels and limits, without zod: the board loads these and no schema code. The
 * schemas built on them are in `bugs.ts`, which re-exports everything here.
 */
import { text } from './i18n/text.ts';
import { CLASSES } from './lookups.ts';

/** docs/product.md §3.5: the values a bug can take. */
export const BUG_STATUSES = [
  'todo',
  'need_more_context',
  'work_in_progress',
  'validation',
  'done',
  'not_a_bug',
] as const;
export const BUG_PRIORITIES = ['low', 'medium', 'high'] as const;
export const BUG_CATEGORIES = ['quests', 'class', 'items', 'other'] as const;

export type BugStatus = (typeof BUG_STATUSES)[number];
export type BugPriority = (typeof BUG_PRIORITIES)[number];
export type BugCategory = (typeof BUG_CATEGORIES)[number];

/** docs/product.md §4.7 labels. */
export const STATUS_LABELS: Record<BugStatus, string> = {
  todo: 'To Do',
  need_more_context: 'Need More Context',
  work_in_progress: 'Work in Progress',
  validation: 'Validation',
  done: 'Done',
  not_a_bug: 'Not a Bug',
};
export const PRIORITY_LABELS: Record<BugPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const CATEGORY_LABELS: Record<BugCategory, string> = {
  quests: 'Quests',
  class: 'Class',
  items: 'Items',
  other: 'Other',
};

/** docs/product.md §4.7: the statuses of each board column; a card dropped on one takes its first status. */
export const BOARD_COLUMNS = [
  { id: 'todo', title: 'TO DO', statuses: ['todo'], empty: 'No bugs to do' },
  {
    id: 'in_progress',
    title: 'WORK IN PROGRESS',
    statuses: ['work_in_progress', 'need_more_context', 'validation'],
    empty: 'No bugs in progress',
  },
  { id: 'done', title: 'DONE', statuses: ['done', 'not_a_bug'], empty: 'No resolved bugs' },
] as const satisfies ReadonlyArray<{
  id: string;
  title: string;
  statuses: readonly BugStatus[];
  empty: string;
}>;
export type BoardColumnId = (typeof BOARD_COLUMNS)[number]['id'];

export function columnOfStatus(status: BugStatus): BoardColumnId {
  return BOARD_COLUMNS.find((c) => (c.statuses as readonly BugStatus[]).includes(status))!.id;
}

/** Statuses that count as resolved (the DONE column): they set `resolvedAt`. */
export const RESOLVED_STATUSES: readonly BugStatus[] = ['done', 'not_a_bug'];
/** While a bug is in one of these, its reporter may still edit the title and description. */
export const REPORTER_EDITABLE_STATUSES: readonly BugStatus[] = ['todo', 'need_more_context'];

/** The ten classes of the report form's Class dropdown, in the game's order. */
export const CLASS_NAMES = Object.values(CLASSES);

/** At most this many reports per account in any hour. */
export const BUG_REPORTS_PER_HOUR = 10;
/** At most this many answers by a reporter on their reports in any hour. */
export const BUG_COMMENTS_PER_HOUR = 30;

/** docs/product.md §5.4 messages (their English is the spec's, exactly). */
export const BUG_MESSAGES = {
  titleAndDescription: text('rule.bug.titleAndDescription'),
  character: text('rule.bug.character'),
  questName: text('rule.bug.questName'),
  className: text('rule.bug.className'),
  itemName: text('rule.bug.itemName'),
};

export const BUG_LIMITS = { title: 120, description: 5000, fieldName: 100, comment: 2000, search: 100 };

/** What a step of a bug's timeline records. */
export const BUG_EVENT_KINDS = ['reported', 'status', 'priority', 'category', 'edit', 'comment'] as const;
