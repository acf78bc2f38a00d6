import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME = { standard: DAY, rememberMe: 30 * DAY };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: the caller gets the opaque token, the database keeps only its SHA-256. */
export async function createSession(
  db: Kysely<WebDatabase>,
  input: { accountId: number; rememberMe: boolean; ip: string; userAgent: string },
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + (input.rememberMe ? SESSION_LIFETIME.rememberMe : SESSION_LIFETIME.standard);
  await db
    .insertInto('session')
    .values({
      token_hash: hashToken(token),
      account_id: input.accountId,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
      ip: input.ip.slice(0, 45),
      user_agent: input.userAgent.slice(0, 255),
    })
    .execute();
  return { token, expiresAt };
}

export async function findLiveSession(db: Kysely<WebDatabase>, token: string, now = Date.now()) {
  return db
    .selectFrom('session')
    .select(['id', 'account_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a session as used, at most once a minute so reads stay reads. */
export async function touchSession(
  db: Kysely<WebDatabase>,
  session: { id: number; last_seen_at: number },
  now = Date.now(),
) {
  if (now - session.last_seen_at < 60_000) return;
  await db.updateTable('session').set({ last_seen_at: now }).where('id', '=', session.id).execute();
}

export async function endSession(db: Kysely<WebDatabase>, sessionId: number): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

/** Ends every session of an account: after a password change or reset, or a ban. */
export async function endAllSessions(db: Kysely<WebDatabase>, accountId: number): Promise<void> {
  await db.deleteFrom('session').where('account_id', '=', accountId).execute();
}

export async function findSiteRoles(db: Kysely<WebDatabase>, accountId: number): Promise<string[]> {
  const rows = await db.selectFrom('site_role').select('role').where('account_id', '=', accountId).execute();
  return rows.map((r) => r.role);
}
