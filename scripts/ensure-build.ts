/*
 * `npm start` builds the web app first when the build is missing or older than its sources, so a fresh
 * clone needs only `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'build');
const marker = path.join(buildDir, 'server', 'index.js');
const sources = ['web', 'contract', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

if (import.meta.main) {
  if (buildIsStale()) {
    console.log('Building the web app (missing or older than its sources)...');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
