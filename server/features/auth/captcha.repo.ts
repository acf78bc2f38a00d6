import type { Kysely } from 'kysely';
import type { WebDatabase } from '../../db/schema/web.ts';

/* The CAPTCHA's rows in the web database (ADR 026): its key, and the challenges already used. */

export async function findSiteSecret(db: Kysely<WebDatabase>, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('site_secret').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Writes the secret unless one of that name exists: of two instances starting at once, the first wins. */
export async function insertSiteSecretIfMissing(
  db: Kysely<WebDatabase>,
  secret: { name: string; value: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('site_secret')
    .values({ name: secret.name, value: secret.value, created_at: secret.createdAt })
    .orIgnore()
    .execute();
}

/** Marks a challenge used: a second insert of the same signature is a unique-key violation. */
export async function insertUsedChallenge(
  db: Kysely<WebDatabase>,
  signature: string,
  expiresAt: number,
): Promise<void> {
  await db.insertInto('used_challenge').values({ signature, expires_at: expiresAt }).execute();
}

/** Challenges that expired by `now`: no longer accepted anyway, so their rows can go. */
export async function purgeUsedChallenges(db: Kysely<WebDatabase>, now: number): Promise<void> {
  await db.deleteFrom('used_challenge').where('expires_at', '<', now).execute();
}
