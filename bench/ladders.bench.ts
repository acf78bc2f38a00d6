/*
 * The ladders' budgets on the large realm (`npm run seed:large` first: three million characters with
 * honorable kills, 1,000 arena teams in each bracket, about 10 million achievement rows; the demo's
 * client data), SQLite and MariaDB, each when its large database exists:
 * - one recomputation of the realm's ladders, as the `ladders` job makes every 15 s, after the 3,000
 *   characters online gained kills, and each round of the first reading of the whole realm (at start):
 *   at most 2 s of database time each (the sum of its statements' times, taken in this process); the
 *   first reading's rounds, database time and longest statement are reported too (SQLite answers on
 *   the event loop);
 * - the ladder pages (an arena bracket, honorable kills, achievement points, an arena team) at 50
 *   connections against `/about` on the same server (wrk, three rounds taken in turn, the median
 *   ratio): at least 0.5×. The site is started on the large realm and the pages read once its first
 *   reading is done (how long that took from the start is reported).
 * `npm run bench -- ladders` runs it alone (about 6 minutes).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, MysqlDialect, sql, type LogEvent } from 'kysely';
import { createPool } from 'mysql2';
import { databasePlace } from '../server/db/databases.ts';
import type { AuthDatabase } from '../server/db/schema/auth.ts';
import type { CharactersDatabase } from '../server/db/schema/characters.ts';
import type { WebDatabase } from '../server/db/schema/web.ts';
import { createSqliteDialect, openSqlite } from '../server/db/sqlite-driver.ts';
import { writeDemoClientData } from '../server/demo/client-data.ts';
import { createLadderBoard } from '../server/features/ladders/ladder-board.ts';
import { migrateWeb } from '../server/db/migrate.ts';
import { loadClientData } from '../server/game/client-data/load.ts';
import { coreColumns } from '../server/game/core-columns.ts';
import { createRealmRegistry } from '../server/game/realms.ts';
import { connectMysql, mysqlUrl } from '../server/test/mysql.ts';
import { LARGE_MYSQL, LARGE_SQLITE_DIR, largeMysqlUrls } from './seed-large.ts';
import { measure, memoryOf, startSite } from './support.ts';

const BUDGET = { recomputationDbMs: 2000, pagesAgainstAbout: 0.5 };
const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const RECOMPUTATIONS = 3;
const FIRST_BUILD_WAIT_MS = 300_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

async function mysqlSeeded(): Promise<boolean> {
  try {
    const conn = await connectMysql();
    const [rows] = await conn.query('SHOW DATABASES LIKE ?', [LARGE_MYSQL.world]);
    await conn.end();
    return (rows as unknown[]).length > 0;
  } catch {
    return false;
  }
}

/** The time every statement took, summed, and the longest. */
function statementClock() {
  let total = 0;
  let longest = 0;
  return {
    log(event: LogEvent) {
      if (event.level !== 'query') return;
      total += event.queryDurationMillis;
      longest = Math.max(longest, event.queryDurationMillis);
    },
    reset() {
      total = 0;
      longest = 0;
    },
    read: () => ({ dbMs: round1(total), longestStatementMs: round1(longest) }),
  };
}

/** The large realm's databases, each statement timed. */
function openTimed(dialect: 'sqlite' | 'mysql', clock: ReturnType<typeof statementClock>) {
  if (dialect === 'sqlite') {
    const conn = openSqlite(path.join(LARGE_SQLITE_DIR, 'realm.sqlite'));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one file holds the three databases
    const db = new Kysely<any>({ dialect: createSqliteDialect(conn), log: clock.log });
    return { auth: db, characters: db, web: db, close: () => db.destroy() };
  }
  const open = (url: string) =>
    new Kysely<unknown>({
      dialect: new MysqlDialect({
        pool: createPool({ uri: url, supportBigNumbers: true, decimalNumbers: true, dateStrings: true }),
      }),
      log: clock.log,
    });
  const urls = largeMysqlUrls();
  const auth = open(urls.auth) as Kysely<AuthDatabase>;
  const characters = open(urls.characters) as Kysely<CharactersDatabase>;
  const web = open(urls.web) as Kysely<WebDatabase>;
  return {
    auth,
    characters,
    web,
    close: async () => {
      await Promise.all([auth.destroy(), characters.destroy(), web.destroy()]);
    },
  };
}

/** The job's work on the large realm, in this process: a first reading of the realm, then rounds after the online characters played. */
async function recompute(dialect: 'sqlite' | 'mysql', dbcDir: string) {
  const clock = statementClock();
  const dbs = openTimed(dialect, clock);
  const clientData = await loadClientData(dbcDir);
  const realms = createRealmRegistry(
    [
      {
        id: 1,
        name: 'Frostfall',
        address: '127.0.0.1',
        port: 8085,
        characters: {
          db: dbs.characters,
          dialect,
          place: databasePlace(
            dialect === 'sqlite'
              ? `sqlite:${path.join(LARGE_SQLITE_DIR, 'realm.sqlite')}`
              : largeMysqlUrls().characters,
          ),
        },
      },
    ],
    1,
  );
  const log = { info: () => {}, warn: console.warn, error: console.error };
  // The database time of each of the realm's rounds, as the board ends them.
  const realmRounds: Array<{ dbMs: number; longestStatementMs: number }> = [];
  const newBoard = () =>
    createLadderBoard({
      dbs,
      realms,
      core: { core: 'azerothcore', columns: coreColumns('azerothcore'), server: dialect },
      clientData: () => clientData,
      log,
      roundEnded() {
        realmRounds.push(clock.read());
        clock.reset();
      },
    });
  // The site's tables as they are now, without what an earlier run ranked: the first reading starts from nothing.
  const web = dbs.web as Kysely<WebDatabase>;
  await migrateWeb(web);
  await web.deleteFrom('ladder_contender').execute();
  await web.deleteFrom('ladder_reading').execute();
  const board = newBoard();
  try {
    let started = performance.now();
    await board.rebuild();
    const firstReading = {
      wallMs: Math.round(performance.now() - started),
      rounds: realmRounds.length,
      dbMs: round1(realmRounds.reduce((sum, r) => sum + r.dbMs, 0)),
      worstRoundDbMs: Math.max(...realmRounds.map((r) => r.dbMs)),
      longestStatementMs: Math.max(...realmRounds.map((r) => r.longestStatementMs)),
    };
    const rounds: Array<{ wallMs: number; dbMs: number; longestStatementMs: number }> = [];
    for (let i = 0; i < RECOMPUTATIONS; i++) {
      // The characters in the world win a fight each between two rounds (their saves, as the worldserver's).
      await sql`UPDATE characters SET totalKills = totalKills + 1, todayKills = todayKills + 1 WHERE online = 1`.execute(
        dbs.characters,
      );
      clock.reset();
      realmRounds.length = 0;
      started = performance.now();
      await board.refresh();
      rounds.push({ wallMs: Math.round(performance.now() - started), ...realmRounds[0]! });
    }
    await sql`UPDATE characters SET totalKills = totalKills - ${RECOMPUTATIONS}, todayKills = todayKills - ${RECOMPUTATIONS} WHERE online = 1`.execute(
      dbs.characters,
    );
    // A start of the site: a new board goes on from what the first saved.
    board.stop();
    const restarted = newBoard();
    clock.reset();
    realmRounds.length = 0;
    started = performance.now();
    await restarted.refresh();
    restarted.stop();
    const afterStart = {
      wallMs: Math.round(performance.now() - started),
      rounds: realmRounds.length,
      ...realmRounds[0]!,
      honorRanked: (await restarted.standings(1, 'honor'))?.all.length ?? 0,
    };
    const worst = Math.max(firstReading.worstRoundDbMs, afterStart.dbMs, ...rounds.map((r) => r.dbMs));
    const honor = await board.standings(1, 'honor');
    return {
      firstReading,
      recomputations: rounds,
      firstRoundAfterAStart: afterStart,
      recomputationDbMs: { worst, withinBudget: worst <= BUDGET.recomputationDbMs },
      ranked: {
        honor: honor?.all.length ?? 0,
        achievements: (await board.standings(1, 'achievements'))?.all.length ?? 0,
        arenaTeams: (await board.standings(1, 'arena'))?.teams.size ?? 0,
      },
    };
  } finally {
    board.stop();
    await dbs.close();
  }
}

/**
 * The site's own database for the MariaDB run: a fresh one, so the site migrates it as it is now
 * whatever another version of the site did to the large realm's.
 */
const BENCH_WEB = 'realm_bench_ladders_web';

/** The ladder pages, held, against /about on a site serving the large realm. */
async function pages(dialect: 'sqlite' | 'mysql', dbcDir: string) {
  const urls = largeMysqlUrls();
  if (dialect === 'mysql') {
    const conn = await connectMysql();
    await conn.query(`DROP DATABASE IF EXISTS \`${BENCH_WEB}\``);
    await conn.query(`CREATE DATABASE \`${BENCH_WEB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
  }
  const env: Record<string, string> = {
    SEED_DEMO: 'false',
    DBC_DIR: dbcDir,
    ...(dialect === 'sqlite'
      ? { DATA_DIR: LARGE_SQLITE_DIR }
      : {
          AUTH_DATABASE_URL: urls.auth,
          CHARACTERS_DATABASE_URL: urls.characters,
          WEB_DATABASE_URL: mysqlUrl(BENCH_WEB),
          WORLD_DATABASE_URL: mysqlUrl(LARGE_MYSQL.world),
        }),
  };
  const site = await startSite({ env });
  try {
    // The first reading runs from the start; the pages are measured once every ladder is computed.
    const ready = performance.now();
    for (;;) {
      const res = await fetch(`${site.url}/api/ladders/achievements`);
      if (res.ok) break;
      if (performance.now() - ready > FIRST_BUILD_WAIT_MS)
        throw new Error('the ladders were not computed in time');
      await new Promise((r) => setTimeout(r, 500));
    }
    const laddersAfterStartS = Math.round((performance.now() - ready + site.startMs) / 100) / 10;
    const paths = {
      arena: '/ladder',
      honor: '/ladder?ladder=honor&page=2',
      achievements: '/ladder?ladder=achievements&class=8',
      team: '/armory/1/arena-team/1',
    };
    for (const p of Object.values(paths)) {
      const res = await fetch(`${site.url}${p}`);
      if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`);
    }
    const rounds: Array<Record<string, number>> = [];
    const ratios: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((k) => [k, []]));
    const load = async (p: string) =>
      (
        await measure({
          url: `${site.url}${p}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          headers: { 'accept-encoding': 'gzip' },
        })
      ).requestsPerSecond;
    for (let r = 0; r < ROUNDS; r++) {
      const about = await load('/about');
      const row: Record<string, number> = { about };
      for (const [name, p] of Object.entries(paths)) {
        row[name] = await load(p);
        ratios[name]!.push(row[name]! / about);
      }
      rounds.push(row);
    }
    const againstAbout = Object.fromEntries(
      Object.entries(ratios).map(([name, list]) => [name, Math.round(median(list) * 100) / 100]),
    );
    return {
      laddersAfterStartS,
      rounds,
      againstAbout,
      withinBudget: Object.values(againstAbout).every((ratio) => ratio >= BUDGET.pagesAgainstAbout),
      memory: memoryOf(site.pid),
    };
  } finally {
    await site.stop();
    if (dialect === 'mysql') {
      const conn = await connectMysql();
      await conn.query(`DROP DATABASE IF EXISTS \`${BENCH_WEB}\``);
      await conn.end();
    }
  }
}

async function runOn(dialect: 'sqlite' | 'mysql') {
  const dbcDir = mkdtempSync(path.join(tmpdir(), 'realm-bench-dbc-'));
  await writeDemoClientData(dbcDir);
  // Each part reports its own failure: the other's figures are kept.
  const part = async (work: () => Promise<unknown>) => {
    try {
      return await work();
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  try {
    return {
      recomputation: await part(() => recompute(dialect, dbcDir)),
      pages: await part(() => pages(dialect, dbcDir)),
    };
  } finally {
    rmSync(dbcDir, { recursive: true, force: true });
  }
}

export default async function laddersBench() {
  const out: Record<string, unknown> = { budget: BUDGET };
  if (existsSync(path.join(LARGE_SQLITE_DIR, 'realm.sqlite'))) out.sqlite = await runOn('sqlite');
  else out.sqlite = 'not seeded: npm run seed:large -- --sqlite';
  if (await mysqlSeeded()) out.mariadb = await runOn('mysql');
  else out.mariadb = 'not seeded: npm run seed:large -- --mysql';
  return out;
}
