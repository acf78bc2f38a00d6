import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createMysqlDatabases } from '../server/test/mysql.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Site {
  url: string;
  dataDir: string;
  /** The environment the server runs with (database URLs included). */
  env: Record<string, string>;
  /** The server's process id, for memory readings. */
  pid: number;
  /** Milliseconds from spawning the process to the first 200 on /api/health. */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server process (`server/main.ts`) on a free port with fresh databases: the embedded
 * SQLite file with the demo seed by default, or MariaDB databases loaded with AzerothCore's schema.
 */
export async function startSite(
  options: { env?: Record<string, string>; mysql?: boolean; keepData?: boolean; viaNpmStart?: boolean } = {},
): Promise<Site> {
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'realm-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mysql = options.mysql ? await createMysqlDatabases() : undefined;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...mysql?.env,
    ...options.env,
  };
  const started = performance.now();
  const [command, args] = options.viaNpmStart
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts']];
  // Its own process group, so `npm start` and the server under it stop together.
  const child: ChildProcess = spawn(command as string, args as string[], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The site did not start within 60 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const startMs = Math.round(performance.now() - started);
  return {
    url,
    dataDir,
    env,
    pid: child.pid!,
    startMs,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      if (!options.keepData && !options.env?.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      await mysql?.drop();
    },
  };
}

/** Resident memory of a process in MB, from /proc (peak: VmHWM). */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/**
 * Runs autocannon against one URL (or a request list) and reports throughput and exact latency
 * percentiles in ms, computed from every response's own time.
 */
export async function measure(options: {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
}): Promise<LoadResult> {
  const times: number[] = [];
  // autocannon rejects keys that are present but undefined.
  const settings = Object.fromEntries(
    Object.entries({
      url: options.url,
      connections: options.connections,
      duration: options.amount ? undefined : (options.duration ?? 10),
      amount: options.amount,
      method: options.method,
      headers: options.headers,
      body: options.body,
      requests: options.requests,
    }).filter(([, v]) => v !== undefined),
  ) as unknown as autocannon.Options;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(settings, (error: unknown, r: autocannon.Result) =>
      error ? reject(error) : resolve(r),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}
