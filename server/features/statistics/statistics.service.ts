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
  type OnlineHistory,
  type RealmStatistics,
  type StaffStatistics,
} from '../../../contract/statistics.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { RealmRegistry } from '../../game/realms.ts';
import { AppError } from '../../platform/errors.ts';
import { coreTimestamp, DAY_MS, dayOf, HOUR_MS, lastDays, lastWeeks, periodOf, WEEK_MS } from './calendar.ts';
import { dueSlices, sliceCount, sliceRange } from './slices.ts';
import * as repo from './statistics.repo.ts';
import type { KeyRange } from './statistics.repo.ts';

/*
 * docs/product.md §13: a realm's statistics and the staff's figures, computed by the `statistics` job
 * (statistics-results.ts), never inside a request; requests and pages read the last result. The large
 * core tables (characters, accounts) are counted by slices (slices.ts).
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

/** What a slice of a realm's characters holds (slices.ts): its counts by race, class, level band and creation week. */
interface CharactersPart {
  races: Record<number, number>;
  classes: Record<number, number>;
  levels: number[];
  /** By the Monday of the week of creation (YYYY-MM-DD), the weeks of the chart when counted. */
  weeks: Record<string, number>;
}

/** What a slice of the accounts holds for a realm's chart: by the Monday of the join week. */
interface AccountsPart {
  weeks: Record<string, number>;
}

/**
 * A core table counted by slices of its key (slices.ts): the slices due are counted again with
 * `count` and written (`statistics_slice`), the others read as last counted; slices past the table's
 * end are forgotten. Returns every slice's counts, or null while some slice has none yet (the first
 * runs on a large table): the figures wait for the whole table.
 */
async function bySlices<T>(
  web: Databases['web'],
  name: string,
  highest: number,
  now: number,
  count: (range: KeyRange) => Promise<T>,
): Promise<T[] | null> {
  const slices = sliceCount(highest);
  const stored = await repo.findSliceCounts(web, name);
  const parts = new Map(
    stored.filter((s) => s.slice < slices).map((s) => [s.slice, JSON.parse(s.body) as T]),
  );
  const countedAt = new Map(stored.map((s) => [s.slice, s.countedAt]));
  // One slice after another: a run's reads stay one statement at a time.
  for (const slice of dueSlices(slices, now, countedAt)) {
    const part = await count(sliceRange(slice));
    parts.set(slice, part);
    await repo.saveSliceCount(web, {
      name: `${name}:${slice}`,
      counted_at: now,
      body: JSON.stringify(part),
    });
  }
  await repo.deleteSliceCounts(
    web,
    stored.filter((s) => s.slice >= slices).map((s) => `${name}:${s.slice}`),
  );
  return parts.size === slices ? [...parts.values()] : null;
}

/** The level band of a level (a level below 1, which the core never writes, counts in the first). */
const bandOf = (level: number) =>
  Math.max(
    0,
    LEVEL_BANDS.findLastIndex((b) => level >= b.from),
  );

const addTo = (record: Record<string | number, number>, key: string | number, n: number) => {
  record[key] = (record[key] ?? 0) + n;
};

/**
 * The realm's figures now: its characters and accounts as their slices were last counted (the due
 * ones counted now, so none is older than STATISTICS_MAX_AGE_MS), its worldserver's runs and its
 * samples of players online. Null while a slice of a large table has not been counted yet.
 */
export async function computeRealmStatistics(
  deps: ComputeDeps,
  realm: { id: number; name: string },
  now: number,
): Promise<RealmStatistics | null> {
  const { dbs, core } = deps;
  const weeks = lastWeeks(now, CREATED_WEEKS);
  const weekTexts = weeks.map(coreTimestamp);
  const weekDays = weeks.map(dayOf);
  const days = lastDays(now, UPTIME_DAYS);
  const characters = deps.realms.get(realm.id)?.characters;
  const withCreation = core.columns.charactersHaveCreationDate;
  const hidden = await findGameMasterIds(dbs.auth, core.columns, realm.id);

  let characterParts: CharactersPart[] | null = null;
  if (characters) {
    characterParts = await bySlices(
      dbs.web,
      `realm:${realm.id}:characters`,
      await repo.findHighestGuid(characters.db),
      now,
      async (guids) => {
        const groups = await repo.countCharacterGroups(
          characters.db,
          hidden,
          withCreation ? weekTexts : null,
          guids,
        );
        const part: CharactersPart = { races: {}, classes: {}, levels: LEVEL_BANDS.map(() => 0), weeks: {} };
        for (const g of groups) {
          addTo(part.races, g.race, g.count);
          addTo(part.classes, g.class, g.count);
          part.levels[bandOf(g.level)]! += g.count;
          if (g.period > 0) addTo(part.weeks, weekDays[g.period - 1]!, g.count);
        }
        return part;
      },
    );
  }
  const accountParts = await bySlices<AccountsPart>(
    dbs.web,
    `realm:${realm.id}:accounts`,
    await repo.findHighestAccountId(dbs.auth),
    now,
    async (ids) => {
      const part: AccountsPart = { weeks: {} };
      const rows = await repo.countRealmAccountsByWeek(
        dbs.auth,
        dbs.dialects.auth,
        realm.id,
        hidden,
        weekTexts,
        ids,
      );
      for (const row of rows) if (row.period > 0) addTo(part.weeks, weekDays[row.period - 1]!, row.count);
      return part;
    },
  );
  // Both tables go on being counted each run; the figures wait until each is counted whole.
  if (!accountParts || (characters && !characterParts)) return null;
  const [runs, samples] = await Promise.all([
    repo.findUptimeRuns(dbs.auth, realm.id, Math.floor(days[0]! / 1000), UPTIME_RUNS),
    repo.findOnlineSamples(dbs.web, realm.id, now - ONLINE_KEEP_DAYS * DAY_MS),
  ]);

  let population: RealmStatistics['population'] = null;
  let createdCharacters: RealmStatistics['created']['characters'] = null;
  if (characterParts) {
    const races = new Map<number, number>();
    const classes = new Map<number, number>();
    const bands = LEVEL_BANDS.map(() => 0);
    const created: Record<string, number> = {};
    for (const part of characterParts) {
      for (const [race, n] of Object.entries(part.races)) add(races, Number(race), n);
      for (const [cls, n] of Object.entries(part.classes)) add(classes, Number(cls), n);
      part.levels.forEach((n, i) => (bands[i]! += n));
      for (const [week, n] of Object.entries(part.weeks)) addTo(created, week, n);
    }
    const factions = { alliance: 0, horde: 0 };
    for (const [race, n] of races) {
      const faction = factionOf(race);
      if (faction === 'Alliance') factions.alliance += n;
      else if (faction === 'Horde') factions.horde += n;
    }
    population = {
      total: bands.reduce((a, b) => a + b, 0),
      factions,
      races: ordered(RACE_IDS, races).map(([race, count]) => ({ race, count })),
      classes: ordered(CLASS_IDS, classes).map(([cls, count]) => ({ class: cls, count })),
      levels: LEVEL_BANDS.map((b, i) => ({ ...b, count: bands[i]! })),
    };
    if (withCreation) createdCharacters = weekDays.map((week) => ({ week, count: created[week] ?? 0 }));
  }
  const joined: Record<string, number> = {};
  for (const part of accountParts) for (const [week, n] of Object.entries(part.weeks)) addTo(joined, week, n);

  return {
    realm: { id: realm.id, name: realm.name },
    computedAt: new Date(now).toISOString(),
    population,
    created: {
      characters: createdCharacters,
      accounts: weekDays.map((week) => ({ week, count: joined[week] ?? 0 })),
    },
    online: onlineOverTime(samples, now),
    uptime: uptimeOf(runs, days, now),
  };
}

/** Hour by hour over the last days and the peak of each day, from the 5-minute samples (oldest first). */
function onlineOverTime(samples: Array<{ at: number; players: number }>, now: number): OnlineHistory {
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

/** What a slice of the accounts holds for the staff: by join day, the accounts and those never logged in. */
interface StaffAccountsPart {
  days: Record<string, [accounts: number, neverLoggedIn: number]>;
}

/** The staff's figures now: the accounts by slices (as a realm's), the site's own rows whole. */
export async function computeStaffStatistics(
  deps: Pick<ComputeDeps, 'dbs'>,
  now: number,
): Promise<StaffStatistics | null> {
  const { dbs } = deps;
  const days = lastDays(now, STAFF_DAYS);
  const weeks = lastWeeks(now, STAFF_WEEKS);
  const since = coreTimestamp(Math.min(days[0]!, weeks[0]!));
  const accountParts = await bySlices<StaffAccountsPart>(
    dbs.web,
    'staff:accounts',
    await repo.findHighestAccountId(dbs.auth),
    now,
    async (ids) => {
      const part: StaffAccountsPart = { days: {} };
      for (const a of await repo.countAccountsByDay(dbs.auth, since, ids))
        part.days[a.day] = [a.accounts, a.neverLoggedIn];
      return part;
    },
  );
  if (!accountParts) return null;
  const [signIns, bugs] = await Promise.all([
    repo.findSignInDays(dbs.web, dayOf(days[0]!)),
    repo.findBugReportsSince(dbs.web, BUG_STATUSES, weeks[0]!),
  ]);
  const byDay = new Map<string, [number, number]>();
  for (const part of accountParts)
    for (const [day, [accounts, never]] of Object.entries(part.days)) {
      const sum = byDay.get(day) ?? [0, 0];
      byDay.set(day, [sum[0] + accounts, sum[1] + never]);
    }
  const signInsByDay = new Map(signIns.map((s) => [s.day, Number(s.sign_ins)]));
  const weekEnd = weeks.at(-1)! + WEEK_MS;
  const newAccounts = weeks.map(() => ({ accounts: 0, neverLoggedIn: 0 }));
  for (const [day, [accounts, never]] of byDay) {
    const week = periodOf(weeks, Date.parse(`${day}T00:00:00Z`), weekEnd);
    if (week < 0) continue;
    newAccounts[week]!.accounts += accounts;
    newAccounts[week]!.neverLoggedIn += never;
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
    registrations: days.map((d) => ({ day: dayOf(d), count: byDay.get(dayOf(d))?.[0] ?? 0 })),
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
