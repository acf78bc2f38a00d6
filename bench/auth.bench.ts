/*
 * Sign-in and registration latency at 20 connections for 10 s each (budget: p95 < 50 ms), on the
 * embedded SQLite site and on MariaDB with AzerothCore's schema. Rate limiting is not what is measured:
 * the sites run with RATE_LIMIT=off (a benchmark-only switch), and every registration uses a new name
 * and email. Sign-in uses one account made through the API. Beside the latency, the server's CPU time
 * per request, which does not depend on what else the machine runs.
 */
import { readFileSync } from 'node:fs';
import { measure, startSite, type Site } from './support.ts';

const CONNECTIONS = 20;
const DURATION = 10;
const PASSWORD = 'Benchmark1';

async function post(site: Site, path: string, body: unknown): Promise<Response> {
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** CPU time (user + system) the server process has used, in ms: the cost per request does not depend on how busy the machine is. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function withCpu<T extends { requests: number }>(site: Site, work: () => Promise<T>) {
  const before = cpuMs(site.pid);
  const result = await work();
  const used = cpuMs(site.pid) - before;
  return { ...result, serverCpuMsPerRequest: Math.round((used / Math.max(1, result.requests)) * 100) / 100 };
}

async function run(site: Site, tag: string) {
  const made = await post(site, '/api/auth/register', {
    username: `Bench${tag}`,
    email: `bench-${tag.toLowerCase()}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  if (made.status !== 201) throw new Error(`could not create the bench account: ${made.status}`);

  const login = await withCpu(site, () =>
    measure({
      url: `${site.url}/api/auth/login`,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench${tag}`, password: PASSWORD, rememberMe: false }),
    }),
  );

  const prefix = `${tag}${Date.now().toString(36).slice(-4)}`;
  // More distinct new accounts than the run can create, so none is sent twice.
  const register = await withCpu(site, () =>
    measure({
      url: site.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: Array.from({ length: 60_000 }, (_, n) => {
        const username = `R${prefix}${n.toString(36)}`.slice(0, 16);
        return {
          method: 'POST' as const,
          path: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username,
            email: `${username.toLowerCase()}@example.test`,
            password: PASSWORD,
            confirmPassword: PASSWORD,
          }),
        };
      }),
    }),
  );
  // The same site's cheapest call under the same load: what the machine gives any request right now.
  const baseline = await withCpu(site, () =>
    measure({ url: `${site.url}/api/health`, connections: CONNECTIONS, duration: 5 }),
  );
  return {
    'GET /api/health (baseline)': baseline,
    'POST /api/auth/login': { ...login, budgetP95Ms: 50 },
    'POST /api/auth/register': { ...register, budgetP95Ms: 50 },
  };
}

export default async function auth() {
  const results: Record<string, unknown> = {
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    // Latency on a shared machine depends on what else runs: the load average says how busy it was.
    loadAverageAtStart: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
  };
  for (const mysql of [false, true]) {
    const site = await startSite({ mysql, env: { RATE_LIMIT: 'off', SEED_DEMO: 'false' } });
    try {
      results[mysql ? 'mariadb' : 'sqlite'] = await run(site, mysql ? 'My' : 'Sq');
    } catch (error) {
      results[mysql ? 'mariadb' : 'sqlite'] = {
        error: error instanceof Error ? error.message : String(error),
      };
    } finally {
      await site.stop();
    }
  }
  return results;
}
