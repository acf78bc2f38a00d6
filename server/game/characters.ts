import type { Kysely } from 'kysely';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import { notMarkedInWorld } from './in-world.ts';

/*
 * Writes to the core's `characters` table that the core itself would make (docs/game-core.md §4.4). Each
 * refuses an online character in its WHERE clause, so a player logging in meanwhile is never moved
 * or unlinked under the worldserver's feet.
 */

export interface Homebind {
  mapId: number;
  zoneId: number;
  posX: number;
  posY: number;
  posZ: number;
}

export async function findHomebind(
  db: Kysely<CharactersDatabase>,
  guid: number,
): Promise<Homebind | undefined> {
  return db
    .selectFrom('character_homebind')
    .select(['mapId', 'zoneId', 'posX', 'posY', 'posZ'])
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/**
 * The offline `.unstuck NAME inn`: `Player::SavePositionInDB` (`CHAR_UPD_CHARACTER_POSITION`) with the
 * homebind position, orientation 0, transport and taxi cleared and `cinematic = 1`, in one statement.
 * Returns false when the character was online (or gone) and nothing changed.
 */
export async function moveOfflineCharacterHome(
  db: Kysely<CharactersDatabase>,
  guid: number,
  home: Homebind,
): Promise<boolean> {
  const result = await db
    .updateTable('characters')
    .set({
      position_x: home.posX,
      position_y: home.posY,
      position_z: home.posZ,
      orientation: 0,
      map: home.mapId,
      zone: home.zoneId,
      trans_x: 0,
      trans_y: 0,
      trans_z: 0,
      transguid: 0,
      taxi_path: '',
      cinematic: 1,
    })
    .where('guid', '=', guid)
    .where(notMarkedInWorld)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
