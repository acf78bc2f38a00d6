import type { Generated } from 'kysely';

/** The core's `characters` table (AzerothCore `acore_characters`): the columns the site reads or writes. */
export interface CharactersTable {
  guid: number;
  account: number;
  /** '' (AzerothCore) or NULL (TrinityCore) once a character is unlinked by deletion. */
  name: string | null;
  race: number;
  class: number;
  gender: Generated<number>;
  level: number;
  xp: Generated<number>;
  money: Generated<number>;
  position_x: Generated<number>;
  position_y: Generated<number>;
  position_z: Generated<number>;
  map: Generated<number>;
  orientation: Generated<number>;
  taximask: string;
  online: Generated<number>;
  cinematic: Generated<number>;
  totaltime: Generated<number>;
  leveltime: Generated<number>;
  logout_time: Generated<number>;
  trans_x: Generated<number>;
  trans_y: Generated<number>;
  trans_z: Generated<number>;
  transguid: Generated<number | null>;
  zone: Generated<number>;
  taxi_path: string | null;
  creation_date: Generated<string>;
  deleteInfos_Account: number | null;
  deleteInfos_Name: string | null;
  deleteDate: number | null;
  innTriggerId: number;
}

export interface CharacterHomebindTable {
  guid: number;
  mapId: number;
  zoneId: number;
  posX: number;
  posY: number;
  posZ: number;
}

export interface CharactersDatabase {
  characters: CharactersTable;
  character_homebind: CharacterHomebindTable;
}
