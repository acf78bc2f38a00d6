/*
 * The admin searches on a realm of a million accounts and three million characters (`npm run
 * seed:large` first): p95 at 20 connections for a username/name prefix, an exact email, an id/guid and
 * an account name (budget < 100 ms, no index added to the core's tables), what a substring search
 * (`match=contains`, a full read) costs, the unfiltered first page with its total, and the server's
 * peak memory. SQLite and MariaDB, each when its large database exists. About 3 minutes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabases } from '../server/db/databases.ts';
import { createSession } from '../server/platform/sessions.ts';
import { connectMysql } from '../server/test/mysql.ts';
import { BENCH_ADMIN, LARGE_MYSQL, LARGE_SQLITE_DIR, largeMysqlUrls, largeSqliteUrls } from './seed-large.ts';
import { measure, memoryOf, startSite } from './support.ts';

const CONNECTIONS = 20;
const DURATION_S = 5;
const BUDGET_MS = 100;

const ACCOUNT_SEARCHES: Record<string, string> = {
  'username prefix (ACC012345, 10 matches)': 'search=ACC012345',
  'exact email': 'search=acc0654321%40example.test',
  id: 'search=777777',
  'no search, first page (total = all accounts)': '',
};
const ACCOUNT_SUBSTRING = 'search=C065432&match=contains';

const CHARACTER_SEARCHES: Record<string, string> = {
  'name prefix (Xbcde, 26 matches)': 'search=xbcde',
  guid: 'search=2500000',
  'account name (3 characters)': 'search=acc0000042',
  'no search, first page (total = all characters)': '',
};
const CHARACTER_SUBSTRING = 'search=bcdef&match=contains';

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

async function adminToken(urls: { auth: string; characters: string; web: string }): Promise<string> {
  const dbs = openDatabases(urls);
  try {
    const admin = await dbs.auth
      .selectFrom('account')
      .select('id')
      .where('username', '=', BENCH_ADMIN.username)
      .executeTakeFirstOrThrow();
    const { token } = await createSession(dbs.web, {
      accountId: admin.id,
      rememberMe: true,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    return token;
  } finally {
    await dbs.close();
  }
}

async function runOn(dialect: 'sqlite' | 'mysql') {
  const urls = dialect === 'sqlite' ? largeSqliteUrls() : largeMysqlUrls();
  const env: Record<string, string> =
    dialect === 'sqlite'
      ? { DATA_DIR: LARGE_SQLITE_DIR, SEED_DEMO: 'false' }
      : {
          AUTH_DATABASE_URL: urls.auth,
          CHARACTERS_DATABASE_URL: urls.characters,
          WEB_DATABASE_URL: urls.web,
          SEED_DEMO: 'false',
        };
  const site = await startSite({ env });
  try {
    const headers = { authorization: `Bearer ${await adminToken(urls)}` };
    const get = async (pathAndQuery: string) => {
      const started = performance.now();
      const res = await fetch(`${site.url}${pathAndQuery}`, { headers });
      const body = (await res.json()) as { total?: number };
      if (!res.ok) throw new Error(`${pathAndQuery}: HTTP ${res.status} ${JSON.stringify(body)}`);
      return { ms: Math.round(performance.now() - started), total: body.total };
    };
    const series = async (base: string, searches: Record<string, string>, substring: string) => {
      const out: Record<string, unknown> = {};
      // Warm-up: the stat figures (computed twice before they are kept) and the email lookup copy.
      const firstCalls: Record<string, number> = {};
      for (const [label, query] of Object.entries(searches)) {
        for (let i = 0; i < 3; i++) {
          const { ms } = await get(`${base}?${query}`);
          if (i === 0) firstCalls[label] = ms;
        }
      }
      for (const [label, query] of Object.entries(searches)) {
        const { total } = await get(`${base}?${query}`);
        const load = await measure({
          url: `${site.url}${base}?${query}`,
          connections: CONNECTIONS,
          duration: DURATION_S,
          headers,
        });
        out[label] = { total, ...load, firstCallMs: firstCalls[label], withinBudget: load.p95 < BUDGET_MS };
      }
      const single = await get(`${base}?${substring}`);
      const load = await measure({
        url: `${site.url}${base}?${substring}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
      });
      out['substring (match=contains, reads the whole table)'] = {
        total: single.total,
        singleRequestMs: single.ms,
        ...load,
      };
      return out;
    };
    // The same load on the cheapest route: what this machine gives at the moment, for comparison.
    const baseline = await measure({
      url: `${site.url}/api/health`,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const accounts = await series('/api/admin/accounts', ACCOUNT_SEARCHES, ACCOUNT_SUBSTRING);
    const characters = await series('/api/admin/characters', CHARACTER_SEARCHES, CHARACTER_SUBSTRING);
    return {
      'GET /api/health (baseline)': baseline,
      'GET /api/admin/accounts': accounts,
      'GET /api/admin/characters': characters,
      serverMemory: memoryOf(site.pid),
    };
  } finally {
    await site.stop();
  }
}

export default async function admin() {
  const result: Record<string, unknown> = {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    budgetP95Ms: BUDGET_MS,
  };
  const sqliteFile = path.join(LARGE_SQLITE_DIR, 'realm.sqlite');
  const dialects: Array<'sqlite' | 'mysql'> = [];
  if (existsSync(sqliteFile)) dialects.push('sqlite');
  if (await mysqlSeeded()) dialects.push('mysql');
  if (dialects.length === 0) {
    return { ...result, skipped: 'No large database: run `npm run seed:large` first.' };
  }
  for (const dialect of dialects) {
    process.stderr.write(`bench: admin on ${dialect}...\n`);
    result[dialect] = await runOn(dialect);
  }
  return result;
}
