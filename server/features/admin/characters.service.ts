import type {
  AdminCharacter,
  CharacterListQuery,
  CharacterListResponse,
  CharacterStats,
  DeleteCharacterResult,
  OnlinePlayer,
  UnstuckResult,
} from '../../../contract/admin.ts';
import { text, type Text } from '../../../contract/i18n/text.ts';
import type { Databases } from '../../db/databases.ts';
import { unlinkCharacterWithEffects, updateRealmCharacterCount } from '../../game/character-deletion.ts';
import { requireCharacterRealm, type CharacterRealm, type RealmRegistry } from '../../game/realms.ts';
import { answeringRealms, answersNow, inWorld, isMarked } from '../../game/in-world.ts';
import { carryOutUnstuck, planUnstuck } from '../../game/unstuck.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import type { Actor } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { requireOutranksOwner, type AdminDeps } from './accounts.service.ts';
import * as repo from './characters.repo.ts';
import { inGameTransaction } from '../../platform/game-transaction.ts';
import { FIGURE_WAIT_MS, type LiveFigures } from './live-figures.ts';

const ONLINE_LIST_LIMIT = 1000;

/** The core's `normalizePlayerName`: first letter upper-case, the rest lower-case. */
const normalizeName = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();

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

type Figures = { totalCharacters: number | null; online: number | null; maxLevel: number | null };

/**
 * One realm's figures, each kept per realm (live-figures.ts). Nobody is in the world of a realm whose
 * worldserver does not answer, whatever marks a crash left (server/game/in-world.ts).
 */
async function realmFigures(
  { figures, answering }: Pick<AdminDeps, 'figures' | 'answering'>,
  realm: CharacterRealm,
): Promise<Figures> {
  const db = realm.characters.db;
  const key = (name: string) => `characters.${name}.${realm.id}`;
  const [total, online, maxLevel] = await Promise.all([
    figures.get(key('total'), () => repo.countLiveCharacters(db), FIGURE_WAIT_MS),
    answering.answers(realm.id)
      ? figures.get(key('inWorld'), () => repo.countMarkedInWorld(db), FIGURE_WAIT_MS)
      : { value: 0 },
    figures.get(key('maxLevel'), () => repo.countMaxLevelCharacters(db), FIGURE_WAIT_MS),
  ]);
  return { totalCharacters: total.value, online: online.value, maxLevel: maxLevel.value };
}

/** A sum that is still counting (null) while any of its parts is. */
const sum = (values: Array<number | null>) =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, b) => a + b!, 0);

/**
 * The character figures of each realm, and of the realms asked for together (one realm, or every
 * realm whose characters the site reads).
 */
export async function characterStats(
  deps: Pick<AdminDeps, 'realms' | 'figures' | 'answering'>,
  realmId?: number,
): Promise<CharacterStats> {
  const all = deps.realms.withCharacters();
  const perRealm = await Promise.all(all.map((realm) => realmFigures(deps, realm)));
  const realms = all.map((realm, i) => ({ id: realm.id, name: realm.name, ...perRealm[i]! }));
  const chosen = realmId === undefined ? realms : realms.filter((r) => r.id === realmId);
  return {
    totalCharacters: sum(chosen.map((r) => r.totalCharacters)),
    online: sum(chosen.map((r) => r.online)),
    maxLevel: sum(chosen.map((r) => r.maxLevel)),
    realms,
  };
}

/** The realms a list reads: the one asked for, or every realm whose characters the site reads. */
export function realmsToRead(realms: RealmRegistry, realmId: number | undefined): CharacterRealm[] {
  return realmId === undefined ? realms.withCharacters() : [requireCharacterRealm(realms, realmId)];
}

/** Rows of several realms in one order: by the sort column, then by realm (each numbers its own). */
function compareRows(sort: 'guid' | 'name', order: 'asc' | 'desc') {
  return (a: { realmId: number; row: repo.CharacterRow }, b: { realmId: number; row: repo.CharacterRow }) => {
    const x = sort === 'guid' ? a.row.guid : (a.row.name ?? '');
    const y = sort === 'guid' ? b.row.guid : (b.row.name ?? '');
    const byColumn = x < y ? -1 : x > y ? 1 : 0;
    return (order === 'asc' ? byColumn : -byColumn) || a.realmId - b.realmId;
  };
}

/**
 * One page of characters. One realm: its page, as the database pages it. Several: each realm's first
 * `offset + pageSize` rows in the page's order, merged, then the page cut out of them.
 */
export async function listCharacters(
  deps: AdminDeps,
  query: CharacterListQuery,
): Promise<CharacterListResponse> {
  const { dbs } = deps;
  const realms = realmsToRead(deps.realms, query.realmId);
  const filter = await characterFilter(dbs, query.search, query.match);
  const offset = (query.page - 1) * query.pageSize;
  const single = realms.length === 1;
  const [perRealm, stats] = await Promise.all([
    Promise.all(
      realms.map(async (realm) => {
        const rows = await repo.listCharacterRows(realm.characters.db, filter, {
          offset: single ? offset : 0,
          limit: single ? query.pageSize : offset + query.pageSize,
          sort: query.sort,
          order: query.order,
        });
        return rows.map((row) => ({ realmId: realm.id, row }));
      }),
    ),
    characterStats(deps, query.realmId),
  ]);
  const merged = perRealm.flat();
  const page = single
    ? merged
    : merged.sort(compareRows(query.sort, query.order)).slice(offset, offset + query.pageSize);
  const counts =
    filter.kind === 'all'
      ? realms.map((realm) => stats.realms.find((r) => r.id === realm.id)?.totalCharacters ?? null)
      : await Promise.all(realms.map((realm) => repo.countCharacterRows(realm.characters.db, filter)));
  const counted = sum(counts);
  const names = await repo.findAccountNames(
    dbs.auth,
    page.map((r) => r.row.account),
  );
  const data: AdminCharacter[] = page.map(({ realmId, row: r }) => ({
    realm: { id: realmId, name: deps.realms.get(realmId)!.name },
    guid: r.guid,
    name: r.name ?? '',
    level: r.level,
    race: r.race,
    class: r.class,
    map: r.map,
    zone: r.zone,
    totaltime: Number(r.totaltime),
    logout_time: Number(r.logout_time),
    online: inWorld(deps.answering, realmId, r.worldMark),
    account: { id: r.account, username: names.get(r.account) ?? '' },
  }));
  return {
    success: true,
    data,
    total:
      counted ??
      (await Promise.all(
        realms.map(async (realm, i) => counts[i] ?? (await repo.highestGuid(realm.characters.db))),
      ).then((parts) => parts.reduce((a, b) => a + b, 0))),
    totalEstimated: counted === null,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}

/**
 * Everyone in the world now, realm by realm (game masters included: staff see all); a realm whose
 * worldserver does not answer has nobody in it.
 */
export async function listOnlinePlayers(deps: AdminDeps, realmId?: number): Promise<OnlinePlayer[]> {
  const realms = answeringRealms(deps.answering, realmsToRead(deps.realms, realmId));
  const perRealm = await Promise.all(
    realms.map(async (realm) => {
      const rows = await repo.listMarkedInWorld(realm.characters.db, { offset: 0, limit: ONLINE_LIST_LIMIT });
      return rows.map((row) => ({ realm: { id: realm.id, name: realm.name }, row }));
    }),
  );
  const rows = perRealm.flat().slice(0, ONLINE_LIST_LIMIT);
  const names = await repo.findAccountNames(
    deps.dbs.auth,
    rows.map((r) => r.row.account),
  );
  return rows.map(({ realm, row: r }) => ({
    realm,
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

export const noSuchCharacter = (realm: CharacterRealm, guid: number) =>
  text('api.admin.characters.notFound', { guid, realm: realm.name });

export async function requireCharacter(realm: CharacterRealm, guid: number) {
  const character = await repo.findCharacter(realm.characters.db, guid);
  if (!character || character.deleteDate !== null || !character.name) {
    throw new AppError('NOT_FOUND', noSuchCharacter(realm, guid));
  }
  return { ...character, name: character.name };
}

/** The variable that configures a realm's console, as the operator writes it. */
export function consoleVariable(realms: RealmRegistry, realm: CharacterRealm): string {
  return realm === realms.oneRealm ? 'WORLDSERVER_SOAP_URL' : `REALM_${realm.id}_WORLDSERVER_SOAP_URL`;
}

/**
 * Offline: the core's offline `.unstuck NAME inn`, written by the site in the realm's characters
 * database. Online: `unstuck NAME inn` through that realm's worldserver console, which alone may move
 * a character in the world. Still marked online while the realm does not answer: refused until the
 * worldserver's next start clears the mark (ADR 025).
 */
export async function unstuckCharacter(
  deps: AdminDeps,
  actor: Actor,
  target: { realmId: number | undefined; guid: number },
): Promise<UnstuckResult> {
  const { guid } = target;
  const realm = requireCharacterRealm(deps.realms, target.realmId);
  const plan = await planUnstuck(realm, deps.core, deps.dbs.auth, guid);
  if (!plan) throw new AppError('NOT_FOUND', noSuchCharacter(realm, guid));
  const { character, way } = plan;
  await requireOutranksOwner(deps, actor, character.account);
  if (way.via === 'none' && way.why === 'stale-mark') {
    throw new AppError(
      'CHARACTER_ONLINE',
      text('api.admin.unstuck.staleMark', { name: character.name, realm: realm.name }),
    );
  }
  if (way.via === 'none' && way.why === 'no-console') {
    throw new AppError(
      'WORLDSERVER_UNAVAILABLE',
      text('api.admin.unstuck.noConsole', {
        name: character.name,
        realm: realm.name,
        variable: consoleVariable(deps.realms, realm),
      }),
    );
  }
  if (way.via === 'none') {
    throw new AppError('CONFLICT', text('api.admin.unstuck.noHome', { name: character.name }));
  }
  const outcome = await carryOutUnstuck(realm, deps.dbs.web, character, way, (web, done) =>
    recordAudit(web, actor, {
      action: 'character.unstuck',
      targetType: 'character',
      targetId: guid,
      details: {
        name: character.name,
        realmId: realm.id,
        realm: realm.name,
        before: character.position,
        ...done,
      },
    }),
  );
  return outcome.via === 'console'
    ? { guid, name: character.name, via: 'console', position: null, reply: outcome.reply }
    : { guid, name: character.name, via: 'database', position: outcome.after, reply: null };
}

/** Why a deletion must wait for the worldserver, and what the staff member can do about it. */
function worldserverRunningMessage(
  name: string,
  realm: CharacterRealm,
  variable: string,
  consoleConfigured: boolean,
): Text {
  const values = { name, realm: realm.name, variable };
  return text(consoleConfigured ? 'api.admin.delete.consoleSilent' : 'api.admin.delete.noConsole', values);
}

/**
 * Deletes a character (realm + guid) the way the core would at this moment, on its realm:
 * - the realm's worldserver console is configured and answers: `character erase NAME` (the player is kicked first
 *   if in the world; the core removes the character with every side effect, in memory too);
 * - no worldserver runs (console unreachable or not configured, and the realm does not accept
 *   connections): the core's `CharDelete.Method = 1` written in one transaction, with the guild,
 *   group, arena team, petition and ticket changes, then the realm's character count;
 * - the worldserver runs but cannot be reached through a console: refused, with what to configure.
 * The response and the audit entry say which path was taken.
 */
export async function deleteCharacter(
  deps: AdminDeps,
  actor: Actor,
  target: { realmId: number | undefined; guid: number },
  reason: string,
): Promise<DeleteCharacterResult> {
  const { dbs } = deps;
  const { guid } = target;
  const realm = requireCharacterRealm(deps.realms, target.realmId);
  const character = await requireCharacter(realm, guid);
  await requireOutranksOwner(deps, actor, character.account);
  const details = {
    name: character.name,
    realmId: realm.id,
    realm: realm.name,
    account: character.account,
    level: character.level,
    reason,
  };

  const worldserver = worldserverConsoleFor(realm, deps.core);
  if (worldserver) {
    let reply: string | undefined;
    try {
      reply = await worldserver.eraseCharacter(character.name);
    } catch (error) {
      // Unreachable is the one answer that may mean "not running"; any other refusal is the worldserver's word.
      if (!(error instanceof AppError && error.code === 'WORLDSERVER_UNAVAILABLE')) throw error;
    }
    if (reply !== undefined) {
      await recordAudit(dbs.web, actor, {
        action: 'character.delete',
        targetType: 'character',
        targetId: guid,
        details: { ...details, via: 'console', method: 'erase', reply },
      });
      expireCharacterFigures(deps.figures, realm);
      return { guid, name: character.name, account: character.account, via: 'console', restore: null, reply };
    }
  }

  // Whether the worldserver listens now, where `realmlist` says (an operator may have moved it).
  if (await answersNow(dbs.auth, realm)) {
    throw new AppError(
      'WORLDSERVER_UNAVAILABLE',
      worldserverRunningMessage(character.name, realm, consoleVariable(deps.realms, realm), !!worldserver),
    );
  }
  // Shown offline (its realm does not answer), yet still marked: the next start clears it (ADR 025).
  if (isMarked(character.worldMark)) {
    throw new AppError(
      'CHARACTER_ONLINE',
      text('api.admin.delete.stillOnline', { name: character.name, realm: realm.name }),
    );
  }
  const restore = `.character deleted restore ${guid}`;
  await inGameTransaction(realm.characters.db, dbs.web, async (trx, web) => {
    const effects = await unlinkCharacterWithEffects(trx, deps.core.columns, guid);
    if (!effects) {
      throw new AppError(
        'CHARACTER_ONLINE',
        text('api.characters.loggedInMeanwhile', { name: character.name }),
      );
    }
    await recordAudit(web, actor, {
      action: 'character.delete',
      targetType: 'character',
      targetId: guid,
      details: { ...details, via: 'database', method: 'unlink', effects, restore },
    });
  });
  // The count lives in the auth database: recounted after the unlink, as the core does once it is written.
  await updateRealmCharacterCount(dbs.auth, realm.characters.db, deps.core.core, {
    accountId: character.account,
    realmId: realm.id,
  });
  expireCharacterFigures(deps.figures, realm);
  return { guid, name: character.name, account: character.account, via: 'database', restore, reply: null };
}

function expireCharacterFigures(figures: LiveFigures, realm: CharacterRealm) {
  figures.expire(`characters.total.${realm.id}`);
  figures.expire(`characters.maxLevel.${realm.id}`);
}
