import { sql, type Kysely } from 'kysely';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import { markedInWorld } from '../../game/in-world.ts';

/*
 * The ladders' reads of a realm's characters database (docs/game-core.md §13). None scans the whole
 * `characters` table at once and none needs an index the core does not declare: the full build reads
 * it a range of guids at a time (the primary key), the rounds between builds read who is online
 * (`idx_online`), those characters by guid, and the accounts of the characters already ranked
 * (`idx_account`).
 */

/** What the ladders show of a character, and what they rank it by. */
const CHARACTER_COLUMNS = [
  'c.guid',
  'c.account',
  'c.name',
  'c.race',
  'c.class',
  'c.gender',
  'c.level',
  'c.totalKills',
  'c.todayKills',
  'c.yesterdayKills',
  'c.logout_time',
] as const;

export interface CharacterRow {
  guid: number;
  account: number;
  name: string;
  race: number;
  class: number;
  gender: number;
  level: number;
  totalKills: number;
  todayKills: number;
  yesterdayKills: number;
  /** Unix seconds of the character's last save (the worldserver writes it at every save, docs/game-core.md §13.2). */
  savedAt: number;
}

/** The achievements worth points, grouped by their points (from the realm's client data). */
export type PointGroups = ReadonlyArray<{ points: number; ids: readonly number[] }>;

type CharacterSelection = {
  guid: number;
  account: number;
  name: string | null;
  race: number;
  class: number;
  gender: number;
  level: number;
  totalKills: number;
  todayKills: number;
  yesterdayKills: number;
  logout_time: number;
};

function characterRow(r: CharacterSelection): CharacterRow {
  return {
    guid: Number(r.guid),
    account: Number(r.account),
    name: r.name ?? '',
    race: Number(r.race),
    class: Number(r.class),
    gender: Number(r.gender),
    level: Number(r.level),
    totalKills: Number(r.totalKills),
    todayKills: Number(r.todayKills),
    yesterdayKills: Number(r.yesterdayKills),
    savedAt: Number(r.logout_time),
  };
}

/** The highest guid: the full build reads the table in ranges up to it. */
export async function findLastGuid(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select((eb) => eb.fn.max('guid').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * The `keep` characters of each class with the most lifetime honorable kills among the guids in
 * (after, upTo]: deleted characters and those without a kill left out. One range of the primary key
 * at a time, ranked by the database (`ROW_NUMBER` per class) on the three columns it sorts, then the
 * few thousand kept read by guid, so no statement holds the table long or sorts wide rows.
 */
export async function findTopKillersInRange(
  db: Kysely<CharactersDatabase>,
  range: { after: number; upTo: number; keep: number },
): Promise<CharacterRow[]> {
  const ranked = db
    .selectFrom('characters')
    .select((eb) => [
      'guid',
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('class').orderBy('totalKills', 'desc').orderBy('guid'))
        .as('place'),
    ])
    .where('guid', '>', range.after)
    .where('guid', '<=', range.upTo)
    .where('totalKills', '>', 0)
    .where('deleteInfos_Account', 'is', null);
  const rows = await db
    .selectFrom(ranked.as('t'))
    .innerJoin('characters as c', 'c.guid', 't.guid')
    .select(CHARACTER_COLUMNS)
    .where('t.place', '<=', range.keep)
    .execute();
  return rows.map(characterRow);
}

/**
 * A character's achievement points: the sum over its `character_achievement` rows of each
 * achievement's points, the ids written out (numbers from the client data) so the statement's text is
 * the same every round.
 */
function pointsOf(groups: PointGroups) {
  const cases = groups.map(
    (g) => sql`WHEN achievement IN (${sql.join(g.ids.map((id) => sql.lit(id)))}) THEN ${sql.lit(g.points)}`,
  );
  return sql<number>`SUM(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`;
}

/**
 * The `keep` characters of each class with the most achievement points among the guids in
 * (after, upTo], as `findTopKillersInRange`, with their points. The range bounds both tables, so the
 * database reads each by its primary key.
 */
export async function findTopAchieversInRange(
  db: Kysely<CharactersDatabase>,
  range: { after: number; upTo: number; keep: number; groups: PointGroups },
): Promise<Array<CharacterRow & { points: number }>> {
  if (range.groups.length === 0) return [];
  const points = db
    .selectFrom('character_achievement')
    .select(['guid', pointsOf(range.groups).as('points')])
    .where('guid', '>', range.after)
    .where('guid', '<=', range.upTo)
    .groupBy('guid');
  const ranked = db
    .selectFrom(points.as('p'))
    .innerJoin('characters as r', 'r.guid', 'p.guid')
    .select((eb) => [
      'r.guid',
      'p.points',
      eb.fn
        .agg<number>('row_number')
        .over((ob) => ob.partitionBy('r.class').orderBy('p.points', 'desc').orderBy('r.guid'))
        .as('place'),
    ])
    .where('r.guid', '>', range.after)
    .where('r.guid', '<=', range.upTo)
    .where('p.points', '>', 0)
    .where('r.deleteInfos_Account', 'is', null);
  const rows = await db
    .selectFrom(ranked.as('t'))
    .innerJoin('characters as c', 'c.guid', 't.guid')
    .select(CHARACTER_COLUMNS)
    .select('t.points')
    .where('t.place', '<=', range.keep)
    .execute();
  return rows.map((r) => ({ ...characterRow(r), points: Number(r.points) }));
}

/** The characters in the world now (`idx_online`): kills and achievements are earned there only. */
export async function findOnlineGuids(db: Kysely<CharactersDatabase>): Promise<number[]> {
  const rows = await db.selectFrom('characters').select('guid').where(markedInWorld).execute();
  return rows.map((r) => Number(r.guid));
}

/** Guids per statement: a list the databases take without strain. */
const BATCH = 500;

function batches<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += BATCH) out.push(list.slice(i, i + BATCH));
  return out;
}

/** Characters by guid, with whether each is deleted; a guid without a row is absent from the answer. */
export async function findCharactersByGuid(
  db: Kysely<CharactersDatabase>,
  guids: readonly number[],
): Promise<Array<CharacterRow & { deleted: boolean }>> {
  const out: Array<CharacterRow & { deleted: boolean }> = [];
  for (const batch of batches(guids)) {
    const rows = await db
      .selectFrom('characters as c')
      .select(CHARACTER_COLUMNS)
      .select('c.deleteInfos_Account')
      .where('c.guid', 'in', batch)
      .execute();
    for (const r of rows) out.push({ ...characterRow(r), deleted: r.deleteInfos_Account !== null });
  }
  return out;
}

/** Achievement points of the given characters (a character without any is absent). */
export async function findAchievementPoints(
  db: Kysely<CharactersDatabase>,
  guids: readonly number[],
  groups: PointGroups,
): Promise<Map<number, number>> {
  const points = new Map<number, number>();
  if (groups.length === 0) return points;
  for (const batch of batches(guids)) {
    const rows = await db
      .selectFrom('character_achievement')
      .select(['guid', pointsOf(groups).as('points')])
      .where('guid', 'in', batch)
      .groupBy('guid')
      .execute();
    for (const r of rows) points.set(Number(r.guid), Number(r.points));
  }
  return points;
}

/**
 * The characters of the given accounts, from `idx_account` alone (it holds the guid): a ranked
 * character missing here was deleted, by either of the core's methods (the row gone, or unlinked to
 * account 0).
 */
export async function findCharactersOfAccounts(
  db: Kysely<CharactersDatabase>,
  accounts: readonly number[],
): Promise<Array<{ guid: number; account: number }>> {
  const out: Array<{ guid: number; account: number }> = [];
  for (const batch of batches(accounts)) {
    const rows = await db
      .selectFrom('characters')
      .select(['guid', 'account'])
      .where('account', 'in', batch)
      .execute();
    for (const r of rows) out.push({ guid: Number(r.guid), account: Number(r.account) });
  }
  return out;
}

/** Every arena team of the realm (a few thousand rows on a large realm). */
export async function findArenaTeams(db: Kysely<CharactersDatabase>) {
  const rows = await db
    .selectFrom('arena_team')
    .select([
      'arenaTeamId',
      'name',
      'captainGuid',
      'type',
      'rating',
      'seasonGames',
      'seasonWins',
      'weekGames',
      'weekWins',
    ])
    .execute();
  return rows.map((r) => ({
    id: Number(r.arenaTeamId),
    name: r.name,
    captainGuid: Number(r.captainGuid),
    type: Number(r.type),
    rating: Number(r.rating),
    seasonGames: Number(r.seasonGames),
    seasonWins: Number(r.seasonWins),
    weekGames: Number(r.weekGames),
    weekWins: Number(r.weekWins),
  }));
}

/** Every arena team member with its character; a member whose character is gone or deleted has none. */
export async function findArenaMembers(db: Kysely<CharactersDatabase>) {
  const rows = await db
    .selectFrom('arena_team_member as m')
    .leftJoin('characters as c', (join) =>
      join.onRef('c.guid', '=', 'm.guid').on('c.deleteInfos_Account', 'is', null),
    )
    .select([
      'm.arenaTeamId',
      'm.guid',
      'm.personalRating',
      'm.seasonGames',
      'm.seasonWins',
      'm.weekGames',
      'm.weekWins',
      'c.account',
      'c.name',
      'c.race',
      'c.class',
      'c.gender',
      'c.level',
      sql<number | null>`c.guid`.as('characterGuid'),
    ])
    .execute();
  return rows.map((r) => ({
    teamId: Number(r.arenaTeamId),
    guid: Number(r.guid),
    personalRating: Number(r.personalRating),
    seasonGames: Number(r.seasonGames),
    seasonWins: Number(r.seasonWins),
    weekGames: Number(r.weekGames),
    weekWins: Number(r.weekWins),
    character:
      r.characterGuid === null
        ? null
        : {
            account: Number(r.account),
            name: r.name ?? '',
            race: Number(r.race),
            class: Number(r.class),
            gender: Number(r.gender),
            level: Number(r.level),
          },
  }));
}
