import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/test/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');

export interface BuiltSite {
  url: string;
  /** Its DATA_DIR: the SQLite file and the mail outbox. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The built site (embedded SQLite with the demo seed) on a free port, with `env` on top; resolves
 * once its health check answers.
 */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<BuiltSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'build/site/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The site did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
