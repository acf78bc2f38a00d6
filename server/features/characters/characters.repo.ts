import type { Kysely } from 'kysely';
import type { CharactersDatabase } from '../../db/schema/characters.ts';

/** An account's characters as the core keeps them: linked to the account and not deleted. */
export async function findAccountCharacters(db: Kysely<CharactersDatabase>, accountId: number) {
  return db
    .selectFrom('characters')
    .select(['guid', 'name', 'level', 'race', 'class', 'map', 'zone', 'online', 'totaltime', 'logout_time'])
    .where('account', '=', accountId)
    .where('deleteDate', 'is', null)
    .orderBy('level', 'desc')
    .orderBy('guid')
    .execute();
}
