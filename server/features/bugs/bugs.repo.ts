import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { BugEventTable, BugTable, WebDatabase } from '../../db/schema/web.ts';
import type { AuditAction } from '../../platform/audit.ts';

/** Who is looking: exploit reports are shown only to their reporter and to staff. */
export type BugViewer = { kind: 'public' } | { kind: 'reporter'; accountId: number } | { kind: 'staff' };

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
  'character_realm_id',
  'character_realm_name',
  'created_at',
  'updated_at',
  'resolved_at',
] as const;

/** A bug as the repository gives it back. */
export type BugRow = Omit<Selectable<BugTable>, 'search_text'>;

/**
 * What the board filters and searches on: every bug, or those changed since `updatedSince`. No full
 * text but the search text.
 */
export async function findBoardRows(db: Kysely<WebDatabase>, updatedSince?: number) {
  let query = db
    .selectFrom('bug')
    .select([
      'id',
      'status',
      'priority',
      'category',
      'is_exploit',
      'reporter_id',
      'created_at',
      'updated_at',
      'search_text',
    ]);
  if (updatedSince !== undefined) query = query.where('updated_at', '>=', updatedSince);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    priority: r.priority,
    category: r.category,
    isExploit: Number(r.is_exploit) !== 0,
    reporterId: Number(r.reporter_id),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    // A blob on MariaDB (bytes), text on SQLite.
    text: typeof r.search_text === 'string' ? r.search_text : Buffer.from(r.search_text).toString('utf8'),
  }));
}

/**
 * The bugs deleted since `since`: a deletion leaves no row, but the audit entry written in its
 * transaction names the bug.
 */
export async function findDeletedBugIds(db: Kysely<WebDatabase>, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('target_id')
    .where('action', '=', 'bug.delete' satisfies AuditAction)
    .where('created_at', '>=', since)
    .execute();
  return rows.map((r) => Number(r.target_id));
}

export type BoardRow = Awaited<ReturnType<typeof findBoardRows>>[number];

export async function findBugsByIds(db: Kysely<WebDatabase>, ids: number[]) {
  if (!ids.length) return [];
  return db.selectFrom('bug').select(BUG_COLUMNS).where('id', 'in', ids).execute();
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

/**
 * The reporter's reports since `since`, oldest first (their times), read while holding the reporter's
 * `site_account` row on MariaDB/MySQL so two reports at once are counted one after the other; SQLite
 * runs one transaction at a time.
 */
/** MySQL/MariaDB: one writer per account at a time (its site row locked); SQLite writes one at a time anyway. */
async function lockAccount(trx: Kysely<WebDatabase>, accountId: number, lockRow: boolean) {
  if (!lockRow) return;
  await trx
    .selectFrom('site_account')
    .select('account_id')
    .where('account_id', '=', accountId)
    .forUpdate()
    .execute();
}

export async function lockReportTimes(
  trx: Kysely<WebDatabase>,
  reporterId: number,
  since: number,
  lockRow: boolean,
): Promise<number[]> {
  await lockAccount(trx, reporterId, lockRow);
  const rows = await trx
    .selectFrom('bug')
    .select('created_at')
    .where('reporter_id', '=', reporterId)
    .where('created_at', '>=', since)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => Number(r.created_at));
}

/** When the reporter answered on their own reports since `since`, oldest first (their reports, then each one's events). */
export async function lockAnswerTimes(
  trx: Kysely<WebDatabase>,
  reporterId: number,
  since: number,
  lockRow: boolean,
): Promise<number[]> {
  await lockAccount(trx, reporterId, lockRow);
  const rows = await trx
    .selectFrom('bug_event')
    .innerJoin('bug', 'bug.id', 'bug_event.bug_id')
    .select('bug_event.created_at')
    .where('bug.reporter_id', '=', reporterId)
    .where('bug_event.actor_id', '=', reporterId)
    .where('bug_event.comment', 'is not', null)
    .where('bug_event.created_at', '>=', since)
    .orderBy('bug_event.created_at')
    .execute();
  return rows.map((r) => Number(r.created_at));
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

export async function insertBugEvent(
  db: Kysely<WebDatabase>,
  event: Insertable<BugEventTable>,
): Promise<number> {
  const result = await db.insertInto('bug_event').values(event).executeTakeFirstOrThrow();
  return Number(result.insertId);
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

/** Whether the reporter wants mail about their reports ("Notify me", on unless turned off). */
export async function findBugStatusMailSetting(db: Kysely<WebDatabase>, accountId: number) {
  const row = await db
    .selectFrom('site_account')
    .select('bug_status_mail')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.bug_status_mail ?? 1) === 1;
}

/** The reporter's address in the core's row: `email`, or `reg_mail` when older tools left it empty. */
export async function findAccountAddress(db: Kysely<AuthDatabase>, accountId: number) {
  const row = await db
    .selectFrom('account')
    .select(['email', 'reg_mail'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row ? (row.email || row.reg_mail).toLowerCase() : '';
}
