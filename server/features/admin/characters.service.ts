import type { FastifyRequest } from 'fastify';
import type {
  AdminCharacter,
  CharacterListQuery,
  CharacterListResponse,
  CharacterStats,
  DeleteCharacterResult,
  OnlinePlayer,
  UnstuckResult,
} from '../../../contract/admin.ts';
import type { Databases } from '../../db/databases.ts';
import { unlinkCharacterWithEffects, updateRealmCharacterCount } from '../../game/character-deletion.ts';
import { findHomebind, moveOfflineCharacterHome } from '../../game/characters.ts';
import { findCharactersRealm, worldserverListening, type Realm } from '../../game/realms.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from './accounts.service.ts';
import * as repo from './characters.repo.ts';
import { inGameTransaction } from '../../platform/game-transaction.ts';
import { expireFigure, FIGURE_WAIT_MS, liveFigure } from './live-figures.ts';

const ONLINE_LIST_LIMIT = 1000;

/** The core's `normalizePlayerName`: first letter upper-case, the rest lower-case. */
export const normalizeName = (name: string): string =>
  name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();

/**
 * How a search term is read: all digits is a guid; letters are a name prefix (idx_name) or an exact
 * account name (idx_username, then idx_account); letters and digits an exact account name;
 * `match=contains` looks anywhere in the name (reads the whole table).
 */
async function characterFilter(
  dbs: Databases,
  search: string | undefined,
  match: 'auto' | 'contains',
): Promise<repo.CharacterFilter> {
  if (!search) return { kind: 'all' };
  const guid = /^\d{1,10}$/.test(search) ? Number(search) : undefined;
  if (match === 'contains') return { kind: 'contains', term: search, guid };
  if (guid !== undefined) return { kind: 'indexed', guid, accountIds: [] };
  if (!/^[A-Za-z0-9]+$/.test(search)) return { kind: 'none' };
  const accountId = search.length <= 17 ? await repo.findAccountIdByName(dbs.auth, search) : undefined;
  return {
    kind: 'indexed',
    namePrefix: /^[A-Za-z]{1,12}$/.test(search) ? normalizeName(search) : undefined,
    accountIds: accountId ? [accountId] : [],
  };
}

export async function characterStats(dbs: Databases): Promise<CharacterStats> {
  const [total, online, maxLevel] = await Promise.all([
    liveFigure(dbs, 'characters.total', () => repo.countLiveCharacters(dbs.characters), FIGURE_WAIT_MS),
    liveFigure(dbs, 'characters.online', () => repo.countOnlineCharacters(dbs.characters), FIGURE_WAIT_MS),
    liveFigure(
      dbs,
      'characters.maxLevel',
      () => repo.countMaxLevelCharacters(dbs.characters),
      FIGURE_WAIT_MS,
    ),
  ]);
  return { totalCharacters: total.value, online: online.value, maxLevel: maxLevel.value };
}

export async function listCharacters(
  deps: AdminDeps,
  query: CharacterListQuery,
): Promise<CharacterListResponse> {
  const { dbs } = deps;
  const filter = await characterFilter(dbs, query.search, query.match);
  const [rows, stats] = await Promise.all([
    repo.listCharacterRows(dbs.characters, filter, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      sort: query.sort,
      order: query.order,
    }),
    characterStats(dbs),
  ]);
  const counted =
    filter.kind === 'all' ? stats.totalCharacters : await repo.countCharacterRows(dbs.characters, filter);
  const names = await repo.findAccountNames(
    dbs.auth,
    rows.map((r) => r.account),
  );
  const data: AdminCharacter[] = rows.map((r) => ({
    guid: r.guid,
    name: r.name ?? '',
    level: r.level,
    race: r.race,
    class: r.class,
    map: r.map,
    zone: r.zone,
    totaltime: Number(r.totaltime),
    logout_time: Number(r.logout_time),
    online: Number(r.online) === 1,
    account: { id: r.account, username: names.get(r.account) ?? '' },
  }));
  return {
    success: true,
    data,
    total: counted ?? (await repo.highestGuid(dbs.characters)),
    totalEstimated: counted === null,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}

export async function listOnlinePlayers(deps: AdminDeps): Promise<OnlinePlayer[]> {
  const rows = await repo.listOnlineRows(deps.dbs.characters, ONLINE_LIST_LIMIT);
  const names = await repo.findAccountNames(
    deps.dbs.auth,
    rows.map((r) => r.account),
  );
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name ?? '',
    level: r.level,
    race: r.race,
    class: r.class,
    map: r.map,
    zone: r.zone,
    account: { id: r.account, username: names.get(r.account) ?? '' },
  }));
}

async function requireCharacter(dbs: Databases, guid: number) {
  const character = await repo.findCharacter(dbs.characters, guid);
  if (!character || character.deleteDate !== null || !character.name) {
    throw new AppError('NOT_FOUND', `No character has the guid ${guid}.`);
  }
  return { ...character, name: character.name };
}

/**
 * Offline: the core's offline `.unstuck NAME inn`, written by the site. Online: `unstuck NAME inn`
 * through the worldserver console, which alone may move a character in the world.
 */
export async function unstuckCharacter(
  deps: AdminDeps,
  request: FastifyRequest,
  guid: number,
): Promise<UnstuckResult> {
  const { dbs } = deps;
  const character = await requireCharacter(dbs, guid);
  const before = {
    map: character.map,
    zone: character.zone,
    x: character.position_x,
    y: character.position_y,
    z: character.position_z,
  };

  if (Number(character.online) === 1) {
    const console_ = worldserverConsoleFor(deps.config, deps.core);
    if (!console_) {
      throw new AppError(
        'WORLDSERVER_UNAVAILABLE',
        `${character.name} is online: only the worldserver can move a character in the world, and no worldserver console (WORLDSERVER_SOAP_URL) is configured. Nothing was changed.`,
      );
    }
    const reply = await console_.unstuck(character.name, 'inn');
    await recordAudit(dbs.web, request, {
      action: 'character.unstuck',
      targetType: 'character',
      targetId: guid,
      details: { name: character.name, via: 'console', before, reply },
    });
    return { guid, name: character.name, via: 'console', position: null, reply };
  }

  const home = await findHomebind(dbs.characters, guid);
  if (!home) {
    throw new AppError(
      'CONFLICT',
      `${character.name} has no home position (character_homebind) to return to. Nothing was changed.`,
    );
  }
  const after = { map: home.mapId, zone: home.zoneId, x: home.posX, y: home.posY, z: home.posZ };
  await inGameTransaction(dbs.characters, dbs.web, async (trx, web) => {
    const moved = await moveOfflineCharacterHome(trx, guid, home);
    if (!moved) {
      throw new AppError('CHARACTER_ONLINE', `${character.name} logged in meanwhile. Nothing was changed.`);
    }
    await recordAudit(web, request, {
      action: 'character.unstuck',
      targetType: 'character',
      targetId: guid,
      details: { name: character.name, via: 'database', before, after },
    });
  });
  return { guid, name: character.name, via: 'database', position: after, reply: null };
}

/** Why a deletion must wait for the worldserver, and what the staff member can do about it. */
function worldserverRunningMessage(name: string, realm: Realm, consoleConfigured: boolean): string {
  const why = `${realm.name}'s worldserver is running, and while it runs it keeps ${name}'s guild, group and name in memory: only it can delete the character.`;
  return consoleConfigured
    ? `${why} Its console (WORLDSERVER_SOAP_URL) does not answer; check SOAP.Enabled = 1 in worldserver.conf. Nothing was changed.`
    : `${why} Configure its console (WORLDSERVER_SOAP_URL, with SOAP.Enabled = 1 in worldserver.conf), or stop the worldserver. Nothing was changed.`;
}

/**
 * Deletes a character the way the core would at this moment:
 * - a worldserver console is configured and answers: `character erase NAME` (the player is kicked first
 *   if in the world; the core removes the character with every side effect, in memory too);
 * - no worldserver runs (console unreachable or not configured, and the realm does not accept
 *   connections): the core's `CharDelete.Method = 1` written in one transaction, with the guild,
 *   group, arena team, petition and ticket changes, then the realm's character count;
 * - the worldserver runs but cannot be reached through a console: refused, with what to configure.
 * The response and the audit entry say which path was taken.
 */
export async function deleteCharacter(
  deps: AdminDeps,
  request: FastifyRequest,
  guid: number,
  reason: string,
): Promise<DeleteCharacterResult> {
  const { dbs } = deps;
  const character = await requireCharacter(dbs, guid);
  const realm = await findCharactersRealm(dbs.auth);
  if (!realm)
    throw new AppError('CONFLICT', 'The realm list (realmlist) is empty: no realm holds characters.');
  const details = { name: character.name, account: character.account, level: character.level, reason };

  const console_ = worldserverConsoleFor(deps.config, deps.core);
  if (console_) {
    let reply: string | undefined;
    try {
      reply = await console_.eraseCharacter(character.name);
    } catch (error) {
      // Unreachable is the one answer that may mean "not running"; any other refusal is the worldserver's word.
      if (!(error instanceof AppError && error.code === 'WORLDSERVER_UNAVAILABLE')) throw error;
    }
    if (reply !== undefined) {
      await recordAudit(dbs.web, request, {
        action: 'character.delete',
        targetType: 'character',
        targetId: guid,
        details: { ...details, via: 'console', method: 'erase', reply },
      });
      expireCharacterFigures(dbs);
      return { guid, name: character.name, account: character.account, via: 'console', restore: null, reply };
    }
  }

  if (await worldserverListening(realm)) {
    throw new AppError(
      'WORLDSERVER_UNAVAILABLE',
      worldserverRunningMessage(character.name, realm, !!console_),
    );
  }
  if (Number(character.online) === 1) {
    throw new AppError(
      'CHARACTER_ONLINE',
      `${character.name} is still marked online although ${realm.name}'s worldserver does not answer (it may have stopped without clearing it). Start the worldserver, or wait for it to clear the mark. Nothing was changed.`,
    );
  }
  const restore = `.character deleted restore ${guid}`;
  await inGameTransaction(dbs.characters, dbs.web, async (trx, web) => {
    const effects = await unlinkCharacterWithEffects(trx, deps.core.columns, guid);
    if (!effects) {
      throw new AppError('CHARACTER_ONLINE', `${character.name} logged in meanwhile. Nothing was changed.`);
    }
    await recordAudit(web, request, {
      action: 'character.delete',
      targetType: 'character',
      targetId: guid,
      details: { ...details, via: 'database', method: 'unlink', effects, restore },
    });
  });
  // The count lives in the auth database: recounted after the unlink, as the core does once it is written.
  await updateRealmCharacterCount(dbs.auth, dbs.characters, deps.core.core, {
    accountId: character.account,
    realmId: realm.id,
  });
  expireCharacterFigures(dbs);
  return { guid, name: character.name, account: character.account, via: 'database', restore, reply: null };
}

function expireCharacterFigures(dbs: Databases) {
  expireFigure(dbs, 'characters.total');
  expireFigure(dbs, 'characters.maxLevel');
}
