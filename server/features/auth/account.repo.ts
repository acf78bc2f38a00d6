import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';

/* The web database's side of the player's account area: sessions, e-mail changes, two-factor rows, settings. */

/** The account's live sessions, the most recently used first. */
export async function findLiveSessions(db: Kysely<WebDatabase>, accountId: number, now: number) {
  return db
    .selectFrom('session')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of the account; false when the account has no such session. */
export async function deleteSessionOfAccount(db: Kysely<WebDatabase>, accountId: number, sessionId: number) {
  const result = await db
    .deleteFrom('session')
    .where('id', '=', sessionId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the account but one (the one asking). Returns how many ended. */
export async function deleteOtherSessions(db: Kysely<WebDatabase>, accountId: number, keepSessionId: number) {
  const result = await db
    .deleteFrom('session')
    .where('account_id', '=', accountId)
    .where('id', '!=', keepSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findSiteSettings(db: Kysely<WebDatabase>, accountId: number) {
  return db
    .selectFrom('site_account')
    .select(['points', 'bug_status_mail'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function updateBugStatusMail(db: Kysely<WebDatabase>, accountId: number, on: boolean) {
  await db
    .updateTable('site_account')
    .set({ bug_status_mail: on ? 1 : 0 })
    .where('account_id', '=', accountId)
    .execute();
}

export async function insertEmailChange(
  db: Kysely<WebDatabase>,
  row: {
    tokenHash: string;
    accountId: number;
    email: string;
    now: number;
    expiresAt: number;
    ip: string;
    /** Set: a request that counts but can never be confirmed. */
    usedAt?: number | null;
  },
) {
  await db
    .insertInto('email_change')
    .values({
      token_hash: row.tokenHash,
      account_id: row.accountId,
      email: row.email,
      created_at: row.now,
      expires_at: row.expiresAt,
      used_at: row.usedAt ?? null,
      ip: row.ip.slice(0, 45),
    })
    .execute();
}

export async function findEmailChange(db: Kysely<WebDatabase>, tokenHash: string) {
  return db
    .selectFrom('email_change')
    .select(['id', 'account_id', 'email', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The address waiting for its link, if one is still valid. */
export async function findPendingEmailChange(db: Kysely<WebDatabase>, accountId: number, now: number) {
  return db
    .selectFrom('email_change')
    .select(['email'])
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Burns one link; false when another request burnt it first. */
export async function markEmailChangeUsed(db: Kysely<WebDatabase>, id: number, now: number) {
  const result = await db
    .updateTable('email_change')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unmarkEmailChangeUsed(db: Kysely<WebDatabase>, id: number) {
  await db.updateTable('email_change').set({ used_at: null }).where('id', '=', id).execute();
}

/** Every outstanding e-mail change link of the account stops working (a newer one, a password change). */
/**
 * When the account, and the source, asked for e-mail changes since the given times (oldest first),
 * read while holding the account's `site_account` row on MariaDB/MySQL so two requests at once are
 * counted one after the other; SQLite writes one transaction at a time.
 */
export async function lockEmailChangeTimes(
  trx: Kysely<WebDatabase>,
  input: { accountId: number; ip: string; accountSince: number; sourceSince: number; lockRow: boolean },
): Promise<{ byAccount: number[]; bySource: number[] }> {
  if (input.lockRow)
    await trx
      .selectFrom('site_account')
      .select('account_id')
      .where('account_id', '=', input.accountId)
      .forUpdate()
      .execute();
  const [byAccount, bySource] = await Promise.all([
    trx
      .selectFrom('email_change')
      .select('created_at')
      .where('account_id', '=', input.accountId)
      .where('created_at', '>=', input.accountSince)
      .orderBy('created_at')
      .execute(),
    trx
      .selectFrom('email_change')
      .select('created_at')
      .where('ip', '=', input.ip.slice(0, 45))
      .where('created_at', '>=', input.sourceSince)
      .orderBy('created_at')
      .execute(),
  ]);
  const times = (rows: Array<{ created_at: number }>) => rows.map((r) => Number(r.created_at));
  return { byAccount: times(byAccount), bySource: times(bySource) };
}

export async function burnEmailChangesOfAccount(db: Kysely<WebDatabase>, accountId: number, now: number) {
  await db
    .updateTable('email_change')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** Keeps the secret shown for scanning (one per account: a new setup replaces the last). */
export async function replaceTwoFactorSetup(
  db: Kysely<WebDatabase>,
  accountId: number,
  secret: string,
  now: number,
) {
  await db.deleteFrom('two_factor_setup').where('account_id', '=', accountId).execute();
  await db
    .insertInto('two_factor_setup')
    .values({ account_id: accountId, secret, created_at: now })
    .execute();
}

export async function findTwoFactorSetup(db: Kysely<WebDatabase>, accountId: number) {
  return db
    .selectFrom('two_factor_setup')
    .select(['secret', 'created_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function deleteTwoFactorSetup(db: Kysely<WebDatabase>, accountId: number) {
  await db.deleteFrom('two_factor_setup').where('account_id', '=', accountId).execute();
}

/** The account's recovery codes become these (the earlier ones stop working). */
export async function replaceRecoveryCodes(
  db: Kysely<WebDatabase>,
  accountId: number,
  codeHashes: string[],
  now: number,
) {
  await deleteRecoveryCodes(db, accountId);
  await db
    .insertInto('two_factor_recovery_code')
    .values(
      codeHashes.map((code_hash) => ({ account_id: accountId, code_hash, created_at: now, used_at: null })),
    )
    .execute();
}

export async function deleteRecoveryCodes(db: Kysely<WebDatabase>, accountId: number) {
  await db.deleteFrom('two_factor_recovery_code').where('account_id', '=', accountId).execute();
}

/** Uses one recovery code: false when it is not the account's, or was used already (also by a request at the same moment). */
export async function useRecoveryCode(
  db: Kysely<WebDatabase>,
  accountId: number,
  codeHash: string,
  now: number,
) {
  const result = await db
    .updateTable('two_factor_recovery_code')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

export async function countUnusedRecoveryCodes(db: Kysely<WebDatabase>, accountId: number) {
  const row = await db
    .selectFrom('two_factor_recovery_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
