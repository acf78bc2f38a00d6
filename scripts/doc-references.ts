/**
 * Keeps the repository's references to its own documents true, so a clone explains itself:
 * - no file leans on a document that is not in the repository (the product and core notes once kept
 *   beside it, a sibling `shared` folder);
 * - every `docs/<file>.md` named exists, and every section it is cited with (`docs/product.md §7.4`,
 *   `§2.13, §2.14`, or a heading in quotes: `docs/architecture.md "Tests"`) is a heading of that file;
 * - every relative Markdown link to a `.md` file reaches one;
 * - every `ADR NNN` cited has its file in `docs/decisions/`.
 * `scripts/doc-references.test.ts` runs it over the repository's files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What the checks need to know of the repository; the tests give a small one of their own. */
export interface Repo {
  /** The text of a file by its path from the root, or undefined when there is no such file. */
  read(file: string): string | undefined;
  /** The numbers of the decision records (`007`, …). */
  adrNumbers: ReadonlySet<string>;
}

/*
 * Documents from outside the repository. The names are spelt with a character class so that this file
 * does not cite them itself.
 */
const OUTSIDE: Array<{ pattern: RegExp; message: (found: string) => string }> = [
  {
    pattern: /\b(?:SPEC|AZEROTH[C]ORE|DESIGN|STYLE)\.md\b/g,
    message: (found) =>
      `cites ${found}, which is not in the repository (see docs/product.md, docs/game-core.md)`,
  },
  {
    pattern: /\.\.\/shared\b/g,
    message: (found) => `points outside the repository (${found})`,
  },
];

const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;
/** One section number after a cited document, or after a separator that continues the list. */
const FIRST_SECTION = /^(?:\s|\*|\/\/|#)*§(\d+(?:\.\d+)*)/;
const NEXT_SECTION = /^\s*(?:,|;|and|or)\s*(?:\s|\*|\/\/|#)*§(\d+(?:\.\d+)*)/;
const QUOTED_HEADING = /^\s+"([^"\n]+)"/;
const MARKDOWN_LINK = /\]\(([^)\s#]+\.md)(?:#[^)\s]*)?\)/g;
const ADR_CITATION = /\bADRs?\s+(\d{3})((?:\s*(?:,|\/|and)\s*\d{3})*)/g;

const headingsCache = new WeakMap<Repo, Map<string, { numbers: Set<string>; titles: Set<string> }>>();

/** The section numbers (`7`, `7.4`) and the titles of a Markdown file's headings. */
export function headingsOf(markdown: string): { numbers: Set<string>; titles: Set<string> } {
  const numbers = new Set<string>();
  const titles = new Set<string>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const title = heading[1]!;
    titles.add(title);
    const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(title);
    if (number) numbers.add(number[1]!);
  }
  return { numbers, titles };
}

function headings(repo: Repo, file: string) {
  let known = headingsCache.get(repo);
  if (!known) headingsCache.set(repo, (known = new Map()));
  let found = known.get(file);
  if (!found) {
    found = headingsOf(repo.read(file) ?? '');
    known.set(file, found);
  }
  return found;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The problems of one file's text. */
export function checkText(file: string, text: string, repo: Repo): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, message: string) =>
    problems.push({ file, line: lineAt(text, index), message });

  for (const { pattern, message } of OUTSIDE) {
    for (const match of text.matchAll(pattern)) report(match.index, message(match[0]));
  }

  for (const match of text.matchAll(DOC_PATH)) {
    const doc = match[0];
    if (repo.read(doc) === undefined) {
      report(match.index, `cites ${doc}, which does not exist`);
      continue;
    }
    let rest = text.slice(match.index + doc.length, match.index + doc.length + 400);
    const quoted = QUOTED_HEADING.exec(rest);
    if (quoted && !headings(repo, doc).titles.has(quoted[1]!)) {
      report(match.index, `cites ${doc} "${quoted[1]}", which is not a heading there`);
    }
    let section = FIRST_SECTION.exec(rest);
    while (section) {
      if (!headings(repo, doc).numbers.has(section[1]!)) {
        report(match.index, `cites ${doc} §${section[1]}, which is not a section there`);
      }
      rest = rest.slice(section[0].length);
      section = NEXT_SECTION.exec(rest);
    }
  }

  if (file.endsWith('.md')) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!;
      if (/^[a-z]+:/i.test(target)) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
      if (repo.read(resolved) === undefined) report(match.index, `links to ${target}, which does not exist`);
    }
  }

  for (const match of text.matchAll(ADR_CITATION)) {
    const numbers = [match[1]!, ...(match[2]!.match(/\d{3}/g) ?? [])];
    for (const n of numbers) {
      if (!repo.adrNumbers.has(n)) report(match.index, `cites ADR ${n}, which is not in docs/decisions/`);
    }
  }
  return problems;
}

/** The files of the repository at `root`: tracked, or new and not ignored. The cores' own SQL is data. */
export function repositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => file && !/^server\/test\/fixtures\/core-sql\/.*\.sql$/.test(file))
    .filter((file) => {
      const full = path.join(root, file);
      return existsSync(full) && statSync(full).isFile();
    });
}

/** A Repo over the files on disk at `root`. */
export function diskRepo(root: string): Repo {
  const decisions = path.join(root, 'docs/decisions');
  return {
    read: (file) => {
      const full = path.join(root, file);
      return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
    },
    adrNumbers: new Set(
      readdirSync(decisions)
        .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
        .filter((n): n is string => n !== undefined),
    ),
  };
}

/** Every problem in the repository at `root`. Binary files are skipped. */
export function checkRepository(root: string): Problem[] {
  const repo = diskRepo(root);
  return repositoryFiles(root).flatMap((file) => {
    const bytes = readFileSync(path.join(root, file));
    if (bytes.subarray(0, 8000).includes(0)) return [];
    return checkText(file, bytes.toString('utf8'), repo);
  });
}
