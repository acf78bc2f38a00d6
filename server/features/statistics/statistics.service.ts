import { BUG_STATUSES, type BugStatus } from '../../../contract/bug-values.ts';
import { text } from '../../../contract/i18n/text.ts';
import { CLASSES, factionOf } from '../../../contract/lookups.ts';
import {
  CREATED_WEEKS,
  LEVEL_BANDS,
  ONLINE_KEEP_DAYS,
  ONLINE_RECENT_DAYS,
  STAFF_DAYS,
  STAFF_WEEKS,
  UPTIME_DAYS,
  UPTIME_RUNS,
  type AdminStatistics,
  type RealmStatistics,
  type StaffStatistics,
} from '../../../contract/statistics.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import { AppError } from '../../platform/errors.ts';
import { coreTimestamp, DAY_MS, dayOf, HOUR_MS, lastDays, lastWeeks, periodOf, WEEK_MS } from './calendar.ts';
import * as repo from './statistics.repo.ts';

/*
 * docs/product.md §12: a realm's statistics and the staff's figures, computed by the `statistics` job
 * (statistics-results.ts), never inside a request; requests and pages read the last result.
 */

export interface ComputeDeps {
  dbs: Databases;
  realms: RealmRegistry;
  core: GameCoreInfo;
}

/** The playable races and classes (docs/game-core.md §7): each has its bar, even at 0. */
const RACE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11];
const CLASS_IDS = Object.keys(CLASSES).map(Number);

/** Counts by key, in the order of `known` then any other key found (a custom race or class). */
function ordered(known: number[], counts: Map<number, number>): Array<[number, number]> {
  const others = [...counts.keys()].filter((k) => !known.includes(k)).sort((a, b) => a - b);
  return [...known, ...others].map((k) => [k, counts.get(k) ?? 0]);
}

const add = (map: Map<number, number>, key: number, n: number) => map.set(key, (map.get(key) ?? 0) + n);

/** The realm's figures now: one pass over its characters, one over the accounts, its samples and runs. */
export async function computeRealmStatistics(
  deps: ComputeDeps,
  realm: { id: number; name: string },
  now: number,
): Promise<RealmStatistics> {
  const { dbs, core } = deps;
  const weeks = lastWeeks(now, CREATED_WEEKS);
  const weekTexts = weeks.map(coreTimestamp);
  const days = lastDays(now, UPTIME_DAYS);
  const characters = deps.realms.get(realm.id)?.characters;
  const hidden = await findGameMasterIds(dbs.auth, core.columns, realm.id);
  const [groups, accounts, runs, samples] = await Promise.all([
    characters
      ? repo.countCharacterGroups(
          characters.db,
          hidden,
          core.columns.charactersHaveCreationDate ? weekTexts : null,
        )
      : null,
    repo.countRealmAccountsByWeek(dbs.auth, dbs.dialects.auth, realm.id, hidden, weekTexts),
    repo.findUptimeRuns(dbs.auth, realm.id, Math.floor(days[0]! / 1000), UPTIME_RUNS),
    repo.findOnlineSamples(dbs.web, realm.id, now - ONLINE_KEEP_DAYS * DAY_MS),
  ]);

  let population: RealmStatistics['population'] = null;
  let createdCharacters: RealmStatistics['created']['characters'] = null;
  if (groups) {
    const races = new Map<number, number>();
    const classes = new Map<number, number>();
    const bands = LEVEL_BANDS.map(() => 0);
    const created = weeks.map(() => 0);
    const factions = { alliance: 0, horde: 0 };
    let total = 0;
    for (const g of groups) {
      total += g.count;
      add(races, g.race, g.count);
      add(classes, g.class, g.count);
      const faction = factionOf(g.race);
      if (faction === 'Alliance') factions.alliance += g.count;
      else if (faction === 'Horde') factions.horde += g.count;
      const band = LEVEL_BANDS.findLastIndex((b) => g.level >= b.from);
      bands[Math.max(0, band)]! += g.count;
      if (g.period > 0) created[g.period - 1]! += g.count;
    }
    population = {
      total,
      factions,
      races: ordered(RACE_IDS, races).map(([race, count]) => ({ race, count })),
      classes: ordered(CLASS_IDS, classes).map(([cls, count]) => ({ class: cls, count })),
      levels: LEVEL_BANDS.map((b, i) => ({ ...b, count: bands[i]! })),
    };
    if (core.columns.charactersHaveCreationDate)
      createdCharacters = weeks.map((w, i) => ({ week: dayOf(w), count: created[i]! }));
  }

  const accountWeeks = weeks.map(() => 0);
  for (const a of accounts) if (a.period > 0) accountWeeks[a.period - 1]! += a.count;

  return {
    realm: { id: realm.id, name: realm.name },
    computedAt: new Date(now).toISOString(),
    population,
    created: {
      characters: createdCharacters,
      accounts: weeks.map((w, i) => ({ week: dayOf(w), count: accountWeeks[i]! })),
    },
    online: onlineOverTime(samples, now),
    uptime: uptimeOf(runs, days, now),
  };
}

/** Hour by hour over the last days and the peak of each day, from the 5-minute samples (oldest first). */
function onlineOverTime(
  samples: Array<{ at: number; players: number }>,
  now: number,
): RealmStatistics['online'] {
  const hourCount = ONLINE_RECENT_DAYS * 24;
  const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS - (hourCount - 1) * HOUR_MS;
  const hours: Array<number | null> = Array.from({ length: hourCount }, () => null);
  const days = lastDays(now, ONLINE_KEEP_DAYS);
  const peaks: Array<number | null> = days.map(() => null);
  for (const { at, players } of samples) {
    const day = periodOf(days, at, days.at(-1)! + DAY_MS);
    if (day >= 0) peaks[day] = Math.max(peaks[day] ?? 0, players);
    const hour = Math.floor((at - firstHour) / HOUR_MS);
    if (hour >= 0 && hour < hourCount) hours[hour] = Math.max(hours[hour] ?? 0, players);
  }
  return {
    recent: hours.map((players, i) => ({
      hour: new Date(firstHour + i * HOUR_MS).toISOString(),
      players,
    })),
    dailyPeaks: days.map((d, i) => ({ day: dayOf(d), players: peaks[i]! })),
  };
}

/**
 * Seconds up per day: each run covers [start, start + uptime] as the worldserver last wrote it (every
 * 10 minutes, docs/game-core.md §8.3), cut at now; and the last runs, newest first.
 */
function uptimeOf(
  runs: Array<{ start: number; seconds: number; maxPlayers: number }>,
  days: number[],
  now: number,
): RealmStatistics['uptime'] {
  const up = days.map(() => 0);
  for (const run of runs) {
    const from = run.start * 1000;
    const to = Math.min(now, from + run.seconds * 1000);
    days.forEach((day, i) => {
      const overlap = Math.min(to, day + DAY_MS) - Math.max(from, day);
      if (overlap > 0) up[i]! += overlap;
    });
  }
  return {
    days: days.map((day, i) => ({ day: dayOf(day), seconds: Math.min(86_400, Math.round(up[i]! / 1000)) })),
    runs: [...runs]
      .sort((a, b) => b.start - a.start)
      .slice(0, UPTIME_RUNS)
      .map((r) => ({
        startedAt: new Date(r.start * 1000).toISOString(),
        seconds: r.seconds,
        maxPlayers: r.maxPlayers,
      })),
  };
}

/** The staff's figures now: one pass over the accounts created in the window, the site's own rows. */
export async function computeStaffStatistics(
  deps: Pick<ComputeDeps, 'dbs'>,
  now: number,
): Promise<StaffStatistics> {
  const { dbs } = deps;
  const days = lastDays(now, STAFF_DAYS);
  const weeks = lastWeeks(now, STAFF_WEEKS);
  const since = Math.min(days[0]!, weeks[0]!);
  const [accounts, signIns, bugs] = await Promise.all([
    repo.countAccountsByDay(dbs.auth, coreTimestamp(since)),
    repo.findSignInDays(dbs.web, dayOf(days[0]!)),
    repo.findBugReportsSince(dbs.web, BUG_STATUSES, weeks[0]!),
  ]);
  const byDay = new Map(accounts.map((a) => [a.day, a]));
  const signInsByDay = new Map(signIns.map((s) => [s.day, Number(s.sign_ins)]));
  const weekEnd = weeks.at(-1)! + WEEK_MS;
  const newAccounts = weeks.map(() => ({ accounts: 0, neverLoggedIn: 0 }));
  for (const a of accounts) {
    const week = periodOf(weeks, Date.parse(`${a.day}T00:00:00Z`), weekEnd);
    if (week < 0) continue;
    newAccounts[week]!.accounts += a.accounts;
    newAccounts[week]!.neverLoggedIn += a.neverLoggedIn;
  }
  const reports = weeks.map(
    () => Object.fromEntries(BUG_STATUSES.map((s) => [s, 0])) as Record<BugStatus, number>,
  );
  for (const bug of bugs) {
    const week = periodOf(weeks, Number(bug.created_at), weekEnd);
    if (week >= 0 && bug.status in reports[week]!) reports[week]![bug.status as BugStatus] += 1;
  }
  return {
    computedAt: new Date(now).toISOString(),
    registrations: days.map((d) => ({ day: dayOf(d), count: byDay.get(dayOf(d))?.accounts ?? 0 })),
    signIns: days.map((d) => ({ day: dayOf(d), count: signInsByDay.get(dayOf(d)) ?? 0 })),
    bugReports: weeks.map((w, i) => ({ week: dayOf(w), byStatus: reports[i]! })),
    newAccounts: weeks.map((w, i) => ({ week: dayOf(w), ...newAccounts[i]! })),
  };
}

// ----- Reads: the last result -----

/** The last results as an instance holds them (statistics-results.ts). */
export interface HeldStatistics {
  /** A realm's last figures; undefined until the job has computed them once. */
  realm(realmId: number): Promise<RealmStatistics | undefined>;
  /** The staff's last figures. */
  staff(): Promise<StaffStatistics | undefined>;
}

export interface ReadDeps {
  realms: RealmRegistry;
  statistics: HeldStatistics;
}

/** A realm of the site (404 otherwise: an unknown id). */
function requireRealm(deps: Pick<ReadDeps, 'realms'>, realmId: number | undefined) {
  const realm = realmId === undefined ? deps.realms.oneRealm : deps.realms.get(realmId);
  if (!realm)
    throw new AppError(
      'NOT_FOUND',
      realmId === undefined ? text('api.realms.noneListed') : text('api.realms.unknown', { id: realmId }),
    );
  return realm;
}

const notYet = () => new AppError('SERVICE_UNAVAILABLE', text('api.statistics.notYet'));

/**
 * A realm's last computed statistics; undefined while the job has not computed them yet (a realm
 * just started). An unknown realm is a 404.
 */
export async function readRealmStatistics(
  deps: ReadDeps,
  realmId: number,
): Promise<RealmStatistics | undefined> {
  const realm = requireRealm(deps, realmId);
  return deps.statistics.realm(realm.id);
}

/** `GET /api/realms/{id}/statistics`: a 503 until the first computation is done. */
export async function realmStatisticsAnswer(deps: ReadDeps, realmId: number): Promise<RealmStatistics> {
  const found = await readRealmStatistics(deps, realmId);
  if (!found) throw notYet();
  return found;
}

/** The staff screen's figures: the realm asked for (absent: the one-realm settings' realm) and the site's. */
export async function adminStatistics(deps: ReadDeps, realmId: number | undefined): Promise<AdminStatistics> {
  const realm = requireRealm(deps, realmId);
  const [figures, staff] = await Promise.all([deps.statistics.realm(realm.id), deps.statistics.staff()]);
  if (!figures || !staff) throw notYet();
  return {
    realms: deps.realms.realms.map((r) => ({ id: r.id, name: r.name })),
    realm: figures,
    staff,
  };
}
