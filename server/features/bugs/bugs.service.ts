import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import {
  BUG_COMMENTS_PER_HOUR,
  BUG_REPORTS_PER_HOUR,
  BUG_STATUSES,
  REPORTER_EDITABLE_STATUSES,
  RESOLVED_STATUSES,
  type Bug,
  type BugDetail,
  type BugEvent,
  type BugListEnvelope,
  type BugListQuery,
  type BugReport,
  type BugStatus,
  type BugStatusCounts,
  type BugUpdate,
} from '../../../contract/bugs.ts';
import { text } from '../../../contract/i18n/text.ts';
import { deriveRole } from '../../../contract/roles.ts';
import type { Databases } from '../../db/databases.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import type { BugEventTable, BugTable, WebDatabase } from '../../db/schema/web.ts';
import type { SignedInAccount } from '../../platform/auth-guard.ts';
import type { AccountActor, Actor } from '../../platform/actor.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { recordAudit } from '../../platform/audit.ts';
import { textHolding, type BugBoard } from './bug-board.ts';
import { AppError } from '../../platform/errors.ts';
import {
  countBugsByReporter,
  lockAnswerTimes,
  lockReportTimes,
  deleteBugRow,
  findBugById,
  findBugsByIds,
  findBugEvents,
  findBugsByReporter,
  findCharacterByGuid,
  insertBug,
  insertBugEvent,
  insertBugEvents,
  updateBugRow,
  type BugRow,
  type BoardRow,
  type BugViewer,
} from './bugs.repo.ts';

type Dbs = Pick<Databases, 'web' | 'dialects'>;

const HOUR = 60 * 60 * 1000;
const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** Who reads a bug: their account and role decide whether an exploit report shows. */
type Reader = Pick<SignedInAccount, 'id' | 'role'>;

const isStaff = (account: Reader | null) => account?.role === 'admin' || account?.role === 'moderator';

/** Every write to a bug moves the bugs' version: the board and held pages follow. */
type BugVersions = Pick<DataVersions, 'change'>;

function viewerOf(account: Reader | null): BugViewer {
  if (!account) return { kind: 'public' };
  if (isStaff(account)) return { kind: 'staff' };
  return { kind: 'reporter', accountId: account.id };
}

function mayView(viewer: BugViewer, row: BugRow): boolean {
  if (!Number(row.is_exploit)) return true;
  if (viewer.kind === 'staff') return true;
  return viewer.kind === 'reporter' && Number(row.reporter_id) === viewer.accountId;
}

/** The reporter's character as the bug keeps it: a snapshot, shown as it was when reported. */
export function characterSnapshot(
  character: { guid: unknown; name: string; race: unknown; class: unknown; level: unknown },
  realm: { id: number; name: string },
) {
  return {
    character_guid: Number(character.guid),
    character_name: character.name,
    character_race: Number(character.race),
    character_class: Number(character.class),
    character_level: Number(character.level),
    character_realm_id: realm.id,
    character_realm_name: realm.name,
  };
}

/** The one text the board's search reads: title, description, quest, item and class name, lower-cased. */
export function searchTextOf(bug: {
  title: string;
  description: string;
  quest_name: string | null;
  item_name: string | null;
  class_name: string | null;
}): string {
  return [bug.title, bug.description, bug.quest_name, bug.item_name, bug.class_name]
    .filter(Boolean)
    .join('\u001f')
    .toLowerCase();
}

function toBug(row: BugRow): Bug {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    ...(row.quest_name ? { questName: row.quest_name } : {}),
    ...(row.class_name ? { className: row.class_name } : {}),
    ...(row.item_name ? { itemName: row.item_name } : {}),
    isExploit: Number(row.is_exploit) !== 0,
    reportedByUsername: row.reporter_name,
    characterId: Number(row.character_guid),
    character: Number(row.character_guid)
      ? {
          guid: Number(row.character_guid),
          name: row.character_name,
          race: Number(row.character_race),
          class: Number(row.character_class),
          level: Number(row.character_level),
          realm:
            row.character_realm_id === null
              ? null
              : { id: Number(row.character_realm_id), name: row.character_realm_name ?? '' },
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    resolvedAt: row.resolved_at === null ? null : iso(row.resolved_at),
  };
}

function toEvent(row: Selectable<BugEventTable>): BugEvent {
  return {
    id: Number(row.id),
    kind: row.kind,
    from: row.from_value,
    to: row.to_value,
    comment: row.comment,
    actorName: row.actor_name,
    createdAt: iso(row.created_at),
  };
}

const emptyCounts = () => Object.fromEntries(BUG_STATUSES.map((s) => [s, 0])) as BugStatusCounts;

/** One board view's filters: AND across filters, OR inside one (docs/product.md §5.5). */
interface BoardFilters {
  priorities?: readonly string[];
  categories?: readonly string[];
  /** The search, already lower-cased as the search text is (bug-board.ts `textHolding`). */
  holdsSearch?: (row: BoardRow) => boolean;
  viewer: BugViewer;
}

/** Whether a bug belongs in a view, its status left out: the counters show every status of the view. */
function inView(row: BoardRow, filters: BoardFilters): boolean {
  if (filters.priorities?.length && !filters.priorities.includes(row.priority)) return false;
  if (filters.categories?.length && !filters.categories.includes(row.category)) return false;
  if (row.isExploit) {
    if (filters.viewer.kind === 'public') return false;
    if (filters.viewer.kind === 'reporter' && row.reporterId !== filters.viewer.accountId) return false;
  }
  return !filters.holdsSearch || filters.holdsSearch(row);
}

/**
 * One board view: a page of one column, newest first, and the per-status counts of every filter but
 * status, so the three columns and the counters agree. One pass over every bug the board keeps in
 * memory (bug-board.ts) gives both; only the page's cards are read from the table, by id.
 */
export async function listBugs(
  db: Kysely<WebDatabase>,
  board: BugBoard,
  account: SignedInAccount | null,
  query: BugListQuery,
): Promise<BugListEnvelope> {
  const viewer = viewerOf(account);
  const filters: BoardFilters = {
    priorities: query.priority,
    categories: query.category,
    holdsSearch: query.search ? textHolding(query.search.toLowerCase()) : undefined,
    viewer,
  };
  const wanted: readonly BugStatus[] = query.status?.length ? query.status : BUG_STATUSES;
  const scope = viewer.kind === 'reporter' ? `reporter:${viewer.accountId}` : viewer.kind;
  return board.answer(JSON.stringify([scope, query]), async (rows) => {
    const counts = emptyCounts();
    const column: number[] = [];
    for (const row of rows) {
      if (!inView(row, filters)) continue;
      counts[row.status] += 1;
      if (wanted.includes(row.status)) column.push(row.id);
    }
    const offset = (query.page - 1) * query.pageSize;
    const ids = column.slice(offset, offset + query.pageSize);
    const order = new Map(ids.map((id, i) => [id, i]));
    const cards = await findBugsByIds(db, ids);
    cards.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
    return {
      success: true as const,
      data: cards.map(toBug),
      total: column.length,
      page: query.page,
      pageSize: query.pageSize,
      counts,
    };
  });
}

async function visibleBug(db: Kysely<WebDatabase>, account: Reader | null, id: number) {
  const row = await findBugById(db, id);
  // An exploit report is not confirmed to exist to anyone who may not see it.
  if (!row || !mayView(viewerOf(account), row)) throw new AppError('NOT_FOUND', text('api.bugs.notFound'));
  return row;
}

export async function getBug(
  db: Kysely<WebDatabase>,
  account: Reader | null,
  id: number,
): Promise<BugDetail> {
  // Read together (the events of a bug the reader may not see are never shown).
  const [row, events] = await Promise.all([visibleBug(db, account, id), findBugEvents(db, id)]);
  return { ...toBug(row), events: events.map(toEvent) };
}

export async function listMyBugs(
  db: Kysely<WebDatabase>,
  account: SignedInAccount,
  page: { page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    findBugsByReporter(db, account.id, {
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
    }),
    countBugsByReporter(db, account.id),
  ]);
  return { success: true as const, data: rows.map(toBug), total, ...page };
}

/**
 * A 429 when `times` (the account's writes of the last hour, oldest first) already hold `cap`, with
 * the moment the oldest of them leaves the hour as `Retry-After`.
 */
function refuseOverHourlyCap(
  times: number[],
  cap: number,
  key: 'api.bugs.tooManyReports' | 'api.bugs.tooManyComments',
  now: number,
): void {
  if (times.length < cap) return;
  const freed = times[times.length - cap]! + HOUR;
  throw new AppError('RATE_LIMITED', text(key, { count: cap }), undefined, {
    retryAfter: (freed - now) / 1000,
  });
}

/**
 * A report: the character (realm + guid) must be one of the reporter's own, and the bug keeps a
 * snapshot of it, the realm's name included. The bug and its first event are written together.
 */
export async function reportBug(
  dbs: Dbs,
  versions: BugVersions,
  realms: RealmRegistry,
  account: SignedInAccount,
  report: BugReport,
  now = Date.now(),
): Promise<BugDetail> {
  const realm = report.realmId === undefined ? realms.oneRealm : realms.get(report.realmId);
  if (!realm?.characters) {
    throw new AppError('BAD_REQUEST', text('api.bugs.characterMissing'), [
      { path: 'realmId', message: text('api.bugs.realmWithoutCharacters') },
    ]);
  }
  const character = await findCharacterByGuid(realm.characters.db, report.characterId);
  if (!character || character.deleteDate !== null || !Number(character.account) || !character.name) {
    throw new AppError('BAD_REQUEST', text('api.bugs.characterMissing'), [
      { path: 'characterId', message: text('api.bugs.characterMissing') },
    ]);
  }
  if (Number(character.account) !== account.id) {
    throw new AppError('FORBIDDEN', text('api.bugs.characterNotYours'), [
      { path: 'characterId', message: text('api.bugs.characterNotYours') },
    ]);
  }
  // Only the category's own field is kept: a quest bug has no item name.
  const row = {
    title: report.title,
    description: report.description,
    category: report.category,
    priority: report.priority ?? 'medium',
    status: 'todo',
    quest_name: report.category === 'quests' ? (report.questName ?? null) : null,
    class_name: report.category === 'class' ? (report.className ?? null) : null,
    item_name: report.category === 'items' ? (report.itemName ?? null) : null,
    is_exploit: report.isExploit ? 1 : 0,
    reporter_id: account.id,
    reporter_name: account.username,
    ...characterSnapshot({ ...character, name: character.name }, realm),
    search_text: '',
    created_at: now,
    updated_at: now,
    resolved_at: null,
  } satisfies Insertable<BugTable>;
  row.search_text = searchTextOf(row as Parameters<typeof searchTextOf>[0]);
  const reported = {
    bug_id: 0,
    actor_id: account.id,
    actor_name: account.username,
    kind: 'reported',
    from_value: null,
    to_value: 'todo',
    comment: null,
    created_at: now,
  } satisfies Insertable<BugEventTable>;
  const written = await versions.change(dbs.web, 'bugs', async (trx) => {
    // The count and the insert in one transaction, one reporter at a time: parallel reports cannot pass together.
    const recent = await lockReportTimes(trx, account.id, now - HOUR, dbs.dialects.web === 'mysql');
    refuseOverHourlyCap(recent, BUG_REPORTS_PER_HOUR, 'api.bugs.tooManyReports', now);
    const bugId = await insertBug(trx, row);
    const eventId = await insertBugEvent(trx, { ...reported, bug_id: bugId });
    return { bugId, eventId };
  });
  // Answered from what was written: under load a read back would wait one more turn of the event loop.
  return {
    ...toBug({ ...row, id: written.bugId }),
    events: [toEvent({ ...reported, bug_id: written.bugId, id: written.eventId })],
  };
}

/** A status moved by someone other than the reporter: what the reporter's mail tells. */
export interface StatusChange {
  bugId: number;
  title: string;
  reporterId: number;
  reporterName: string;
  from: BugStatus;
  to: BugStatus;
  comment: string | null;
}

/** An event of an update, before it is given its bug, actor and time. */
type EventDraft = Pick<Insertable<BugEventTable>, 'kind' | 'from_value' | 'to_value' | 'comment'>;

/** What an update writes: the row's changes and an event for each. */
interface UpdatePlan {
  changes: Updateable<BugTable>;
  events: EventDraft[];
}

const draft = (kind: BugEventTable['kind'], from: string | null, to: string | null): EventDraft => ({
  kind,
  from_value: from,
  to_value: to,
  comment: null,
});

/**
 * Who may ask for what: triage (status, priority, category, a comment) is for admins and moderators;
 * the title and description are the reporter's while the bug still waits on them.
 */
function assertMayUpdate(bug: BugRow, account: Reader, update: BugUpdate): { triage: boolean } {
  const triage =
    update.status !== undefined ||
    update.priority !== undefined ||
    update.category !== undefined ||
    !!update.comment;
  const edit = update.title !== undefined || update.description !== undefined;
  if (triage && !isStaff(account)) {
    throw new AppError('FORBIDDEN', text('api.bugs.triageForStaff'));
  }
  if (edit) {
    if (Number(bug.reporter_id) !== account.id) {
      throw new AppError('FORBIDDEN', text('api.bugs.editForReporter'));
    }
    if (!REPORTER_EDITABLE_STATUSES.includes(bug.status)) {
      throw new AppError('FORBIDDEN', text('api.bugs.editClosed'));
    }
  }
  return { triage };
}

/** Staff's triage: each of status, priority and category that changes, with its event. */
function triageChanges(bug: BugRow, update: BugUpdate, now: number): UpdatePlan {
  const changes: Updateable<BugTable> = {};
  const events: EventDraft[] = [];
  if (update.status !== undefined && update.status !== bug.status) {
    changes.status = update.status;
    const wasResolved = RESOLVED_STATUSES.includes(bug.status);
    changes.resolved_at = RESOLVED_STATUSES.includes(update.status)
      ? wasResolved
        ? bug.resolved_at
        : now
      : null;
    events.push(draft('status', bug.status, update.status));
  }
  if (update.priority !== undefined && update.priority !== bug.priority) {
    changes.priority = update.priority;
    events.push(draft('priority', bug.priority, update.priority));
  }
  if (update.category !== undefined && update.category !== bug.category) {
    changes.category = update.category;
    events.push(draft('category', bug.category, update.category));
  }
  return { changes, events };
}

/** The reporter's edit: a new title or description, the search text made again, one event naming both. */
function reporterEdit(bug: BugRow, update: BugUpdate): UpdatePlan {
  const changes: Updateable<BugTable> = {};
  const edited: string[] = [];
  if (update.title !== undefined && update.title !== bug.title) {
    changes.title = update.title;
    edited.push('title');
  }
  if (update.description !== undefined && update.description !== bug.description) {
    changes.description = update.description;
    edited.push('description');
  }
  if (!edited.length) return { changes, events: [] };
  changes.search_text = searchTextOf({
    title: changes.title ?? bug.title,
    description: changes.description ?? bug.description,
    quest_name: bug.quest_name,
    item_name: bug.item_name,
    class_name: bug.class_name,
  });
  return { changes, events: [draft('edit', null, edited.join(','))] };
}

/** The comment rides on the triage change it explains, or stands alone. */
function withComment(events: EventDraft[], comment: string | undefined): EventDraft[] {
  if (!comment) return events;
  const explained = events.findIndex((e) => e.kind !== 'edit');
  if (explained === -1) return [...events, { ...draft('comment', null, null), comment }];
  return events.map((e, i) => (i === explained ? { ...e, comment } : e));
}

/** The row and its events in one transaction, and the audit entry of a triage with them. */
async function writeUpdate(
  db: Kysely<WebDatabase>,
  versions: BugVersions,
  actor: AccountActor,
  bug: BugRow,
  plan: UpdatePlan,
  audit: { comment: string | undefined } | null,
  now: number,
): Promise<void> {
  const { changes } = plan;
  await versions.change(db, 'bugs', async (trx) => {
    await updateBugRow(trx, bug.id, { ...changes, updated_at: now });
    await insertBugEvents(
      trx,
      plan.events.map((e) => ({
        ...e,
        bug_id: bug.id,
        actor_id: actor.accountId,
        actor_name: actor.name,
        created_at: now,
      })),
    );
    if (audit) {
      await recordAudit(trx, actor, {
        action: 'bug.update',
        targetType: 'bug',
        targetId: bug.id,
        details: {
          before: { status: bug.status, priority: bug.priority, category: bug.category },
          after: {
            status: changes.status ?? bug.status,
            priority: changes.priority ?? bug.priority,
            category: changes.category ?? bug.category,
          },
          ...(audit.comment ? { comment: audit.comment } : {}),
        },
      });
    }
  });
}

/** The status change the reporter is to hear of: one made by someone else. */
function statusChangeFor(
  bug: BugRow,
  changes: Updateable<BugTable>,
  actorId: number,
  comment: string | undefined,
): StatusChange | null {
  if (!changes.status || Number(bug.reporter_id) === actorId) return null;
  return {
    bugId: bug.id,
    title: changes.title ?? bug.title,
    reporterId: Number(bug.reporter_id),
    reporterName: bug.reporter_name,
    from: bug.status,
    to: changes.status,
    comment: comment || null,
  };
}

/**
 * Staff (admins and moderators) change status, priority and category, with an optional comment;
 * the reporter edits the title and description while the bug still waits on them. Each change is an
 * event; a staff change also lands in the audit log, in the same transaction. Returns the bug, and the
 * status change the reporter is to hear of, if any.
 */
export async function updateBug(
  db: Kysely<WebDatabase>,
  versions: BugVersions,
  actor: AccountActor,
  id: number,
  update: BugUpdate,
  now = Date.now(),
): Promise<{ bug: BugDetail; statusChange: StatusChange | null }> {
  const account = { id: actor.accountId, role: deriveRole(actor.roles) };
  const bug = await visibleBug(db, account, id);
  const { triage } = assertMayUpdate(bug, account, update);
  const triaged = triageChanges(bug, update, now);
  const edit = reporterEdit(bug, update);
  const plan: UpdatePlan = {
    changes: { ...triaged.changes, ...edit.changes },
    events: withComment([...triaged.events, ...edit.events], update.comment),
  };
  if (plan.events.length) {
    await writeUpdate(db, versions, actor, bug, plan, triage ? { comment: update.comment } : null, now);
  }
  return {
    bug: await getBug(db, account, id),
    statusChange: statusChangeFor(bug, plan.changes, account.id, update.comment),
  };
}

/**
 * The reporter answers on their own report. A report waiting on them ("Need More Context") goes back to
 * the status it had before, in front of the team again; the comment rides on that change.
 */
export async function answerBug(
  dbs: Pick<Databases, 'web' | 'dialects'>,
  versions: BugVersions,
  account: SignedInAccount,
  id: number,
  comment: string,
  now = Date.now(),
): Promise<BugDetail> {
  const db = dbs.web;
  const bug = await visibleBug(db, account, id);
  if (Number(bug.reporter_id) !== account.id) {
    throw new AppError('FORBIDDEN', text('api.bugs.answerForReporter'));
  }
  const waiting = bug.status === 'need_more_context';
  const events = await findBugEvents(db, id);
  const asked = events.findLast((e) => e.kind === 'status' && e.to_value === 'need_more_context');
  const back = (asked?.from_value as BugStatus | null) ?? 'todo';
  const backTo = back === 'need_more_context' || RESOLVED_STATUSES.includes(back) ? 'todo' : back;
  await versions.change(db, 'bugs', async (trx) => {
    // The count and the insert in one transaction, one reporter at a time, as for reports.
    const recent = await lockAnswerTimes(trx, account.id, now - HOUR, dbs.dialects.web === 'mysql');
    refuseOverHourlyCap(recent, BUG_COMMENTS_PER_HOUR, 'api.bugs.tooManyComments', now);
    if (waiting) await updateBugRow(trx, id, { status: backTo, resolved_at: null, updated_at: now });
    else await updateBugRow(trx, id, { updated_at: now });
    await insertBugEvents(trx, [
      {
        bug_id: id,
        actor_id: account.id,
        actor_name: account.username,
        kind: waiting ? 'status' : 'comment',
        from_value: waiting ? bug.status : null,
        to_value: waiting ? backTo : null,
        comment,
        created_at: now,
      },
    ]);
  });
  return getBug(db, account, id);
}

/** Admins only (the route's guard); the bug, its events and the audit entry go together. */
export async function deleteBug(db: Kysely<WebDatabase>, versions: BugVersions, actor: Actor, id: number) {
  const bug = await findBugById(db, id);
  if (!bug) throw new AppError('NOT_FOUND', text('api.bugs.notFound'));
  await versions.change(db, 'bugs', async (trx) => {
    await deleteBugRow(trx, id);
    await recordAudit(trx, actor, {
      action: 'bug.delete',
      targetType: 'bug',
      targetId: id,
      details: {
        before: {
          title: bug.title,
          status: bug.status,
          reporter: bug.reporter_name,
          character: bug.character_name,
        },
      },
    });
  });
}
