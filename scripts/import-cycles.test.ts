import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles, importGraph } from './import-cycles.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A small project on disk: its package.json (with package imports), tsconfig.json and `files`. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const write = (name: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  };
  write('package.json', JSON.stringify({ type: 'module', imports: { '#lib/*': './src/lib/*' } }));
  write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'Bundler',
        allowImportingTsExtensions: true,
        noEmit: true,
        jsx: 'react-jsx',
      },
      include: ['src'],
    }),
  );
  for (const [name, text] of Object.entries(files)) write(name, text);
  return dir;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function cyclesOf(files: Record<string, string>): string[][] {
  const dir = project(files);
  made.push(dir);
  return findImportCycles(importGraph(dir), dir);
}

describe('the import cycle check', () => {
  it('finds cycles made of type imports, re-exports, package imports and lazy imports', () => {
    expect(
      cyclesOf({
        'src/a.ts': "import type { B } from './b.ts';\nexport type A = { b: B };\n",
        'src/b.ts': "import { type A } from './a.ts';\nexport type B = { a?: A };\n",
        'src/lib/c.ts': "export * from '../d.ts';\nexport const c = 1;\n",
        'src/d.ts': "export { c as again } from '#lib/c.ts';\n",
        'src/e.tsx': "const F = import('./f.ts');\nexport { F };\n",
        'src/f.ts': "export type E = typeof import('./e.tsx');\n",
        'src/g.ts':
          "import { c } from '#lib/c.ts';\nimport type { A } from './a.ts';\nexport const g: A | number = c;\n",
      }),
    ).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/a.ts'],
      ['src/d.ts', 'src/lib/c.ts', 'src/d.ts'],
      ['src/e.tsx', 'src/f.ts', 'src/e.tsx'],
    ]);
  });

  it('shows a loop through every import of a tangle, and a file importing itself', () => {
    expect(
      cyclesOf({
        'src/a.ts': "import './b.ts';\n",
        'src/b.ts': "import './c.ts';\nimport './a.ts';\n",
        'src/c.ts': "import './a.ts';\n",
        'src/self.ts': "export type Self = import('./self.ts').Other;\nexport type Other = number;\n",
        'src/leaf.ts': "import 'node:path';\nimport './a.ts';\n",
      }),
    ).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/a.ts'],
      ['src/b.ts', 'src/c.ts', 'src/a.ts', 'src/b.ts'],
      ['src/self.ts', 'src/self.ts'],
    ]);
  });

  it('finds none in the repository', () => {
    expect(findImportCycles(importGraph(root), root)).toEqual([]);
  });
});
