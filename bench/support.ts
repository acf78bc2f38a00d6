import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMysqlDatabases } from '../server/test/mysql.ts';
import { freePort } from '../server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '..');

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
 * Starts the real server process (`build/site/main.js`, as `npm start` runs it) on a free port with fresh databases: the embedded
 * SQLite file with the demo seed by default, or MariaDB databases loaded with AzerothCore's schema.
 */
let built = false;

/** Builds the site when its sources changed since the last build, once a run: a bench measures the current sources. */
function ensureBuild() {
  if (built) return;
  // Build output goes to stderr: some benches print their figures as JSON on stdout.
  const build = spawnSync(process.execPath, ['scripts/ensure-build.ts'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) throw new Error('Building the site failed');
  built = true;
}

export async function startSite(
  options: { env?: Record<string, string>; mysql?: boolean; keepData?: boolean; viaNpmStart?: boolean } = {},
): Promise<Site> {
  ensureBuild();
  const dataDir = options.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'realm-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mysql = options.mysql ? await createMysqlDatabases() : undefined;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    // BENCH_SERVER_LOG=info (or debug) shows each request's line with its response time.
    LOG_LEVEL: /^(info|debug|trace)$/.test(process.env.BENCH_SERVER_LOG ?? '')
      ? process.env.BENCH_SERVER_LOG!
      : 'warn',
    // Benches that measure the CAPTCHA turn it on (web.ts, load.ts); the others register without one.
    REGISTRATION_CAPTCHA: 'off',
    ...mysql?.env,
    ...options.env,
  };
  const started = performance.now();
  const [command, args] = options.viaNpmStart
    ? ['npm', ['start', '--silent']]
    : // The flags of `npm start` (package.json): V8's heap bounded, so the RSS under load stays low.
      // Its glibc settings (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_) are set in env below.
      [
        process.execPath,
        [
          '--max-semi-space-size=4',
          '--max-old-space-size=256',
          '--no-maglev',
          '--no-sparkplug',
          '--disable-warning=ExperimentalWarning',
          // Flags for a measurement of the server itself (NODE_OPTIONS refuses some, e.g. --trace-gc).
          ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
          'build/site/main.js',
        ],
      ];
  // Its own process group, so `npm start` and the server under it stop together.
  const child: ChildProcess = spawn(command as string, args as string[], {
    cwd: root,
    env: { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', ...env },
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

interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Mean size of a response as received (headers included), to show what was measured. */
  bytesPerResponse: number;
}

/** One request of a load: path (with its query), and optionally method, headers and body. */
export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

/** A Lua string literal of the exact bytes of `text` (wrk's LuaJIT has no \u escapes). */
function luaString(text: string): string {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    out +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x22 && byte !== 0x5c ? String.fromCharCode(byte) : `\\${byte}`;
  }
  return `${out}"`;
}

function rawRequest(host: string, r: LoadRequest, common: Record<string, string>): string {
  const headers: Record<string, string> = { host, ...common, ...r.headers };
  if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  return `${r.method ?? 'GET'} ${r.path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n${r.body ?? ''}`;
}

const THREADS = 2;

/**
 * Loads the site with wrk (C, one thread per core, so the load generator takes as little of the
 * machine as possible) and reports throughput and latency percentiles in ms. `requests` are sent in
 * turn, each thread starting at its own offset and stepping by the thread count, so a list of
 * distinct requests (new accounts, say) is never sent twice while it lasts.
 */
export async function measure(options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
  method?: LoadRequest['method'];
  body?: string;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  const list = options.requests ?? [
    { path: target.pathname + target.search, method: options.method, body: options.body },
  ];
  const dir = mkdtempSync(path.join(tmpdir(), 'realm-wrk-'));
  const script = path.join(dir, 'load.lua');
  writeFileSync(
    script,
    [
      `local requests = {`,
      ...list.map((r) => `  ${luaString(rawRequest(target.host, r, options.headers ?? {}))},`),
      `}`,
      `local count, started, n = #requests, 0, 0`,
      // setup runs in the main state once per thread; the global it sets is read by init in that thread's.
      `function setup(thread) thread:set("offset", started); started = started + 1 end`,
      `function init() n = offset end`,
      `function request() local r = requests[(n % count) + 1]; n = n + ${THREADS}; return r end`,
      `function done(summary, latency)`,
      `  local e = summary.errors`,
      `  io.write(string.format('{"requests":%d,"bytes":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',`,
      `    summary.requests, summary.bytes, summary.duration, latency:percentile(50), latency:percentile(95),`,
      `    latency:percentile(99), e.connect + e.read + e.write + e.timeout, e.status))`,
      `end`,
    ].join('\n'),
  );
  try {
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        [
          `-t${THREADS}`,
          `-c${Math.max(THREADS, options.connections)}`,
          `-d${options.duration}s`,
          '--timeout',
          '10s',
          '-s',
          script,
          `${target.protocol}//${target.host}`,
        ],
        (error, stdout, stderr) => {
          if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT')
            reject(new Error('wrk is not installed: apt-get install wrk'));
          else if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
          else resolve(stdout);
        },
      );
    });
    const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const r = JSON.parse(line) as Record<string, number>;
    const ms = (us: number) => Math.round(us / 10) / 100;
    return {
      requestsPerSecond: Math.round(r.requests! / (r.durationUs! / 1e6)),
      p50: ms(r.p50!),
      p95: ms(r.p95!),
      p99: ms(r.p99!),
      errors: r.errors!,
      non2xx: r.non2xx!,
      requests: r.requests!,
      bytesPerResponse: Math.round(r.bytes! / Math.max(1, r.requests!)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The machine's CPU time so far, all of it and what the host took for other guests (steal), from /proc/stat. */
function cpuTimes(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

/**
 * Runs `work` and says what share of the machine's CPU time the host took meanwhile (a virtual
 * machine's steal): a measurement taken while it was high says more about the neighbours than the site.
 */
export async function withSteal<T>(work: () => Promise<T>): Promise<{ result: T; stealPercent: number }> {
  const before = cpuTimes();
  const result = await work();
  const after = cpuTimes();
  const total = after.total - before.total;
  return {
    result,
    stealPercent: total > 0 ? Math.round(((after.steal - before.steal) / total) * 1000) / 10 : 0,
  };
}
