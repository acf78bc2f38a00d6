import type { Kysely } from 'kysely';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { WebDatabase } from '../../db/schema/web.ts';
import { selectWorldMark } from '../../game/in-world.ts';

/** An account's characters as the core keeps them: linked to the account and not deleted. */
export async function findAccountCharacters(db: Kysely<CharactersDatabase>, accountId: number) {
  return db
    .selectFrom('characters')
    .select([
      'guid',
      'name',
      'level',
      'race',
      'class',
      'map',
      'zone',
      selectWorldMark,
      'totaltime',
      'logout_time',
    ])
    .where('account', '=', accountId)
    .where('deleteDate', 'is', null)
    .orderBy('level', 'desc')
    .orderBy('guid')
    .execute();
}

/** When each of these characters of the realm was last unstuck by its player. */
export async function findUnstuckTimes(db: Kysely<WebDatabase>, realmId: number, guids: number[]) {
  if (guids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('unstuck_use')
    .select(['guid', 'used_at'])
    .where('realm_id', '=', realmId)
    .where('guid', 'in', guids)
    .execute();
  return new Map(rows.map((r) => [Number(r.guid), Number(r.used_at)]));
}

/**
 * Takes the character's unstuck for `now` if its last one is older than the cooldown: a compare-and-set
 * on the row, so of two requests at once only one gets it. Returns the time it replaced (to give it
 * back if the move fails), or the last use that is still cooling down.
 */
export async function claimUnstuck(
  db: Kysely<WebDatabase>,
  input: { realmId: number; guid: number; accountId: number; now: number; cooldownMs: number },
): Promise<{ claimed: true; previous: number } | { claimed: false; lastUsed: number }> {
  const key = { realm_id: input.realmId, guid: input.guid };
  await db
    .insertInto('unstuck_use')
    .values({ ...key, account_id: input.accountId, used_at: 0 })
    .orIgnore()
    .execute();
  const row = await db
    .selectFrom('unstuck_use')
    .select('used_at')
    .where('realm_id', '=', key.realm_id)
    .where('guid', '=', key.guid)
    .executeTakeFirstOrThrow();
  const previous = Number(row.used_at);
  if (previous > input.now - input.cooldownMs) return { claimed: false, lastUsed: previous };
  const result = await db
    .updateTable('unstuck_use')
    .set({ used_at: input.now, account_id: input.accountId })
    .where('realm_id', '=', key.realm_id)
    .where('guid', '=', key.guid)
    .where('used_at', '=', previous)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { claimed: true, previous };
  return { claimed: false, lastUsed: input.now };
}

/** Gives a claimed unstuck back when the move did not happen. */
export async function releaseUnstuck(
  db: Kysely<WebDatabase>,
  input: { realmId: number; guid: number; claimedAt: number; previous: number },
) {
  await db
    .updateTable('unstuck_use')
    .set({ used_at: input.previous })
    .where('realm_id', '=', input.realmId)
    .where('guid', '=', input.guid)
    .where('used_at', '=', input.claimedAt)
    .execute();
}
