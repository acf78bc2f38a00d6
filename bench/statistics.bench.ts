/*
 * The statistics' budgets on the large realm (`npm run seed:large` first: three million characters
 * created over two years, a million accounts with their counts on the realm, two years of worldserver
 * runs and 90 days of samples), SQLite and MariaDB, each when its large database exists:
 * - one recomputation of the realm's statistics (a run of the job for one realm: the slices of
 *   characters and accounts due, the runs and the samples, ADR 024): at most 2 s of database time, the
 *   sum of its statements' times as the database answered them (Kysely's log), the worst of three
 *   cycles of runs from no slice counted (as after a deployment); the staff's figures measured beside;
 * - the statistics page held, at 50 connections, against `/about` on the same server (wrk, three
 *   rounds taken in turn, the median ratio): at least 0.5×; the API's answer measured beside it.
 * `npm run bench -- statistics` runs it alone (about 3 minutes).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { LogEvent } from 'kysely';
import { STATISTICS_EVERY_MS } from '../contract/statistics.ts';
import { databasePlace, openDatabases } from '../server/db/databases.ts';
import { detectGameCore } from '../server/game/core-detection.ts';
import { createRealmRegistry } from '../server/game/realms.ts';
import { PHASES } from '../server/features/statistics/slices.ts';
import {
  computeRealmStatistics,
  computeStaffStatistics,
} from '../server/features/statistics/statistics.service.ts';
import { connectMysql } from '../server/test/mysql.ts';
import { LARGE_MYSQL, LARGE_SQLITE_DIR, largeMysqlUrls, largeSqliteUrls } from './seed-large.ts';
import { measure, memoryOf, startSite } from './support.ts';

const BUDGET = { recomputationDbMs: 2000, pageAgainstAbout: 0.5 };
const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function mysqlSeeded(): Promise<boolean> {
  try {
    const conn = await connectMysql();
    const [rows] = await conn.query('SHOW DATABASES LIKE ?', [LARGE_MYSQL.characters]);
    await conn.end();
    return (rows as unknown[]).length > 0;
  } catch {
    return false;
  }
}

/** The statements the databases ran, with the time each took (Kysely's log: from sending to its result). */
function statementLog() {
  let statements: number[] = [];
  return {
    log: (event: LogEvent) => {
      if (event.level === 'query') statements.push(event.queryDurationMillis);
    },
    take() {
      const taken = statements;
      statements = [];
      return { statements: taken.length, dbMs: Math.round(taken.reduce((sum, ms) => sum + ms, 0)) };
    },
  };
}

/**
 * The job's work for realm 1 and for the staff, run directly on the large databases, three cycles of
 * runs from no slice counted (as after a deployment): each run recounts an eighth of the slices.
 */
async function recomputation(dialect: 'sqlite' | 'mysql') {
  const statements = statementLog();
  const urls = dialect === 'sqlite' ? largeSqliteUrls() : largeMysqlUrls();
  const dbs = openDatabases(urls, { log: statements.log });
  try {
    const core = await detectGameCore(dbs, undefined, 'the large realm');
    const realm = { id: 1, name: 'Frostfall', address: '127.0.0.1', port: 8085 };
    const realms = createRealmRegistry(
      [
        {
          ...realm,
          characters: {
            db: dbs.characters,
            dialect: dbs.dialects.characters,
            place: databasePlace(urls.characters),
          },
        },
      ],
      1,
    );
    const deps = { dbs, realms, core };
    await dbs.web.deleteFrom('statistics_slice').execute();
    const start = Date.now();
    const runs: Array<{ realmDbMs: number; realmWallMs: number; staffDbMs: number; figures: boolean }> = [];
    let counted = 0;
    for (let i = 0; i < 3 * PHASES; i++) {
      const at = start + i * STATISTICS_EVERY_MS;
      statements.take();
      const started = performance.now();
      const stats = await computeRealmStatistics(deps, realm, at);
      const realmWallMs = Math.round(performance.now() - started);
      const realmDbMs = statements.take().dbMs;
      await computeStaffStatistics(deps, at);
      runs.push({ realmDbMs, realmWallMs, staffDbMs: statements.take().dbMs, figures: stats !== null });
      counted = stats?.population?.total ?? counted;
    }
    const worst = Math.max(...runs.map((r) => r.realmDbMs));
    return {
      charactersCounted: counted,
      runs,
      firstFiguresAtRun: runs.findIndex((r) => r.figures) + 1,
      worstRunDbMs: worst,
      medianRunDbMs: median(runs.map((r) => r.realmDbMs)),
      withinBudget: worst <= BUDGET.recomputationDbMs,
      staffWorstRunDbMs: Math.max(...runs.map((r) => r.staffDbMs)),
    };
  } finally {
    await dbs.close();
  }
}

async function pages(env: Record<string, string>) {
  const site = await startSite({ env });
  try {
    // The job computes at start; the page and the answer wait for its first result.
    const deadline = Date.now() + 120_000;
    while ((await fetch(`${site.url}/api/realms/1/statistics`)).status !== 200) {
      if (Date.now() > deadline) throw new Error('no statistics within 2 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = '/realms/1/statistics';
    const html = await (await fetch(`${site.url}${page}`)).text();
    if (!html.includes('data-chart="races"')) throw new Error('the statistics page has no charts');
    const headers = { 'accept-encoding': 'gzip' };
    const rounds: Array<{ about: number; statistics: number }> = [];
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const about = await measure({
        url: `${site.url}/about`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
      const statistics = await measure({
        url: `${site.url}${page}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers,
      });
      rounds.push({ about: about.requestsPerSecond, statistics: statistics.requestsPerSecond });
      ratios.push(statistics.requestsPerSecond / about.requestsPerSecond);
    }
    const api = await measure({
      url: `${site.url}/api/realms/1/statistics`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    const againstAbout = Math.round(median(ratios) * 100) / 100;
    return {
      heldPage: { rounds, againstAbout, withinBudget: againstAbout >= BUDGET.pageAgainstAbout },
      api: { requestsPerSecond: api.requestsPerSecond, p95: api.p95 },
      memory: memoryOf(site.pid),
    };
  } finally {
    await site.stop();
  }
}

async function runOn(dialect: 'sqlite' | 'mysql') {
  const urls = dialect === 'sqlite' ? largeSqliteUrls() : largeMysqlUrls();
  const computed = await recomputation(dialect);
  const env: Record<string, string> =
    dialect === 'sqlite'
      ? { SEED_DEMO: 'false', DATA_DIR: LARGE_SQLITE_DIR }
      : {
          SEED_DEMO: 'false',
          AUTH_DATABASE_URL: urls.auth,
          CHARACTERS_DATABASE_URL: urls.characters,
          WEB_DATABASE_URL: urls.web,
        };
  return { recomputation: computed, ...(await pages(env)) };
}

export default async function statisticsBench() {
  const out: Record<string, unknown> = { budget: BUDGET };
  if (existsSync(path.join(LARGE_SQLITE_DIR, 'realm.sqlite'))) out.sqlite = await runOn('sqlite');
  else out.sqlite = 'not seeded: npm run seed:large -- --sqlite';
  if (await mysqlSeeded()) out.mariadb = await runOn('mysql');
  else out.mariadb = 'not seeded: npm run seed:large -- --mysql';
  return out;
}
