import { sql, type Kysely } from 'kysely';
import type { GameCore } from '../../config.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';

/*
 * The armory's reads of a realm's characters database (docs/game-core.md §12.1). Every query is by the
 * primary key or an index the core declares: the character by `idx_name`, its rows by `guid`, but
 * its arena teams (findArenaTeams).
 */

/** The equipment slots: bag 0, slots 0–18 (`EquipmentSlots`); higher slots are bags and the backpack. */
const LAST_EQUIPMENT_SLOT = 18;

/**
 * The first name after every name that starts with `prefix`, in a binary collation: the prefix with
 * its last character moved one code point on. `name >= prefix AND name < end` is the prefix search
 * an index answers, on MySQL's `utf8mb4_bin` (both cores' `characters.name`) and on SQLite alike.
 */
function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** A page of the realm's visible characters whose name starts with `prefix` (already normalized). */
export async function searchCharacters(
  db: Kysely<CharactersDatabase>,
  input: { prefix: string; hiddenAccounts: readonly number[]; limit: number },
) {
  let query = db
    .selectFrom('characters as c')
    .leftJoin('guild_member as gm', 'gm.guid', 'c.guid')
    .leftJoin('guild as g', 'g.guildid', 'gm.guildid')
    .select(['c.name', 'c.level', 'c.race', 'c.class', 'c.gender', 'g.name as guild'])
    .where('c.name', '>=', input.prefix)
    .where('c.name', '<', prefixEnd(input.prefix))
    .where('c.deleteInfos_Account', 'is', null);
  if (input.hiddenAccounts.length > 0) query = query.where('c.account', 'not in', input.hiddenAccounts);
  return query.orderBy('c.name').limit(input.limit).execute();
}

/** A page of the realm's guilds whose name starts with `prefix` (the column's own case-insensitive collation). */
export async function searchGuilds(db: Kysely<CharactersDatabase>, input: { prefix: string; limit: number }) {
  return db
    .selectFrom('guild as g')
    .leftJoin('characters as leader', 'leader.guid', 'g.leaderguid')
    .select((eb) => [
      'g.name',
      'leader.race as leaderRace',
      eb
        .selectFrom('guild_member as m')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.guildid', '=', 'g.guildid')
        .as('members'),
    ])
    .where('g.name', 'like', `${input.prefix}%`)
    .orderBy('g.name')
    .limit(input.limit)
    .execute();
}

/** A character by its name as the core stores it; deleted characters have none. */
export async function findCharacterByName(db: Kysely<CharactersDatabase>, name: string) {
  return db
    .selectFrom('characters')
    .select([
      'guid',
      'account',
      'name',
      'level',
      'race',
      'class',
      'gender',
      'totalKills',
      'todayKills',
      'yesterdayKills',
      'totalHonorPoints',
      'arenaPoints',
      'chosenTitle',
      'activeTalentGroup',
    ])
    .where('name', '=', name)
    .where('deleteInfos_Account', 'is', null)
    .executeTakeFirst();
}

/** The equipped items with their instance: entry, enchantments and durability. */
export async function findEquipment(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('character_inventory as ci')
    .innerJoin('item_instance as ii', 'ii.guid', 'ci.item')
    .select(['ci.slot', 'ii.itemEntry', 'ii.enchantments', 'ii.durability'])
    .where('ci.guid', '=', guid)
    .where('ci.bag', '=', 0)
    .where('ci.slot', '<=', LAST_EQUIPMENT_SLOT)
    .orderBy('ci.slot')
    .execute();
}

export async function findSkills(db: Kysely<CharactersDatabase>, guid: number, skills: readonly number[]) {
  return db
    .selectFrom('character_skills')
    .select(['skill', 'value', 'max'])
    .where('guid', '=', guid)
    .where('skill', 'in', skills)
    .execute();
}

/**
 * The character's talent rank spells, each with the specs it is in as a mask (bit 0 the first spec):
 * AzerothCore keeps one row per spell with `specMask`, TrinityCore 3.3.5 one row per spell and spec
 * (`talentGroup`).
 */
export async function findTalents(
  db: Kysely<CharactersDatabase>,
  core: GameCore,
  guid: number,
): Promise<Array<{ spell: number; specMask: number }>> {
  if (core === 'trinitycore') {
    const rows = await db
      .selectFrom('character_talent')
      .select(['spell', sql<number>`talentGroup`.as('talentGroup')])
      .where('guid', '=', guid)
      .execute();
    return rows.map((r) => ({ spell: Number(r.spell), specMask: 1 << Number(r.talentGroup) }));
  }
  const rows = await db
    .selectFrom('character_talent')
    .select(['spell', sql<number>`specMask`.as('specMask')])
    .where('guid', '=', guid)
    .execute();
  return rows.map((r) => ({ spell: Number(r.spell), specMask: Number(r.specMask) }));
}

export async function findGlyphs(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('character_glyphs')
    .select(['talentGroup', 'glyph1', 'glyph2', 'glyph3', 'glyph4', 'glyph5', 'glyph6'])
    .where('guid', '=', guid)
    .execute();
}

export async function findAchievements(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('character_achievement')
    .select(['achievement', 'date'])
    .where('guid', '=', guid)
    .orderBy('date', 'desc')
    .execute();
}

export async function findCharacterGuild(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('guild_member as m')
    .innerJoin('guild as g', 'g.guildid', 'm.guildid')
    .leftJoin('guild_rank as r', (join) =>
      join.onRef('r.guildid', '=', 'm.guildid').onRef('r.rid', '=', 'm.rank'),
    )
    .select(['g.name', 'r.rname'])
    .where('m.guid', '=', guid)
    .executeTakeFirst();
}

/**
 * The character's arena teams. No index starts with `arena_team_member.guid` (its key is the team's
 * id, then the guid), so the members are scanned, a few thousand rows; the left join keeps them
 * first: joined the other way, MariaDB read every team and looked each one's member up (3 ms, not 1).
 */
export async function findArenaTeams(db: Kysely<CharactersDatabase>, guid: number) {
  const rows = await db
    .selectFrom('arena_team_member as m')
    .leftJoin('arena_team as t', 't.arenaTeamId', 'm.arenaTeamId')
    .select([
      'm.arenaTeamId',
      't.name',
      't.type',
      't.rating',
      'm.personalRating',
      'm.seasonGames',
      'm.seasonWins',
    ])
    .where('m.guid', '=', guid)
    .orderBy('t.type')
    .execute();
  return rows.flatMap(({ name, type, rating, ...member }) =>
    name === null || type === null || rating === null ? [] : [{ ...member, name, type, rating }],
  );
}

/** A guild by its name (the column's collation decides the case), with its leader. */
export async function findGuildByName(db: Kysely<CharactersDatabase>, name: string) {
  return db
    .selectFrom('guild as g')
    .leftJoin('characters as leader', 'leader.guid', 'g.leaderguid')
    .select([
      'g.guildid',
      'g.name',
      'g.createdate',
      'leader.name as leaderName',
      'leader.class as leaderClass',
      'leader.race as leaderRace',
      'leader.account as leaderAccount',
    ])
    .where('g.name', '=', name)
    .executeTakeFirst();
}

/** The guild's visible members: the rows every figure of the guild page counts. */
function visibleMembers(db: Kysely<CharactersDatabase>, guildId: number, hiddenAccounts: readonly number[]) {
  let query = db
    .selectFrom('guild_member as m')
    .innerJoin('characters as c', 'c.guid', 'm.guid')
    .where('m.guildid', '=', guildId)
    .where('c.deleteInfos_Account', 'is', null);
  if (hiddenAccounts.length > 0) query = query.where('c.account', 'not in', hiddenAccounts);
  return query;
}

export async function countGuildMembers(
  db: Kysely<CharactersDatabase>,
  guildId: number,
  hiddenAccounts: readonly number[],
) {
  const [classes, levels] = await Promise.all([
    visibleMembers(db, guildId, hiddenAccounts)
      .select(['c.class', db.fn.countAll<number>().as('n')])
      .groupBy('c.class')
      .execute(),
    visibleMembers(db, guildId, hiddenAccounts)
      .select((eb) => [
        eb
          .case()
          .when('c.level', '>=', 80)
          .then('80')
          .when('c.level', '>=', 70)
          .then('70-79')
          .when('c.level', '>=', 60)
          .then('60-69')
          .else('1-59')
          .end()
          .as('band'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy('band')
      .execute(),
  ]);
  return { classes, levels };
}

const MEMBER_ORDER = { rank: 'm.rank', name: 'c.name', level: 'c.level', class: 'c.class' } as const;

export async function listGuildMembers(
  db: Kysely<CharactersDatabase>,
  input: {
    guildId: number;
    hiddenAccounts: readonly number[];
    sort: keyof typeof MEMBER_ORDER;
    order: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
) {
  return visibleMembers(db, input.guildId, input.hiddenAccounts)
    .leftJoin('guild_rank as r', (join) =>
      join.onRef('r.guildid', '=', 'm.guildid').onRef('r.rid', '=', 'm.rank'),
    )
    .select(['c.name', 'c.level', 'c.race', 'c.class', 'm.rank', 'r.rname'])
    .orderBy(MEMBER_ORDER[input.sort], input.order)
    .orderBy('c.name')
    .offset(input.offset)
    .limit(input.limit)
    .execute();
}
