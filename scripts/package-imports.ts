/**
 * Rewrites the web app's imports to the package imports of package.json (`#contract/*`, `#web/*`):
 * an import of contract/ becomes `#contract/…`; an import that leaves its own part of web/app (a
 * feature folder, lib/, components/, routes/, content/, styles/, the root files) becomes `#web/…`;
 * imports inside one part stay relative. Idempotent: run it again after a merge brings relative
 * paths back (`node scripts/package-imports.ts`, then `npx prettier --write web/app`).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webApp = path.join(root, 'web/app');
const contract = path.join(root, 'contract');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The part of web/app a file belongs to: `features/<name>`, or its top folder, or '.' for the root files. */
function areaOf(file: string): string {
  const parts = path.relative(webApp, file).split(path.sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts.length > 1 ? parts[0]! : '.';
}

const toPosix = (p: string) => p.split(path.sep).join('/');
const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');

function rewrite(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (!existsSync(target)) return specifier;
  if (inside(contract, target)) return `#contract/${toPosix(path.relative(contract, target))}`;
  if (inside(webApp, target) && areaOf(target) !== areaOf(file))
    return `#web/${toPosix(path.relative(webApp, target))}`;
  return specifier;
}

// `from '…'`, `import '…'` and `import('…')`.
const IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"]+)\2/g;

let changed = 0;
for (const file of sourceFiles(webApp)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(
    IMPORT,
    (_all, lead: string, quote: string, spec: string) => `${lead}${quote}${rewrite(file, spec)}${quote}`,
  );
  if (next !== text) {
    writeFileSync(file, next);
    changed++;
  }
}
console.log(`package imports: ${changed} file(s) rewritten`);
