import type { GameCore } from '../config.ts';

/**
 * The few column names that differ between AzerothCore and TrinityCore 3.3.5 (AZEROTHCORE.md §a).
 * Queries that touch these go through this mapping; everything else is the same in both cores.
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
        maxEmailLength: 64,
      }
    : {
        accessAccountId: 'id',
        accessLevel: 'gmlevel',
        accessComment: 'comment',
        deletedCharacterName: '',
        writesExpansion: true,
        maxEmailLength: 255,
      };
}
