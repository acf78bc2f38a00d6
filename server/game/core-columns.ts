import type { GameCore } from '../config.ts';

/**
 * What differs between AzerothCore and TrinityCore 3.3.5 in the rows the site writes (docs/game-core.md §11;
 * the real schemas are in server/test/fixtures/core-sql). Everything else is the same in both cores.
 */
export interface CoreColumns {
  /** `account_access` account id column. */
  accessAccountId: 'id' | 'AccountID';
  /** `account_access` security level column. */
  accessLevel: 'gmlevel' | 'SecurityLevel';
  accessComment: 'comment' | 'Comment';
  /** What an unlinked (deleted) character's name becomes: '' in AzerothCore, NULL in TrinityCore. */
  deletedCharacterName: '' | null;
  /** AzerothCore writes `expansion` at registration; TrinityCore leaves the column default. */
  writesExpansion: boolean;
  /** AzerothCore's `characters.innTriggerId` has no default, so a row written by hand must name it. */
  charactersHaveInnTrigger: boolean;
  /** AzerothCore keeps `characters.creation_date`; TrinityCore 3.3.5 records no creation time. */
  charactersHaveCreationDate: boolean;
  maxEmailLength: number;
}

export function coreColumns(core: GameCore): CoreColumns {
  return core === 'trinitycore'
    ? {
        accessAccountId: 'AccountID',
        accessLevel: 'SecurityLevel',
        accessComment: 'Comment',
        deletedCharacterName: null,
        writesExpansion: false,
        charactersHaveInnTrigger: false,
        charactersHaveCreationDate: false,
        maxEmailLength: 64,
      }
    : {
        accessAccountId: 'id',
        accessLevel: 'gmlevel',
        accessComment: 'comment',
        deletedCharacterName: '',
        writesExpansion: true,
        charactersHaveInnTrigger: true,
        charactersHaveCreationDate: true,
        maxEmailLength: 255,
      };
}
