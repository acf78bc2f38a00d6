import { sql, type Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CoreColumns } from './core-columns.ts';

/*
 * Game security levels in `account_access` (AZEROTHCORE.md §a, §f): one row per (account, realm),
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
 * Sets the level on one realm (or -1): the core's `INSERT INTO account_access (id, gmlevel, RealmID)`
 * when no row exists for that pair, an update of the row otherwise. Run inside a transaction.
 */
export async function setAccess(
  trx: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: { accountId: number; securityLevel: number; realmId: number },
): Promise<'inserted' | 'updated'> {
  const id = sql.ref(columns.accessAccountId);
  const level = sql.ref(columns.accessLevel);
  const updated = await sql`
    UPDATE account_access SET ${level} = ${input.securityLevel}
    WHERE ${id} = ${input.accountId} AND RealmID = ${input.realmId}`.execute(trx);
  if (Number(updated.numAffectedRows ?? 0) > 0) return 'updated';
  // MariaDB counts an update to the same value as 0 affected rows: look before inserting.
  const existing = await sql`
    SELECT 1 FROM account_access WHERE ${id} = ${input.accountId} AND RealmID = ${input.realmId}`.execute(
    trx,
  );
  if (existing.rows.length > 0) return 'updated';
  await sql`
    INSERT INTO account_access (${id}, ${level}, RealmID)
    VALUES (${input.accountId}, ${input.securityLevel}, ${input.realmId})`.execute(trx);
  return 'inserted';
}

export async function removeAccess(
  db: Kysely<AuthDatabase>,
  columns: CoreColumns,
  input: { accountId: number; realmId: number },
): Promise<number> {
  const result = await sql`
    DELETE FROM account_access
    WHERE ${sql.ref(columns.accessAccountId)} = ${input.accountId} AND RealmID = ${input.realmId}`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

export async function listRealms(db: Kysely<AuthDatabase>): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('realmlist').select(['id', 'name']).orderBy('id').execute();
}
