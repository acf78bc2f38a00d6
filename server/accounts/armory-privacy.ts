import type { Kysely } from 'kysely';
import type { WebDatabase } from '../db/schema/web.ts';

/*
 * The accounts whose owners hid their characters from the armory (`PUT /api/account/privacy`,
 * docs/product.md §11.4): the armory and the ladders leave their characters out for other visitors.
 */

/** The accounts that hid their characters from the armory. */
export async function findHiddenAccounts(db: Kysely<WebDatabase>): Promise<number[]> {
  const rows = await db.selectFrom('armory_hidden_account').select('account_id').execute();
  return rows.map((r) => Number(r.account_id));
}

export async function isAccountHidden(db: Kysely<WebDatabase>, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('armory_hidden_account')
    .select('account_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Hides or shows the account's characters; writing the same choice twice changes nothing. */
export async function setAccountHidden(
  db: Kysely<WebDatabase>,
  accountId: number,
  hidden: boolean,
  now: number,
) {
  if (!hidden) {
    await db.deleteFrom('armory_hidden_account').where('account_id', '=', accountId).execute();
    return;
  }
  await db
    .insertInto('armory_hidden_account')
    .values({ account_id: accountId, hidden_at: now })
    .orIgnore()
    .execute();
}
