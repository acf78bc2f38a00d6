import type {
  AccountDetail,
  AccountListQuery,
  AccountListResponse,
  AccountRole,
  AccountStats,
  AdminAccount,
  BanBody,
  BanRecord,
  BanResult,
  RealmAccess,
  SetSecurityBody,
} from '../../../contract/admin.ts';
import { text, type Text } from '../../../contract/i18n/text.ts';
import { securityLevelLabel } from '../../../contract/roles.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import { listAccess, writeSecurityLevel, type AccessRow } from '../../game/access.ts';
import { listRealms, type CharacterRealm, type RealmRegistry } from '../../game/realms.ts';
import {
  banAccount,
  findBanInTheWay,
  findBannedAmong,
  listBans,
  unbanAccount,
  type BanInTheWay,
  type BanRow,
} from '../../game/bans.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import { answeringRealms, inWorld, type RealmsAnswering } from '../../game/in-world.ts';
import { worldserverConsoleFor } from '../../game/worldserver.ts';
import type { AccountActor, Actor } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { endAllSessions, findSiteRoles } from '../../platform/sessions.ts';
import * as repo from './accounts.repo.ts';
import type { EmailLookup } from '../../accounts/email-lookup.ts';
import { inGameTransaction } from '../../platform/game-transaction.ts';
import { FIGURE_WAIT_MS, type LiveFigures } from './live-figures.ts';

export interface AdminDeps {
  dbs: Databases;
  config: Config;
  core: GameCoreInfo;
  realms: RealmRegistry;
  figures: LiveFigures;
  emailLookup: EmailLookup;
  /** Whether each realm's worldserver answers: a character is in the world only then. */
  answering: RealmsAnswering;
}

/** Core timestamps ('YYYY-MM-DD HH:MM:SS', UTC) as ISO 8601. */
function isoFromCore(value: string | null | undefined): string | null {
  if (!value) return null;
  return `${String(value).slice(0, 19).replace(' ', 'T')}Z`;
}

const ROLE_ORDER: AccountRole[] = ['super_admin', 'admin', 'moderator'];

function highestRole(roles: readonly string[]): AccountRole {
  return ROLE_ORDER.find((r) => roles.includes(r)) ?? 'user';
}

const RANK: Record<AccountRole, number> = { super_admin: 3, admin: 2, moderator: 1, user: 0 };

/**
 * Staff act only on accounts below their own site role (super_admin > admin > moderator > user): an
 * admin cannot ban, level or re-point another admin or a super admin. The console outranks everyone.
 */
async function requireOutranks(deps: AdminDeps, actor: Actor, target: { id: number; username: string }) {
  if (actor.kind === 'console') return;
  const targetRole = highestRole(await findSiteRoles(deps.dbs.web, target.id));
  if (RANK[highestRole(actor.roles)] > RANK[targetRole]) return;
  throw new AppError(
    'FORBIDDEN',
    text('api.admin.outranked', { username: target.username, role: targetRole }),
  );
}

/**
 * A character's actions (unstuck, delete) follow its account's rank rule: staff act on the characters
 * of accounts below their own site role. A character whose account is gone has no one to outrank.
 */
export async function requireOutranksOwner(deps: AdminDeps, actor: Actor, accountId: number) {
  const owner = await repo.findAccount(deps.dbs.auth, accountId);
  if (owner) await requireOutranks(deps, actor, owner);
}

/**
 * How a search term is read, so every ordinary search uses an index of the core table:
 * - all digits: that id, or usernames starting with those digits (primary key, idx_username);
 * - with an `@`: that exact email (through the site's indexed copy, see email-lookup.ts);
 * - letters and digits: usernames starting with it (idx_username, case-insensitive);
 * - `match=contains`: anywhere in the username or email, or the id (reads the whole table).
 */
async function accountFilter(
  emailLookup: EmailLookup,
  search: string | undefined,
  match: 'auto' | 'contains',
): Promise<repo.AccountFilter> {
  if (!search) return { kind: 'all' };
  const id = /^\d{1,10}$/.test(search) ? Number(search) : undefined;
  if (match === 'contains') return { kind: 'contains', term: search, id };
  if (search.includes('@')) return { kind: 'ids', ids: await emailLookup.holders(search) };
  if (/^[A-Za-z0-9]+$/.test(search)) return { kind: 'prefix', prefix: search.toUpperCase(), id };
  return { kind: 'none' };
}

/**
 * Accounts with a character in the world on any realm whose worldserver answers: counted in the one
 * realm's database, or the accounts of the realms put together (an account may play on two at once).
 */
async function countOnlineAccounts(realms: CharacterRealm[]): Promise<number> {
  if (realms.length === 0) return 0;
  if (realms.length === 1) return repo.countAccountsMarkedInWorld(realms[0]!.characters.db);
  const perRealm = await Promise.all(realms.map((r) => repo.listAccountsMarkedInWorld(r.characters.db)));
  return new Set(perRealm.flat()).size;
}

export async function accountStats({
  dbs,
  realms,
  figures,
  answering,
}: Pick<AdminDeps, 'dbs' | 'realms' | 'figures' | 'answering'>): Promise<AccountStats> {
  const playing = answeringRealms(answering, realms.withCharacters());
  // Kept per set of realms that answer: a realm going down or up is seen at once.
  const onlineKey = `accounts.online.${playing.map((r) => r.id).join(',')}`;
  const [total, online, dp] = await Promise.all([
    figures.get('accounts.total', () => repo.countAllAccounts(dbs.auth), FIGURE_WAIT_MS),
    figures.get(onlineKey, () => countOnlineAccounts(playing), FIGURE_WAIT_MS),
    figures.get('accounts.dp', () => repo.sumPoints(dbs.web), FIGURE_WAIT_MS),
  ]);
  return { totalAccounts: total.value, online: online.value, totalDp: dp.value };
}

async function toAdminAccounts(
  deps: AdminDeps,
  rows: Array<{ id: number; username: string; email: string; joindate: string }>,
): Promise<AdminAccount[]> {
  const ids = rows.map((r) => r.id);
  const { dbs } = deps;
  const [points, roles, access, banned, ...playing] = await Promise.all([
    repo.findPointsOf(dbs.web, ids),
    repo.findRolesOf(dbs.web, ids),
    listAccess(dbs.auth, deps.core.columns, ids),
    findBannedAmong(dbs.auth, ids),
    ...answeringRealms(deps.answering, deps.realms.withCharacters()).map((realm) =>
      repo.findAccountsMarkedInWorld(realm.characters.db, ids),
    ),
  ]);
  return rows.map((r) => {
    const levels = access.filter((a) => a.accountId === r.id).map((a) => a.securityLevel);
    const accountRoles = (roles.get(r.id) ?? []) as AdminAccount['roles'];
    return {
      id: r.id,
      username: r.username,
      email: r.email.toLowerCase(),
      dp: points.get(r.id) ?? 0,
      role: highestRole(accountRoles),
      roles: accountRoles,
      securityLevel: levels.length ? Math.max(...levels) : null,
      createdAt: isoFromCore(r.joindate) ?? '',
      // A character in the world, not `account.online`: set at character select already, and left by a crash.
      online: playing.some((realm) => realm.has(r.id)),
      banned: banned.has(r.id),
    };
  });
}

export async function listAccounts(deps: AdminDeps, query: AccountListQuery): Promise<AccountListResponse> {
  const { dbs } = deps;
  const filter = await accountFilter(deps.emailLookup, query.search, query.match);
  const [rows, stats] = await Promise.all([
    repo.listAccountRows(dbs.auth, filter, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      sort: query.sort,
      order: query.order,
    }),
    accountStats(deps),
  ]);
  const counted = filter.kind === 'all' ? stats.totalAccounts : await repo.countAccountRows(dbs.auth, filter);
  return {
    success: true,
    data: await toAdminAccounts(deps, rows),
    total: counted ?? (await repo.highestAccountId(dbs.auth)),
    totalEstimated: counted === null,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}

function toBanRecord(row: BanRow, now = Date.now()): BanRecord {
  const permanent = row.unbandate === row.bandate;
  const active = Number(row.active) === 1;
  return {
    bandate: row.bandate,
    unbandate: row.unbandate,
    permanent,
    bannedBy: row.bannedby,
    reason: row.banreason,
    active,
    inForce: active && (permanent || row.unbandate > Math.floor(now / 1000)),
  };
}

async function accessWithNames(deps: AdminDeps, accountId: number): Promise<RealmAccess[]> {
  const [rows, realms] = await Promise.all([
    listAccess(deps.dbs.auth, deps.core.columns, [accountId]),
    listRealms(deps.dbs.auth),
  ]);
  const names = new Map(realms.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    realmId: r.realmId,
    realmName: r.realmId === -1 ? 'All realms' : (names.get(r.realmId) ?? `Realm ${r.realmId}`),
    securityLevel: r.securityLevel,
    label: securityLevelLabel(r.securityLevel),
  }));
}

async function requireAccount(deps: AdminDeps, id: number) {
  const account = await repo.findAccount(deps.dbs.auth, id);
  if (!account) throw new AppError('NOT_FOUND', text('api.admin.accountNotFound', { id }));
  return account;
}

export async function accountDetail(deps: AdminDeps, id: number): Promise<AccountDetail> {
  const { dbs } = deps;
  const account = await requireAccount(deps, id);
  const [[base], access, bans, characters, ledger, realms] = await Promise.all([
    toAdminAccounts(deps, [account]),
    accessWithNames(deps, id),
    listBans(dbs.auth, id),
    charactersOnEveryRealm(deps.realms, id),
    repo.listPointsChanges(dbs.web, id),
    listRealms(dbs.auth),
  ]);
  const history = bans.map((b) => toBanRecord(b));
  return {
    ...base!,
    access,
    lastLogin: isoFromCore(account.last_login),
    lastIp: account.last_ip,
    ban: history.find((b) => b.inForce) ?? null,
    banHistory: history,
    characters: characters.map(({ realm, row: c }) => ({
      realm,
      guid: c.guid,
      name: c.name ?? '',
      level: c.level,
      race: c.race,
      class: c.class,
      online: inWorld(deps.answering, realm.id, c.worldMark),
    })),
    pointsHistory: ledger.map((l) => ({
      before: Number(l.points_before),
      after: Number(l.points_after),
      changedBy: l.changed_by_name,
      changedAt: Number(l.created_at),
    })),
    realms,
  };
}

/** The account's characters, realm by realm. */
async function charactersOnEveryRealm(realms: RealmRegistry, accountId: number) {
  const perRealm = await Promise.all(
    realms.withCharacters().map(async (realm) => {
      const rows = await repo.findCharactersOf(realm.characters.db, accountId);
      return rows.map((row) => ({ realm: { id: realm.id, name: realm.name }, row }));
    }),
  );
  return perRealm.flat();
}

/** Sets an account's points; the ledger row, the audit entry and the change land together. */
export async function updatePoints(deps: AdminDeps, actor: AccountActor, id: number, dp: number) {
  const { dbs } = deps;
  await requireOutranks(deps, actor, await requireAccount(deps, id));
  const result = await dbs.web.transaction().execute(async (trx) => {
    const current = await repo.lockPoints(trx, id, dbs.dialects.web === 'mysql');
    const before = Number(current?.points ?? 0);
    const now = Date.now();
    await repo.writePoints(trx, { accountId: id, points: dp, exists: !!current }, now);
    await repo.insertPointsChange(trx, {
      account_id: id,
      points_before: before,
      points_after: dp,
      changed_by_id: actor.accountId,
      changed_by_name: actor.name,
      created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'account.points',
      targetType: 'account',
      targetId: id,
      details: { before, after: dp },
    });
    return { id, dp, before };
  });
  deps.figures.expire('accounts.dp');
  return result;
}

async function requireRealm(deps: AdminDeps, realmId: number) {
  if (realmId === -1) return;
  const realms = await listRealms(deps.dbs.auth);
  if (!realms.some((r) => r.id === realmId)) {
    throw new AppError('VALIDATION_ERROR', text('api.admin.security.realmNotListed', { realmId }), [
      { path: 'realmId', message: text('api.admin.security.realmNotListedField', { realmId }) },
    ]);
  }
}

/** The rows an audit entry shows, before and after a change: `(realm, level)` as the core stores them. */
const accessAudit = (rows: AccessRow[]) => rows.map((r) => ({ realmId: r.realmId, level: r.securityLevel }));

/**
 * Sets a level as `.account set gmlevel` does (`writeSecurityLevel`); level 0 leaves no row. The
 * audit entry keeps the account's rows before and after, since a per-realm change also ends the
 * all-realms row.
 */
export async function setSecurityLevel(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  body: SetSecurityBody,
): Promise<RealmAccess[]> {
  await requireOutranks(deps, actor, await requireAccount(deps, id));
  await requireRealm(deps, body.realmId);
  await changeSecurityLevel(deps, actor, id, body.realmId, body.securityLevel, 'account.security.set');
  return accessWithNames(deps, id);
}

/**
 * Removes the level on a realm (or on every realm for -1): the core's level-0 change, which deletes
 * the realm's row and the all-realms row (for -1, every row). Refused when there is nothing to remove.
 */
export async function removeSecurityLevel(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  realmId: number,
): Promise<RealmAccess[]> {
  await requireOutranks(deps, actor, await requireAccount(deps, id));
  await changeSecurityLevel(deps, actor, id, realmId, 0, 'account.security.remove');
  return accessWithNames(deps, id);
}

async function changeSecurityLevel(
  deps: AdminDeps,
  actor: Actor,
  id: number,
  realmId: number,
  level: number,
  action: 'account.security.set' | 'account.security.remove',
) {
  const columns = deps.core.columns;
  await inGameTransaction(deps.dbs.auth, deps.dbs.web, async (trx, web) => {
    const before = await listAccess(trx, columns, [id]);
    const touched = before.filter((r) => realmId === -1 || r.realmId === realmId || r.realmId === -1);
    if (action === 'account.security.remove' && touched.length === 0) {
      throw new AppError(
        'NOT_FOUND',
        realmId === -1
          ? text('api.admin.security.noneAnywhere')
          : text('api.admin.security.noneOnRealm', { realmId }),
      );
    }
    await writeSecurityLevel(trx, columns, { accountId: id, securityLevel: level, realmId });
    const after = await listAccess(trx, columns, [id]);
    await recordAudit(web, actor, {
      action,
      targetType: 'account',
      targetId: id,
      details: { realmId, level, before: accessAudit(before), after: accessAudit(after) },
    });
  });
}

const utc = (seconds: number) =>
  `${new Date(seconds * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Why the core keeps the ban in force instead of the new one, and what staff can do. */
function banInTheWayMessage(username: string, { ban, rule }: BanInTheWay): Text {
  const permanent = ban.unbandate === ban.bandate;
  const what = {
    username,
    date: utc(permanent ? ban.bandate : ban.unbandate),
    by: ban.bannedby,
    reason: ban.banreason,
  };
  if (rule === 'exists')
    return text('api.admin.ban.oneAtATime', { ...what, permanent: permanent ? 'yes' : 'no' });
  return text(permanent ? 'api.admin.ban.permanentStays' : 'api.admin.ban.endsLater', what);
}

/**
 * Bans as the core's `.ban account` does, then ends the account's site sessions and kicks its
 * characters from the world through the console when one is configured. The ban holds even if the
 * kick fails: the worldserver refuses the account at its next login anyway.
 */
export async function ban(deps: AdminDeps, actor: Actor, id: number, body: BanBody): Promise<BanResult> {
  const { dbs } = deps;
  const account = await requireAccount(deps, id);
  if (actor.kind === 'account' && actor.accountId === id)
    throw new AppError('CONFLICT', text('api.admin.ban.self'));
  await requireOutranks(deps, actor, account);
  const days = body.duration ?? null;
  const row = await inGameTransaction(dbs.auth, dbs.web, async (trx, web) => {
    const inTheWay = await findBanInTheWay(trx, deps.core.core, { accountId: id, days });
    if (inTheWay) throw new AppError('CONFLICT', banInTheWayMessage(account.username, inTheWay));
    const written = await banAccount(trx, {
      accountId: id,
      days,
      bannedBy: actor.name,
      reason: body.reason,
    });
    await recordAudit(web, actor, {
      action: 'account.ban',
      targetType: 'account',
      targetId: id,
      details: {
        username: account.username,
        reason: body.reason,
        days,
        after: { bandate: written.bandate, unbandate: written.unbandate, permanent: days === null },
      },
    });
    return written;
  });

  const sessionsEnded = await repo.countSessions(dbs.web, id);
  await endAllSessions(dbs.web, id);

  // Each realm's worldserver kicks the account's characters in its world (none in a realm that does not answer).
  const kicked: string[] = [];
  const kickErrors: string[] = [];
  for (const realm of answeringRealms(deps.answering, deps.realms.withCharacters())) {
    const worldserver = worldserverConsoleFor(realm, deps.core);
    if (!worldserver) continue;
    for (const name of await repo.findNamesMarkedInWorld(realm.characters.db, id)) {
      try {
        await worldserver.kick(name);
        kicked.push(name);
      } catch (error) {
        kickErrors.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return { ban: toBanRecord(row), sessionsEnded, kicked, kickErrors };
}

export async function unban(deps: AdminDeps, actor: Actor, id: number) {
  const { dbs } = deps;
  const account = await requireAccount(deps, id);
  await requireOutranks(deps, actor, account);
  return inGameTransaction(dbs.auth, dbs.web, async (trx, web) => {
    const before = (await listBans(trx, id)).filter((b) => Number(b.active) === 1).map((b) => toBanRecord(b));
    const unbanned = await unbanAccount(trx, id);
    if (unbanned === 0)
      throw new AppError('CONFLICT', text('api.admin.unban.notBanned', { username: account.username }));
    await recordAudit(web, actor, {
      action: 'account.unban',
      targetType: 'account',
      targetId: id,
      details: { username: account.username, before, after: null },
    });
    return { unbanned };
  });
}
