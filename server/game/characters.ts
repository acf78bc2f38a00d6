import { sql, type Kysely } from 'kysely';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import type { CoreColumns } from './core-columns.ts';

/*
 * Writes to the core's `characters` table that the core itself would make (AZEROTHCORE.md §d). Each
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
    .where('online', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * `CharDelete.Method = 1` (unlink, `CHAR_UPD_DELETE_INFO`): the name and account move to
 * `deleteInfos_Name`/`deleteInfos_Account`, `deleteDate` is now, then `name` = '' (TrinityCore: NULL)
 * and `account = 0`. Everything else stays, so `.character deleted restore` brings it back.
 * Returns false when the character was online, already unlinked, or gone.
 */
export async function unlinkOfflineCharacter(
  db: Kysely<CharactersDatabase>,
  columns: CoreColumns,
  guid: number,
  now = Date.now(),
): Promise<boolean> {
  const result = await db
    .updateTable('characters')
    .set({
      deleteInfos_Name: sql<string>`name`,
      deleteInfos_Account: sql<number>`account`,
      deleteDate: Math.floor(now / 1000),
      name: columns.deletedCharacterName,
      account: 0,
    })
    .where('guid', '=', guid)
    .where('online', '=', 0)
    .where('deleteDate', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
