import {
  ARMORY_PAGE_SIZE,
  GUILD_MEMBERS_PAGE_SIZE,
  normalizeName,
  PRIMARY_PROFESSIONS,
  SECONDARY_PROFESSIONS,
  type ArmoryCharacter,
  type ArmoryCharacterRef,
  type ArmoryGuild,
  type ArmoryGuildRef,
  type ArmoryItem,
  type ArmorySearchQuery,
  type GuildMembersQuery,
  type ItemTooltip,
  type TalentSpec,
} from '../../../contract/armory.ts';
import type { Language } from '../../../contract/i18n/languages.ts';
import { text } from '../../../contract/i18n/text.ts';
import { factionOf } from '../../../contract/lookups.ts';
import type { SiteRole } from '../../../contract/roles.ts';
import { findHiddenAccounts, isAccountHidden, setAccountHidden } from '../../accounts/armory-privacy.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import { readEnchantments } from '../../game/item-enchantments.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import { requireCharacterRealm, type CharacterRealm, type RealmRegistry } from '../../game/realms.ts';
import type { ItemReader, ItemTemplate } from '../../game/world/items.ts';
import type { DataVersions } from '../../platform/data-versions.ts';
import { AppError } from '../../platform/errors.ts';
import {
  countGuildMembers,
  findAchievements,
  findArenaTeams,
  findCharacterByName,
  findCharacterGuild,
  findEquipment,
  findGlyphs,
  findGuildByName,
  findSkills,
  findTalents,
  listGuildMembers,
  searchCharacters,
  searchGuilds,
} from './armory.repo.ts';

export interface ArmoryDeps {
  dbs: Databases;
  realms: RealmRegistry;
  core: GameCoreInfo;
  versions: DataVersions;
  /** The realm's client data, while its files are loaded. */
  clientData(realmId: number): ClientData | undefined;
  /** The realm's world database, when one is configured. */
  items(realmId: number): ItemReader | undefined;
  /** ARMORY_ICON_URL: the icon address template with `{icon}`. */
  iconUrl: string | undefined;
}

/** Who is looking: the owner and staff see a character its owner hid, and game masters' characters. */
export interface Viewer {
  accountId: number;
  roles: readonly SiteRole[];
}

const LATEST_ACHIEVEMENTS = 8;
/** `item_instance.enchantments` slots (docs/game-core.md §12.1). */
const PERMANENT_ENCHANTMENT = 0;
const GEM_SLOTS = [2, 3, 4];
const PRISMATIC_SLOT = 6;
/** A prismatic gem fits any colour but meta. */
const PRISMATIC = 14;
const SHIRT = 3;
const TABARD = 18;
/** Belts take one more gem than their template's sockets, from the buckle (the prismatic slot). */
const WAIST = 5;

const notFound = (name: string) => new AppError('NOT_FOUND', text('api.armory.characterNotFound', { name }));

/**
 * Game masters of the realm and the accounts that opted out (read once for every realm searched):
 * their characters are not shown to others.
 */
async function hiddenAccounts(deps: ArmoryDeps, realmId: number, optedOut: Promise<number[]>) {
  const [gameMasters, hidden] = await Promise.all([
    findGameMasterIds(deps.dbs.auth, deps.core.columns, realmId),
    optedOut,
  ]);
  return [...new Set([...gameMasters, ...hidden])];
}

function searchedRealms(deps: ArmoryDeps, realmId: number | undefined): CharacterRealm[] {
  if (realmId !== undefined) return [requireCharacterRealm(deps.realms, realmId, 'realmId')];
  return deps.realms.withCharacters();
}

/** The rows of `page` from each realm's sorted rows, merged by name: realms are searched side by side. */
function mergePage<T extends { name: string }>(lists: T[][], page: number) {
  const all = lists.flat().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const start = (page - 1) * ARMORY_PAGE_SIZE;
  return { data: all.slice(start, start + ARMORY_PAGE_SIZE), hasMore: all.length > start + ARMORY_PAGE_SIZE };
}

/** Characters whose name starts with the search, on one realm or all, a page at a time. */
export async function searchArmoryCharacters(deps: ArmoryDeps, query: ArmorySearchQuery) {
  const prefix = normalizeName(query.search);
  const realms = searchedRealms(deps, query.realmId);
  if (!prefix)
    return { data: [] as ArmoryCharacterRef[], page: query.page, pageSize: ARMORY_PAGE_SIZE, hasMore: false };
  const limit = query.page * ARMORY_PAGE_SIZE + 1;
  const optedOut = findHiddenAccounts(deps.dbs.web);
  const lists = await Promise.all(
    realms.map(async (realm) => {
      const rows = await searchCharacters(realm.characters.db, {
        prefix,
        hiddenAccounts: await hiddenAccounts(deps, realm.id, optedOut),
        limit,
      });
      return rows.map((r): ArmoryCharacterRef => ({
        realm: { id: realm.id, name: realm.name },
        name: r.name ?? '',
        level: Number(r.level),
        race: Number(r.race),
        class: Number(r.class),
        gender: Number(r.gender),
        guild: r.guild ?? null,
      }));
    }),
  );
  return { ...mergePage(lists, query.page), page: query.page, pageSize: ARMORY_PAGE_SIZE };
}

/** Guilds whose name starts with the search, on one realm or all, a page at a time. */
export async function searchArmoryGuilds(deps: ArmoryDeps, query: ArmorySearchQuery) {
  const prefix = query.search.trim();
  const realms = searchedRealms(deps, query.realmId);
  if (!prefix)
    return { data: [] as ArmoryGuildRef[], page: query.page, pageSize: ARMORY_PAGE_SIZE, hasMore: false };
  const limit = query.page * ARMORY_PAGE_SIZE + 1;
  const lists = await Promise.all(
    realms.map(async (realm) => {
      const rows = await searchGuilds(realm.characters.db, { prefix, limit });
      return rows.map((r): ArmoryGuildRef => ({
        realm: { id: realm.id, name: realm.name },
        name: r.name,
        faction: r.leaderRace === null ? null : (factionOf(Number(r.leaderRace)) ?? null),
        members: Number(r.members ?? 0),
      }));
    }),
  );
  return { ...mergePage(lists, query.page), page: query.page, pageSize: ARMORY_PAGE_SIZE };
}

function iconAddress(template: string | undefined, icon: string | undefined): string | null {
  if (!template || !icon) return null;
  return template.replace('{icon}', encodeURIComponent(icon.toLowerCase()));
}

interface EquippedRow {
  slot: number;
  entry: number;
  enchantments: number[];
  durability: number;
}

/** The item templates an equipment needs: the items, their gems, and their sets' other pieces. */
/**
 * The item templates an equipment needs: the items, their gems, and the other pieces of their sets,
 * all known from the character's rows and the client data, so the world database is read once.
 */
function neededEntries(equipped: EquippedRow[], clientData: ClientData | undefined) {
  const entries = new Set(equipped.map((e) => e.entry));
  if (!clientData) return [...entries];
  for (const e of equipped) {
    for (const slot of [...GEM_SLOTS, PRISMATIC_SLOT]) {
      const gemItem = clientData.enchantment(e.enchantments[slot] ?? 0)?.gemItem;
      if (gemItem) entries.add(gemItem);
    }
    const setId = clientData.setOfItem(e.entry);
    if (setId) for (const piece of clientData.itemSet(setId)?.items ?? []) entries.add(piece);
  }
  return [...entries];
}

function tooltipOf(
  row: EquippedRow,
  item: ItemTemplate,
  ctx: {
    language: Language;
    clientData: ClientData | undefined;
    templates: Map<number, ItemTemplate>;
    equippedEntries: Set<number>;
    iconUrl: string | undefined;
  },
): ItemTooltip {
  const { clientData, language } = ctx;
  const socketColors = [...item.sockets];
  if (row.slot === WAIST && row.enchantments[PRISMATIC_SLOT]) socketColors.push(PRISMATIC);
  const socketSlots = [
    ...GEM_SLOTS.slice(0, item.sockets.length),
    ...(socketColors.length > item.sockets.length ? [PRISMATIC_SLOT] : []),
  ];
  const sockets = socketColors.map((color, i) => {
    const enchantment = clientData?.enchantment(row.enchantments[socketSlots[i]!] ?? 0);
    if (!enchantment) return { color, gem: null };
    const gemTemplate = enchantment.gemItem ? ctx.templates.get(enchantment.gemItem) : undefined;
    const gemColor = gemTemplate ? (clientData?.gem(gemTemplate.gemProperties)?.color ?? 0) : 0;
    return {
      color,
      gem: {
        text: enchantment.name[language],
        icon: iconAddress(ctx.iconUrl, gemTemplate && clientData?.itemIcon(gemTemplate.displayId)),
        color: gemColor,
      },
    };
  });
  const bonusText = item.socketBonus ? clientData?.enchantment(item.socketBonus)?.name[language] : undefined;
  const matches = sockets
    .slice(0, item.sockets.length)
    .every((s) => s.gem !== null && (s.gem.color & s.color) !== 0);
  const set = item.itemSet ? clientData?.itemSet(item.itemSet) : undefined;
  const equippedPieces = set ? set.items.filter((e) => ctx.equippedEntries.has(e)).length : 0;
  const weapon = item.damage[0];
  const speed = item.delay / 1000;
  return {
    bonding: item.bonding,
    inventoryType: item.inventoryType,
    class: item.class,
    subclass: item.subclass,
    armor: item.armor,
    block: item.block,
    damage: item.damage,
    speed,
    dps: weapon && speed > 0 ? Math.round(((weapon.min + weapon.max) / 2 / speed) * 10) / 10 : null,
    stats: item.stats,
    resistances: item.resistances,
    sockets,
    socketBonus: bonusText ? { text: bonusText, active: item.sockets.length > 0 && matches } : null,
    enchantment:
      clientData?.enchantment(row.enchantments[PERMANENT_ENCHANTMENT] ?? 0)?.name[language] ?? null,
    durability: item.maxDurability > 0 ? { current: row.durability, max: item.maxDurability } : null,
    requiredLevel: item.requiredLevel,
    spells: item.spells.flatMap((s) => {
      const spell = clientData?.spell(s.id);
      return spell ? [{ trigger: s.trigger, name: spell.name[language] }] : [];
    }),
    set: set
      ? {
          name: set.name[language],
          pieces: set.items.map((e) => ({
            name: ctx.templates.get(e)?.name ?? `#${e}`,
            equipped: ctx.equippedEntries.has(e),
          })),
          bonuses: set.bonuses.map((b) => ({
            pieces: b.pieces,
            text: clientData?.spell(b.spellId)?.name[language] ?? `#${b.spellId}`,
            active: equippedPieces >= b.pieces,
          })),
        }
      : null,
    description: item.description,
  };
}

async function readEquipment(
  deps: ArmoryDeps,
  realm: CharacterRealm,
  guid: number,
  language: Language,
  clientData: ClientData | undefined,
): Promise<{ items: ArmoryItem[]; averageItemLevel: number | null; world: boolean }> {
  const rows = await findEquipment(realm.characters.db, guid);
  const equipped: EquippedRow[] = rows.map((r) => ({
    slot: Number(r.slot),
    entry: Number(r.itemEntry ?? 0),
    enchantments: readEnchantments(r.enchantments ?? ''),
    durability: Number(r.durability ?? 0),
  }));
  const reader = deps.items(realm.id);
  const templates =
    reader && equipped.length > 0
      ? await reader.items(neededEntries(equipped, clientData), language)
      : new Map<number, ItemTemplate>();
  const equippedEntries = new Set(equipped.map((e) => e.entry));
  const ctx = { language, clientData, templates, equippedEntries, iconUrl: deps.iconUrl };
  const items = equipped.map((row): ArmoryItem => {
    const item = templates.get(row.entry);
    return {
      slot: row.slot,
      entry: row.entry,
      name: item?.name ?? null,
      quality: item?.quality ?? null,
      itemLevel: item?.itemLevel ?? null,
      icon: iconAddress(deps.iconUrl, item && clientData?.itemIcon(item.displayId)),
      tooltip: item ? tooltipOf(row, item, ctx) : null,
    };
  });
  const levels = items.filter((i) => i.slot !== SHIRT && i.slot !== TABARD && i.itemLevel !== null);
  const averageItemLevel =
    reader && levels.length > 0
      ? Math.round((levels.reduce((sum, i) => sum + i.itemLevel!, 0) / levels.length) * 10) / 10
      : null;
  return { items, averageItemLevel, world: reader !== undefined };
}

async function readTalents(
  realm: CharacterRealm,
  core: GameCoreInfo,
  iconUrl: string | undefined,
  character: { guid: number; class: number; activeTalentGroup: number },
  clientData: ClientData,
  language: Language,
): Promise<TalentSpec[]> {
  const [talents, glyphRows] = await Promise.all([
    findTalents(realm.characters.db, core.core, character.guid),
    findGlyphs(realm.characters.db, character.guid),
  ]);
  const groups = new Set<number>([character.activeTalentGroup]);
  for (const t of talents) for (const g of [0, 1]) if (t.specMask & (1 << g)) groups.add(g);
  for (const g of glyphRows) groups.add(Number(g.talentGroup));
  const tabs = clientData.talentTabs(character.class);
  return [...groups].sort().map((group): TalentSpec => {
    const ranks = new Map<number, number>();
    for (const t of talents) {
      if (!(t.specMask & (1 << group))) continue;
      const found = clientData.talentOfSpell(t.spell);
      if (found) ranks.set(found.talent.id, Math.max(ranks.get(found.talent.id) ?? 0, found.rank));
    }
    const glyphs = glyphRows.find((g) => Number(g.talentGroup) === group);
    const glyphIds = glyphs
      ? [glyphs.glyph1, glyphs.glyph2, glyphs.glyph3, glyphs.glyph4, glyphs.glyph5, glyphs.glyph6]
      : [];
    return {
      group,
      active: group === character.activeTalentGroup,
      trees: tabs.map((tab) => {
        const talentsOfTab = [...tab.talents]
          .sort((a, b) => a.row - b.row || a.column - b.column)
          .map((t) => ({
            id: t.id,
            row: t.row,
            column: t.column,
            rank: ranks.get(t.id) ?? 0,
            maxRank: t.rankSpells.length,
            name: t.name[language],
            icon: iconAddress(iconUrl, t.icon),
          }));
        return {
          id: tab.id,
          name: tab.name[language],
          icon: iconAddress(iconUrl, tab.icon),
          points: talentsOfTab.reduce((sum, t) => sum + t.rank, 0),
          talents: talentsOfTab,
        };
      }),
      glyphs: glyphIds.flatMap((id) => {
        const glyph = id ? clientData.glyph(Number(id)) : undefined;
        const spell = glyph && clientData.spell(glyph.spellId);
        if (!glyph || !spell) return [];
        return [
          {
            id: Number(id),
            name: spell.name[language],
            major: glyph.major,
            icon: iconAddress(iconUrl, glyph.icon ?? spell.icon),
          },
        ];
      }),
    };
  });
}

function achievementsOf(
  rows: Array<{ achievement: number; date: number }>,
  clientData: ClientData,
  language: Language,
  iconUrl: string | undefined,
) {
  let points = 0;
  const latest: NonNullable<ArmoryCharacter['achievements']>['latest'] = [];
  for (const row of rows) {
    const info = clientData.achievement(Number(row.achievement));
    if (!info) continue;
    points += info.points;
    if (latest.length < LATEST_ACHIEVEMENTS)
      latest.push({
        id: info.id,
        name: info.name[language],
        description: info.description[language],
        points: info.points,
        icon: iconAddress(iconUrl, info.icon),
        date: new Date(Number(row.date) * 1000).toISOString(),
      });
  }
  return { points, count: rows.length, latest };
}

/** May this viewer see a character that others may not (hidden by its owner, or a game master's)? */
const seesEverything = (viewer: Viewer | null, accountId: number) =>
  viewer !== null && (viewer.accountId === accountId || viewer.roles.length > 0);

/**
 * One character's armory page: identity, equipment, professions, PvP, talents, glyphs and
 * achievements. A deleted character, a game master's, or one its owner hid answers 404 to others.
 */
export async function readArmoryCharacter(
  deps: ArmoryDeps,
  viewer: Viewer | null,
  realmId: number,
  name: string,
  language: Language,
): Promise<ArmoryCharacter> {
  const realm = requireCharacterRealm(deps.realms, realmId);
  const db = realm.characters.db;
  const row = await findCharacterByName(db, normalizeName(name));
  if (!row?.name) throw notFound(name);
  const accountId = Number(row.account);
  const guid = Number(row.guid);
  const character = { guid, class: Number(row.class), activeTalentGroup: Number(row.activeTalentGroup) };
  const clientData = deps.clientData(realm.id);
  // Whether it may be shown is read beside the rest, and decided before anything is answered.
  const [gameMasters, hidden, equipment, skills, guild, teams, achievements, talents] = await Promise.all([
    findGameMasterIds(deps.dbs.auth, deps.core.columns, realm.id),
    isAccountHidden(deps.dbs.web, accountId),
    readEquipment(deps, realm, guid, language, clientData),
    findSkills(db, guid, [...PRIMARY_PROFESSIONS, ...SECONDARY_PROFESSIONS]),
    findCharacterGuild(db, guid),
    findArenaTeams(db, guid),
    clientData ? findAchievements(db, guid) : Promise.resolve(null),
    clientData
      ? readTalents(realm, deps.core, deps.iconUrl, character, clientData, language)
      : Promise.resolve(null),
  ]);
  if ((hidden || gameMasters.includes(accountId)) && !seesEverything(viewer, accountId)) throw notFound(name);
  const profession = (s: (typeof skills)[number]) => ({
    skill: Number(s.skill),
    value: Number(s.value),
    max: Number(s.max),
  });
  const title = clientData && Number(row.chosenTitle) ? clientData.title(Number(row.chosenTitle)) : undefined;
  const gender = Number(row.gender);
  return {
    realm: { id: realm.id, name: realm.name },
    name: row.name,
    level: Number(row.level),
    race: Number(row.race),
    class: Number(row.class),
    gender,
    faction: factionOf(Number(row.race)) ?? null,
    title: title ? (gender === 1 ? title.female : title.male)[language].replace('%s', row.name).trim() : null,
    guild: guild ? { name: guild.name, rank: guild.rname ?? '' } : null,
    hidden,
    equipment: equipment.items,
    averageItemLevel: equipment.averageItemLevel,
    professions: {
      primary: skills
        .filter((s) => (PRIMARY_PROFESSIONS as readonly number[]).includes(Number(s.skill)))
        .map(profession),
      secondary: skills
        .filter((s) => (SECONDARY_PROFESSIONS as readonly number[]).includes(Number(s.skill)))
        .map(profession),
    },
    pvp: {
      honorableKills: Number(row.totalKills),
      todayKills: Number(row.todayKills),
      yesterdayKills: Number(row.yesterdayKills),
      honorPoints: Number(row.totalHonorPoints),
      arenaPoints: Number(row.arenaPoints),
      arenaTeams: teams.map((t) => ({
        id: Number(t.arenaTeamId),
        name: t.name,
        type: Number(t.type),
        rating: Number(t.rating),
        personalRating: Number(t.personalRating),
        seasonGames: Number(t.seasonGames),
        seasonWins: Number(t.seasonWins),
      })),
    },
    talents,
    achievements:
      clientData && achievements ? achievementsOf(achievements, clientData, language, deps.iconUrl) : null,
    sources: { world: equipment.world, clientData: clientData !== undefined },
  };
}

/** One guild's page: leader, creation, spreads and a page of its visible members. */
export async function readArmoryGuild(
  deps: ArmoryDeps,
  realmId: number,
  name: string,
  query: GuildMembersQuery,
): Promise<ArmoryGuild> {
  const realm = requireCharacterRealm(deps.realms, realmId);
  const db = realm.characters.db;
  const guild = await findGuildByName(db, name.trim());
  if (!guild) throw new AppError('NOT_FOUND', text('api.armory.guildNotFound', { name }));
  const hidden = await hiddenAccounts(deps, realm.id, findHiddenAccounts(deps.dbs.web));
  const guildId = Number(guild.guildid);
  const [counts, members] = await Promise.all([
    countGuildMembers(db, guildId, hidden),
    listGuildMembers(db, {
      guildId,
      hiddenAccounts: hidden,
      sort: query.sort,
      order: query.order,
      offset: (query.page - 1) * GUILD_MEMBERS_PAGE_SIZE,
      limit: GUILD_MEMBERS_PAGE_SIZE,
    }),
  ]);
  const total = counts.classes.reduce((sum, c) => sum + Number(c.n), 0);
  const leaderShown =
    guild.leaderName && guild.leaderAccount !== null && !hidden.includes(Number(guild.leaderAccount));
  const bandOrder = ['80', '70-79', '60-69', '1-59'];
  return {
    realm: { id: realm.id, name: realm.name },
    name: guild.name,
    faction: guild.leaderRace === null ? null : (factionOf(Number(guild.leaderRace)) ?? null),
    leader: leaderShown ? { name: guild.leaderName!, class: Number(guild.leaderClass) } : null,
    createdAt: Number(guild.createdate) > 0 ? new Date(Number(guild.createdate) * 1000).toISOString() : null,
    memberCount: total,
    classes: counts.classes
      .map((c) => ({ class: Number(c.class), count: Number(c.n) }))
      .sort((a, b) => b.count - a.count || a.class - b.class),
    levels: bandOrder.map((band) => ({
      band,
      count: Number(counts.levels.find((l) => l.band === band)?.n ?? 0),
    })),
    members: {
      data: members.map((m) => ({
        name: m.name ?? '',
        level: Number(m.level),
        race: Number(m.race),
        class: Number(m.class),
        rank: { id: Number(m.rank), name: m.rname ?? '' },
      })),
      total,
      page: query.page,
      pageSize: GUILD_MEMBERS_PAGE_SIZE,
      sort: query.sort,
      order: query.order,
    },
  };
}

export async function readPrivacy(deps: Pick<ArmoryDeps, 'dbs'>, accountId: number) {
  return { armoryVisible: !(await isAccountHidden(deps.dbs.web, accountId)) };
}

/** The owner's choice; held armory pages are made again at once (the `armory` data version moves). */
export async function changePrivacy(
  deps: Pick<ArmoryDeps, 'dbs' | 'versions'>,
  accountId: number,
  armoryVisible: boolean,
) {
  await deps.versions.change(deps.dbs.web, 'armory', (trx) =>
    setAccountHidden(trx, accountId, !armoryVisible, Date.now()),
  );
  return { armoryVisible };
}
