/*
 * The server as `npm start` runs it: its TypeScript bundled into one module (`build/site/site.js`),
 * the packages it imports left as they are in node_modules. Started from the sources, Node strips
 * the types of each of its 150 modules as it loads them: the stripper (a WebAssembly compiler) and the
 * modules' separate records stayed in memory, about 25 MB of the process (ADR 018). Tests, the CLI
 * and `npm run dev` still run the sources.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'build', 'site');

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
