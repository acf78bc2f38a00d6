import { z } from 'zod';
import { text, type Text } from './i18n/text.ts';
import { RealmRefSchema, realmIdField } from './realms.ts';
import { pagingQuery } from './envelope.ts';
import {
  BUG_CATEGORIES,
  BUG_EVENT_KINDS,
  BUG_LIMITS,
  BUG_MESSAGES,
  BUG_PRIORITIES,
  BUG_STATUSES,
  CLASS_NAMES,
  type BugStatus,
} from './bug-values.ts';

export * from './bug-values.ts';

const BugStatusSchema = z.enum(BUG_STATUSES, {
  error: text('rule.bug.statusOneOf', { values: BUG_STATUSES.join(', ') }),
});
const BugPrioritySchema = z.enum(BUG_PRIORITIES, {
  error: text('rule.bug.priorityOneOf', { values: BUG_PRIORITIES.join(', ') }),
});
const BugCategorySchema = z.enum(BUG_CATEGORIES, {
  error: text('rule.bug.categoryOneOf', { values: BUG_CATEGORIES.join(', ') }),
});

const optionalName = (max: number, messages: { notText: Text; tooLong: Text }) =>
  z.string({ error: messages.notText }).trim().max(max, messages.tooLong).optional();

const titleTooLong = text('rule.bug.titleTooLong', { max: BUG_LIMITS.title });
const descriptionTooLong = text('rule.bug.descriptionTooLong', { max: BUG_LIMITS.description });
const commentTooLong = text('rule.bug.commentTooLong', { max: BUG_LIMITS.comment });
const writeComment = text('rule.bug.writeComment');

/**
 * A bug report (docs/product.md §7.4 POST /api/bugs). The same rules run in the form and on the server; the
 * messages come out in the spec's order: title/description, character, then the category's own field.
 */
export const BugReportSchema = z
  .object({
    title: z
      .string({ error: BUG_MESSAGES.titleAndDescription })
      .trim()
      .min(1, BUG_MESSAGES.titleAndDescription)
      .max(BUG_LIMITS.title, titleTooLong),
    description: z
      .string({ error: BUG_MESSAGES.titleAndDescription })
      .trim()
      .min(1, BUG_MESSAGES.titleAndDescription)
      .max(BUG_LIMITS.description, descriptionTooLong),
    characterId: z
      .number({ error: BUG_MESSAGES.character })
      .int(BUG_MESSAGES.character)
      .positive(BUG_MESSAGES.character)
      .max(4_294_967_295, BUG_MESSAGES.character),
    /** The character's realm; absent: the realm of the one-realm settings (a character is realm + guid). */
    realmId: realmIdField,
    category: BugCategorySchema,
    questName: optionalName(BUG_LIMITS.fieldName, {
      notText: text('rule.bug.questNameNotText'),
      tooLong: text('rule.bug.questNameTooLong', { max: BUG_LIMITS.fieldName }),
    }),
    className: optionalName(40, {
      notText: text('rule.bug.classNameNotText'),
      tooLong: text('rule.bug.classNameTooLong', { max: 40 }),
    }),
    itemName: optionalName(BUG_LIMITS.fieldName, {
      notText: text('rule.bug.itemNameNotText'),
      tooLong: text('rule.bug.itemNameTooLong', { max: BUG_LIMITS.fieldName }),
    }),
    /** Absent: the server decides (medium). */
    priority: BugPrioritySchema.optional(),
    /** A dupe or exploit: shown only to its reporter and to staff. */
    isExploit: z.boolean({ error: text('rule.bug.exploitNotBoolean') }).optional(),
  })
  .superRefine((report, ctx) => {
    const need = (field: 'questName' | 'className' | 'itemName', message: Text) => {
      if (!report[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (report.category === 'quests') need('questName', BUG_MESSAGES.questName);
    if (report.category === 'items') need('itemName', BUG_MESSAGES.itemName);
    if (report.category === 'class') {
      need('className', BUG_MESSAGES.className);
      if (report.className && !CLASS_NAMES.includes(report.className)) {
        ctx.addIssue({
          code: 'custom',
          path: ['className'],
          message: text('rule.bug.classNameOneOf', { values: CLASS_NAMES.join(', ') }),
        });
      }
    }
  });
export type BugReport = z.infer<typeof BugReportSchema>;

/** PUT /api/bugs/{id}: staff triage (status, priority, category, comment) or the reporter's own edit. */
export const BugUpdateSchema = z
  .object({
    status: BugStatusSchema.optional(),
    priority: BugPrioritySchema.optional(),
    category: BugCategorySchema.optional(),
    comment: z
      .string({ error: text('rule.bug.commentNotText') })
      .trim()
      .max(BUG_LIMITS.comment, commentTooLong)
      .optional(),
    title: z
      .string({ error: BUG_MESSAGES.titleAndDescription })
      .trim()
      .min(1, BUG_MESSAGES.titleAndDescription)
      .max(BUG_LIMITS.title, titleTooLong)
      .optional(),
    description: z
      .string({ error: BUG_MESSAGES.titleAndDescription })
      .trim()
      .min(1, BUG_MESSAGES.titleAndDescription)
      .max(BUG_LIMITS.description, descriptionTooLong)
      .optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined && v !== ''), {
    message: text('rule.bug.nothingToChange'),
  });
export type BugUpdate = z.infer<typeof BugUpdateSchema>;

/** POST /api/bugs/{id}/comments: the reporter's answer on their own report. */
export const BugCommentSchema = z.object({
  comment: z
    .string({ error: writeComment })
    .trim()
    .min(1, writeComment)
    .max(BUG_LIMITS.comment, commentTooLong),
});

/** A comma-joined list of allowed values (`status=todo,done`); an unknown value is a 400. */
function commaList<T extends string>(values: readonly T[], name: string) {
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      const parts = [...new Set(v.split(',').map((p) => p.trim().toLowerCase()))].filter(Boolean);
      const wrong = parts.filter((p) => !(values as readonly string[]).includes(p));
      if (wrong.length) {
        ctx.addIssue({
          code: 'custom',
          message: text('rule.bug.unknownFilter', { name, value: wrong[0]!, values: values.join(', ') }),
        });
        return z.NEVER;
      }
      return parts as T[];
    })
    .optional();
}

/** GET /api/bugs: AND across filters, OR inside one (docs/product.md §5.5), newest first, one page. */
export const BugListQuerySchema = z.object({
  status: commaList(BUG_STATUSES, 'status'),
  priority: commaList(BUG_PRIORITIES, 'priority'),
  category: commaList(BUG_CATEGORIES, 'category'),
  search: z
    .string()
    .trim()
    .max(BUG_LIMITS.search, text('rule.bug.searchTooLong', { max: BUG_LIMITS.search }))
    .optional(),
  ...pagingQuery(20, 100),
});
export type BugListQuery = z.infer<typeof BugListQuerySchema>;

export const BugIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: text('rule.bug.idNotNumber') })
    .int(text('rule.bug.idNotWhole'))
    .positive(text('rule.bug.idNotPositive'))
    .max(2_147_483_647, text('rule.bug.idTooLarge')),
});

/** The character the bug was reported with, as it was at report time, realm included. */
const BugCharacterSchema = z.object({
  guid: z.number().int(),
  name: z.string(),
  race: z.number().int(),
  class: z.number().int(),
  level: z.number().int(),
  /** Null on reports made before the realm was recorded. */
  realm: RealmRefSchema.nullable(),
});

export const BugSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: BugCategorySchema,
  priority: BugPrioritySchema,
  status: BugStatusSchema,
  questName: z.string().optional(),
  className: z.string().optional(),
  itemName: z.string().optional(),
  isExploit: z.boolean(),
  reportedByUsername: z.string(),
  characterId: z.number().int(),
  character: BugCharacterSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Bug = z.infer<typeof BugSchema>;

const BugEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BUG_EVENT_KINDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  comment: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type BugEvent = z.infer<typeof BugEventSchema>;

export const BugDetailSchema = BugSchema.extend({ events: z.array(BugEventSchema) });
export type BugDetail = z.infer<typeof BugDetailSchema>;

const BugStatusCountsSchema = z.object(
  Object.fromEntries(BUG_STATUSES.map((s) => [s, z.number().int()])) as Record<BugStatus, z.ZodNumber>,
);
export type BugStatusCounts = z.infer<typeof BugStatusCountsSchema>;

/** One page of the board plus, for the counters and columns, the per-status counts of every filter but status. */
export const BugListEnvelopeSchema = z.object({
  success: z.literal(true),
  data: z.array(BugSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: BugStatusCountsSchema,
});
export type BugListEnvelope = z.infer<typeof BugListEnvelopeSchema>;
