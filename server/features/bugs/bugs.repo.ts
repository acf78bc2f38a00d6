import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  type Updateable,
} from 'kysely';
import type { BugCategory, BugPriority, BugStatus } from '../../../contract/bugs.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { BugEventTable, BugTable, WebDatabase } from '../../db/schema/web.ts';

/** Who is looking: exploit reports are shown only to their reporter and to staff. */
export type BugViewer = { kind: 'public' } | { kind: 'reporter'; accountId: number } | { kind: 'staff' };

export interface BugFilters {
  statuses?: BugStatus[];
  priorities?: BugPriority[];
  categories?: BugCategory[];
  /** Already lower-cased. */
  search?: string;
  viewer: BugViewer;
}

/** Every column a bug's DTO needs; `search_text` is only ever searched, never read back. */
const BUG_COLUMNS = [
  'id',
  'title',
  'description',
  'category',
  'priority',
  'status',
  'quest_name',
  'class_name',
  'item_name',
  'is_exploit',
  'reporter_id',
  'reporter_name',
  'character_guid',
  'character_name',
  'character_race',
  'character_class',
  'character_level',
  'created_at',
  'updated_at',
  'resolved_at',
] as const;

/** A bug as the repository gives it back. */
export type BugRow = Omit<Selectable<BugTable>, 'search_text'>;

/** `%`, `_` and the escape character itself are literal in a search term. */
function likePattern(term: string): string {
  return `%${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** AND across filters, OR inside one (SPEC.md §5); `withStatus: false` leaves status out for the counts. */
function matching(filters: BugFilters, withStatus: boolean) {
  return (eb: ExpressionBuilder<WebDatabase, 'bug'>) => {
    const parts = [];
    if (withStatus && filters.statuses?.length) parts.push(eb('status', 'in', filters.statuses));
    if (filters.priorities?.length) parts.push(eb('priority', 'in', filters.priorities));
    if (filters.categories?.length) parts.push(eb('category', 'in', filters.categories));
    if (filters.search) {
      parts.push(sql<boolean>`${eb.ref('search_text')} like ${likePattern(filters.search)} escape '!'`);
    }
    if (filters.viewer.kind === 'public') parts.push(eb('is_exploit', '=', 0));
    if (filters.viewer.kind === 'reporter') {
      parts.push(eb.or([eb('is_exploit', '=', 0), eb('reporter_id', '=', filters.viewer.accountId)]));
    }
    return eb.and(parts);
  };
}

export async function findBugPage(
  db: Kysely<WebDatabase>,
  filters: BugFilters,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('bug')
    .select(BUG_COLUMNS)
    .where(matching(filters, true))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/**
 * Every bug a search matches under the other filters (status left out): id, status and time only.
 * One read of the table serves the counts and every column and page of that board view.
 */
export async function findBugMatches(db: Kysely<WebDatabase>, filters: BugFilters) {
  const rows = await db
    .selectFrom('bug')
    .select(['id', 'status', 'created_at'])
    .where(matching(filters, false))
    .execute();
  return rows.map((r) => ({ id: Number(r.id), status: r.status, createdAt: Number(r.created_at) }));
}

export async function findBugsByIds(db: Kysely<WebDatabase>, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('bug').select(BUG_COLUMNS).where('id', 'in', ids).execute();
}

/** How many bugs of each status match every filter but the status one. */
export async function countBugsByStatus(db: Kysely<WebDatabase>, filters: BugFilters) {
  const rows = await db
    .selectFrom('bug')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(matching(filters, false))
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

export async function findBugById(db: Kysely<WebDatabase>, id: number) {
  return db.selectFrom('bug').select(BUG_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findBugsByReporter(
  db: Kysely<WebDatabase>,
  reporterId: number,
  page: { limit: number; offset: number },
) {
  return db
    .selectFrom('bug')
    .select(BUG_COLUMNS)
    .where('reporter_id', '=', reporterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countBugsByReporter(db: Kysely<WebDatabase>, reporterId: number, since = 0) {
  const row = await db
    .selectFrom('bug')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBug(db: Kysely<WebDatabase>, bug: Insertable<BugTable>): Promise<number> {
  const result = await db.insertInto('bug').values(bug).executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateBugRow(db: Kysely<WebDatabase>, id: number, changes: Updateable<BugTable>) {
  await db.updateTable('bug').set(changes).where('id', '=', id).execute();
}

export async function deleteBugRow(db: Kysely<WebDatabase>, id: number) {
  await db.deleteFrom('bug_event').where('bug_id', '=', id).execute();
  await db.deleteFrom('bug').where('id', '=', id).execute();
}

export async function insertBugEvents(db: Kysely<WebDatabase>, events: Insertable<BugEventTable>[]) {
  if (events.length) await db.insertInto('bug_event').values(events).execute();
}

export async function findBugEvents(db: Kysely<WebDatabase>, bugId: number) {
  return db.selectFrom('bug_event').selectAll().where('bug_id', '=', bugId).orderBy('id').execute();
}

/** A character as the core has it now, for the report's ownership check and snapshot. */
export async function findCharacterByGuid(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('characters')
    .select(['guid', 'account', 'name', 'race', 'class', 'level', 'deleteDate'])
    .where('guid', '=', guid)
    .executeTakeFirst();
}
