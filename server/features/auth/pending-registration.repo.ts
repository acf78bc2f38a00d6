import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';

/*
 * Every query on the registrations waiting for their link (REGISTRATION_EMAIL_VERIFICATION=required).
 * Names and addresses are stored and compared upper-cased, as the core stores them. A registration
 * past `expires_at` counts for nothing: every read leaves it out, and a new registration of its name
 * or address deletes it first.
 */

const pendingColumns = [
  'id',
  'username',
  'email',
  'email_key',
  'salt',
  'verifier',
  'language',
  'expires_at',
] as const;

export type PendingRegistration = Awaited<ReturnType<typeof findLiveByIdentifier>>[number];

export async function insertPendingRegistration(
  db: Kysely<WebDatabase>,
  row: {
    username: string;
    email: string;
    emailKey: string;
    salt: string;
    verifier: string;
    language: string | null;
    tokenHash: string;
    now: number;
    expiresAt: number;
    ip: string;
  },
): Promise<void> {
  await db
    .insertInto('pending_registration')
    .values({
      username: row.username,
      email: row.email,
      email_key: row.emailKey,
      salt: row.salt,
      verifier: row.verifier,
      language: row.language,
      token_hash: row.tokenHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      confirming_at: null,
      ip: row.ip.slice(0, 45),
    })
    .execute();
}

/**
 * The registrations, live or expired, that hold this name or this address (at most two rows: one per
 * unique key).
 */
export async function findHolders(db: Kysely<WebDatabase>, upperName: string, emailKey: string) {
  return db
    .selectFrom('pending_registration')
    .select(['id', 'username', 'email_key', 'expires_at'])
    .where((eb) => eb.or([eb('username', '=', upperName), eb('email_key', '=', emailKey)]))
    .execute();
}

/** Deletes these expired registrations (by primary key, rows just read); live ones stay. */
export async function deleteExpired(db: Kysely<WebDatabase>, ids: number[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('pending_registration').where('id', 'in', ids).where('expires_at', '<=', now).execute();
}

/**
 * The live registrations a sign-in identifier names: the one of that name and the one of that address.
 * One read of the two unique keys, whether or not any matches.
 */
export async function findLiveByIdentifier(db: Kysely<WebDatabase>, upperIdentifier: string, now: number) {
  return db
    .selectFrom('pending_registration')
    .select(pendingColumns)
    .where((eb) => eb.or([eb('username', '=', upperIdentifier), eb('email_key', '=', upperIdentifier)]))
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}

export async function findPendingByToken(db: Kysely<WebDatabase>, tokenHash: string) {
  return db
    .selectFrom('pending_registration')
    .select([...pendingColumns, 'confirming_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Takes the link for one confirmation: false when another took it first (the update is the arbiter),
 * when a resend replaced it, or when it expired. A mark older than `staleBefore` was left by a
 * process that died while confirming, and is taken over.
 */
export async function markConfirming(
  db: Kysely<WebDatabase>,
  input: { id: number; tokenHash: string; now: number; staleBefore: number },
): Promise<boolean> {
  const result = await db
    .updateTable('pending_registration')
    .set({ confirming_at: input.now })
    .where('id', '=', input.id)
    .where('token_hash', '=', input.tokenHash)
    .where('expires_at', '>', input.now)
    .where((eb) => eb.or([eb('confirming_at', 'is', null), eb('confirming_at', '<', input.staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the link back after a confirmation that failed for a passing reason. */
export async function unmarkConfirming(db: Kysely<WebDatabase>, id: number): Promise<void> {
  await db.updateTable('pending_registration').set({ confirming_at: null }).where('id', '=', id).execute();
}

export async function deletePendingRegistration(db: Kysely<WebDatabase>, id: number): Promise<void> {
  await db.deleteFrom('pending_registration').where('id', '=', id).execute();
}

/**
 * The times of the resends within the window, of the registration and of the source, oldest first:
 * read while holding the registration's row on MariaDB/MySQL, so two requests at once are counted one
 * after the other; SQLite writes one transaction at a time.
 */
export async function lockResendTimes(
  trx: Kysely<WebDatabase>,
  input: { pendingId: number; ip: string; since: number; lockRow: boolean },
): Promise<{ byRegistration: number[]; bySource: number[] }> {
  if (input.lockRow)
    await trx
      .selectFrom('pending_registration')
      .select('id')
      .where('id', '=', input.pendingId)
      .forUpdate()
      .execute();
  const [byRegistration, bySource] = await Promise.all([
    trx
      .selectFrom('pending_registration_resend')
      .select('sent_at')
      .where('pending_id', '=', input.pendingId)
      .where('sent_at', '>=', input.since)
      .orderBy('sent_at')
      .execute(),
    trx
      .selectFrom('pending_registration_resend')
      .select('sent_at')
      .where('ip', '=', input.ip.slice(0, 45))
      .where('sent_at', '>=', input.since)
      .orderBy('sent_at')
      .execute(),
  ]);
  const times = (rows: Array<{ sent_at: number }>) => rows.map((r) => Number(r.sent_at));
  return { byRegistration: times(byRegistration), bySource: times(bySource) };
}

/** A new link: the old one stops working, and the registration waits as long again. */
export async function replaceLink(
  trx: Kysely<WebDatabase>,
  input: { id: number; tokenHash: string; expiresAt: number; ip: string; now: number },
): Promise<void> {
  await trx
    .updateTable('pending_registration')
    .set({ token_hash: input.tokenHash, expires_at: input.expiresAt })
    .where('id', '=', input.id)
    .execute();
  await trx
    .insertInto('pending_registration_resend')
    .values({ pending_id: input.id, ip: input.ip.slice(0, 45), sent_at: input.now })
    .execute();
}

/**
 * Registrations whose time is up, and resends older than the limits' window: what the shared job
 * deletes. Returns how many registrations went.
 */
export async function purgeExpired(
  db: Kysely<WebDatabase>,
  input: { now: number; resendsBefore: number },
): Promise<number> {
  const gone = await db
    .deleteFrom('pending_registration')
    .where('expires_at', '<=', input.now)
    .executeTakeFirst();
  await db.deleteFrom('pending_registration_resend').where('sent_at', '<', input.resendsBefore).execute();
  return Number(gone.numDeletedRows);
}
