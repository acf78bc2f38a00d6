import { writeEnchantments } from '../game/item-enchantments.ts';
import type { TestContext } from './harness.ts';

/*
 * The character rows the armory reads, written as the core writes them, for tests: a guild with its
 * ranks and members, an arena team, equipped items, skills, talents, glyphs and achievements.
 */

function charactersDb(ctx: TestContext, realmId?: number) {
  const realm = realmId === undefined ? ctx.realms.oneRealm : ctx.realms.get(realmId);
  if (!realm?.characters) throw new Error(`realm ${realmId} has no characters database in this test`);
  return realm.characters.db;
}

let nextId = 1000;

/** A guild led by the first member, with ranks 0 (leader) to the last name given. */
export async function createGuild(
  ctx: TestContext,
  input: { name: string; members: Array<{ guid: number; rank: number }>; ranks: string[]; realmId?: number },
) {
  const db = charactersDb(ctx, input.realmId);
  const guildid = nextId++;
  await db
    .insertInto('guild')
    .values({ guildid, name: input.name, leaderguid: input.members[0]!.guid, createdate: 1_700_000_000 })
    .execute();
  await db
    .insertInto('guild_rank')
    .values(input.ranks.map((rname, rid) => ({ guildid, rid, rname })))
    .execute();
  await db
    .insertInto('guild_member')
    .values(input.members.map((m) => ({ guildid, guid: m.guid, rank: m.rank })))
    .execute();
  return guildid;
}

export async function createArenaTeam(
  ctx: TestContext,
  input: {
    name: string;
    type: number;
    rating: number;
    members: Array<{ guid: number; personalRating: number; seasonGames?: number; seasonWins?: number }>;
    realmId?: number;
    /** The team's season record: 40 games and 25 wins unless said. */
    seasonGames?: number;
    seasonWins?: number;
  },
) {
  const db = charactersDb(ctx, input.realmId);
  const arenaTeamId = nextId++;
  await db
    .insertInto('arena_team')
    .values({
      arenaTeamId,
      name: input.name,
      captainGuid: input.members[0]!.guid,
      type: input.type,
      rating: input.rating,
      seasonGames: input.seasonGames ?? 40,
      seasonWins: input.seasonWins ?? 25,
    })
    .execute();
  await db
    .insertInto('arena_team_member')
    .values(
      input.members.map((m) => ({
        arenaTeamId,
        guid: m.guid,
        personalRating: m.personalRating,
        seasonGames: m.seasonGames ?? 30,
        seasonWins: m.seasonWins ?? 20,
      })),
    )
    .execute();
  return arenaTeamId;
}

/** Items in equipment slots (bag 0): an `item_instance` row and its `character_inventory` row each. */
export async function equip(
  ctx: TestContext,
  guid: number,
  items: Array<{ slot: number; entry: number; enchantments?: Record<number, number>; durability?: number }>,
  realmId?: number,
) {
  const db = charactersDb(ctx, realmId);
  for (const item of items) {
    const itemGuid = nextId++;
    await db
      .insertInto('item_instance')
      .values({
        guid: itemGuid,
        itemEntry: item.entry,
        owner_guid: guid,
        enchantments: writeEnchantments(item.enchantments ?? {}),
        durability: item.durability ?? 0,
      })
      .execute();
    await db
      .insertInto('character_inventory')
      .values({ guid, bag: 0, slot: item.slot, item: itemGuid })
      .execute();
  }
}

export async function giveSkills(
  ctx: TestContext,
  guid: number,
  skills: Array<{ skill: number; value: number; max: number }>,
  realmId?: number,
) {
  await charactersDb(ctx, realmId)
    .insertInto('character_skills')
    .values(skills.map((s) => ({ guid, ...s })))
    .execute();
}

/** Talent rank spells per spec, as each core keeps them (a mask per spell, or a row per spell and spec). */
export async function giveTalents(
  ctx: TestContext,
  guid: number,
  specs: { first: number[]; second?: number[] },
  realmId?: number,
) {
  const db = charactersDb(ctx, realmId);
  const second = specs.second ?? [];
  if (ctx.core.core === 'trinitycore') {
    const rows = [
      ...specs.first.map((spell) => ({ guid, spell, talentGroup: 0 })),
      ...second.map((spell) => ({ guid, spell, talentGroup: 1 })),
    ];
    if (rows.length > 0) await db.insertInto('character_talent').values(rows).execute();
    return;
  }
  const masks = new Map<number, number>();
  for (const spell of specs.first) masks.set(spell, (masks.get(spell) ?? 0) | 1);
  for (const spell of second) masks.set(spell, (masks.get(spell) ?? 0) | 2);
  const rows = [...masks].map(([spell, specMask]) => ({ guid, spell, specMask }));
  if (rows.length > 0) await db.insertInto('character_talent').values(rows).execute();
}

export async function giveGlyphs(
  ctx: TestContext,
  guid: number,
  talentGroup: number,
  glyphs: number[],
  realmId?: number,
) {
  const [glyph1, glyph2, glyph3, glyph4, glyph5, glyph6] = [...glyphs, 0, 0, 0, 0, 0, 0];
  await charactersDb(ctx, realmId)
    .insertInto('character_glyphs')
    .values({ guid, talentGroup, glyph1, glyph2, glyph3, glyph4, glyph5, glyph6 })
    .execute();
}

export async function giveAchievements(
  ctx: TestContext,
  guid: number,
  achievements: Array<{ id: number; date: number }>,
  realmId?: number,
) {
  await charactersDb(ctx, realmId)
    .insertInto('character_achievement')
    .values(achievements.map((a) => ({ guid, achievement: a.id, date: a.date })))
    .execute();
}

/** Sets columns of a character row the factory leaves at their defaults (gender, kills, title…). */
export async function updateCharacter(
  ctx: TestContext,
  guid: number,
  values: Partial<{
    gender: number;
    totalKills: number;
    todayKills: number;
    yesterdayKills: number;
    totalHonorPoints: number;
    arenaPoints: number;
    chosenTitle: number;
    activeTalentGroup: number;
    deleteInfos_Account: number;
    deleteInfos_Name: string;
    name: string | null;
    account: number;
    online: number;
    logout_time: number;
  }>,
  realmId?: number,
) {
  await charactersDb(ctx, realmId).updateTable('characters').set(values).where('guid', '=', guid).execute();
}
