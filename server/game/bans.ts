import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';

export interface ActiveBan {
  bandate: number;
  unbandate: number;
  bannedby: string;
  banreason: string;
  permanent: boolean;
}

/**
 * The ban the authserver would enforce (AZEROTHCORE.md §c): an `account_banned` row with
 * `active = 1` and (`unbandate > now` or `unbandate = bandate`, the permanent form).
 */
export async function findActiveBan(
  db: Kysely<AuthDatabase>,
  accountId: number,
  now = Date.now(),
): Promise<ActiveBan | undefined> {
  const nowSeconds = Math.floor(now / 1000);
  const row = await db
    .selectFrom('account_banned')
    .select(['bandate', 'unbandate', 'bannedby', 'banreason'])
    .where('id', '=', accountId)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('unbandate', '>', nowSeconds), eb('unbandate', '=', eb.ref('bandate'))]))
    .orderBy('bandate', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, permanent: row.unbandate === row.bandate };
}

/** The sentence a banned player reads: when the ban ends (or that it is permanent) and why. */
export function describeBan(ban: ActiveBan): string {
  const until = ban.permanent
    ? 'permanently'
    : `until ${new Date(ban.unbandate * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `This account is banned ${until}. Reason: ${ban.banreason}`;
}
