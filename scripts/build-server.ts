/*
 * The server as `npm start` runs it: its TypeScript bundled into one module (`build/site/site.js`),
 * the packages it imports left as they are in node_modules. Started from the sources, Node strips
 * the types of each of its 150 modules as it loads them: the stripper (a WebAssembly compiler) and the
 * modules' separate records stayed in memory, about 25 MB of the process (ADR 018). Tests, the CLI
 * and `npm run dev` still run the sources.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'build');
const outDir = path.join(buildDir, 'site');

await build({
  entryPoints: [path.join(root, 'server/main.ts')],
  outfile: path.join(outDir, 'site.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});

// React and the libraries that read NODE_ENV as they load are imported before the bundle's first line
// runs: the entry sets it first (server/platform/production-mode.ts does this for the sources).
writeFileSync(
  path.join(outDir, 'main.js'),
  "process.env.NODE_ENV ??= 'production';\nawait import('./site.js');\n",
);

// V8 keeps each module's source as a string for the life of the process, one byte a character only
// while every character is Latin-1: one dash (U+2013) in a comment made the bundle's 970 KB take
// 1.9 MB. The server's modules (this bundle, the web app's server build) write the others as \u
// escapes, which mean the same in strings, templates, regular expressions and comments: 2 MB less
// live heap at rest (ADR 018). A character behind a backslash (`\…`, the character itself) takes
// that backslash as its escape's. Only a raw template's text would change: the builds use none.
function latin1Source(file: string, source: string): string {
  if (/\bString\.raw\b/.test(source)) throw new Error(`${file}: String.raw would read \\u escapes as text`);
  return source.replace(/(\\*)([\u0100-\uffff])/g, (_, slashes: string, c: string) => {
    const escape = slashes.length % 2 ? 'u' : '\\u';
    return `${slashes}${escape}${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

for (const dir of [outDir, path.join(buildDir, 'server')]) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const latin1 = latin1Source(file, source);
    if (latin1 !== source) writeFileSync(file, latin1);
  }
}
