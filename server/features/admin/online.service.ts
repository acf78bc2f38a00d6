import type { AdminOnlineList, AdminOnlineQuery, KickResult } from '../../../contract/admin.ts';
import { text } from '../../../contract/i18n/text.ts';
import { levelOnRealm, listAccess } from '../../game/access.ts';
import { isMarked } from '../../game/in-world.ts';
import { requireCharacterRealm } from '../../game/realms.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import type { Actor } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOutranksOwner, type AdminDeps } from './accounts.service.ts';
import { consoleVariable, requireCharacter } from './characters.service.ts';
import * as repo from './characters.repo.ts';

/*
 * The staff's view of who is in the world (docs/product.md §2.16): one realm at a time, game masters
 * included and marked, and a kick through the realm's worldserver console. A realm whose worldserver
 * does not answer has nobody in it, whatever marks a crash left (server/game/in-world.ts).
 */

/**
 * One page of the characters in the world on a realm, by name, each with its account and the level
 * this realm's worldserver gives that account (the realm's own `account_access` row, else the -1 row).
 */
export async function listWhoIsOnline(deps: AdminDeps, query: AdminOnlineQuery): Promise<AdminOnlineList> {
  const realm = requireCharacterRealm(deps.realms, query.realmId, 'realmId');
  const realms = deps.realms
    .withCharacters()
    .map((r) => ({ id: r.id, name: r.name, online: deps.answering.answers(r.id) }));
  const listed = realms.find((r) => r.id === realm.id)!;
  const page = { page: query.page, pageSize: query.pageSize };
  if (!listed.online) return { success: true, data: [], total: 0, ...page, realm: listed, realms };

  const db = realm.characters.db;
  const [rows, total] = await Promise.all([
    repo.listMarkedInWorld(db, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    repo.countMarkedInWorld(db),
  ]);
  const accountIds = rows.map((r) => r.account);
  const [names, access] = await Promise.all([
    repo.findAccountNames(deps.dbs.auth, accountIds),
    listAccess(deps.dbs.auth, deps.core.columns, accountIds),
  ]);
  return {
    success: true,
    data: rows.map((r) => ({
      guid: r.guid,
      name: r.name ?? '',
      level: r.level,
      race: r.race,
      class: r.class,
      map: r.map,
      zone: r.zone,
      account: { id: r.account, username: names.get(r.account) ?? '' },
      gmLevel: levelOnRealm(
        access.filter((a) => a.accountId === r.account),
        realm.id,
      ),
    })),
    total,
    ...page,
    realm: listed,
    realms,
  };
}

/**
 * `kick NAME` through the realm's worldserver console (docs/game-core.md §5.5): the core logs the
 * player out, saving the character as at any logout; nothing else changes and the player may log in
 * again. Refused, before the console is asked, for a realm whose worldserver does not answer, a
 * character not in the world, or an account that outranks the staff member. Recorded in the audit log.
 */
export async function kickCharacter(
  deps: AdminDeps,
  actor: Actor,
  target: { realmId: number; guid: number },
): Promise<KickResult> {
  const realm = requireCharacterRealm(deps.realms, target.realmId, 'realmId');
  const character = await requireCharacter(realm, target.guid);
  await requireOutranksOwner(deps, actor, character.account);
  const values = { name: character.name, realm: realm.name };
  if (!deps.answering.answers(realm.id)) {
    throw new AppError('WORLDSERVER_UNAVAILABLE', text('api.admin.kick.realmDown', values));
  }
  if (!isMarked(character.worldMark)) {
    throw new AppError('CONFLICT', text('api.admin.kick.notInWorld', values));
  }
  const worldserver = worldserverConsoleFor(realm, deps.core);
  if (!worldserver) {
    throw new AppError(
      'WORLDSERVER_UNAVAILABLE',
      text('api.admin.kick.noConsole', { ...values, variable: consoleVariable(deps.realms, realm) }),
    );
  }
  const reply = await worldserver.kick(character.name);
  await recordAudit(deps.dbs.web, actor, {
    action: 'character.kick',
    targetType: 'character',
    targetId: character.guid,
    details: {
      name: character.name,
      realmId: realm.id,
      realm: realm.name,
      account: character.account,
      reply,
    },
  });
  return { realm: { id: realm.id, name: realm.name }, guid: character.guid, name: character.name, reply };
}
