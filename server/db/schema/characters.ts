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
  /** AzerothCore only (no default there); TrinityCore 3.3.5 has no such column. */
  innTriggerId?: number;
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
  enchantments: string;
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
}

interface ArenaTeamMemberTable {
  arenaTeamId: number;
  guid: number;
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
  gm_ticket: GmTicketTable;
  arena_team: ArenaTeamTable;
  arena_team_member: ArenaTeamMemberTable;
  groups: GroupsTable;
  group_member: GroupMemberTable;
  lfg_data: LfgDataTable;
  petition: PetitionTable;
  petition_sign: PetitionSignTable;
}
