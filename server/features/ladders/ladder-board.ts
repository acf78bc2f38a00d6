import { createHash } from 'node:crypto';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import {
  ARENA_BRACKETS,
  LADDER_SIZE,
  type AchievementStanding,
  type ArenaBracket,
  type ArenaStanding,
  type ArenaTeam,
  type HonorStanding,
  type LadderCharacter,
} from '../../../contract/ladders.ts';
import { CLASSES, factionOf } from '../../../contract/lookups.ts';
import { findHiddenAccounts } from '../../accounts/armory-privacy.ts';
import type { Databases } from '../../db/databases.ts';
import { findGameMasterIds } from '../../game/access.ts';
import type { ClientData } from '../../game/client-data/client-data.ts';
import type { GameCoreInfo } from '../../game/core-detection.ts';
import type { CharacterRealm, RealmRegistry } from '../../game/realms.ts';
import type { Versioned } from '../../platform/data-versions.ts';
import type { Log } from '../../platform/log.ts';
import { databaseUnavailable } from '../../platform/outage.ts';
import { findSavedLadders, saveLadders, type SavedContender } from './ladder-places.repo.ts';
import {
  findAchievementPoints,
  findArenaMembers,
  findArenaTeams,
  findCharactersByGuid,
  findCharactersOfAccounts,
  findLastGuid,
  findOnlineGuids,
  findTopAchieversInRange,
  findTopKillersInRange,
  type CharacterRow,
  type PointGroups,
} from './ladders.repo.ts';

/*
 * Each realm's ladders, computed in the background (the `ladders` job, ADR 023) and read by every
 * request: a request never reads the characters database for a ladder.
 *
 * Arena teams are few: every round reads them all. Characters are millions, and the core has no index
 * on kills: the realm is read a range of guids at a time, keeping for each class the best POOL
 * characters by lifetime kills and by achievement points, and no round reads more than about a second
 * of ranges. Each round also follows the characters that can have changed: kills and achievements are
 * earned in the world only, so the characters online now or at the last round are read again by guid,
 * and the ranked characters are checked against their accounts' characters (a deletion).
 *
 * The first reading (at start, and for the achievements when the realm's client data is loaded again)
 * runs its rounds back to back, and a ladder is published once a whole reading has ranked it. After
 * it, readings go on slowly, a range now and then, each spread over LADDER_SWEEP_MS: a change made
 * outside the game to an offline character shows when it enters the world again, or when the reading
 * passes its guid.
 */

/** How often the ladders are brought up to date: a ladder is this old at most, plus one round's time. */
export const LADDER_ROUND_MS = 15_000;
/** How long one reading of the whole realm is spread over, once its ladders are published. */
export const LADDER_SWEEP_MS = 6 * 60 * 60 * 1000;
/** Guids per range read: each holds SQLite's event loop a few tenths of a second at most. */
const READ_RANGE = 50_000;
/**
 * A round reads one range at least, and another only while it would end within this time, judged by
 * the last range's: so a round's database time stays under the 2 s budget as the database slows (it
 * can exceed the round's own time, as two statements of a round run at once).
 */
const ROUND_READING_MS = 1_000;
/** The pause between the rounds of a first reading, for the database's other work. */
const FIRST_READING_PAUSE_MS = 250;
/** Characters kept per class and ladder: the places shown, and room for the hidden ones among them. */
const POOL = LADDER_SIZE + LADDER_SIZE / 10;
/** How long a request waits for a ladder not computed yet (at start) before it is told to come back. */
const FIRST_RESULT_WAIT_MS = 5_000;
const DAY_SECONDS = 86_400;

interface Contender extends CharacterRow {
  /** Known for the achievement ladder's characters only. */
  points?: number;
}

/** The best characters of each class by one value, best first (ties: the older character first). */
type Pool = Map<number, number[]>;

/** A team as its page shows it, without the realm and the time (the read adds them). */
type TeamEntry = Omit<ArenaTeam, 'realm' | 'updatedAt'>;

export interface ArenaStandings {
  at: number;
  brackets: Map<ArenaBracket, ArenaStanding[]>;
  teams: Map<number, TeamEntry>;
}

export interface CharacterStandings<T> {
  at: number;
  all: T[];
  byClass: Map<number, T[]>;
}

/** A reading of the whole realm, a range of guids at a time, over several rounds. */
interface Reading {
  /** The highest guid when it began: its last range ends there (a newer character enters the world). */
  last: number;
  /** The guids up to this one are read. */
  after: number;
  startedAt: number;
  /** A first reading: its rounds run back to back, each reading as much as it may. */
  eager: boolean;
  /** The client data whose points it ranks the achievements by. */
  clientData?: ClientData;
}

/** What a realm's ladders show now; a part is absent until first computed. */
export interface RealmStandings {
  arena?: ArenaStandings;
  honor?: CharacterStandings<HonorStanding>;
  /** Null: the realm has no client data, so no achievement points. */
  achievements?: CharacterStandings<AchievementStanding> | null;
}

export type StandingKind = keyof RealmStandings;

interface RealmState {
  realm: CharacterRealm;
  standings: RealmStandings;
  version: number;
  /** A digest of what each published part showed, to move the version only when one changes. */
  shown: Partial<Record<StandingKind, string>>;
  contenders: Map<number, Contender>;
  honorPool: Pool;
  /** Absent while the realm has no client data. */
  achievementPool?: Pool;
  /** The client data the achievement pool is ranked with. */
  clientData?: ClientData;
  /** Who was online at the last round. */
  online: Set<number>;
  reading?: Reading;
  /** When the last reading began: the next one begins LADDER_SWEEP_MS after. */
  lastReadingAt: number;
  /** Whether a whole reading has ranked each ladder: it is published from then on. */
  honorRead: boolean;
  achievementsRead: boolean;
  /** Resolved once each part is first published. */
  firsts: Map<StandingKind, { promise: Promise<void>; resolve: () => void }>;
  /** What the site's database holds of the realm (each kept character's row, the reading); absent until read at the first round. */
  saved?: { contenders: Map<number, string>; reading: string };
}

/** A realm's reading as the site's database keeps it, to go on from it after a start. */
interface SavedReading {
  reading?: (Omit<Reading, 'clientData'> & { points?: string | undefined }) | undefined;
  lastReadingAt: number;
  honorRead: boolean;
  achievementsRead: boolean;
  /** The points the achievement pool is ranked by; absent without one. */
  points?: string | undefined;
  online: number[];
}

/** The achievement points of a realm's client data, as a digest: a start keeps a pool ranked by the same. */
const pointsDigests = new WeakMap<ClientData, string>();
function pointsDigest(clientData: ClientData): string {
  let digest = pointsDigests.get(clientData);
  if (digest === undefined) {
    digest = createHash('sha256').update(JSON.stringify(clientData.achievementsByPoints())).digest('base64');
    pointsDigests.set(clientData, digest);
  }
  return digest;
}

/** A kept character as the site's database holds it. */
function savedContender(c: Contender, ladders: number): SavedContender {
  return { ...c, points: c.points ?? null, ladders };
}

/** A kept character's fields in one order whatever the object's: rows are compared as this text. */
const SAVED_FIELDS: Array<keyof SavedContender> = [
  'guid',
  'account',
  'name',
  'race',
  'class',
  'gender',
  'level',
  'totalKills',
  'todayKills',
  'yesterdayKills',
  'savedAt',
  'points',
  'ladders',
];
const savedText = (row: SavedContender) => JSON.stringify(row, SAVED_FIELDS);

export interface LadderBoard {
  /** A round for every realm, and the next ones at once while a first reading is under way. */
  refresh(): Promise<void>;
  /** A new reading of every realm, read to its end now (tests; the job reads on its own schedule). */
  rebuild(): Promise<void>;
  /** A realm's ladders as last computed; waits a few seconds for a part not computed yet. */
  standings<K extends StandingKind>(realmId: number, kind: K): Promise<RealmStandings[K]>;
  /** Moves when what a realm's ladders show changes: held pages are kept under it. */
  source(realmId: number): Versioned;
  /** Ends a round under way at its next statement (the app is closing). */
  stop(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The ladders, computed in the background (tests and benches drive a round). */
    ladders: LadderBoard;
  }
}

function ladderCharacter(
  c: Pick<CharacterRow, 'name' | 'level' | 'race' | 'class' | 'gender'>,
): LadderCharacter {
  return {
    name: c.name,
    level: c.level,
    race: c.race,
    class: c.class,
    gender: c.gender,
    faction: factionOf(c.race) ?? null,
  };
}

/**
 * Today's and yesterday's kills as the game would show them now: the row holds those of the day of
 * the character's last save, and the core moves today's to yesterday's at the first save of a new day
 * (`Player::UpdateHonorFields`, days in UTC).
 */
export function killsByDay(c: Pick<CharacterRow, 'todayKills' | 'yesterdayKills' | 'savedAt'>, now: number) {
  const today = Math.floor(now / 1000 / DAY_SECONDS);
  const saved = Math.floor(c.savedAt / DAY_SECONDS);
  if (saved >= today) return { today: c.todayKills, yesterday: c.yesterdayKills };
  if (saved === today - 1) return { today: 0, yesterday: c.todayKills };
  return { today: 0, yesterday: 0 };
}

/** Places 1, 2, 2, 4…: equal values share a place, as `ArenaTeam::FinishGame` ranks teams. */
function places<T>(sorted: T[], value: (item: T) => number): number[] {
  const out: number[] = [];
  sorted.forEach((item, i) => {
    out.push(i > 0 && value(sorted[i - 1]!) === value(item) ? out[i - 1]! : i + 1);
  });
  return out;
}

/** Adds `rows` to a pool, keeping each class's best POOL by `value` (ties: the lower guid). */
function mergePool(
  pool: Pool,
  rows: Iterable<{ guid: number; class: number }>,
  contenders: Map<number, Contender>,
  value: (c: Contender) => number,
) {
  const byClass = new Map<number, Set<number>>();
  for (const [cls, guids] of pool) byClass.set(cls, new Set(guids));
  for (const row of rows) {
    if (!CLASSES[row.class]) continue;
    const set = byClass.get(row.class) ?? new Set<number>();
    set.add(row.guid);
    byClass.set(row.class, set);
  }
  for (const [cls, guids] of byClass) {
    const kept = [...guids]
      .filter((g) => contenders.has(g) && value(contenders.get(g)!) > 0)
      .sort((a, b) => value(contenders.get(b)!) - value(contenders.get(a)!) || a - b)
      .slice(0, POOL);
    pool.set(cls, kept);
  }
}

const poolGuids = (pool: Pool | undefined) => (pool ? [...pool.values()].flat() : []);

/** A ladder of characters from a pool: everyone's and each class's, hidden characters left out. */
function characterLadder<T>(
  pool: Pool,
  contenders: Map<number, Contender>,
  hidden: Set<number>,
  value: (c: Contender) => number,
  row: (c: Contender, rank: number) => T,
  at: number,
): CharacterStandings<T> {
  const rank = (list: Contender[]) => {
    const shown = list.slice(0, LADDER_SIZE);
    const placed = places(shown, value);
    return shown.map((c, i) => row(c, placed[i]!));
  };
  const byClass = new Map<number, T[]>();
  const everyone: Contender[] = [];
  for (const [cls, guids] of pool) {
    const list = guids.map((g) => contenders.get(g)!).filter((c) => !hidden.has(c.account));
    everyone.push(...list);
    byClass.set(cls, rank(list));
  }
  everyone.sort((a, b) => value(b) - value(a) || a.guid - b.guid);
  return { at, all: rank(everyone), byClass };
}

export function createLadderBoard(deps: {
  dbs: Pick<Databases, 'auth' | 'web'>;
  realms: RealmRegistry;
  core: GameCoreInfo;
  /** The realm's client data, while its files are loaded: achievement points need it. */
  clientData(realmId: number): ClientData | undefined;
  log: Log;
  /** Called after each realm's round (the bench times them). */
  roundEnded?(): void;
  /** How long a round reads ranges before it starts no further one (tests read one a round). */
  readingMs?: number;
}): LadderBoard {
  const { dbs, core, log } = deps;
  const states = new Map<number, RealmState>();
  let stopped = false;
  const failing = new Set<number>();
  /** Realms whose last round could not write what it changed. */
  const unsaved = new Set<number>();

  function stateOf(realm: CharacterRealm): RealmState {
    let state = states.get(realm.id);
    if (!state) {
      const firsts = new Map<StandingKind, { promise: Promise<void>; resolve: () => void }>();
      for (const kind of ['arena', 'honor', 'achievements'] as const) {
        let resolve!: () => void;
        const promise = new Promise<void>((r) => (resolve = r));
        firsts.set(kind, { promise, resolve });
      }
      state = {
        realm,
        standings: {},
        version: 0,
        shown: {},
        contenders: new Map(),
        honorPool: new Map(),
        online: new Set(),
        lastReadingAt: 0,
        honorRead: false,
        achievementsRead: false,
        firsts,
      };
      states.set(realm.id, state);
    }
    return state;
  }

  function publish<K extends StandingKind>(state: RealmState, kind: K, value: RealmStandings[K]) {
    // What a page shows of it, without the time it was computed at (a digest: the text is megabytes).
    const shown = createHash('sha256')
      .update(
        JSON.stringify(value, (key, v: unknown) =>
          key === 'at' ? undefined : v instanceof Map ? [...v] : v,
        ),
      )
      .digest('base64');
    if (state.shown[kind] !== shown) {
      state.shown[kind] = shown;
      state.version++;
    }
    state.standings[kind] = value;
    state.firsts.get(kind)!.resolve();
  }

  function checkStopped() {
    if (stopped) throw new Error('the app is closing');
  }

  /** Game masters of the realm and the accounts that hid their characters. */
  async function hiddenAccounts(realmId: number, optedOut: number[]): Promise<Set<number>> {
    const gameMasters = await findGameMasterIds(dbs.auth, core.columns, realmId);
    return new Set([...gameMasters, ...optedOut]);
  }

  async function arenaRound(state: RealmState, hidden: Set<number>, now: number) {
    const db = state.realm.characters.db;
    const [teams, members] = await Promise.all([findArenaTeams(db), findArenaMembers(db)]);
    const byTeam = new Map<number, typeof members>();
    for (const m of members) {
      if (!m.character) continue;
      const list = byTeam.get(m.teamId) ?? [];
      list.push(m);
      byTeam.set(m.teamId, list);
    }
    const entries = new Map<number, TeamEntry>();
    for (const team of teams) {
      const roster = byTeam.get(team.id) ?? [];
      const captain = roster.find((m) => m.guid === team.captainGuid);
      const race = (captain ?? roster[0])?.character?.race;
      const visible = roster
        .filter((m) => !hidden.has(m.character!.account))
        .sort(
          (a, b) =>
            Number(b.guid === team.captainGuid) - Number(a.guid === team.captainGuid) ||
            b.personalRating - a.personalRating ||
            a.guid - b.guid,
        );
      entries.set(team.id, {
        id: team.id,
        name: team.name,
        type: team.type,
        faction: race === undefined ? null : (factionOf(race) ?? null),
        rating: team.rating,
        rank: null,
        seasonGames: team.seasonGames,
        seasonWins: team.seasonWins,
        weekGames: team.weekGames,
        weekWins: team.weekWins,
        members: visible.map((m) => ({
          character: ladderCharacter(m.character!),
          captain: m.guid === team.captainGuid,
          personalRating: m.personalRating,
          seasonGames: m.seasonGames,
          seasonWins: m.seasonWins,
          weekGames: m.weekGames,
          weekWins: m.weekWins,
        })),
        hiddenMembers: roster.length - visible.length,
      });
    }
    const brackets = new Map<ArenaBracket, ArenaStanding[]>();
    for (const bracket of ARENA_BRACKETS) {
      // A team is ranked once it has played this season.
      const ranked = [...entries.values()]
        .filter((t) => t.type === bracket && t.seasonGames > 0)
        .sort((a, b) => b.rating - a.rating || b.seasonWins - a.seasonWins || a.id - b.id);
      const placed = places(ranked, (t) => t.rating);
      ranked.forEach((t, i) => (t.rank = placed[i]!));
      brackets.set(
        bracket,
        ranked.slice(0, LADDER_SIZE).map((t) => ({
          rank: t.rank!,
          id: t.id,
          name: t.name,
          faction: t.faction,
          rating: t.rating,
          seasonGames: t.seasonGames,
          seasonWins: t.seasonWins,
          winRate: t.seasonGames > 0 ? Math.round((t.seasonWins / t.seasonGames) * 1000) / 10 : 0,
          members: t.members.map((m) => ({
            name: m.character.name,
            class: m.character.class,
            race: m.character.race,
          })),
          hiddenMembers: t.hiddenMembers,
        })),
      );
    }
    publish(state, 'arena', { at: now, brackets, teams: entries });
  }

  const kills = (c: Contender) => c.totalKills;
  const pointsOf = (c: Contender) => c.points ?? 0;

  /** Characters ranked on neither ladder are forgotten. */
  function forgetUnranked(state: RealmState) {
    const kept = new Set([...poolGuids(state.honorPool), ...poolGuids(state.achievementPool)]);
    for (const guid of state.contenders.keys()) if (!kept.has(guid)) state.contenders.delete(guid);
  }

  function publishHonor(state: RealmState, hidden: Set<number>, now: number) {
    const row = (c: Contender, rank: number): HonorStanding => {
      const day = killsByDay(c, now);
      return {
        rank,
        character: ladderCharacter(c),
        honorableKills: c.totalKills,
        todayKills: day.today,
        yesterdayKills: day.yesterday,
      };
    };
    publish(state, 'honor', characterLadder(state.honorPool, state.contenders, hidden, kills, row, now));
  }

  function publishAchievements(state: RealmState, hidden: Set<number>, now: number) {
    const row = (c: Contender, rank: number): AchievementStanding => ({
      rank,
      character: ladderCharacter(c),
      points: pointsOf(c),
    });
    publish(
      state,
      'achievements',
      state.achievementPool
        ? characterLadder(state.achievementPool, state.contenders, hidden, pointsOf, row, now)
        : null,
    );
  }

  /**
   * Goes on from what the site's database holds of the realm: its kept characters, its reading, and
   * the achievements if they were ranked by the points of the client data loaded now.
   */
  async function restore(state: RealmState) {
    const saved = await findSavedLadders(dbs.web, state.realm.id);
    state.saved = { contenders: new Map(), reading: saved.reading ?? '' };
    if (!saved.reading) return;
    const body = JSON.parse(saved.reading) as SavedReading;
    const clientData = deps.clientData(state.realm.id);
    const points = clientData && pointsDigest(clientData);
    for (const row of saved.contenders) {
      const { ladders: _ladders, points: pointsOfRow, ...character } = row;
      state.contenders.set(row.guid, {
        ...character,
        ...(pointsOfRow === null ? {} : { points: pointsOfRow }),
      });
      state.saved.contenders.set(row.guid, savedText(row));
    }
    mergePool(
      state.honorPool,
      saved.contenders.filter((c) => c.ladders & 1),
      state.contenders,
      kills,
    );
    if (body.points !== undefined && body.points === points) {
      state.clientData = clientData;
      state.achievementPool = new Map();
      mergePool(
        state.achievementPool,
        saved.contenders.filter((c) => c.ladders & 2),
        state.contenders,
        pointsOf,
      );
      state.achievementsRead = body.achievementsRead;
    }
    state.honorRead = body.honorRead;
    state.lastReadingAt = body.lastReadingAt;
    state.online = new Set(body.online);
    if (body.reading) {
      const { points: readingPoints, ...reading } = body.reading;
      state.reading = {
        ...reading,
        clientData: readingPoints !== undefined && readingPoints === points ? clientData : undefined,
      };
    }
  }

  /** Writes what the round changed of the realm's kept characters and reading to the site's database. */
  async function persist(state: RealmState) {
    const saved = state.saved!;
    const honor = new Set(poolGuids(state.honorPool));
    const achievers = new Set(poolGuids(state.achievementPool));
    const rows = new Map<number, string>();
    const changed: SavedContender[] = [];
    for (const [guid, c] of state.contenders) {
      const ladders = (honor.has(guid) ? 1 : 0) | (achievers.has(guid) ? 2 : 0);
      if (!ladders) continue;
      const row = savedContender(c, ladders);
      const text = savedText(row);
      rows.set(guid, text);
      if (saved.contenders.get(guid) !== text) changed.push(row);
    }
    const gone = [...saved.contenders.keys()].filter((guid) => !rows.has(guid));
    const reading = state.reading;
    // Absent fields (undefined) are left out of the text.
    const body: SavedReading = {
      reading: reading && {
        last: reading.last,
        after: reading.after,
        startedAt: reading.startedAt,
        eager: reading.eager,
        points: reading.clientData && pointsDigest(reading.clientData),
      },
      lastReadingAt: state.lastReadingAt,
      honorRead: state.honorRead,
      achievementsRead: state.achievementsRead,
      points: state.achievementPool && state.clientData && pointsDigest(state.clientData),
      online: [...state.online],
    };
    const text = JSON.stringify(body);
    if (changed.length === 0 && gone.length === 0 && text === saved.reading) return;
    await saveLadders(dbs.web, state.realm.id, {
      changed,
      gone,
      ...(text === saved.reading ? {} : { reading: text }),
    });
    state.saved = { contenders: rows, reading: text };
  }

  /**
   * Ranks the guids in (after, upTo] anew: the pools' characters of the range give way to the range's
   * best as read now, so a character that lost its place, or was deleted, leaves.
   */
  async function readRange(state: RealmState, after: number, upTo: number) {
    const db = state.realm.characters.db;
    const range = { after, upTo, keep: POOL };
    const inRange = (guid: number) => guid > after && guid <= upTo;
    const rerank = (pool: Pool, rows: Contender[], value: (c: Contender) => number) => {
      for (const row of rows) state.contenders.set(row.guid, { ...state.contenders.get(row.guid), ...row });
      for (const [cls, guids] of pool)
        pool.set(
          cls,
          guids.filter((g) => !inRange(g)),
        );
      mergePool(pool, rows, state.contenders, value);
    };
    rerank(state.honorPool, await findTopKillersInRange(db, range), kills);
    const clientData = state.clientData;
    if (state.achievementPool && clientData) {
      const groups = clientData.achievementsByPoints();
      rerank(state.achievementPool, await findTopAchieversInRange(db, { ...range, groups }), pointsOf);
    }
    forgetUnranked(state);
  }

  /**
   * Reads the next ranges of the realm's reading, beginning one where it is due: a first reading as
   * much as the round may, a later one the ranges its share of LADDER_SWEEP_MS has made due.
   */
  async function readOn(state: RealmState, roundStarted: number, fresh: boolean) {
    const now = Date.now();
    const unread = !state.honorRead || (state.clientData !== undefined && !state.achievementsRead);
    if (fresh || (!state.reading && (unread || now - state.lastReadingAt >= LADDER_SWEEP_MS))) {
      state.reading = {
        last: await findLastGuid(state.realm.characters.db),
        after: 0,
        startedAt: now,
        eager: fresh || unread,
        clientData: state.clientData,
      };
      state.lastReadingAt = now;
    }
    const reading = state.reading;
    if (!reading) return;
    const ranges = Math.ceil(reading.last / READ_RANGE);
    const due = reading.eager
      ? ranges
      : Math.ceil((ranges * (now - reading.startedAt + LADDER_ROUND_MS)) / LADDER_SWEEP_MS);
    let lastRangeMs: number | undefined;
    while (
      reading.after < reading.last &&
      reading.after / READ_RANGE < due &&
      (lastRangeMs === undefined ||
        performance.now() - roundStarted + lastRangeMs <= (deps.readingMs ?? ROUND_READING_MS))
    ) {
      checkStopped();
      const rangeStarted = performance.now();
      const upTo = Math.min(reading.after + READ_RANGE, reading.last);
      await readRange(state, reading.after, upTo);
      reading.after = upTo;
      lastRangeMs = performance.now() - rangeStarted;
      // Other requests run between ranges (SQLite answers on this thread).
      await nextTurn();
    }
    if (reading.after < reading.last) return;
    state.reading = undefined;
    state.honorRead = true;
    if (reading.clientData === state.clientData) state.achievementsRead = true;
  }

  /** The characters that played since the last round, and the ranked ones' deletions. */
  async function update(state: RealmState) {
    const db = state.realm.characters.db;
    const groups: PointGroups = state.achievementPool ? (state.clientData?.achievementsByPoints() ?? []) : [];
    const online = await findOnlineGuids(db);
    const touched = [...new Set([...online, ...state.online])];
    checkStopped();
    const [rows, pointsByGuid] = await Promise.all([
      findCharactersByGuid(db, touched),
      findAchievementPoints(db, touched, groups),
    ]);
    const touchedSet = new Set(touched);
    const ranked = [...new Set([...poolGuids(state.honorPool), ...poolGuids(state.achievementPool)])].filter(
      (g) => !touchedSet.has(g),
    );
    const accounts = [...new Set(ranked.map((g) => state.contenders.get(g)!.account))];
    const present = new Set(
      (await findCharactersOfAccounts(db, accounts)).map((r) => `${r.guid}:${r.account}`),
    );
    for (const guid of ranked)
      if (!present.has(`${guid}:${state.contenders.get(guid)!.account}`)) state.contenders.delete(guid);
    const found = new Set<number>();
    for (const row of rows) {
      found.add(row.guid);
      if (row.deleted) state.contenders.delete(row.guid);
      else state.contenders.set(row.guid, { ...row, points: pointsByGuid.get(row.guid) ?? 0 });
    }
    for (const guid of touched) if (!found.has(guid)) state.contenders.delete(guid);
    const played = rows.filter((r) => !r.deleted);
    mergePool(state.honorPool, played, state.contenders, kills);
    if (state.achievementPool) mergePool(state.achievementPool, played, state.contenders, pointsOf);
    state.online = new Set(online);
  }

  async function realmRound(realm: CharacterRealm, fresh: boolean, optedOut: number[]) {
    const started = performance.now();
    const state = stateOf(realm);
    if (!state.saved) await restore(state);
    const hidden = await hiddenAccounts(realm.id, optedOut);
    await arenaRound(state, hidden, Date.now());
    const clientData = deps.clientData(realm.id);
    if (clientData !== state.clientData) {
      // Loaded, loaded again or gone: the achievements are ranked anew, by a new reading.
      state.clientData = clientData;
      state.achievementPool = clientData ? new Map() : undefined;
      state.achievementsRead = false;
      if (clientData) fresh = true;
    }
    await update(state);
    await readOn(state, started, fresh);
    forgetUnranked(state);
    const now = Date.now();
    if (state.honorRead) publishHonor(state, hidden, now);
    // Until its reading ends, a ladder ranked by other points stays as it was.
    if (!state.clientData || state.achievementsRead) publishAchievements(state, hidden, now);
    try {
      await persist(state);
      if (unsaved.delete(realm.id)) log.info(`ladders: realm ${realm.id} is saved again`);
    } catch (error) {
      // What the round computed stands; the next round writes it (instances on one web database may
      // write the same rows at once).
      if (!unsaved.has(realm.id))
        log.warn({ err: error }, `ladders: realm ${realm.id} not saved; the next round tries again`);
      unsaved.add(realm.id);
    }
  }

  /**
   * Every realm in turn. A realm that fails keeps its last ladders and is tried again next round
   * (said once until it succeeds); a database outage goes on to the job, which reports it. True when
   * every realm's round succeeded.
   */
  async function round(fresh: boolean): Promise<boolean> {
    const optedOut = await findHiddenAccounts(dbs.web);
    let outage: unknown;
    let failed = false;
    for (const realm of deps.realms.withCharacters()) {
      if (stopped) return false;
      try {
        await realmRound(realm, fresh, optedOut);
        if (failing.delete(realm.id)) log.info(`ladders: realm ${realm.id} is computed again`);
      } catch (error) {
        if (stopped) return false;
        failed = true;
        if (databaseUnavailable(error)) outage ??= error;
        else if (!failing.has(realm.id))
          log.warn({ err: error }, `ladders: realm ${realm.id} not computed; its last ladders stay`);
        failing.add(realm.id);
        if (fresh) throw error;
      } finally {
        deps.roundEnded?.();
      }
    }
    if (outage) throw outage;
    return !failed;
  }

  /** A round, then the next ones after a short pause while a first reading is under way. */
  async function rounds(fresh: boolean) {
    let succeeded = await round(fresh);
    while (succeeded && !stopped && [...states.values()].some((s) => s.reading?.eager)) {
      await sleep(FIRST_READING_PAUSE_MS);
      succeeded = await round(false);
    }
  }

  // Rounds never overlap: a call waits for the one under way, then runs its own.
  let queue: Promise<void> = Promise.resolve();
  const exclusive = (work: () => Promise<void>) => {
    const run = queue.then(work);
    queue = run.catch(() => {});
    return run;
  };

  return {
    refresh: () => exclusive(() => rounds(false)),
    rebuild: () => exclusive(() => rounds(true)),
    async standings(realmId, kind) {
      const realm = deps.realms.get(realmId);
      if (!realm?.characters) return undefined;
      const state = stateOf(realm as CharacterRealm);
      if (state.standings[kind] === undefined) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          state.firsts.get(kind)!.promise,
          new Promise((resolve) => (timer = setTimeout(resolve, FIRST_RESULT_WAIT_MS))),
        ]);
        clearTimeout(timer);
      }
      return state.standings[kind];
    },
    source(realmId) {
      return { version: () => states.get(realmId)?.version ?? 0 };
    },
    stop() {
      stopped = true;
    },
  };
}
