import type { FastifyRequest } from 'fastify';
import type {
  AdminCharacter,
  CharacterListQuery,
  CharacterListResponse,
  CharacterStats,
  OnlinePlayer,
  UnstuckResult,
} from '../../../contract/admin.ts';
import type { Databases } from '../../db/databases.ts';
import { findHomebind, moveOfflineCharacterHome, unlinkOfflineCharacter } from '../../game/characters.ts';
import { coreColumns } from '../../game/core-columns.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { AdminDeps } from './accounts.service.ts';
import * as repo from './characters.repo.ts';
import { inGameTransaction } from './game-transaction.ts';
import { expireFigure, FIGURE_WAIT_MS, liveFigure } from './live-figures.ts';

const ONLINE_LIST_LIMIT = 1000;

/** After a kick the worldserver saves and logs the player out within a moment: how long to wait. */
const KICK_WAIT_MS = 5000;

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
    const console_ = worldserverConsoleFor(deps.config);
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

async function waitUntilOffline(dbs: Databases, guid: number): Promise<boolean> {
  const deadline = Date.now() + KICK_WAIT_MS;
  while (Date.now() < deadline) {
    if (!(await repo.isOnline(dbs.characters, guid))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * The core's recoverable deletion (`CharDelete.Method = 1`, unlink), restorable in game with
 * `.character deleted restore`. An online character is first kicked through the console; without
 * a console it is refused, as the worldserver would otherwise save it back over the change.
 */
export async function deleteCharacter(
  deps: AdminDeps,
  request: FastifyRequest,
  guid: number,
  reason: string,
) {
  const { dbs } = deps;
  const character = await requireCharacter(dbs, guid);
  let kicked = false;
  if (Number(character.online) === 1) {
    const console_ = worldserverConsoleFor(deps.config);
    if (!console_) {
      throw new AppError(
        'CHARACTER_ONLINE',
        `${character.name} is online: a character in the world cannot be deleted, and no worldserver console (WORLDSERVER_SOAP_URL) is configured to kick the player first. Nothing was changed.`,
      );
    }
    await console_.kick(character.name);
    kicked = true;
    if (!(await waitUntilOffline(dbs, guid))) {
      throw new AppError(
        'CHARACTER_ONLINE',
        `${character.name} was kicked but is still in the world. Nothing was changed; try again in a moment.`,
      );
    }
  }
  const now = Date.now();
  await inGameTransaction(dbs.characters, dbs.web, async (trx, web) => {
    const unlinked = await unlinkOfflineCharacter(trx, coreColumns(deps.config.gameCore), guid, now);
    if (!unlinked) {
      throw new AppError('CHARACTER_ONLINE', `${character.name} logged in meanwhile. Nothing was changed.`);
    }
    await recordAudit(web, request, {
      action: 'character.delete',
      targetType: 'character',
      targetId: guid,
      details: {
        name: character.name,
        account: character.account,
        level: character.level,
        reason,
        kicked,
        method: 'unlink',
        restore: `.character deleted restore #${guid}`,
      },
    });
  });
  expireFigure(dbs, 'characters.total');
  expireFigure(dbs, 'characters.maxLevel');
  return {
    guid,
    name: character.name,
    account: character.account,
    deleteDate: Math.floor(now / 1000),
    kicked,
  };
}
