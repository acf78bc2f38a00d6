import { sql, type Kysely } from 'kysely';

/*
 * The standalone copy of the core tables the site uses, for the embedded SQLite database only. Names,
 * types, defaults and keys are AzerothCore's (data/sql/base/db_auth and db_characters); the types are
 * written as the core declares them so a test can compare them with the real schema column for column.
 * `COLLATE NOCASE` stands for utf8mb4_unicode_ci (case-insensitive), `BINARY` for utf8mb4_bin.
 * An AUTO_INCREMENT key is SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT`. Index names carry their table's
 * name because SQLite's are global to the file and the auth and characters tables share it here.
 */
const authStatements = [
  `CREATE TABLE account (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username varchar(32) COLLATE NOCASE NOT NULL DEFAULT '',
    salt binary(32) NOT NULL,
    verifier binary(32) NOT NULL,
    session_key binary(40) DEFAULT NULL,
    totp_secret varbinary(128) DEFAULT NULL,
    email varchar(255) COLLATE NOCASE NOT NULL DEFAULT '',
    reg_mail varchar(255) COLLATE NOCASE NOT NULL DEFAULT '',
    joindate timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    last_ip varchar(15) COLLATE NOCASE NOT NULL DEFAULT '127.0.0.1',
    last_attempt_ip varchar(15) COLLATE NOCASE NOT NULL DEFAULT '127.0.0.1',
    failed_logins int unsigned NOT NULL DEFAULT '0',
    locked tinyint unsigned NOT NULL DEFAULT '0',
    lock_country varchar(2) COLLATE NOCASE NOT NULL DEFAULT '00',
    last_login timestamp NULL DEFAULT NULL,
    online int unsigned NOT NULL DEFAULT '0',
    expansion tinyint unsigned NOT NULL DEFAULT '2',
    Flags int unsigned NOT NULL DEFAULT '0',
    mutetime bigint NOT NULL DEFAULT '0',
    mutereason varchar(255) COLLATE NOCASE NOT NULL DEFAULT '',
    muteby varchar(50) COLLATE NOCASE NOT NULL DEFAULT '',
    locale tinyint unsigned NOT NULL DEFAULT '0',
    os varchar(3) COLLATE NOCASE NOT NULL DEFAULT '',
    recruiter int unsigned NOT NULL DEFAULT '0',
    totaltime int unsigned NOT NULL DEFAULT '0'
  )`,
  `CREATE UNIQUE INDEX account_idx_username ON account (username)`,
  `CREATE TABLE account_access (
    id int unsigned NOT NULL,
    gmlevel tinyint unsigned NOT NULL,
    RealmID int NOT NULL DEFAULT '-1',
    comment varchar(255) COLLATE NOCASE DEFAULT '',
    PRIMARY KEY (id, RealmID)
  )`,
  `CREATE TABLE account_banned (
    id int unsigned NOT NULL DEFAULT '0',
    bandate int unsigned NOT NULL DEFAULT '0',
    unbandate int unsigned NOT NULL DEFAULT '0',
    bannedby varchar(50) COLLATE NOCASE NOT NULL,
    banreason varchar(255) COLLATE NOCASE NOT NULL,
    active tinyint unsigned NOT NULL DEFAULT '1',
    PRIMARY KEY (id, bandate)
  )`,
  `CREATE TABLE realmlist (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name varchar(32) COLLATE NOCASE NOT NULL DEFAULT '',
    address varchar(255) COLLATE NOCASE NOT NULL DEFAULT '127.0.0.1',
    localAddress varchar(255) COLLATE NOCASE NOT NULL DEFAULT '127.0.0.1',
    localSubnetMask varchar(255) COLLATE NOCASE NOT NULL DEFAULT '255.255.255.0',
    port smallint unsigned NOT NULL DEFAULT '8085',
    icon tinyint unsigned NOT NULL DEFAULT '0',
    flag tinyint unsigned NOT NULL DEFAULT '2',
    timezone tinyint unsigned NOT NULL DEFAULT '0',
    allowedSecurityLevel tinyint unsigned NOT NULL DEFAULT '0',
    population float NOT NULL DEFAULT '0' CHECK (population >= 0),
    gamebuild int unsigned NOT NULL DEFAULT '12340'
  )`,
  `CREATE UNIQUE INDEX realmlist_idx_name ON realmlist (name)`,
];

/** A realm's characters database: with the auth tables here, and alone in another realm's own file. */
export const charactersStatements = [
  `CREATE TABLE characters (
    guid int unsigned NOT NULL DEFAULT '0',
    account int unsigned NOT NULL DEFAULT '0',
    name varchar(12) COLLATE BINARY NOT NULL,
    race tinyint unsigned NOT NULL DEFAULT '0',
    class tinyint unsigned NOT NULL DEFAULT '0',
    gender tinyint unsigned NOT NULL DEFAULT '0',
    level tinyint unsigned NOT NULL DEFAULT '0',
    xp int unsigned NOT NULL DEFAULT '0',
    money int unsigned NOT NULL DEFAULT '0',
    skin tinyint unsigned NOT NULL DEFAULT '0',
    face tinyint unsigned NOT NULL DEFAULT '0',
    hairStyle tinyint unsigned NOT NULL DEFAULT '0',
    hairColor tinyint unsigned NOT NULL DEFAULT '0',
    facialStyle tinyint unsigned NOT NULL DEFAULT '0',
    bankSlots tinyint unsigned NOT NULL DEFAULT '0',
    restState tinyint unsigned NOT NULL DEFAULT '0',
    playerFlags int unsigned NOT NULL DEFAULT '0',
    position_x float NOT NULL DEFAULT '0',
    position_y float NOT NULL DEFAULT '0',
    position_z float NOT NULL DEFAULT '0',
    map smallint unsigned NOT NULL DEFAULT '0',
    instance_id int unsigned NOT NULL DEFAULT '0',
    instance_mode_mask tinyint unsigned NOT NULL DEFAULT '0',
    orientation float NOT NULL DEFAULT '0',
    taximask text COLLATE NOCASE NOT NULL,
    online tinyint unsigned NOT NULL DEFAULT '0',
    cinematic tinyint unsigned NOT NULL DEFAULT '0',
    totaltime int unsigned NOT NULL DEFAULT '0',
    leveltime int unsigned NOT NULL DEFAULT '0',
    logout_time int unsigned NOT NULL DEFAULT '0',
    is_logout_resting tinyint unsigned NOT NULL DEFAULT '0',
    rest_bonus float NOT NULL DEFAULT '0',
    resettalents_cost int unsigned NOT NULL DEFAULT '0',
    resettalents_time int unsigned NOT NULL DEFAULT '0',
    trans_x float NOT NULL DEFAULT '0',
    trans_y float NOT NULL DEFAULT '0',
    trans_z float NOT NULL DEFAULT '0',
    trans_o float NOT NULL DEFAULT '0',
    transguid int DEFAULT '0',
    extra_flags smallint unsigned NOT NULL DEFAULT '0',
    stable_slots tinyint unsigned NOT NULL DEFAULT '0',
    at_login smallint unsigned NOT NULL DEFAULT '0',
    zone smallint unsigned NOT NULL DEFAULT '0',
    death_expire_time int unsigned NOT NULL DEFAULT '0',
    taxi_path text COLLATE NOCASE,
    arenaPoints int unsigned NOT NULL DEFAULT '0',
    totalHonorPoints int unsigned NOT NULL DEFAULT '0',
    todayHonorPoints int unsigned NOT NULL DEFAULT '0',
    yesterdayHonorPoints int unsigned NOT NULL DEFAULT '0',
    totalKills int unsigned NOT NULL DEFAULT '0',
    todayKills smallint unsigned NOT NULL DEFAULT '0',
    yesterdayKills smallint unsigned NOT NULL DEFAULT '0',
    chosenTitle int unsigned NOT NULL DEFAULT '0',
    knownCurrencies bigint unsigned NOT NULL DEFAULT '0',
    watchedFaction int unsigned NOT NULL DEFAULT '0',
    drunk tinyint unsigned NOT NULL DEFAULT '0',
    health int unsigned NOT NULL DEFAULT '0',
    power1 int unsigned NOT NULL DEFAULT '0',
    power2 int unsigned NOT NULL DEFAULT '0',
    power3 int unsigned NOT NULL DEFAULT '0',
    power4 int unsigned NOT NULL DEFAULT '0',
    power5 int unsigned NOT NULL DEFAULT '0',
    power6 int unsigned NOT NULL DEFAULT '0',
    power7 int unsigned NOT NULL DEFAULT '0',
    latency int unsigned DEFAULT '0',
    talentGroupsCount tinyint unsigned NOT NULL DEFAULT '1',
    activeTalentGroup tinyint unsigned NOT NULL DEFAULT '0',
    exploredZones longtext COLLATE NOCASE,
    equipmentCache longtext COLLATE NOCASE,
    ammoId int unsigned NOT NULL DEFAULT '0',
    knownTitles longtext COLLATE NOCASE,
    actionBars tinyint unsigned NOT NULL DEFAULT '0',
    grantableLevels tinyint unsigned NOT NULL DEFAULT '0',
    "order" tinyint DEFAULT NULL,
    creation_date timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP,
    deleteInfos_Account int unsigned DEFAULT NULL,
    deleteInfos_Name varchar(12) COLLATE NOCASE DEFAULT NULL,
    deleteDate int unsigned DEFAULT NULL,
    innTriggerId int unsigned NOT NULL,
    extraBonusTalentCount int NOT NULL DEFAULT '0',
    PRIMARY KEY (guid)
  )`,
  `CREATE INDEX characters_idx_account ON characters (account)`,
  `CREATE INDEX characters_idx_online ON characters (online)`,
  `CREATE INDEX characters_idx_name ON characters (name)`,
  `CREATE TABLE character_homebind (
    guid int unsigned NOT NULL DEFAULT '0',
    mapId smallint unsigned NOT NULL DEFAULT '0',
    zoneId smallint unsigned NOT NULL DEFAULT '0',
    posX float NOT NULL DEFAULT '0',
    posY float NOT NULL DEFAULT '0',
    posZ float NOT NULL DEFAULT '0',
    PRIMARY KEY (guid)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [...authStatements, ...charactersStatements]) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'character_homebind',
    'characters',
    'realmlist',
    'account_banned',
    'account_access',
    'account',
  ]) {
    await sql.raw(`DROP TABLE ${table}`).execute(db);
  }
}
