/*
 * `npm start` builds the site first when the build is missing or older than its sources (the web app,
 * and the server's bundle: scripts/build-server.ts), so a fresh clone needs only `npm install && npm
 * start`. The build's own listing (every asset) is kept back and summarised in a line; a failed build
 * prints it whole.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'build');
const markers = [path.join(buildDir, 'server', 'index.js'), path.join(buildDir, 'site', 'main.js')];
const sources = [
  'web',
  'contract',
  'server',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/build-server.ts',
  'package-lock.json',
];

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
  if (!markers.every((m) => existsSync(m))) return true;
  const built = Math.min(...markers.map((m) => statSync(m).mtimeMs));
  return sources.some((s) => newestMtime(s) > built);
}

/** What the browser side of the build holds: its files (without their .br/.gz copies) and its JavaScript. */
function describeBuild(): string {
  const files = readdirSync(path.join(buildDir, 'client'), { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && !/\.(?:br|gz)$/.test(e.name),
  );
  const scriptBytes = files
    .filter((e) => e.name.endsWith('.js'))
    .reduce((sum, e) => sum + gzipSync(readFileSync(path.join(e.parentPath, e.name))).length, 0);
  return `${files.length} files, ${Math.round(scriptBytes / 1000)} kB of JavaScript (gzip)`;
}

if (import.meta.main && buildIsStale()) {
  process.stdout.write('Building the site (missing or older than its sources)... ');
  const started = performance.now();
  // One stream for both, so a failure's messages read in the order they came.
  const result = spawnSync('npm run build 2>&1', {
    cwd: root,
    shell: true,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.log('failed:\n');
    process.stderr.write(result.stdout ?? '');
    if (result.error) console.error(result.error.message);
    process.exit(result.status ?? 1);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`built in ${seconds} s: ${describeBuild()}`);
}
