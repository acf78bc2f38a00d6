import { sql, type Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CoreColumns } from './core-columns.ts';

/*
 * Game security levels in `account_access` (docs/game-core.md §6.1): rows (account, realm, level),
 * RealmID -1 for every realm, no row meaning level 0. AzerothCore names the columns id/gmlevel,
 * TrinityCore AccountID/SecurityLevel, so the SQL here names them through `CoreColumns`.
 */

export interface AccessRow {
  accountId: number;
  securityLevel: number;
  realmId: number;
}

export async function listAccess(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  accountIds: number[],
): Promise<AccessRow[]> {
  if (accountIds.length === 0) return [];
  const { rows } = await sql<AccessRow>`
    SELECT ${sql.ref(columns.accessAccountId)} AS ${sql.id('accountId')},
           ${sql.ref(columns.accessLevel)} AS ${sql.id('securityLevel')},
           RealmID AS ${sql.id('realmId')}
    FROM account_access
    WHERE ${sql.ref(columns.accessAccountId)} IN (${sql.join(accountIds)})
    ORDER BY RealmID`.execute(db);
  return rows.map((r) => ({
    accountId: Number(r.accountId),
    securityLevel: Number(r.securityLevel),
    realmId: Number(r.realmId),
  }));
}

/**
 * The accounts with a security level above 0 on `realmId` or on every realm (-1): the game masters,
 * whom the public lists of who is online never show.
 */
export async function findGameMasterIds(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  realmId: number,
): Promise<number[]> {
  const { rows } = await sql<{ accountId: number }>`
    SELECT DISTINCT ${sql.ref(columns.accessAccountId)} AS ${sql.id('accountId')}
    FROM account_access
    WHERE ${sql.ref(columns.accessLevel)} > 0 AND RealmID IN (-1, ${realmId})`.execute(db);
  return rows.map((r) => Number(r.accountId));
}

/**
 * The level the worldserver of `realmId` gives the account at login (`LOGIN_SEL_ACCOUNT_INFO_BY_NAME`,
 * `RealmID IN (-1, realm) ORDER BY RealmID DESC LIMIT 1`): the realm's own row beats the -1 row.
 */
export function levelOnRealm(rows: AccessRow[], realmId: number): number {
  const own = rows.find((r) => r.realmId === realmId);
  return (own ?? rows.find((r) => r.realmId === -1))?.securityLevel ?? 0;
}

/**
 * Sets the level as `AccountMgr::UpdateAccountAccess` and `.account set gmlevel` leave the rows
 * (docs/game-core.md §6.3, the same on both cores): for realm -1 every row of the account goes; for realm N
 * the rows of N and of -1 go; then one row is written only when the level is above 0. So the level the
 * core reads afterwards on any realm the change covers is the one set. Run it inside a transaction.
 */
export async function writeSecurityLevel(
  trx: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: { accountId: number; securityLevel: number; realmId: number },
): Promise<void> {
  const id = sql.ref(columns.accessAccountId);
  if (input.realmId === -1) {
    await sql`DELETE FROM account_access WHERE ${id} = ${input.accountId}`.execute(trx);
  } else {
    await sql`
      DELETE FROM account_access
      WHERE ${id} = ${input.accountId} AND (RealmID = ${input.realmId} OR RealmID = -1)`.execute(trx);
  }
  if (input.securityLevel > 0) {
    await sql`
      INSERT INTO account_access (${id}, ${sql.ref(columns.accessLevel)}, RealmID)
      VALUES (${input.accountId}, ${input.securityLevel}, ${input.realmId})`.execute(trx);
  }
}
