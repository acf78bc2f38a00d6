import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';

/*
 * `account.totp_secret` as both cores read and write it (docs/game-core.md §10.1): the authserver asks for a
 * code exactly when it is not NULL (`AuthSession::LogonChallengeCallback`, field 12 of
 * `LOGIN_SEL_LOGONCHALLENGE` on AzerothCore, field 9 on TrinityCore 3.3.5), so no restart is needed.
 */

/** `LOGIN_SEL_ACCOUNT_TOTP_SECRET`: the stored value, raw or sealed with the master key; null when off. */
export async function findTotpSecret(
  db: Kysely<AuthDatabase>,
  accountId: number,
): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('account')
    .select('totp_secret')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.totp_secret ?? null;
}

/**
 * `LOGIN_UPD_ACCOUNT_TOTP_SECRET`, as `.account 2fa setup` and `.account 2fa remove` write it: the
 * sealed secret to turn two-factor sign-in on, NULL to turn it off. Turning it on applies only to an
 * account without a secret (false otherwise), so two confirmations at once cannot both win.
 */
export async function updateTotpSecret(
  db: Kysely<AuthDatabase>,
  accountId: number,
  value: Uint8Array | null,
): Promise<boolean> {
  let update = db.updateTable('account').set({ totp_secret: value }).where('id', '=', accountId);
  if (value !== null) update = update.where('totp_secret', 'is', null);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * `LOGIN_SEL_SECRET_DIGEST` for `SECRET_TOTP_MASTER_KEY` (id 0): the Argon2id digest of the master key
 * the authserver last started with, or undefined when it stores secrets unencrypted.
 */
export async function findSecretDigest(db: Kysely<AuthDatabase>): Promise<string | undefined> {
  const row = await db.selectFrom('secret_digest').select('digest').where('id', '=', 0).executeTakeFirst();
  return row?.digest;
}
