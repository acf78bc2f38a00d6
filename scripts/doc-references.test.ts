import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRepository, checkText, repositoryFiles, type Repo } from './doc-references.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A document's path, built so that this file's own text cites none of the examples below. */
const doc = (name: string) => ['docs', `${name}.md`].join('/');

/** A small repository: one document with numbered sections and a named one, two decision records. */
function fakeRepo(): Repo {
  const files: Record<string, string> = {
    'docs/product.md': '# Product\n\n## 1. People\n\n### 1.2 Accounts\n\n## 7. The API\n\n### 7.4 Bugs\n',
    'docs/architecture.md': '# Architecture\n\n## Tests\n\n```\n## 9. not a heading\n```\n',
  };
  return { read: (file) => files[file], adrNumbers: new Set(['005', '014']) };
}

const messages = (file: string, text: string) => checkText(file, text, fakeRepo()).map((p) => p.message);

describe('references to documents', () => {
  it('accepts citations of sections and headings that exist, on one line or across a comment', () => {
    const text = [
      '/** docs/product.md §7.4 bug calls; docs/product.md §1, §1.2 and §7. */',
      '// docs/architecture.md "Tests": no mocks.',
      '/* registration as the core does (docs/product.md',
      ' * §1.2), see ADR 005 and ADRs 005/014. */',
    ].join('\n');
    expect(messages('server/x.ts', text)).toEqual([]);
  });

  it('names a section, heading, document or decision record that does not exist', () => {
    const text = [
      `// ${doc('product')} §7.5 and §2`,
      `// ${doc('architecture')} "Testing"; ${doc('architecture')} §9`,
      `// ${doc('missing')} §1`,
      '// ADR 005, 006',
    ].join('\n');
    expect(checkText('server/x.ts', text, fakeRepo())).toEqual([
      { file: 'server/x.ts', line: 1, message: `cites ${doc('product')} §7.5, which is not a section there` },
      { file: 'server/x.ts', line: 1, message: `cites ${doc('product')} §2, which is not a section there` },
      {
        file: 'server/x.ts',
        line: 2,
        message: `cites ${doc('architecture')} "Testing", which is not a heading there`,
      },
      {
        file: 'server/x.ts',
        line: 2,
        message: `cites ${doc('architecture')} §9, which is not a section there`,
      },
      { file: 'server/x.ts', line: 3, message: `cites ${doc('missing')}, which does not exist` },
      { file: 'server/x.ts', line: 4, message: 'cites ADR 006, which is not in docs/decisions/' },
    ]);
  });

  it('refuses documents kept outside the repository', () => {
    const names = ['SPEC', 'DESIGN', 'STYLE', ['AZEROTH', 'CORE'].join('')];
    const sibling = ['..', 'shared'].join('/');
    const text = [...names.map((name) => `// ${name}.md §1`), `// see ${sibling}/srp6_vectors.json`].join(
      '\n',
    );
    expect(messages('web/x.ts', text)).toEqual([
      ...names.map((name) =>
        expect.stringMatching(new RegExp(`^cites ${name}\\.md, which is not in the repository`)),
      ),
      `points outside the repository (${sibling})`,
    ]);
  });

  it('follows relative Markdown links from the file that holds them', () => {
    const text = '[the product](product.md), [tests](architecture.md#tests), [gone](decisions/999-x.md)';
    expect(messages(doc('other'), text)).toEqual(['links to decisions/999-x.md, which does not exist']);
    expect(messages('README.md', '[product](docs/product.md) [web](https://example.test/a.md)')).toEqual([]);
  });

  it('leaves the cores’ own SQL out and reads the rest of the repository', () => {
    const files = repositoryFiles(root);
    expect(files).toContain('docs/product.md');
    expect(files).toContain('server/test/fixtures/core-sql/azerothcore/PROVENANCE.md');
    expect(files.filter((f) => f.endsWith('.sql') && f.includes('core-sql'))).toEqual([]);
  });

  it('finds every reference in the repository true', () => {
    const problems = checkRepository(root).map((p) => `${p.file}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });
});
