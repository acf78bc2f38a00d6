import { sql, type Kysely } from 'kysely';
import type { SiteRole } from '../../../contract/roles.ts';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { WebDatabase } from '../../db/schema/web.ts';

/*
 * Every query of the accounts feature. Names and emails are compared upper-cased, the way the core
 * stores them; both the core's collation and the embedded copy's NOCASE make the comparison
 * case-insensitive anyway.
 */

const signInColumns = ['id', 'username', 'email', 'reg_mail', 'salt', 'verifier', 'totp_secret'] as const;

export type AccountForSignIn = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

export async function findAccountById(db: Kysely<AuthDatabase>, id: number) {
  return db.selectFrom('account').select(signInColumns).where('id', '=', id).executeTakeFirst();
}

export async function findAccountByUsername(db: Kysely<AuthDatabase>, upperUsername: string) {
  return db
    .selectFrom('account')
    .select(signInColumns)
    .where('username', '=', upperUsername)
    .executeTakeFirst();
}

/**
 * The accounts with these ids, oldest first (the ids an email lookup found). No ids still reads (id 0,
 * which the core never gives), so an unknown address costs sign-in the same reads as a known one.
 */
export async function findAccountsByIds(db: Kysely<AuthDatabase>, ids: number[]) {
  return db
    .selectFrom('account')
    .select(signInColumns)
    .where('id', 'in', ids.length ? ids : [0])
    .orderBy('id')
    .execute();
}

/** Undoes `insertGameAccount` when a later step of registration fails: its two tables, together. */
export async function deleteGameAccount(db: Kysely<AuthDatabase>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('realmcharacters').where('acctid', '=', id).execute();
    await trx.deleteFrom('account').where('id', '=', id).execute();
  });
}

/** A new salt and verifier, as `AccountMgr::ChangePassword` writes them. */
export async function updateAccountVerifier(
  db: Kysely<AuthDatabase>,
  id: number,
  salt: Uint8Array,
  verifier: Uint8Array,
): Promise<void> {
  await db.updateTable('account').set({ salt, verifier }).where('id', '=', id).execute();
}

/** `email` only, like the core's `.account set email`: `reg_mail` keeps the address of registration. */
export async function updateAccountEmail(db: Kysely<AuthDatabase>, id: number, upperEmail: string) {
  await db.updateTable('account').set({ email: upperEmail }).where('id', '=', id).execute();
}

export async function insertSiteAccount(db: Kysely<WebDatabase>, accountId: number, now: number) {
  await db.insertInto('site_account').values({ account_id: accountId, points: 0, created_at: now }).execute();
}

/** The site profile of an account that has none yet (made in game, or a registration cut short). */
export async function ensureSiteAccount(db: Kysely<WebDatabase>, accountId: number, now: number) {
  await db
    .insertInto('site_account')
    .values({ account_id: accountId, points: 0, created_at: now })
    .orIgnore()
    .execute();
}

/**
 * Which of these accounts signed in from `ip` since `since`, and when last: one read of the primary
 * key. No accounts (an unknown name) reads for id 0, so both paths of a sign-in do the same work.
 */
export async function findKnownSources(
  db: Kysely<WebDatabase>,
  accountIds: number[],
  ip: string,
  since: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('sign_in_source')
    .select(['account_id', 'last_at'])
    .where('account_id', 'in', accountIds.length ? accountIds : [0])
    .where('ip', '=', ip.slice(0, 45))
    .where('last_at', '>=', since)
    .execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.last_at)]));
}

/**
 * Remembers that the account signed in from `ip` now. A known address costs one update; a new one also
 * forgets the account's addresses unused for longer than `keepMs` (older rows no longer count, see
 * `findKnownSources`), so the table holds about the addresses that still count. A new account has none.
 */
export async function recordSignInSource(
  db: Kysely<WebDatabase>,
  accountId: number,
  ip: string,
  now: number,
  keepMs: number,
  isNewAccount = false,
) {
  const key = { account_id: accountId, ip: ip.slice(0, 45) };
  if (isNewAccount) {
    await db
      .insertInto('sign_in_source')
      .values({ ...key, last_at: now })
      .orIgnore()
      .execute();
    return;
  }
  const updated = await db
    .updateTable('sign_in_source')
    .set({ last_at: now })
    .where('account_id', '=', key.account_id)
    .where('ip', '=', key.ip)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .deleteFrom('sign_in_source')
    .where('account_id', '=', accountId)
    .where('last_at', '<', now - keepMs)
    .execute();
  await db
    .insertInto('sign_in_source')
    .values({ ...key, last_at: now })
    .orIgnore()
    .execute();
}

/** Whether the game account has the site's profile (an account made in game has none yet). */
/**
 * What a sign-in reads of the site for its candidate accounts, in one statement (under load each
 * statement in turn waits a turn of the event loop): which signed in from `ip` since `since`, which
 * have their site profile, and their site roles. No candidate: the same statement, for id 0.
 */
export async function findSignInRecords(
  db: Kysely<WebDatabase>,
  accountIds: number[],
  ip: string,
  since: number,
): Promise<{ lastHere: Map<number, number>; withProfile: Set<number>; roles: Map<number, string[]> }> {
  const ids = accountIds.length ? accountIds : [0];
  // One shape for the three parts: the kind of row, and the time or the role it carries.
  const noTime = sql<number | null>`null`;
  const noRole = sql<string | null>`null`;
  const rows = await db
    .selectFrom('sign_in_source')
    .select([
      'account_id',
      sql<string>`'source'`.as('kind'),
      sql<number | null>`${sql.ref('last_at')}`.as('last_at'),
      noRole.as('role'),
    ])
    .where('account_id', 'in', ids)
    .where('ip', '=', ip.slice(0, 45))
    .where('last_at', '>=', since)
    .unionAll(
      db
        .selectFrom('site_account')
        .select(['account_id', sql<string>`'profile'`.as('kind'), noTime.as('last_at'), noRole.as('role')])
        .where('account_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('site_role')
        .select([
          'account_id',
          sql<string>`'role'`.as('kind'),
          noTime.as('last_at'),
          sql<string | null>`${sql.ref('role')}`.as('role'),
        ])
        .where('account_id', 'in', ids),
    )
    .execute();
  const found = {
    lastHere: new Map<number, number>(),
    withProfile: new Set<number>(),
    roles: new Map<number, string[]>(),
  };
  for (const row of rows) {
    const id = Number(row.account_id);
    if (row.kind === 'source') found.lastHere.set(id, Number(row.last_at));
    else if (row.kind === 'profile') found.withProfile.add(id);
    else found.roles.set(id, [...(found.roles.get(id) ?? []), String(row.role)]);
  }
  return found;
}

export async function findSiteAccount(db: Kysely<WebDatabase>, accountId: number) {
  return db
    .selectFrom('site_account')
    .select(['account_id'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function insertSiteRole(
  db: Kysely<WebDatabase>,
  row: { accountId: number; role: SiteRole; grantedBy: string; now: number },
) {
  await db
    .insertInto('site_role')
    .values({ account_id: row.accountId, role: row.role, granted_at: row.now, granted_by: row.grantedBy })
    .execute();
}

/** Returns how many rows went (0 when the account did not hold the role). */
export async function deleteSiteRole(db: Kysely<WebDatabase>, accountId: number, role: SiteRole) {
  const result = await db
    .deleteFrom('site_role')
    .where('account_id', '=', accountId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertPasswordReset(
  db: Kysely<WebDatabase>,
  row: { tokenHash: string; accountId: number; now: number; expiresAt: number; ip: string },
) {
  await db
    .insertInto('password_reset')
    .values({
      token_hash: row.tokenHash,
      account_id: row.accountId,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: null,
      ip: row.ip.slice(0, 45),
    })
    .execute();
}

export async function findPasswordReset(db: Kysely<WebDatabase>, tokenHash: string) {
  return db
    .selectFrom('password_reset')
    .select(['id', 'account_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Burns one link; false when another request burnt it first (the update is the arbiter). */
export async function markPasswordResetUsed(db: Kysely<WebDatabase>, id: number, now: number) {
  const result = await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unmarkPasswordResetUsed(db: Kysely<WebDatabase>, id: number) {
  await db.updateTable('password_reset').set({ used_at: null }).where('id', '=', id).execute();
}

/** Every other link of the account stops working once its password changed. */
export async function burnPasswordResetsOfAccount(db: Kysely<WebDatabase>, accountId: number, now: number) {
  await db
    .updateTable('password_reset')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** A duplicate key, on either dialect: mysql2's ER_DUP_ENTRY, SQLite's UNIQUE/PRIMARY KEY constraint. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; errno?: unknown; errcode?: unknown; message?: unknown };
  if (e.code === 'ER_DUP_ENTRY' || e.errno === 1062) return true;
  if (e.errcode === 2067 || e.errcode === 1555) return true;
  return (
    typeof e.message === 'string' && /UNIQUE constraint failed|PRIMARY KEY constraint failed/.test(e.message)
  );
}

/**
 * The times of the latest wrong passwords aimed at `target` since `since` (from `ip` only, when
 * given), newest first, at most `limit`: what a per-account limit counts.
 */
export async function latestWrongPasswords(
  db: Kysely<WebDatabase>,
  input: { target: string; since: number; ip?: string; limit: number },
): Promise<number[]> {
  let query = db
    .selectFrom('wrong_password')
    .select('at')
    .where('target', '=', input.target)
    .where('at', '>', input.since);
  if (input.ip !== undefined) query = query.where('ip', '=', input.ip);
  const rows = await query.orderBy('at', 'desc').limit(input.limit).execute();
  return rows.map((r) => Number(r.at));
}

export async function insertWrongPasswords(
  db: Kysely<WebDatabase>,
  rows: Array<{ target: string; ip: string; at: number }>,
) {
  if (rows.length) await db.insertInto('wrong_password').values(rows).execute();
}

/** Wrong passwords older than `before` count for no limit any more. */
export async function purgeWrongPasswords(db: Kysely<WebDatabase>, before: number) {
  await db.deleteFrom('wrong_password').where('at', '<=', before).execute();
}
