import type { Kysely } from 'kysely';
import type { CharacterStats, PlayerCharacter } from '../../../contract/characters.ts';
import { MAX_CHARACTER_LEVEL } from '../../../contract/characters.ts';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import type { SignedInAccount } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { findAccountCharacters } from './characters.repo.ts';

interface Deps {
  dbs: { auth: Kysely<AuthDatabase> };
  realms: RealmRegistry;
}

/** A player reads only their own account; staff read any existing account. */
async function assertMayRead({ dbs }: Deps, caller: SignedInAccount, accountId: number): Promise<void> {
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

/** The account's characters on every realm whose characters the site reads, realm by realm. */
export async function listAccountCharacters(
  deps: Deps,
  caller: SignedInAccount,
  accountId: number,
): Promise<PlayerCharacter[]> {
  await assertMayRead(deps, caller, accountId);
  const perRealm = await Promise.all(
    deps.realms.withCharacters().map(async (realm) => {
      const rows = await findAccountCharacters(realm.characters.db, accountId);
      return rows.map((r) => ({ realm: { id: realm.id, name: realm.name }, row: r }));
    }),
  );
  return perRealm.flat().map(({ realm, row: r }) => ({
    realm,
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
  deps: Deps,
  caller: SignedInAccount,
  accountId: number,
): Promise<CharacterStats> {
  const characters = await listAccountCharacters(deps, caller, accountId);
  return {
    totalCharacters: characters.length,
    onlineCharacters: characters.filter((c) => c.online).length,
    maxLevelCharacters: characters.filter((c) => c.level >= MAX_CHARACTER_LEVEL).length,
    highestLevel: characters.reduce((max, c) => Math.max(max, c.level), 0),
    totalPlayTime: characters.reduce((sum, c) => sum + c.totaltime, 0),
  };
}
