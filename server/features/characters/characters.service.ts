import type { Kysely } from 'kysely';
import type {
  AccountCharacter,
  CharacterStats,
  PlayerCharacter,
  SelfUnstuckResult,
} from '../../../contract/characters.ts';
import { MAX_CHARACTER_LEVEL } from '../../../contract/characters.ts';
import { text, type Text } from '../../../contract/i18n/text.ts';
import type { Config } from '../../config.ts';
import type { Databases } from '../../db/databases.ts';
import type { AuthDatabase } from '../../db/schema/auth.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import { inWorld, type RealmsAnswering } from '../../game/in-world.ts';
import type { CharacterRealm, RealmRegistry } from '../../game/realms.ts';
import { carryOutUnstuck, planUnstuck } from '../../game/unstuck.ts';
import type { AccountActor } from '../../platform/actor.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { SignedInAccount } from '../../platform/auth-guard.ts';
import { AppError } from '../../platform/errors.ts';
import { claimUnstuck, findAccountCharacters, findUnstuckTimes, releaseUnstuck } from './characters.repo.ts';

interface Deps {
  dbs: { auth: Kysely<AuthDatabase> };
  realms: RealmRegistry;
  /** Whether each realm's worldserver answers: a character is in game only then. */
  answering: RealmsAnswering;
}

/** A player reads only their own account; staff read any existing account. */
async function assertMayRead({ dbs }: Deps, caller: SignedInAccount, accountId: number): Promise<void> {
  if (caller.id === accountId) return;
  if (caller.role !== 'admin' && caller.role !== 'moderator') {
    throw new AppError('FORBIDDEN', text('api.characters.notYourAccount'));
  }
  const exists = await dbs.auth
    .selectFrom('account')
    .select('id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!exists) throw new AppError('NOT_FOUND', text('api.characters.accountNotFound'));
}

function toPlayerCharacter(
  answering: RealmsAnswering,
  realm: CharacterRealm,
  r: Awaited<ReturnType<typeof findAccountCharacters>>[number],
): PlayerCharacter {
  return {
    realm: { id: realm.id, name: realm.name },
    guid: Number(r.guid),
    name: r.name ?? '',
    level: Number(r.level),
    race: Number(r.race),
    class: Number(r.class),
    map: Number(r.map),
    zone: Number(r.zone),
    online: inWorld(answering, realm.id, r.worldMark),
    totaltime: Number(r.totaltime),
    logout_time: Number(r.logout_time),
  };
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
      return rows.map((r) => toPlayerCharacter(deps.answering, realm, r));
    }),
  );
  return perRealm.flat();
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

export interface CharacterDeps extends Deps {
  dbs: Databases;
  config: Pick<Config, 'unstuckCooldownMs'>;
  core: GameCoreInfo;
}

const notYours = (realmId: number, guid: number) =>
  new AppError('NOT_FOUND', text('api.characters.notYours', { guid, realmId }));

/** What the player reads once the character is home. */
export const unstuckDoneMessage = (name: string, via: 'database' | 'console'): Text =>
  text(via === 'console' ? 'api.characters.unstuck.movedByRealm' : 'api.characters.unstuck.backHome', {
    name,
  });

/** The wait before the next unstuck, in the unit a person counts it in (rounded up). */
function waitOf(seconds: number): { count: number; unit: 'second' | 'minute' | 'hour' } {
  if (seconds < 60) return { count: Math.max(1, seconds), unit: 'second' };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { count: minutes, unit: 'minute' };
  return { count: Math.ceil(minutes / 60), unit: 'hour' };
}

/** The moment the cooldown that started at `usedAt` ends, or null when it has. */
function availableAt(usedAt: number | undefined, cooldownMs: number, now: number): string | null {
  if (usedAt === undefined || usedAt + cooldownMs <= now) return null;
  return new Date(usedAt + cooldownMs).toISOString();
}

/** The caller's characters on every realm, each with when Unstuck is next available. */
export async function listOwnCharacters(
  deps: CharacterDeps,
  caller: SignedInAccount,
  now = Date.now(),
): Promise<AccountCharacter[]> {
  const lists = await Promise.all(
    deps.realms.withCharacters().map(async (realm) => {
      const rows = await findAccountCharacters(realm.characters.db, caller.id);
      const used = await findUnstuckTimes(
        deps.dbs.web,
        realm.id,
        rows.map((r) => Number(r.guid)),
      );
      return rows.map((r) => ({
        ...toPlayerCharacter(deps.answering, realm, r),
        unstuckAvailableAt: availableAt(used.get(Number(r.guid)), deps.config.unstuckCooldownMs, now),
      }));
    }),
  );
  return lists.flat();
}

/**
 * The player's own unstuck, at most once per character per UNSTUCK_COOLDOWN (a 429 with Retry-After
 * inside it): offline, the core's offline `.unstuck NAME inn` (the homebind position, written as
 * `Player::SavePositionInDB` does); online, `unstuck NAME inn` through the realm's worldserver console,
 * the only one that may move a character in the world, or a clear refusal without one; still marked
 * online by a realm that does not answer, a refusal until its next start clears the mark (ADR 025).
 * Recorded in the audit log as the player's own action.
 */
export async function unstuckOwnCharacter(
  deps: CharacterDeps,
  actor: AccountActor,
  target: { realmId: number; guid: number },
  now = Date.now(),
): Promise<SelfUnstuckResult> {
  const { dbs, config } = deps;
  const realm = deps.realms.withCharacters().find((r) => r.id === target.realmId);
  if (!realm) throw notYours(target.realmId, target.guid);
  const plan = await planUnstuck(realm, deps.core, dbs.auth, target.guid);
  if (!plan || plan.character.account !== actor.accountId) throw notYours(target.realmId, target.guid);
  const { character, way } = plan;
  const name = character.name;
  // Refusals that need no cooldown: said before one is taken.
  if (way.via === 'none' && way.why === 'stale-mark') {
    throw new AppError(
      'CHARACTER_ONLINE',
      text('api.characters.unstuck.staleMark', { name, realm: realm.name }),
    );
  }
  if (way.via === 'none' && way.why === 'no-console') {
    throw new AppError('WORLDSERVER_UNAVAILABLE', text('api.characters.unstuck.inGame', { name }));
  }
  if (way.via === 'none') {
    throw new AppError('CONFLICT', text('api.characters.unstuck.noHome', { name }));
  }

  const claim = await claimUnstuck(dbs.web, {
    realmId: realm.id,
    guid: target.guid,
    accountId: actor.accountId,
    now,
    cooldownMs: config.unstuckCooldownMs,
  });
  if (!claim.claimed) {
    const seconds = Math.max(1, Math.ceil((claim.lastUsed + config.unstuckCooldownMs - now) / 1000));
    throw new AppError(
      'RATE_LIMITED',
      text('api.characters.unstuck.cooldown', { name, ...waitOf(seconds) }),
      undefined,
      { retryAfter: seconds },
    );
  }
  try {
    await carryOutUnstuck(realm, dbs.web, character, way, (web, done) =>
      recordAudit(web, actor, {
        action: 'character.unstuck',
        targetType: 'character',
        targetId: target.guid,
        details: { realmId: realm.id, name, by: 'owner', before: character.position, ...done },
      }),
    );
  } catch (error) {
    await releaseUnstuck(dbs.web, {
      realmId: realm.id,
      guid: target.guid,
      claimedAt: now,
      previous: claim.previous,
    });
    throw error;
  }
  return {
    realmId: realm.id,
    guid: target.guid,
    name,
    via: way.via,
    unstuckAvailableAt: new Date(now + config.unstuckCooldownMs).toISOString(),
  };
}
