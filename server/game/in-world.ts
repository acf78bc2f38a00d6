import type { ExpressionBuilder, Kysely } from 'kysely';
import type { AuthDatabase } from '../db/schema/auth.ts';
import type { CharactersDatabase } from '../db/schema/characters.ts';
import { findRealm, worldserverListening, type Realm, type RealmRegistry } from './realms.ts';

/*
 * Who is in the world (docs/game-core.md §4.1, §8.4, ADR 025). The core marks `characters.online` at
 * login and clears it at logout, and clears every mark when its worldserver starts and after a clean
 * stop has saved everyone; a crash leaves the marks as they were until the next start. So a character
 * is in the world only while its row is marked AND its realm's worldserver answers. Every reader of
 * the mark goes through this file: the SQL below is the only place that names the column, and a row's
 * mark becomes a yes or no only through `inWorld`.
 */

type Characters = ExpressionBuilder<CharactersDatabase, 'characters'>;

/** Whether a realm's worldserver answered: the last check of the realm status, or one made now (CLI). */
export interface RealmsAnswering {
  answers(realmId: number): boolean;
}

/** Rows the core marks in the world (`CHAR_SEL_CHARACTER_ONLINE`'s `online <> 0`), read through idx_online. */
export const markedInWorld = (eb: Characters) => eb('online', '<>', 0);

/** Rows the core does not mark: the only ones the site writes as the core's offline code does. */
export const notMarkedInWorld = (eb: Characters) => eb('online', '=', 0);

/** The row's mark, selected as `worldMark`: a number to hand to `inWorld`, never to read as it is. */
export const selectWorldMark = (eb: Characters) => eb.ref('online').as('worldMark');

/** A character is in the world while its row is marked and its realm's worldserver answers. */
export function inWorld(answering: RealmsAnswering, realmId: number, worldMark: number | string): boolean {
  return isMarked(worldMark) && answering.answers(realmId);
}

/**
 * The row's mark alone: never shown, but the site's own writes to a character refuse a marked row
 * whether or not its realm answers (a mark left by a crash is cleared by the next start; ADR 025).
 */
export function isMarked(worldMark: number | string): boolean {
  return Number(worldMark) !== 0;
}

/** The realms whose marks are believed now: the only ones whose characters are counted or listed in the world. */
export function answeringRealms<R extends { id: number }>(answering: RealmsAnswering, realms: R[]): R[] {
  return realms.filter((realm) => answering.answers(realm.id));
}

/**
 * Whether the realm's worldserver answers at this moment, at the address `realmlist` has now: what an
 * action on a marked character checks before it believes the mark is left over from a crash.
 */
export async function answersNow(auth: Kysely<AuthDatabase>, realm: Realm): Promise<boolean> {
  return worldserverListening((await findRealm(auth, realm.id)) ?? realm);
}

/** Every realm checked once, now: for the operator's CLI, which runs no realm status job. */
export async function checkRealmsNow(
  auth: Kysely<AuthDatabase>,
  registry: RealmRegistry,
): Promise<RealmsAnswering> {
  const checked = await Promise.all(
    registry.realms.map(async (realm) => [realm.id, await answersNow(auth, realm)] as const),
  );
  const up = new Set(checked.filter(([, answers]) => answers).map(([id]) => id));
  return { answers: (realmId) => up.has(realmId) };
}
