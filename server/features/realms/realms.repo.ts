import type { Kysely } from 'kysely';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import { markedInWorld } from '../../game/in-world.ts';

/*
 * SQL of the realm pages: the characters the core marks in the world (server/game/in-world.ts), asked
 * only of a realm whose worldserver answers; `account.online` is set at character select already and
 * is not used. Game masters' accounts are left out by id.
 */

/** Characters marked in the world by race, game masters' accounts left out. */
export async function countOnlineByRace(
  db: Kysely<CharactersDatabase>,
  hiddenAccounts: number[],
): Promise<Array<{ race: number; n: number }>> {
  const rows = await db
    .selectFrom('characters')
    .select(['race', (eb) => eb.fn.countAll().as('n')])
    .where(markedInWorld)
    .$if(hiddenAccounts.length > 0, (qb) => qb.where('account', 'not in', hiddenAccounts))
    .groupBy('race')
    .execute();
  return rows.map((r) => ({ race: Number(r.race), n: Number(r.n) }));
}

/** One page of the characters marked in the world, by name, game masters' accounts left out. */
export async function listOnlineCharacters(
  db: Kysely<CharactersDatabase>,
  hiddenAccounts: number[],
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('characters')
    .select(['name', 'level', 'race', 'class', 'map', 'zone'])
    .where(markedInWorld)
    .$if(hiddenAccounts.length > 0, (qb) => qb.where('account', 'not in', hiddenAccounts))
    .orderBy('name')
    .orderBy('guid')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The realm's newest `uptime` row: the worldserver's last start (`LOGIN_INS_UPTIME`) and its peak. */
export async function findNewestUptime(db: Kysely<AuthDatabase>, realmId: number) {
  return db
    .selectFrom('uptime')
    .select(['starttime', 'maxplayers'])
    .where('realmid', '=', realmId)
    .orderBy('starttime', 'desc')
    .limit(1)
    .executeTakeFirst();
}
