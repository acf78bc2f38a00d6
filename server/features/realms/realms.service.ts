import type { OnlineCharacter, OnlineListQuery, RealmlistInfo } from '../../../contract/realms.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import { requireCharacterRealm, type RealmRegistry } from '../../game/realms.ts';
import { AppError } from '../../platform/errors.ts';
import type { RealmStatusMonitor } from './realm-status.ts';
import { countOnlineByRace, listOnlineCharacters } from './realms.repo.ts';

/** The client every realm of a 3.3.5a core expects (`realmlist.gamebuild` 12340). */
const CLIENT_VERSION = '3.3.5a';
const CLIENT_BUILD = 12340;

export interface RealmDeps {
  dbs: Databases;
  realms: RealmRegistry;
  core: GameCoreInfo;
  config: Pick<Config, 'publicOnlineList' | 'realmlistHost'>;
  status: RealmStatusMonitor;
}

/**
 * Who is in the world on one realm, by name, a page at a time: never a game master (an account with a
 * security level above 0 on this realm or on every realm). Empty while the realm's worldserver does
 * not answer (its characters keep their online mark after a crash). PUBLIC_ONLINE_LIST=off hides it.
 */
export async function listOnline(
  deps: RealmDeps,
  realmId: number,
  query: OnlineListQuery,
): Promise<{ data: OnlineCharacter[]; total: number }> {
  if (!deps.config.publicOnlineList) {
    throw new AppError('NOT_FOUND', text('api.realms.onlineListPrivate'));
  }
  const realm = requireCharacterRealm(deps.realms, realmId);
  // A crash leaves characters marked: nobody is in the world of a realm that does not answer.
  if (!deps.status.answers(realm.id)) return { data: [], total: 0 };
  const db = realm.characters.db;
  const hidden = await findGameMasterIds(deps.dbs.auth, deps.core.columns, realm.id);
  const [races, rows] = await Promise.all([
    countOnlineByRace(db, hidden),
    listOnlineCharacters(db, hidden, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    }),
  ]);
  return {
    total: races.reduce((sum, r) => sum + r.n, 0),
    data: rows.map((r) => ({
      name: r.name ?? '',
      level: Number(r.level),
      race: Number(r.race),
      class: Number(r.class),
      map: Number(r.map),
      zone: Number(r.zone),
    })),
  };
}

/** What the how-to-connect page tells a player to write in `realmlist.wtf`. */
export function realmlistInfo(config: Pick<Config, 'realmlistHost'>): RealmlistInfo {
  return {
    host: config.realmlistHost,
    line: `set realmlist ${config.realmlistHost}`,
    clientVersion: CLIENT_VERSION,
    build: CLIENT_BUILD,
  };
}
