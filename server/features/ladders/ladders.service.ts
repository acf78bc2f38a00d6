import {
  LADDER_PAGE_SIZE,
  type AchievementLadderQuery,
  type AchievementStanding,
  type ArenaLadderQuery,
  type ArenaStanding,
  type ArenaTeam,
  type HonorLadderQuery,
  type HonorStanding,
  type LadderPage,
  type LadderRealm,
} from '../../../contract/ladders.ts';
import { text } from '../../../contract/i18n/text.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import { requireCharacterRealm, type CharacterRealm, type RealmRegistry } from '../../game/realms.ts';
import { AppError } from '../../platform/errors.ts';
import type { LadderBoard, RealmStandings, StandingKind } from './ladder-board.ts';

/*
 * The ladders' reads (docs/product.md §12): a page of a ladder, or an arena team, from what the
 * `ladders` job computed last. Nothing here reads a database.
 */

export interface LadderDeps {
  realms: RealmRegistry;
  ladders: LadderBoard;
  /** The realm's client data, while its files are loaded: the achievement ladder needs it. */
  clientData(realmId: number): ClientData | undefined;
}

/** A realm's part of the ladders as last computed; a 503 while it has not been computed yet (at start). */
async function standingsOf<K extends StandingKind>(
  deps: LadderDeps,
  realm: CharacterRealm,
  kind: K,
): Promise<NonNullable<RealmStandings[K]> | null> {
  const standings = await deps.ladders.standings(realm.id, kind);
  if (standings === undefined)
    throw new AppError('SERVICE_UNAVAILABLE', text('api.ladders.computing'), undefined, { retryAfter: 15 });
  return standings ?? null;
}

function pageOf<T>(realm: CharacterRealm, rows: T[], page: number, at: number): LadderPage<T> {
  const start = (page - 1) * LADDER_PAGE_SIZE;
  return {
    data: rows.slice(start, start + LADDER_PAGE_SIZE),
    total: rows.length,
    page,
    pageSize: LADDER_PAGE_SIZE,
    realm: { id: realm.id, name: realm.name },
    updatedAt: new Date(at).toISOString(),
  };
}

/** One bracket's teams by rating; with a class, the teams with a visible member of that class (their places kept). */
export async function readArenaLadder(
  deps: LadderDeps,
  query: ArenaLadderQuery,
): Promise<LadderPage<ArenaStanding>> {
  const realm = requireCharacterRealm(deps.realms, query.realmId, 'realmId');
  const arena = (await standingsOf(deps, realm, 'arena'))!;
  const teams = arena.brackets.get(query.type) ?? [];
  const shown =
    query.class === undefined ? teams : teams.filter((t) => t.members.some((m) => m.class === query.class));
  return pageOf(realm, shown, query.page, arena.at);
}

/** Characters by lifetime honorable kills, everyone's or one class's (placed within the class). */
export async function readHonorLadder(
  deps: LadderDeps,
  query: HonorLadderQuery,
): Promise<LadderPage<HonorStanding>> {
  const realm = requireCharacterRealm(deps.realms, query.realmId, 'realmId');
  const honor = (await standingsOf(deps, realm, 'honor'))!;
  const rows = query.class === undefined ? honor.all : (honor.byClass.get(query.class) ?? []);
  return pageOf(realm, rows, query.page, honor.at);
}

/** Characters by achievement points; a 404 where the realm's client data is not loaded. */
export async function readAchievementLadder(
  deps: LadderDeps,
  query: AchievementLadderQuery,
): Promise<LadderPage<AchievementStanding>> {
  const realm = requireCharacterRealm(deps.realms, query.realmId, 'realmId');
  const achievements = await standingsOf(deps, realm, 'achievements');
  if (!achievements)
    throw new AppError('NOT_FOUND', text('api.ladders.noAchievements', { realm: realm.name }));
  const rows = query.class === undefined ? achievements.all : (achievements.byClass.get(query.class) ?? []);
  return pageOf(realm, rows, query.page, achievements.at);
}

/** One arena team: its place, record and visible members with their personal ratings. */
export async function readArenaTeam(deps: LadderDeps, realmId: number, teamId: number): Promise<ArenaTeam> {
  const realm = requireCharacterRealm(deps.realms, realmId);
  const arena = (await standingsOf(deps, realm, 'arena'))!;
  const team = arena.teams.get(teamId);
  if (!team)
    throw new AppError('NOT_FOUND', text('api.ladders.teamNotFound', { id: teamId, realm: realm.name }));
  return {
    realm: { id: realm.id, name: realm.name },
    ...team,
    updatedAt: new Date(arena.at).toISOString(),
  };
}

/** The realms the ladders cover, the one-realm settings' realm first, and which have achievement points. */
export function listLadderRealms(deps: LadderDeps): LadderRealm[] {
  const realms = deps.realms.withCharacters();
  const first = deps.realms.oneRealm;
  return [...realms.filter((r) => r === first), ...realms.filter((r) => r !== first)].map((r) => ({
    id: r.id,
    name: r.name,
    achievements: deps.clientData(r.id) !== undefined,
  }));
}
