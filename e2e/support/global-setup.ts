import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../server/test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built site under test listens, or null when Chromium is missing (outside CI only). */
    baseUrl: string | null;
    /** The site's DATA_DIR: its SQLite file and the mail outbox. */
    dataDir: string;
  }
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app when stale, then starts the real site (embedded SQLite with the demo seed) on a
 * free port for the browser tests, and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    const line = `Chromium not found at ${CHROMIUM}: browser tests skipped. Install it with "apt-get install chromium".`;
    if (process.env.CI === 'true') throw new Error(line);
    console.warn(line);
    project.provide('baseUrl', null);
    project.provide('dataDir', '');
    return;
  }

  const build = spawnSync(process.execPath, ['scripts/ensure-build.ts'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the web app failed');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'realm-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'build/site/main.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // The journeys register and sign in without the CAPTCHA; captcha.e2e.ts starts a site with it.
        REGISTRATION_CAPTCHA: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The site did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
