import type { Kysely } from 'kysely';
import type { CharacterStats, PlayerCharacter } from '../../../contract/characters.ts';
import { MAX_CHARACTER_LEVEL } from '../../../contract/characters.ts';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { CharactersDatabase } from '../../db/schema/characters.ts';
import type { SignedInAccount } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountCharacters } from './characters.repo.ts';

interface Dbs {
  auth: Kysely<AuthDatabase>;
  characters: Kysely<CharactersDatabase>;
}

/** A player reads only their own account; staff read any existing account. */
async function assertMayRead(dbs: Dbs, caller: SignedInAccount, accountId: number): Promise<void> {
  if (caller.id === accountId) return;
  if (caller.role !== 'admin' && caller.role !== 'moderator') {
    throw new AppError('FORBIDDEN', "You may only see your own account's characters.");
  }
  const exists = await dbs.auth
    .selectFrom('account')
    .select('id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', 'Account not found');
}

export async function listAccountCharacters(
  dbs: Dbs,
  caller: SignedInAccount,
  accountId: number,
): Promise<PlayerCharacter[]> {
  await assertMayRead(dbs, caller, accountId);
  const rows = await findAccountCharacters(dbs.characters, accountId);
  return rows.map((r) => ({
    guid: Number(r.guid),
    name: r.name ?? '',
    level: Number(r.level),
    race: Number(r.race),
    class: Number(r.class),
    map: Number(r.map),
    zone: Number(r.zone),
    online: Number(r.online) !== 0,
    totaltime: Number(r.totaltime),
    logout_time: Number(r.logout_time),
  }));
}

export async function accountCharacterStats(
  dbs: Dbs,
  caller: SignedInAccount,
  accountId: number,
): Promise<CharacterStats> {
  const characters = await listAccountCharacters(dbs, caller, accountId);
  return {
    totalCharacters: characters.length,
    onlineCharacters: characters.filter((c) => c.online).length,
    maxLevelCharacters: characters.filter((c) => c.level >= MAX_CHARACTER_LEVEL).length,
    highestLevel: characters.reduce((max, c) => Math.max(max, c.level), 0),
    totalPlayTime: characters.reduce((sum, c) => sum + c.totaltime, 0),
  };
}
