import { sql, type Kysely } from 'kysely';

/*
 * More of the core's tables in the embedded copy, as AzerothCore declares them: the per-realm character
 * count registration writes (`realmcharacters`), and the guild (with its bank, for a disband), arena
 * team, group, petition and GM ticket rows a character deletion updates when no worldserver runs
 * (docs/game-core.md §4.3, §4.5, server/game/character-deletion.ts). Same conventions as 0001.
 */
const authStatements = [
  `CREATE TABLE realmcharacters (
    realmid int unsigned NOT NULL DEFAULT '0',
    acctid int unsigned NOT NULL,
    numchars tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (realmid, acctid)
  )`,
  `CREATE INDEX realmcharacters_acctid ON realmcharacters (acctid)`,
];

export const charactersStatements = [
  `CREATE TABLE guild (
    guildid int unsigned NOT NULL DEFAULT '0',
    name varchar(24) COLLATE NOCASE NOT NULL DEFAULT '',
    leaderguid int unsigned NOT NULL DEFAULT '0',
    EmblemStyle tinyint unsigned NOT NULL DEFAULT '0',
    EmblemColor tinyint unsigned NOT NULL DEFAULT '0',
    BorderStyle tinyint unsigned NOT NULL DEFAULT '0',
    BorderColor tinyint unsigned NOT NULL DEFAULT '0',
    BackgroundColor tinyint unsigned NOT NULL DEFAULT '0',
    info varchar(500) COLLATE NOCASE NOT NULL DEFAULT '',
    motd varchar(128) COLLATE NOCASE NOT NULL DEFAULT '',
    createdate int unsigned NOT NULL DEFAULT '0',
    BankMoney bigint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guildid)
  )`,
  `CREATE TABLE guild_member (
    guildid int unsigned NOT NULL,
    guid int unsigned NOT NULL,
    rank tinyint unsigned NOT NULL,
    pnote varchar(31) COLLATE NOCASE NOT NULL DEFAULT '',
    offnote varchar(31) COLLATE NOCASE NOT NULL DEFAULT ''
  )`,
  `CREATE UNIQUE INDEX guild_member_guid_key ON guild_member (guid)`,
  `CREATE INDEX guild_member_guildid_key ON guild_member (guildid)`,
  `CREATE INDEX guild_member_guildid_rank_key ON guild_member (guildid, rank)`,
  `CREATE TABLE guild_rank (
    guildid int unsigned NOT NULL DEFAULT '0',
    rid tinyint unsigned NOT NULL,
    rname varchar(20) COLLATE NOCASE NOT NULL DEFAULT '',
    rights int unsigned DEFAULT '0',
    BankMoneyPerDay int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guildid, rid)
  )`,
  `CREATE INDEX guild_rank_Idx_rid ON guild_rank (rid)`,
  `CREATE TABLE arena_team (
    arenaTeamId int unsigned NOT NULL DEFAULT '0',
    name varchar(24) COLLATE NOCASE NOT NULL,
    captainGuid int unsigned NOT NULL DEFAULT '0',
    type tinyint unsigned NOT NULL DEFAULT '0',
    rating smallint unsigned NOT NULL DEFAULT '0',
    seasonGames smallint unsigned NOT NULL DEFAULT '0',
    seasonWins smallint unsigned NOT NULL DEFAULT '0',
    weekGames smallint unsigned NOT NULL DEFAULT '0',
    weekWins smallint unsigned NOT NULL DEFAULT '0',
    rank int unsigned NOT NULL DEFAULT '0',
    backgroundColor int unsigned NOT NULL DEFAULT '0',
    emblemStyle tinyint unsigned NOT NULL DEFAULT '0',
    emblemColor int unsigned NOT NULL DEFAULT '0',
    borderStyle tinyint unsigned NOT NULL DEFAULT '0',
    borderColor int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (arenaTeamId)
  )`,
  `CREATE TABLE arena_team_member (
    arenaTeamId int unsigned NOT NULL DEFAULT '0',
    guid int unsigned NOT NULL DEFAULT '0',
    weekGames smallint unsigned NOT NULL DEFAULT '0',
    weekWins smallint unsigned NOT NULL DEFAULT '0',
    seasonGames smallint unsigned NOT NULL DEFAULT '0',
    seasonWins smallint unsigned NOT NULL DEFAULT '0',
    personalRating smallint NOT NULL DEFAULT '0',
    PRIMARY KEY (arenaTeamId, guid)
  )`,
  `CREATE TABLE "groups" (
    guid int unsigned NOT NULL,
    leaderGuid int unsigned NOT NULL,
    lootMethod tinyint unsigned NOT NULL,
    looterGuid int unsigned NOT NULL,
    lootThreshold tinyint unsigned NOT NULL,
    icon1 bigint unsigned NOT NULL,
    icon2 bigint unsigned NOT NULL,
    icon3 bigint unsigned NOT NULL,
    icon4 bigint unsigned NOT NULL,
    icon5 bigint unsigned NOT NULL,
    icon6 bigint unsigned NOT NULL,
    icon7 bigint unsigned NOT NULL,
    icon8 bigint unsigned NOT NULL,
    groupType tinyint unsigned NOT NULL,
    difficulty tinyint unsigned NOT NULL DEFAULT '0',
    raidDifficulty tinyint unsigned NOT NULL DEFAULT '0',
    masterLooterGuid int unsigned NOT NULL,
    PRIMARY KEY (guid)
  )`,
  `CREATE INDEX groups_leaderGuid ON "groups" (leaderGuid)`,
  `CREATE TABLE group_member (
    guid int unsigned NOT NULL,
    memberGuid int unsigned NOT NULL,
    memberFlags tinyint unsigned NOT NULL DEFAULT '0',
    subgroup tinyint unsigned NOT NULL DEFAULT '0',
    roles tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (memberGuid)
  )`,
  `CREATE TABLE petition (
    ownerguid int unsigned NOT NULL,
    petitionguid int unsigned DEFAULT '0',
    petition_id int unsigned NOT NULL DEFAULT '0',
    name varchar(24) COLLATE NOCASE NOT NULL,
    type tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (ownerguid, type)
  )`,
  `CREATE UNIQUE INDEX petition_index_ownerguid_petitionguid ON petition (ownerguid, petitionguid)`,
  `CREATE INDEX petition_idx_petition_id ON petition (petition_id)`,
  `CREATE TABLE petition_sign (
    ownerguid int unsigned NOT NULL,
    petitionguid int unsigned NOT NULL DEFAULT '0',
    petition_id int unsigned NOT NULL DEFAULT '0',
    playerguid int unsigned NOT NULL DEFAULT '0',
    player_account int unsigned NOT NULL DEFAULT '0',
    type tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (petitionguid, playerguid)
  )`,
  `CREATE INDEX petition_sign_Idx_playerguid ON petition_sign (playerguid)`,
  `CREATE INDEX petition_sign_Idx_ownerguid ON petition_sign (ownerguid)`,
  `CREATE INDEX petition_sign_idx_petition_id_player ON petition_sign (petition_id, playerguid)`,
  `CREATE TABLE guild_bank_tab (
    guildid int unsigned NOT NULL DEFAULT '0',
    TabId tinyint unsigned NOT NULL DEFAULT '0',
    TabName varchar(16) COLLATE NOCASE NOT NULL DEFAULT '',
    TabIcon varchar(100) COLLATE NOCASE NOT NULL DEFAULT '',
    TabText varchar(500) COLLATE NOCASE DEFAULT NULL,
    PRIMARY KEY (guildid, TabId)
  )`,
  `CREATE INDEX guild_bank_tab_guildid_key ON guild_bank_tab (guildid)`,
  `CREATE TABLE guild_bank_item (
    guildid int unsigned NOT NULL DEFAULT '0',
    TabId tinyint unsigned NOT NULL DEFAULT '0',
    SlotId tinyint unsigned NOT NULL DEFAULT '0',
    item_guid int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guildid, TabId, SlotId)
  )`,
  `CREATE INDEX guild_bank_item_guildid_key ON guild_bank_item (guildid)`,
  `CREATE INDEX guild_bank_item_Idx_item_guid ON guild_bank_item (item_guid)`,
  `CREATE TABLE guild_bank_right (
    guildid int unsigned NOT NULL DEFAULT '0',
    TabId tinyint unsigned NOT NULL DEFAULT '0',
    rid tinyint unsigned NOT NULL DEFAULT '0',
    gbright tinyint unsigned NOT NULL DEFAULT '0',
    SlotPerDay int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guildid, TabId, rid)
  )`,
  `CREATE INDEX guild_bank_right_guildid_key ON guild_bank_right (guildid)`,
  `CREATE TABLE guild_bank_eventlog (
    guildid int unsigned NOT NULL DEFAULT '0',
    LogGuid int unsigned NOT NULL DEFAULT '0',
    TabId tinyint unsigned NOT NULL DEFAULT '0',
    EventType tinyint unsigned NOT NULL DEFAULT '0',
    PlayerGuid int unsigned NOT NULL DEFAULT '0',
    ItemOrMoney int unsigned NOT NULL DEFAULT '0',
    ItemStackCount smallint unsigned NOT NULL DEFAULT '0',
    DestTabId tinyint unsigned NOT NULL DEFAULT '0',
    TimeStamp int unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guildid, LogGuid, TabId)
  )`,
  `CREATE INDEX guild_bank_eventlog_guildid_key ON guild_bank_eventlog (guildid)`,
  `CREATE INDEX guild_bank_eventlog_Idx_PlayerGuid ON guild_bank_eventlog (PlayerGuid)`,
  `CREATE INDEX guild_bank_eventlog_Idx_LogGuid ON guild_bank_eventlog (LogGuid)`,
  `CREATE TABLE guild_eventlog (
    guildid int unsigned NOT NULL,
    LogGuid int unsigned NOT NULL,
    EventType tinyint unsigned NOT NULL,
    PlayerGuid1 int unsigned NOT NULL,
    PlayerGuid2 int unsigned NOT NULL,
    NewRank tinyint unsigned NOT NULL,
    TimeStamp int unsigned NOT NULL,
    PRIMARY KEY (guildid, LogGuid)
  )`,
  `CREATE INDEX guild_eventlog_Idx_PlayerGuid1 ON guild_eventlog (PlayerGuid1)`,
  `CREATE INDEX guild_eventlog_Idx_PlayerGuid2 ON guild_eventlog (PlayerGuid2)`,
  `CREATE INDEX guild_eventlog_Idx_LogGuid ON guild_eventlog (LogGuid)`,
  `CREATE TABLE item_instance (
    guid int unsigned NOT NULL DEFAULT '0',
    itemEntry int unsigned DEFAULT '0',
    owner_guid int unsigned NOT NULL DEFAULT '0',
    creatorGuid int unsigned NOT NULL DEFAULT '0',
    giftCreatorGuid int unsigned NOT NULL DEFAULT '0',
    count int unsigned NOT NULL DEFAULT '1',
    duration int NOT NULL DEFAULT '0',
    charges tinytext COLLATE NOCASE,
    flags int unsigned DEFAULT '0',
    enchantments text COLLATE NOCASE NOT NULL,
    randomPropertyId smallint NOT NULL DEFAULT '0',
    durability smallint unsigned NOT NULL DEFAULT '0',
    playedTime int unsigned NOT NULL DEFAULT '0',
    text text COLLATE NOCASE,
    PRIMARY KEY (guid)
  )`,
  `CREATE INDEX item_instance_idx_owner_guid ON item_instance (owner_guid)`,
  `CREATE TABLE gm_ticket (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    type tinyint unsigned NOT NULL DEFAULT '0',
    playerGuid int unsigned NOT NULL DEFAULT '0',
    name varchar(12) COLLATE NOCASE NOT NULL,
    description text COLLATE NOCASE NOT NULL,
    createTime int unsigned NOT NULL DEFAULT '0',
    mapId smallint unsigned NOT NULL DEFAULT '0',
    posX float NOT NULL DEFAULT '0',
    posY float NOT NULL DEFAULT '0',
    posZ float NOT NULL DEFAULT '0',
    lastModifiedTime int unsigned NOT NULL DEFAULT '0',
    closedBy int NOT NULL DEFAULT '0',
    assignedTo int unsigned NOT NULL DEFAULT '0',
    comment text COLLATE NOCASE NOT NULL,
    response text COLLATE NOCASE NOT NULL,
    completed tinyint unsigned NOT NULL DEFAULT '0',
    escalated tinyint unsigned NOT NULL DEFAULT '0',
    viewed tinyint unsigned NOT NULL DEFAULT '0',
    needMoreHelp tinyint unsigned NOT NULL DEFAULT '0',
    resolvedBy int NOT NULL DEFAULT '0'
  )`,
  `CREATE TABLE lfg_data (
    guid int unsigned NOT NULL DEFAULT '0',
    dungeon int unsigned NOT NULL DEFAULT '0',
    state tinyint unsigned NOT NULL DEFAULT '0',
    PRIMARY KEY (guid)
  )`,
];

const tables = [
  'lfg_data',
  'gm_ticket',
  'item_instance',
  'guild_eventlog',
  'guild_bank_eventlog',
  'guild_bank_right',
  'guild_bank_item',
  'guild_bank_tab',
  'petition_sign',
  'petition',
  'group_member',
  '"groups"',
  'arena_team_member',
  'arena_team',
  'guild_rank',
  'guild_member',
  'guild',
  'realmcharacters',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...authStatements, ...charactersStatements]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE ${table}`).execute(db);
}
