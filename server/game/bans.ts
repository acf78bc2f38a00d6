import type { Kysely } from 'kysely';
import { text, type Text } from '../../contract/i18n/text.ts';
import type { GameCore } from '../config.ts';
import type { AuthDatabase } from '../db/schema/auth.ts';

export interface ActiveBan {
  bandate: number;
  unbandate: number;
  bannedby: string;
  banreason: string;
  permanent: boolean;
}

/**
 * The ban the authserver would enforce (docs/game-core.md §3.1), for several accounts in one query (none:
 * one query all the same, for id 0): an `account_banned` row with `active = 1` and (`unbandate > now`
 * or `unbandate = bandate`, the permanent form).
 */
export async function findActiveBans(
  db: Kysely<AuthDatabase>,
  accountIds: number[],
  now = Date.now(),
): Promise<Map<number, ActiveBan>> {
  const nowSeconds = Math.floor(now / 1000);
  const rows = await db
    .selectFrom('account_banned')
    .select(['id', 'bandate', 'unbandate', 'bannedby', 'banreason'])
    .where('id', 'in', accountIds.length ? accountIds : [0])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('unbandate', '>', nowSeconds), eb('unbandate', '=', eb.ref('bandate'))]))
    .orderBy('bandate', 'desc')
    .execute();
  const bans = new Map<number, ActiveBan>();
  for (const { id, ...row } of rows) {
    // The latest ban of each account.
    if (!bans.has(id)) bans.set(id, { ...row, permanent: row.unbandate === row.bandate });
  }
  return bans;
}

/** The account's name with its enforced ban, if any, in one query (the guard runs it on every request). */
export async function findAccountWithActiveBan(
  db: Kysely<AuthDatabase>,
  accountId: number,
  now = Date.now(),
): Promise<{ id: number; username: string; ban: ActiveBan | undefined } | undefined> {
  const nowSeconds = Math.floor(now / 1000);
  const rows = await db
    .selectFrom('account')
    .leftJoin('account_banned as ab', (join) =>
      join
        .onRef('ab.id', '=', 'account.id')
        .on('ab.active', '=', 1)
        .on((eb) =>
          eb.or([eb('ab.unbandate', '>', nowSeconds), eb('ab.unbandate', '=', eb.ref('ab.bandate'))]),
        ),
    )
    .select(['account.id', 'account.username', 'ab.bandate', 'ab.unbandate', 'ab.bannedby', 'ab.banreason'])
    .where('account.id', '=', accountId)
    .orderBy('ab.bandate', 'desc')
    .limit(1)
    .execute();
  const row = rows[0];
  if (!row) return undefined;
  const ban =
    row.bandate != null && row.unbandate != null
      ? {
          bandate: row.bandate,
          unbandate: row.unbandate,
          bannedby: row.bannedby ?? '',
          banreason: row.banreason ?? '',
          permanent: row.unbandate === row.bandate,
        }
      : undefined;
  return { id: row.id, username: row.username, ban };
}

/** The sentence a banned player reads: when the ban ends (or that it is permanent) and why. */
export function describeBan(ban: ActiveBan): Text {
  if (ban.permanent) return text('api.auth.bannedPermanently', { reason: ban.banreason });
  const until = new Date(ban.unbandate * 1000).toISOString().slice(0, 16).replace('T', ' ');
  return text('api.auth.bannedUntil', { until, reason: ban.banreason });
}

export interface BanRow {
  id: number;
  bandate: number;
  unbandate: number;
  bannedby: string;
  banreason: string;
  active: number;
}

/** An active `account_banned` row that stops a new ban, and why the core refuses. */
export interface BanInTheWay {
  ban: BanRow;
  /** `longer`: AzerothCore's BAN_LONGER_EXISTS; `exists`: TrinityCore's BAN_EXISTS (any active ban). */
  rule: 'longer' | 'exists';
}

/**
 * Whether the core would refuse the new ban (docs/game-core.md §3.3, §3.4):
 * - AzerothCore (`BanMgr::BanAccount`): an active ban that is permanent, or that ends later than a new
 *   temporary one, stands (BAN_LONGER_EXISTS); a permanent ban replaces a temporary one.
 * - TrinityCore 3.3.5 (`World::BanAccount`): any row still `active = 1` stands (BAN_EXISTS), even one
 *   whose end has passed until the authserver's expiry check clears it.
 */
export async function findBanInTheWay(
  db: Kysely<AuthDatabase>,
  core: GameCore,
  input: { accountId: number; days: number | null },
  now = Date.now(),
): Promise<BanInTheWay | undefined> {
  const active = await db
    .selectFrom('account_banned')
    .select(['id', 'bandate', 'unbandate', 'bannedby', 'banreason', 'active'])
    .where('id', '=', input.accountId)
    .where('active', '=', 1)
    .orderBy('bandate', 'desc')
    .execute();
  if (core === 'trinitycore') return active[0] && { ban: active[0], rule: 'exists' };
  const newEnd = Math.floor(now / 1000) + (input.days ?? 0) * 86400;
  const longer = active.find(
    (b) => b.unbandate === b.bandate || (input.days !== null && b.unbandate > newEnd),
  );
  return longer && { ban: longer, rule: 'longer' };
}

/**
 * Bans an account as the core's `.ban account` writes it (docs/game-core.md §3.3), once `findBanInTheWay`
 * found nothing in the way: every earlier active ban set inactive, then one row `bandate = now`,
 * `unbandate = now + days·86400`, or `= bandate` for a permanent ban, `active = 1`. Run it inside a
 * transaction: the two statements land together. The key is (id, bandate), so a second ban within the
 * same second takes the next free second rather than failing.
 */
export async function banAccount(
  trx: Kysely<AuthDatabase>,
  input: { accountId: number; days: number | null; bannedBy: string; reason: string },
  now = Date.now(),
): Promise<BanRow> {
  await trx
    .updateTable('account_banned')
    .set({ active: 0 })
    .where('id', '=', input.accountId)
    .where('active', '!=', 0)
    .execute();
  const latest = await trx
    .selectFrom('account_banned')
    .select((eb) => eb.fn.max('bandate').as('bandate'))
    .where('id', '=', input.accountId)
    .executeTakeFirst();
  const bandate = Math.max(Math.floor(now / 1000), Number(latest?.bandate ?? 0) + 1);
  const row: BanRow = {
    id: input.accountId,
    bandate,
    unbandate: input.days === null ? bandate : bandate + input.days * 86400,
    bannedby: input.bannedBy.slice(0, 50),
    banreason: input.reason.slice(0, 255),
    active: 1,
  };
  await trx.insertInto('account_banned').values(row).execute();
  return row;
}

/** `.unban account`: `active = 0` on the account's active bans; the rows stay as history. */
export async function unbanAccount(db: Kysely<AuthDatabase>, accountId: number): Promise<number> {
  const result = await db
    .updateTable('account_banned')
    .set({ active: 0 })
    .where('id', '=', accountId)
    .where('active', '!=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every ban of the account, newest first. */
export async function listBans(db: Kysely<AuthDatabase>, accountId: number): Promise<BanRow[]> {
  return db
    .selectFrom('account_banned')
    .select(['id', 'bandate', 'unbandate', 'bannedby', 'banreason', 'active'])
    .where('id', '=', accountId)
    .orderBy('bandate', 'desc')
    .execute();
}

/** Of the given accounts, those under a ban the authserver enforces now. */
export async function findBannedAmong(
  db: Kysely<AuthDatabase>,
  accountIds: number[],
  now = Date.now(),
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const nowSeconds = Math.floor(now / 1000);
  const rows = await db
    .selectFrom('account_banned')
    .select('id')
    .where('id', 'in', accountIds)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('unbandate', '>', nowSeconds), eb('unbandate', '=', eb.ref('bandate'))]))
    .execute();
  return new Set(rows.map((r) => r.id));
}
