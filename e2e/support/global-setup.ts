import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltSite } from './site.ts';

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

  // The journeys register and sign in without the CAPTCHA; captcha.e2e.ts starts a site with it.
  const site = await startBuiltSite({ REGISTRATION_CAPTCHA: 'off' });
  project.provide('baseUrl', site.url);
  project.provide('dataDir', site.dataDir);

  return () => site.stop();
}
