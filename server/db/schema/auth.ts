import type { Generated } from 'kysely';

/**
 * The core's auth database, as AzerothCore names it (`acore_auth`). Only the tables and columns the
 * site reads or writes; `Generated` marks columns the database fills in. Timestamps come back as
 * 'YYYY-MM-DD HH:MM:SS' UTC text on both dialects; binary columns as bytes.
 */
interface AccountTable {
  id: Generated<number>;
  username: string;
  salt: Uint8Array;
  verifier: Uint8Array;
  /** Two-factor sign-in is on exactly when this is not NULL (docs/game-core.md §10.1). */
  totp_secret: Uint8Array | null;
  email: Generated<string>;
  reg_mail: Generated<string>;
  joindate: Generated<string>;
  last_ip: Generated<string>;
  last_attempt_ip: Generated<string>;
  failed_logins: Generated<number>;
  locked: Generated<number>;
  last_login: string | null;
  online: Generated<number>;
  expansion: Generated<number>;
  mutetime: Generated<number>;
  locale: Generated<number>;
}

/** AzerothCore names; TrinityCore's `AccountID`/`SecurityLevel`/`Comment` go through `server/game/core-columns.ts`. */
interface AccountAccessTable {
  id: number;
  gmlevel: number;
  RealmID: Generated<number>;
  comment: string | null;
}

interface AccountBannedTable {
  id: number;
  bandate: number;
  unbandate: number;
  bannedby: string;
  banreason: string;
  active: Generated<number>;
}

interface RealmlistTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  localAddress: Generated<string>;
  localSubnetMask: Generated<string>;
  port: Generated<number>;
  icon: Generated<number>;
  flag: Generated<number>;
  timezone: Generated<number>;
  allowedSecurityLevel: Generated<number>;
  population: Generated<number>;
  gamebuild: Generated<number>;
}

/** Characters per account per realm, as the core counts them for the realm list. */
interface RealmCharactersTable {
  realmid: number;
  acctid: number;
  numchars: number;
}

/** The authserver's digest of its `TOTPMasterSecret` (id 0); the embedded copy never has a row. */
interface SecretDigestTable {
  id: number;
  digest: string;
}

/** One row per worldserver start (`LOGIN_INS_UPTIME`), updated every `UpdateUptimeInterval`. */
interface UptimeTable {
  realmid: number;
  /** Unix seconds. */
  starttime: number;
  /** Seconds, as last written by the worldserver (every 10 minutes by default). */
  uptime: Generated<number>;
  maxplayers: Generated<number>;
  revision: Generated<string>;
}

export interface AuthDatabase {
  account: AccountTable;
  account_access: AccountAccessTable;
  account_banned: AccountBannedTable;
  realmlist: RealmlistTable;
  realmcharacters: RealmCharactersTable;
  secret_digest: SecretDigestTable;
  uptime: UptimeTable;
}
