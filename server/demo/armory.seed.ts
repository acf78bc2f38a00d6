import type { Insertable, Kysely } from 'kysely';
import type { Databases } from '../db/databases.ts';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import type { GameCore } from '../config.ts';
import type { GameCoreInfo } from '../game/core-detection.ts';
import { writeEnchantments } from '../game/item-enchantments.ts';
import type { RealmRegistry } from '../game/realms.ts';
import {
  DEMO_ACHIEVEMENTS,
  DEMO_ENCHANTMENTS,
  DEMO_GEMS,
  DEMO_GLYPHS,
  DEMO_TITLE_BITS,
  demoTalentSpells,
} from './client-data.ts';
import { DEMO_GEAR } from './items.seed.ts';

/*
 * What the demo's armory shows: the demo characters geared from the demo items, with gems and
 * enchantments, professions, talents in two specializations, glyphs, achievements, a title and PvP
 * figures; a guild on each realm; arena teams in every bracket on the first realm, for its ladders,
 * and one on the second. Written once: a realm whose characters already have equipment is left as it
 * is.
 */

/**
 * The demo characters the armory dresses, by realm (0 the first, 1 the second) and name; the rivals
 * are in no guild, and hold only their first `achievements` achievements.
 */
const DRESSED: Array<{
  realm: 0 | 1;
  name: string;
  title?: number;
  kills: number;
  rival?: boolean;
  achievements?: number;
}> = [
  { realm: 0, name: 'Demoranger', title: DEMO_TITLE_BITS[3], kills: 18_452 },
  { realm: 0, name: 'Demofrost', kills: 312 },
  { realm: 0, name: 'Demoblood', title: DEMO_TITLE_BITS[4], kills: 4_210 },
  { realm: 0, name: 'Demototem', kills: 12 },
  { realm: 0, name: 'Demoarchon', title: DEMO_TITLE_BITS[7], kills: 25_001 },
  { realm: 0, name: 'Demoshade', kills: 2_045 },
  { realm: 0, name: 'Demoshiv', kills: 15_230, rival: true, achievements: 22 },
  { realm: 0, name: 'Demolight', kills: 7_810, rival: true, achievements: 18 },
  { realm: 0, name: 'Demofury', kills: 21_540, rival: true, achievements: 25 },
  { realm: 0, name: 'Demogrove', kills: 3_320, rival: true, achievements: 9 },
  { realm: 0, name: 'Demostorm', kills: 11_075, rival: true, achievements: 14 },
  { realm: 0, name: 'Demoaegis', kills: 5_400, rival: true, achievements: 20 },
  { realm: 0, name: 'Demohowl', kills: 9_120, rival: true, achievements: 11 },
  { realm: 0, name: 'Demoember', kills: 13_660, rival: true, achievements: 16 },
  { realm: 1, name: 'Demoreaver', title: DEMO_TITLE_BITS[0], kills: 31_780 },
  { realm: 1, name: 'Demohex', kills: 6_420 },
  { realm: 1, name: 'Demowarden', title: DEMO_TITLE_BITS[1], kills: 9_874 },
];

const GUILDS = [
  {
    realm: 0,
    id: 1,
    name: 'Frostfall Vanguard',
    ranks: ['Guild Master', 'Officer', 'Veteran', 'Member', 'Initiate'],
  },
  { realm: 1, id: 1, name: 'Ashen Covenant', ranks: ['Warlord', 'Blood Guard', 'Grunt', 'Peon'] },
] as const;

/** Arena teams: three 2v2 teams at 2400, 2100 and 1800 and teams in the other brackets (a game master's in some). */
const ARENA_TEAMS = [
  {
    realm: 0,
    id: 1,
    name: 'Frozen Fangs',
    type: 2,
    rating: 2100,
    games: 64,
    wins: 41,
    members: ['Demoranger', 'Demoblood'],
  },
  {
    realm: 0,
    id: 2,
    name: 'Glacial Edge',
    type: 2,
    rating: 2400,
    games: 112,
    wins: 87,
    members: ['Demoshiv', 'Demolight'],
  },
  {
    realm: 0,
    id: 3,
    name: 'Ember Pact',
    type: 2,
    rating: 1800,
    games: 48,
    wins: 23,
    members: ['Demofury', 'Demogrove'],
  },
  {
    realm: 0,
    id: 4,
    name: 'Northwind',
    type: 3,
    rating: 2250,
    games: 90,
    wins: 61,
    members: ['Demostorm', 'Demoaegis', 'Demoshiv'],
  },
  {
    realm: 0,
    id: 5,
    name: 'Twilight Oath',
    type: 3,
    rating: 1975,
    games: 57,
    wins: 30,
    members: ['Demohowl', 'Demoember', 'Demoshade'],
  },
  {
    realm: 0,
    id: 6,
    name: 'Iron Vigil',
    type: 5,
    rating: 2050,
    games: 40,
    wins: 26,
    members: ['Demoranger', 'Demolight', 'Demostorm', 'Demofury', 'Demoember'],
  },
  {
    realm: 0,
    id: 7,
    name: 'Crimson Host',
    type: 5,
    rating: 1880,
    games: 35,
    wins: 17,
    members: ['Demoblood', 'Demogrove', 'Demohowl', 'Demoshiv', 'Demoaegis'],
  },
  {
    realm: 1,
    id: 1,
    name: 'Ashfall',
    type: 3,
    rating: 1962,
    games: 64,
    wins: 41,
    members: ['Demoreaver', 'Demohex', 'Demowarden'],
  },
] as const;

/** Professions by class, so the demo's characters differ: two primary, and cooking and first aid. */
const PROFESSIONS: Record<number, [number, number]> = {
  1: [164, 186],
  2: [164, 755],
  3: [165, 393],
  4: [165, 202],
  5: [197, 333],
  6: [164, 186],
  7: [171, 182],
  8: [197, 773],
  9: [197, 333],
  11: [171, 182],
};

const ARMOUR_OF = (classId: number) =>
  Object.values(DEMO_GEAR).find((gear) => gear.classes.includes(classId)) ?? DEMO_GEAR.cloth;

/** Item slots at each level: a young character wears less. */
function wornSlots(level: number): number[] {
  const all = Array.from({ length: 19 }, (_, i) => i);
  if (level >= 70) return all;
  if (level >= 40) return [0, 2, 4, 5, 6, 7, 8, 9, 14, 15, 17];
  return [4, 6, 7, 15];
}

/** Talent rank spells for a spec: the first tree filled deep, then some of the second. */
function specSpells(classId: number, level: number, mainTab: number): number[] {
  const tabs = demoTalentSpells(classId);
  let points = Math.max(0, level - 9);
  const spells: number[] = [];
  for (const tab of [tabs[mainTab], tabs[(mainTab + 1) % 3]]) {
    for (const talent of tab?.talents ?? []) {
      if (points <= 0) break;
      const rank = Math.min(points, talent.rankSpells.length);
      spells.push(talent.rankSpells[rank - 1]!);
      points -= rank;
    }
  }
  return spells;
}

async function dress(
  db: Kysely<CharactersDatabase>,
  core: GameCore,
  character: { guid: number; class: number; level: number; race: number },
  extra: { title?: number; kills: number; achievements?: number },
  nextItemGuid: () => number,
) {
  const gear = ARMOUR_OF(character.class);
  for (const slot of wornSlots(character.level)) {
    const entry = gear.slots[slot];
    if (!entry) continue;
    const bySlot: Record<number, number> = {};
    // Enchanters' work on the big pieces, gems of the socket's colour in every socket.
    if ([0, 4, 6, 14, 15].includes(slot))
      bySlot[0] = DEMO_ENCHANTMENTS.permanent[(slot + character.class) % DEMO_ENCHANTMENTS.permanent.length]!;
    (gear.gems[slot] ?? []).forEach((gemItem, i) => {
      const gem = DEMO_GEMS.find((g) => g.item === gemItem);
      if (gem) bySlot[2 + i] = gem.enchantmentId;
    });
    const item = nextItemGuid();
    await db
      .insertInto('item_instance')
      .values({
        guid: item,
        itemEntry: entry,
        owner_guid: character.guid,
        enchantments: writeEnchantments(bySlot),
        durability: 60 + ((item * 7) % 40),
      })
      .execute();
    await db.insertInto('character_inventory').values({ guid: character.guid, bag: 0, slot, item }).execute();
  }
  const [first, second] = PROFESSIONS[character.class] ?? [164, 186];
  const cap = Math.min(450, character.level * 5 + 25);
  await db
    .insertInto('character_skills')
    .values([
      { guid: character.guid, skill: first, value: cap, max: cap },
      { guid: character.guid, skill: second, value: Math.max(1, cap - 35), max: cap },
      { guid: character.guid, skill: 185, value: Math.min(450, cap + 10), max: 450 },
      { guid: character.guid, skill: 129, value: Math.max(1, cap - 60), max: 450 },
    ])
    .execute();
  // Two specializations at level 40 and beyond, as the game allows dual talents from level 40.
  const masks = new Map<number, number>();
  for (const spell of specSpells(character.class, character.level, 0)) masks.set(spell, 1);
  if (character.level >= 40)
    for (const spell of specSpells(character.class, character.level, 2))
      masks.set(spell, (masks.get(spell) ?? 0) | 2);
  // AzerothCore keeps a row per spell with its specs as a mask, TrinityCore 3.3.5 a row per spell and spec.
  const talentRows = [...masks].flatMap(
    ([spell, specMask]): Array<Insertable<CharactersDatabase['character_talent']>> =>
      core === 'trinitycore'
        ? [0, 1]
            .filter((g) => specMask & (1 << g))
            .map((talentGroup) => ({ guid: character.guid, spell, talentGroup }))
        : [{ guid: character.guid, spell, specMask }],
  );
  if (talentRows.length > 0) await db.insertInto('character_talent').values(talentRows).execute();
  const [m1, m2, m3] = DEMO_GLYPHS.major.slice(character.class % 3);
  const [n1, n2, n3] = DEMO_GLYPHS.minor.slice(character.class % 3);
  if (character.level >= 15)
    await db
      .insertInto('character_glyphs')
      .values({
        guid: character.guid,
        talentGroup: 0,
        glyph1: m1,
        glyph2: n1,
        glyph3: n2,
        glyph4: m2,
        glyph5: n3,
        glyph6: m3,
      })
      .execute();
  const earned = DEMO_ACHIEVEMENTS.filter((a, i) =>
    a.realmFirst ? character.level >= 80 : i % 30 < character.level / 3,
  ).slice(0, extra.achievements);
  const now = Math.floor(Date.now() / 1000);
  if (earned.length > 0)
    await db
      .insertInto('character_achievement')
      .values(
        earned.map((a, i) => ({
          guid: character.guid,
          achievement: a.id,
          date: now - (earned.length - i) * 86_400 * 3,
        })),
      )
      .execute();
  await db
    .updateTable('characters')
    .set({
      chosenTitle: extra.title ?? 0,
      totalKills: extra.kills,
      todayKills: extra.kills % 17,
      yesterdayKills: extra.kills % 41,
      totalHonorPoints: (extra.kills * 13) % 75_000,
      arenaPoints: (extra.kills * 7) % 5_000,
    })
    .where('guid', '=', character.guid)
    .execute();
}

export async function seedDemoArmory(
  _dbs: Databases,
  _config: unknown,
  _accounts: Map<string, number>,
  realms: RealmRegistry,
  { core }: GameCoreInfo,
): Promise<void> {
  const secondName = realms.realms.find((r) => r !== realms.oneRealm)?.name;
  const demoRealms = [realms.oneRealm, realms.realms.find((r) => r.name === secondName)];
  for (const realmIndex of [0, 1] as const) {
    const db = demoRealms[realmIndex]?.characters?.db;
    if (!db) continue;
    const already = await db.selectFrom('character_inventory').select('guid').executeTakeFirst();
    if (already) continue;
    const rows = await db
      .selectFrom('characters')
      .select(['guid', 'name', 'class', 'level', 'race'])
      .where(
        'name',
        'in',
        DRESSED.filter((d) => d.realm === realmIndex).map((d) => d.name),
      )
      .execute();
    const byName = new Map(
      rows.map((r) => [
        r.name!,
        { ...r, guid: Number(r.guid), class: Number(r.class), level: Number(r.level), race: Number(r.race) },
      ]),
    );
    let itemGuid = 100_000;
    for (const d of DRESSED.filter((x) => x.realm === realmIndex)) {
      const character = byName.get(d.name);
      if (character) await dress(db, core, character, d, () => itemGuid++);
    }
    const guild = GUILDS.find((g) => g.realm === realmIndex)!;
    // In DRESSED's order: the first leads.
    const members = DRESSED.filter((d) => d.realm === realmIndex && !d.rival).flatMap(
      (d) => byName.get(d.name) ?? [],
    );
    if (members.length > 0) {
      await db
        .insertInto('guild')
        .values({
          guildid: guild.id,
          name: guild.name,
          leaderguid: members[0]!.guid,
          createdate: Math.floor(Date.now() / 1000) - 400 * 86_400,
        })
        .execute();
      await db
        .insertInto('guild_rank')
        .values(guild.ranks.map((rname, rid) => ({ guildid: guild.id, rid, rname })))
        .execute();
      await db
        .insertInto('guild_member')
        .values(
          members.map((m, i) => ({
            guildid: guild.id,
            guid: m.guid,
            rank: Math.min(i, guild.ranks.length - 1),
          })),
        )
        .execute();
    }
    for (const team of ARENA_TEAMS.filter((t) => t.realm === realmIndex)) {
      const teamMembers = team.members.flatMap((name) => byName.get(name) ?? []);
      if (teamMembers.length === 0) continue;
      const weekGames = 3 + (team.games % 8);
      const weekWins = Math.floor((weekGames * team.wins) / team.games);
      await db
        .insertInto('arena_team')
        .values({
          arenaTeamId: team.id,
          name: team.name,
          captainGuid: teamMembers[0]!.guid,
          type: team.type,
          rating: team.rating,
          seasonGames: team.games,
          seasonWins: team.wins,
          weekGames,
          weekWins,
        })
        .execute();
      await db
        .insertInto('arena_team_member')
        .values(
          teamMembers.map((m, i) => ({
            arenaTeamId: team.id,
            guid: m.guid,
            personalRating: team.rating - 40 * i,
            seasonGames: team.games - i * 4,
            seasonWins: team.wins - i * 3,
            weekGames,
            weekWins,
          })),
        )
        .execute();
    }
  }
}
