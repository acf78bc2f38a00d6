import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BugStatus } from '../../../contract/bug-values.ts';
import type { SqlDialect } from '../../db/databases.ts';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { WebDatabase } from '../../db/schema/web.ts';

/*
 * SQL of the statistics (docs/game-core.md §14). The core's tables have no index on what is counted
 * here (race, class, level, creation date, join date) and the site adds none to them: each figure is
 * one pass over its table, several counts at once. Deleted characters (unlinked: `account = 0`,
 * docs/game-core.md §4.5) and game masters' accounts are left out by account id.
 */

/**
 * Which period a core timestamp column falls in, in SQL: 0 before `starts[0]`, k when it lies in
 * [starts[k-1], starts[k]) (the last period has no end); `lo` is the lowest the rows can be in (1 when
 * those before `starts[0]` are left out). A binary search of comparisons (five for 26 weeks):
 * portable, and cheaper than parsing the date on every row.
 */
function periodOf(
  column: RawBuilder<unknown>,
  starts: readonly string[],
  lo = 0,
  hi = starts.length,
): RawBuilder<number> {
  if (lo === hi) return sql<number>`${sql.lit(lo)}`;
  // Values from `mid` up are the rows at or after starts[mid - 1].
  const mid = Math.ceil((lo + hi) / 2);
  return sql<number>`CASE WHEN ${column} < ${starts[mid - 1]} THEN ${periodOf(column, starts, lo, mid - 1)} ELSE ${periodOf(column, starts, mid, hi)} END`;
}

/** The accounts left out (game masters), with 0: the account of an unlinked character. */
const leftOut = (hidden: readonly number[]) => sql.join([0, ...hidden]);

/** A range of a table's primary key, [from, to): one slice of the table (slices.ts). */
export interface KeyRange {
  from: number;
  to: number;
}

/** One group of the characters pass: a race, class and level, and the creation period (0: before). */
export interface CharacterGroup {
  race: number;
  class: number;
  level: number;
  /** 0: created before the first week (or not recorded); k: in week k - 1 of the weeks asked for. */
  period: number;
  count: number;
}

/**
 * The counted characters of a range of guids in one pass, grouped by race, class, level and the week
 * of their `creation_date` among `weekStarts` (core timestamps; null: the core keeps no creation
 * date). The groups are packed into one integer key, which both databases group faster than several
 * columns; the range is one of the primary key's.
 */
export async function countCharacterGroups(
  db: Kysely<CharactersDatabase>,
  hidden: readonly number[],
  weekStarts: readonly string[] | null,
  guids: KeyRange,
): Promise<CharacterGroup[]> {
  // Most characters are older than the weeks asked for: one comparison says so.
  const period = weekStarts
    ? sql<number>`CASE WHEN creation_date < ${weekStarts[0]} THEN 0 ELSE ${periodOf(sql.ref('creation_date'), weekStarts, 1)} END`
    : sql.lit(0);
  const key = sql<number>`((${sql.ref('race')} * 16 + ${sql.ref('class')}) * 256 + ${sql.ref('level')}) * 32 + ${period}`;
  const { rows } = await sql<{ k: number | string; n: number | string }>`
    SELECT ${key} AS k, COUNT(*) AS n FROM characters
    WHERE guid >= ${guids.from} AND guid < ${guids.to} AND account NOT IN (${leftOut(hidden)})
    GROUP BY k`.execute(db);
  return rows.map((row) => {
    const k = Number(row.k);
    const rest = Math.floor(k / 32);
    const raceClass = Math.floor(rest / 256);
    return {
      race: Math.floor(raceClass / 16),
      class: raceClass % 16,
      level: rest % 256,
      period: k % 32,
      count: Number(row.n),
    };
  });
}

/**
 * Accounts of a range of ids with a character on the realm (the core's own count,
 * `realmcharacters.numchars`, docs/game-core.md §4.3) created since `weekStarts[0]`, by week (1-based, as
 * `countCharacterGroups`). The accounts are read once for the join date, each of the window looked up
 * by its key in `realmcharacters`: the join order is fixed (MySQL `STRAIGHT_JOIN`, SQLite `CROSS JOIN`),
 * as the other order reads every account of the realm.
 */
export async function countRealmAccountsByWeek(
  db: Kysely<AuthDatabase>,
  dialect: SqlDialect,
  realmId: number,
  hidden: readonly number[],
  weekStarts: readonly string[],
  ids: KeyRange,
): Promise<Array<{ period: number; count: number }>> {
  const joined = dialect === 'mysql' ? sql`STRAIGHT_JOIN` : sql`CROSS JOIN`;
  const { rows } = await sql<{ w: number | string; n: number | string }>`
    SELECT ${periodOf(sql.ref('a.joindate'), weekStarts, 1)} AS w, COUNT(*) AS n
    FROM account a ${joined} realmcharacters rc
    WHERE a.id >= ${ids.from} AND a.id < ${ids.to} AND a.joindate >= ${weekStarts[0]}
      AND rc.realmid = ${realmId} AND rc.acctid = a.id AND rc.numchars > 0
      AND a.id NOT IN (${leftOut(hidden)})
    GROUP BY w`.execute(db);
  return rows.map((r) => ({ period: Number(r.w), count: Number(r.n) }));
}

/**
 * Accounts of a range of ids created each day since `since` (every account of the auth database), and how many of them
 * never logged in: `last_login` is NULL until the authserver's first logon (`LOGIN_UPD_LOGONPROOF`),
 * and older tools left a zero date there.
 */
export async function countAccountsByDay(
  db: Kysely<AuthDatabase>,
  since: string,
  ids: KeyRange,
): Promise<Array<{ day: string; accounts: number; neverLoggedIn: number }>> {
  const { rows } = await sql<{ d: string; n: number | string; never: number | string }>`
    SELECT DATE(joindate) AS d, COUNT(*) AS n,
      SUM(CASE WHEN last_login IS NULL OR last_login < '1971-01-01 00:00:00' THEN 1 ELSE 0 END) AS never
    FROM account WHERE id >= ${ids.from} AND id < ${ids.to} AND joindate >= ${since}
    GROUP BY d`.execute(db);
  return rows.map((r) => ({ day: String(r.d), accounts: Number(r.n), neverLoggedIn: Number(r.never) }));
}

/** The worldserver's runs (`uptime` rows) started since `since` (Unix seconds), and the `before` runs just before. */
export async function findUptimeRuns(
  db: Kysely<AuthDatabase>,
  realmId: number,
  since: number,
  before: number,
) {
  const columns = ['starttime', 'uptime', 'maxplayers'] as const;
  const [recent, older] = await Promise.all([
    db
      .selectFrom('uptime')
      .select(columns)
      .where('realmid', '=', realmId)
      .where('starttime', '>=', since)
      .orderBy('starttime', 'desc')
      .execute(),
    db
      .selectFrom('uptime')
      .select(columns)
      .where('realmid', '=', realmId)
      .where('starttime', '<', since)
      .orderBy('starttime', 'desc')
      .limit(before)
      .execute(),
  ]);
  return [...recent, ...older].map((r) => ({
    start: Number(r.starttime),
    seconds: Number(r.uptime),
    maxPlayers: Number(r.maxplayers),
  }));
}

/** The highest guid of a realm's characters (0 with none): where its slices end. */
export async function findHighestGuid(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.max('guid').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

/** The highest account id (0 with none). */
export async function findHighestAccountId(db: Kysely<AuthDatabase>): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.max('id').as('top'))
    .executeTakeFirst();
  return Number(row?.top ?? 0);
}

// ----- The site's own rows -----

/** Bug reports made since `since` (epoch ms) with their status now (the status index, one range per status). */
export async function findBugReportsSince(
  db: Kysely<WebDatabase>,
  statuses: readonly BugStatus[],
  since: number,
) {
  return db
    .selectFrom('bug')
    .select(['status', 'created_at'])
    .where('status', 'in', [...statuses])
    .where('created_at', '>=', since)
    .execute();
}

export async function findSignInDays(db: Kysely<WebDatabase>, since: string) {
  return db.selectFrom('sign_in_day').select(['day', 'sign_ins']).where('day', '>=', since).execute();
}

/** Adds `count` sign-ins to a day: one update, or the day's first row (two instances may race to it). */
export async function addSignIns(db: Kysely<WebDatabase>, day: string, count: number): Promise<void> {
  const add = () =>
    db
      .updateTable('sign_in_day')
      .set((eb) => ({ sign_ins: eb('sign_ins', '+', count) }))
      .where('day', '=', day)
      .executeTakeFirst();
  if (Number((await add()).numUpdatedRows) > 0) return;
  const inserted = await db
    .insertInto('sign_in_day')
    .values({ day, sign_ins: count })
    .orIgnore()
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) await add();
}

/** A realm's players online at a 5-minute slot; a slot already taken (by another instance) stays as it is. */
export async function insertOnlineSample(
  db: Kysely<WebDatabase>,
  sample: { realm_id: number; sampled_at: number; players: number },
): Promise<void> {
  await db.insertInto('online_sample').values(sample).orIgnore().execute();
}

/** Samples older than `before` (epoch ms), every realm's: a range of the time index. */
export async function deleteOnlineSamplesBefore(db: Kysely<WebDatabase>, before: number): Promise<number> {
  const deleted = await db.deleteFrom('online_sample').where('sampled_at', '<', before).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** One realm's samples since `since` (epoch ms), oldest first: a range of the primary key. */
export async function findOnlineSamples(db: Kysely<WebDatabase>, realmId: number, since: number) {
  const rows = await db
    .selectFrom('online_sample')
    .select(['sampled_at', 'players'])
    .where('realm_id', '=', realmId)
    .where('sampled_at', '>=', since)
    .orderBy('sampled_at')
    .execute();
  return rows.map((r) => ({ at: Number(r.sampled_at), players: Number(r.players) }));
}

/** The counts of a table's slices (`<name>:<slice>`), as the job last wrote them. */
export async function findSliceCounts(db: Kysely<WebDatabase>, name: string) {
  const rows = await db
    .selectFrom('statistics_slice')
    .select(['name', 'counted_at', 'body'])
    .where('name', 'like', `${name}:%`)
    .execute();
  return rows.map((r) => ({
    slice: Number(r.name.slice(name.length + 1)),
    countedAt: Number(r.counted_at),
    body: r.body,
  }));
}

/** Writes a slice's counts: an update, or the slice's first row. */
export async function saveSliceCount(
  db: Kysely<WebDatabase>,
  row: { name: string; counted_at: number; body: string },
): Promise<void> {
  const updated = await db
    .updateTable('statistics_slice')
    .set({ counted_at: row.counted_at, body: row.body })
    .where('name', '=', row.name)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('statistics_slice').values(row).execute();
}

/** Forgets slices past the table's end (its highest key went down). */
export async function deleteSliceCounts(db: Kysely<WebDatabase>, names: string[]): Promise<void> {
  if (names.length > 0) await db.deleteFrom('statistics_slice').where('name', 'in', names).execute();
}

export async function findStatisticsResults(db: Kysely<WebDatabase>) {
  return db.selectFrom('statistics_result').select(['name', 'computed_at', 'body']).execute();
}

/** Writes a result (a row per name): an update, or the name's first row. */
export async function saveStatisticsResult(
  db: Kysely<WebDatabase>,
  row: { name: string; computed_at: number; body: string },
): Promise<void> {
  const updated = await db
    .updateTable('statistics_result')
    .set({ computed_at: row.computed_at, body: row.body })
    .where('name', '=', row.name)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('statistics_result').values(row).execute();
}
