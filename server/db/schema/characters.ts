import type { Generated } from 'kysely';

/** The core's `characters` table (AzerothCore `acore_characters`): the columns the site reads or writes. */
interface CharactersTable {
  guid: number;
  account: number;
  /** '' (AzerothCore) or NULL (TrinityCore) once a character is unlinked by deletion. */
  name: string | null;
  race: number;
  class: number;
  gender: Generated<number>;
  level: number;
  xp: Generated<number>;
  money: Generated<number>;
  position_x: Generated<number>;
  position_y: Generated<number>;
  position_z: Generated<number>;
  map: Generated<number>;
  orientation: Generated<number>;
  taximask: string;
  online: Generated<number>;
  cinematic: Generated<number>;
  totaltime: Generated<number>;
  leveltime: Generated<number>;
  logout_time: Generated<number>;
  trans_x: Generated<number>;
  trans_y: Generated<number>;
  trans_z: Generated<number>;
  transguid: Generated<number | null>;
  zone: Generated<number>;
  taxi_path: string | null;
  deleteInfos_Account: number | null;
  deleteInfos_Name: string | null;
  deleteDate: number | null;
  totalKills: Generated<number>;
  todayKills: Generated<number>;
  yesterdayKills: Generated<number>;
  totalHonorPoints: Generated<number>;
  arenaPoints: Generated<number>;
  /** The chosen title's bit index (CharTitles.dbc MaskID), 0 for none. */
  chosenTitle: Generated<number>;
  /** 0 or 1: the specialization in use. */
  activeTalentGroup: Generated<number>;
  /** AzerothCore only (no default there); TrinityCore 3.3.5 has no such column. */
  innTriggerId?: number;
  /** AzerothCore only: when the character was created ('YYYY-MM-DD HH:MM:SS' UTC, the column's default). */
  creation_date?: Generated<string>;
}

interface CharacterHomebindTable {
  guid: number;
  mapId: number;
  zoneId: number;
  posX: number;
  posY: number;
  posZ: number;
}

/*
 * The rows a character deletion touches when no worldserver runs (server/game/character-deletion.ts):
 * only the columns read or written there, or needed to write a row by hand.
 */
interface GuildTable {
  guildid: number;
  name: string;
  leaderguid: number;
  createdate: Generated<number>;
}

interface GuildMemberTable {
  guildid: number;
  guid: number;
  rank: number;
}

interface GuildRankTable {
  guildid: number;
  rid: number;
  rname: string;
}

/** The guild bank and logs, which a disband deletes by `guildid`. */
interface GuildKeyedTable {
  guildid: number;
}

interface GuildBankItemTable {
  guildid: number;
  TabId: number;
  SlotId: number;
  item_guid: number;
}

interface ItemInstanceTable {
  guid: number;
  itemEntry: number;
  owner_guid: number;
  /** `MAX_ENCHANTMENT_SLOT` × (id, duration, charges), space-separated (docs/game-core.md §12.1). */
  enchantments: string;
  durability: Generated<number>;
}

/*
 * What the armory reads of a character (docs/game-core.md §12.1): its equipped items, skills, talents,
 * glyphs and achievements.
 */
interface CharacterInventoryTable {
  guid: number;
  /** 0 with `slot` 0–18: equipped. */
  bag: number;
  slot: number;
  /** `item_instance.guid`. */
  item: number;
}

interface CharacterSkillsTable {
  guid: number;
  skill: number;
  value: number;
  max: number;
}

/** AzerothCore: `specMask` (bit 0 the first spec, bit 1 the second); TrinityCore 3.3.5: `talentGroup`, a row per spec. */
interface CharacterTalentTable {
  guid: number;
  spell: number;
  specMask?: number;
  talentGroup?: number;
}

interface CharacterGlyphsTable {
  guid: number;
  talentGroup: number;
  glyph1: number | null;
  glyph2: number | null;
  glyph3: number | null;
  glyph4: number | null;
  glyph5: number | null;
  glyph6: number | null;
}

interface CharacterAchievementTable {
  guid: number;
  achievement: number;
  /** Unix seconds. */
  date: number;
}

interface GmTicketTable {
  id: Generated<number>;
  type: number;
  playerGuid: number;
  name: string;
  description: string;
  closedBy: Generated<number>;
  comment: string;
  response: string;
}

interface ArenaTeamTable {
  arenaTeamId: number;
  name: string;
  captainGuid: number;
  type: number;
  rating: Generated<number>;
  seasonGames: Generated<number>;
  seasonWins: Generated<number>;
  weekGames: Generated<number>;
  weekWins: Generated<number>;
}

interface ArenaTeamMemberTable {
  arenaTeamId: number;
  guid: number;
  seasonGames: Generated<number>;
  seasonWins: Generated<number>;
  weekGames: Generated<number>;
  weekWins: Generated<number>;
  personalRating: Generated<number>;
}

interface GroupsTable {
  guid: number;
  leaderGuid: number;
  lootMethod: number;
  looterGuid: number;
  lootThreshold: number;
  icon1: number;
  icon2: number;
  icon3: number;
  icon4: number;
  icon5: number;
  icon6: number;
  icon7: number;
  icon8: number;
  groupType: number;
  masterLooterGuid: number;
}

interface GroupMemberTable {
  guid: number;
  memberGuid: number;
}

interface LfgDataTable {
  guid: number;
  dungeon: number;
}

interface PetitionTable {
  ownerguid: number;
  petitionguid: number;
  name: string;
  type: number;
}

interface PetitionSignTable {
  ownerguid: number;
  petitionguid: number;
  playerguid: number;
  player_account: number;
  type: number;
}

export interface CharactersDatabase {
  characters: CharactersTable;
  character_homebind: CharacterHomebindTable;
  guild: GuildTable;
  guild_member: GuildMemberTable;
  guild_rank: GuildRankTable;
  guild_bank_tab: GuildKeyedTable;
  guild_bank_item: GuildBankItemTable;
  guild_bank_right: GuildKeyedTable;
  guild_bank_eventlog: GuildKeyedTable;
  guild_eventlog: GuildKeyedTable;
  item_instance: ItemInstanceTable;
  character_inventory: CharacterInventoryTable;
  character_skills: CharacterSkillsTable;
  character_talent: CharacterTalentTable;
  character_glyphs: CharacterGlyphsTable;
  character_achievement: CharacterAchievementTable;
  gm_ticket: GmTicketTable;
  arena_team: ArenaTeamTable;
  arena_team_member: ArenaTeamMemberTable;
  groups: GroupsTable;
  group_member: GroupMemberTable;
  lfg_data: LfgDataTable;
  petition: PetitionTable;
  petition_sign: PetitionSignTable;
}
