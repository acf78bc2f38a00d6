import type { Kysely } from 'kysely';
import { text } from '../../contract/i18n/text.ts';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import type { WebDatabase } from '../db/schema/web.ts';
import { AppError } from '../platform/errors.ts';
import { inGameTransaction } from '../platform/game-transaction.ts';
import { findHomebind, moveOfflineCharacterHome, type Homebind } from './characters.ts';
import type { GameCoreInfo } from './core-detection.ts';
import { answersNow, isMarked, selectWorldMark } from './in-world.ts';
import type { CharacterRealm } from './realms.ts';
import { worldserverConsoleFor, type WorldserverConsole } from './worldserver.ts';

/*
 * `.unstuck NAME inn` as the core does it, for staff and players alike. Offline, the site writes the
 * core's offline unstuck in the realm's characters database; online, only the realm's worldserver may
 * move a character in the world, so the command goes through its console. A row still marked online
 * while its realm's worldserver does not answer is left as it is until the next start clears the mark
 * (ADR 025). Who may ask, how often, and how a refusal is worded are the callers' rules.
 */

interface Position {
  map: number;
  zone: number;
  x: number;
  y: number;
  z: number;
}

/** A live character as unstuck reads it. */
export interface UnstuckCharacter {
  guid: number;
  account: number;
  name: string;
  position: Position;
}

/** How the character can be moved now, or why it cannot. */
export type UnstuckWay =
  | { via: 'console'; worldserver: WorldserverConsole }
  | { via: 'database'; home: Homebind }
  /** Online, and the realm has no console configured. */
  | { via: 'none'; why: 'no-console' }
  /** Marked online, but the realm's worldserver does not answer: a crash left the mark (ADR 025). */
  | { via: 'none'; why: 'stale-mark' }
  /** Offline, without a `character_homebind` row to return to. */
  | { via: 'none'; why: 'no-home' };

export type UnstuckOutcome = { via: 'console'; reply: string } | { via: 'database'; after: Position };

/** One character with what unstuck needs: owner, online flag and where it stands now. */
async function findCharacter(db: Kysely<CharactersDatabase>, guid: number) {
  return db
    .selectFrom('characters')
    .select([
      'guid',
      'account',
      'name',
      selectWorldMark,
      'deleteDate',
      'map',
      'zone',
      'position_x',
      'position_y',
      'position_z',
    ])
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/**
 * The character `guid` of the realm and the way unstuck would move it, or undefined when the realm has
 * no such character (none, deleted, or nameless). A marked character's realm is checked now: only a
 * worldserver that answers holds it. Nothing is written.
 */
export async function planUnstuck(
  realm: CharacterRealm,
  core: Pick<GameCoreInfo, 'core'>,
  auth: Kysely<AuthDatabase>,
  guid: number,
): Promise<{ character: UnstuckCharacter; way: UnstuckWay } | undefined> {
  const row = await findCharacter(realm.characters.db, guid);
  if (!row || row.deleteDate !== null || !row.name) return undefined;
  const character: UnstuckCharacter = {
    guid,
    account: Number(row.account),
    name: row.name,
    position: { map: row.map, zone: row.zone, x: row.position_x, y: row.position_y, z: row.position_z },
  };
  if (isMarked(row.worldMark)) {
    if (!(await answersNow(auth, realm))) return { character, way: { via: 'none', why: 'stale-mark' } };
    const worldserver = worldserverConsoleFor(realm, core);
    return {
      character,
      way: worldserver ? { via: 'console', worldserver } : { via: 'none', why: 'no-console' },
    };
  }
  const home = await findHomebind(realm.characters.db, guid);
  return { character, way: home ? { via: 'database', home } : { via: 'none', why: 'no-home' } };
}

/**
 * Moves the character the planned way and has `record` write what was done in the web database: after
 * the console's reply, or in the transaction of the offline write, so the entry and the move land (or
 * fail) together. A character that logged in since the plan is refused (409 `CHARACTER_ONLINE`) with
 * nothing written.
 */
export async function carryOutUnstuck(
  realm: CharacterRealm,
  web: Kysely<WebDatabase>,
  character: UnstuckCharacter,
  way: Extract<UnstuckWay, { via: 'console' | 'database' }>,
  record: (web: Kysely<WebDatabase>, outcome: UnstuckOutcome) => Promise<void>,
): Promise<UnstuckOutcome> {
  if (way.via === 'console') {
    const outcome = { via: 'console' as const, reply: await way.worldserver.unstuck(character.name, 'inn') };
    await record(web, outcome);
    return outcome;
  }
  const { home } = way;
  const outcome = {
    via: 'database' as const,
    after: { map: home.mapId, zone: home.zoneId, x: home.posX, y: home.posY, z: home.posZ },
  };
  await inGameTransaction(realm.characters.db, web, async (trx, webInTrx) => {
    if (!(await moveOfflineCharacterHome(trx, character.guid, home))) {
      throw new AppError(
        'CHARACTER_ONLINE',
        text('api.characters.loggedInMeanwhile', { name: character.name }),
      );
    }
    await record(webInTrx, outcome);
  });
  return outcome;
}
