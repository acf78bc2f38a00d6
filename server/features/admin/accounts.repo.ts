import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { markedInWorld, selectWorldMark } from '../../game/in-world.ts';

/*
 * SQL of the account admin. The core's `account` table has two indexes, the primary key and the
 * unique `idx_username`: every fast search goes through one of them (see accounts.service.ts).
 */

/** Which accounts a list shows. */
export type AccountFilter =
  | { kind: 'all' }
  | { kind: 'none' }
  /** `username LIKE 'PREFIX%'` (idx_username), or also `id = n` for a number. */
  | { kind: 'prefix'; prefix: string; id?: number }
  | { kind: 'ids'; ids: number[] }
  /** Anywhere in the username or email, or the id: reads the whole table. */
  | { kind: 'contains'; term: string; id?: number };

/** LIKE with `!` as the escape character, the same on both dialects. */
export function likePattern(term: string, anchored: 'prefix' | 'anywhere'): string {
  const escaped = term.replace(/[!%_]/g, (c) => `!${c}`);
  return anchored === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

function where(eb: ExpressionBuilder<AuthDatabase, 'account'>, filter: AccountFilter) {
  switch (filter.kind) {
    case 'all':
      return eb.lit(1).$castTo<boolean>();
    case 'none':
      return eb.lit(0).$castTo<boolean>();
    case 'prefix': {
      const prefix = eb('username', 'like', filter.prefix + '%');
      return filter.id === undefined ? prefix : eb.or([eb('id', '=', filter.id), prefix]);
    }
    case 'ids':
      return filter.ids.length ? eb('id', 'in', filter.ids) : eb.lit(0).$castTo<boolean>();
    case 'contains': {
      const pattern = likePattern(filter.term, 'anywhere');
      const parts = [
        sql<boolean>`username LIKE ${pattern} ESCAPE '!'`,
        sql<boolean>`email LIKE ${pattern} ESCAPE '!'`,
      ];
      if (filter.id !== undefined) parts.push(sql<boolean>`id = ${filter.id}`);
      return eb.or(parts);
    }
  }
}

export async function listAccountRows(
  db: Kysely<AuthDatabase>,
  filter: AccountFilter,
  page: { offset: number; limit: number; sort: 'id' | 'username'; order: 'asc' | 'desc' },
) {
  if (filter.kind === 'none') return [];
  return db
    .selectFrom('account')
    .select(['id', 'username', 'email', 'joindate'])
    .where((eb) => where(eb, filter))
    .orderBy(page.sort, page.order)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAccountRows(db: Kysely<AuthDatabase>, filter: AccountFilter): Promise<number> {
  if (filter.kind === 'none') return 0;
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => where(eb, filter))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findAccount(db: Kysely<AuthDatabase>, id: number) {
  return db
    .selectFrom('account')
    .select(['id', 'username', 'email', 'joindate', 'last_login', 'last_ip'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The highest account id, a primary-key read: the stand-in for a total still being counted. */
export async function highestAccountId(db: Kysely<AuthDatabase>): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.max('id').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countAllAccounts(db: Kysely<AuthDatabase>): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Accounts with a character marked in the world, through `characters.idx_online`. */
export async function countAccountsMarkedInWorld(db: Kysely<CharactersDatabase>): Promise<number> {
  const row = await db
    .selectFrom('characters')
    .select(sql<number>`COUNT(DISTINCT account)`.as('n'))
    .where(markedInWorld)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The accounts with a character marked in the world, through `characters.idx_online`. */
export async function listAccountsMarkedInWorld(db: Kysely<CharactersDatabase>): Promise<number[]> {
  const rows = await db.selectFrom('characters').select('account').distinct().where(markedInWorld).execute();
  return rows.map((r) => Number(r.account));
}

export async function sumPoints(db: Kysely<WebDatabase>): Promise<number> {
  const row = await db
    .selectFrom('site_account')
    .select((eb) => eb.fn.sum<number>('points').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findPointsOf(db: Kysely<WebDatabase>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('site_account')
    .select(['account_id', 'points'])
    .where('account_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.account_id, Number(r.points)]));
}

export async function findRolesOf(db: Kysely<WebDatabase>, ids: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('site_role')
    .select(['account_id', 'role'])
    .where('account_id', 'in', ids)
    .execute();
  for (const r of rows) map.set(r.account_id, [...(map.get(r.account_id) ?? []), r.role]);
  return map;
}

/** Of the given accounts, those with a character marked in the world (idx_account). */
export async function findAccountsMarkedInWorld(
  db: Kysely<CharactersDatabase>,
  accountIds: number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('characters')
    .select('account')
    .distinct()
    .where('account', 'in', accountIds)
    .where(markedInWorld)
    .execute();
  return new Set(rows.map((r) => r.account));
}

export async function findCharactersOf(db: Kysely<CharactersDatabase>, accountId: number) {
  return db
    .selectFrom('characters')
    .select(['guid', 'name', 'level', 'race', 'class', selectWorldMark])
    .where('account', '=', accountId)
    .orderBy('guid')
    .execute();
}

/** The names of the account's characters marked in the world. */
export async function findNamesMarkedInWorld(
  db: Kysely<CharactersDatabase>,
  accountId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('characters')
    .select('name')
    .where('account', '=', accountId)
    .where(markedInWorld)
    .execute();
  return rows.map((r) => r.name ?? '').filter(Boolean);
}

export async function countSessions(db: Kysely<WebDatabase>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The account's points for update: the row is locked on MariaDB until the transaction ends. */
export async function lockPoints(db: Kysely<WebDatabase>, accountId: number, forUpdate: boolean) {
  return db
    .selectFrom('site_account')
    .select('points')
    .where('account_id', '=', accountId)
    .$if(forUpdate, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function writePoints(
  db: Kysely<WebDatabase>,
  input: { accountId: number; points: number; exists: boolean },
  now = Date.now(),
) {
  if (input.exists) {
    await db
      .updateTable('site_account')
      .set({ points: input.points })
      .where('account_id', '=', input.accountId)
      .execute();
  } else {
    // An account made in game has no site row yet.
    await db
      .insertInto('site_account')
      .values({ account_id: input.accountId, points: input.points, created_at: now })
      .execute();
  }
}

export async function insertPointsChange(
  db: Kysely<WebDatabase>,
  row: {
    account_id: number;
    points_before: number;
    points_after: number;
    changed_by_id: number;
    changed_by_name: string;
    created_at: number;
  },
) {
  await db.insertInto('points_ledger').values(row).execute();
}

export async function listPointsChanges(db: Kysely<WebDatabase>, accountId: number, limit = 20) {
  return db
    .selectFrom('points_ledger')
    .select(['points_before', 'points_after', 'changed_by_name', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
