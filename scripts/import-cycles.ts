/**
 * The import graph of the repository's TypeScript files and the cycles in it. Every `import`,
 * `import type`, `export … from`, `import('…')` type and lazy `import('…')` counts, resolved as
 * TypeScript resolves them (the package imports `#web/*` and `#contract/*` included): a cycle made only
 * of type imports still ties two modules together, even though `import-x/no-cycle` lets it pass. Files
 * React Router generates (`./+types/…`) are not the repository's and are left out. Run it with
 * `node scripts/import-cycles.ts`; `scripts/import-cycles.test.ts` fails on any cycle.
 */
import path from 'node:path';
import ts from 'typescript';

/** Each file and the repository files it imports, absolute paths. */
type ImportGraph = Map<string, Set<string>>;

/** The module names a file imports, in the order written: declarations, type queries and `import()` calls. */
function importedNames(file: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      names.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      names.push(node.moduleReference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      names.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/**
 * The graph of the files `tsconfig.json` at `root` includes, without generated ones (`.react-router/`)
 * or installed ones: an edge for each import that resolves to another of those files.
 */
export function importGraph(root: string): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`no tsconfig.json in ${root}`);
  const own = (file: string) => {
    const relative = path.relative(root, file);
    return (
      !relative.startsWith('..') &&
      !path.isAbsolute(relative) &&
      !relative.split(path.sep).some((part) => part === 'node_modules' || part === '.react-router')
    );
  };
  const files = config.fileNames.map((f) => path.resolve(f)).filter(own);
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(root, (f) => f, config.options);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
    const targets = new Set<string>();
    for (const name of importedNames(source)) {
      const resolved = ts.resolveModuleName(name, file, config.options, ts.sys, cache).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one file, or of one importing itself (Tarjan). */
function tangledGroups(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups;
}

/** A shortest path of imports from `from` to `to` that stays inside `group` (both ends included). */
function shortestPath(graph: ImportGraph, from: string, to: string, group: Set<string>): string[] {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0 && !previous.has(to)) {
    const file = queue.shift()!;
    for (const next of [...(graph.get(file) ?? [])].sort()) {
      if (group.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  const route = [to];
  while (route[0] !== from) route.unshift(previous.get(route[0]!)!);
  return route;
}

/**
 * The cycles of the graph, paths relative to `root`, each starting and ending with the same file: for
 * each group of files that import one another (directly or not), a shortest loop through each import
 * inside the group that no loop listed before goes through.
 */
export function findImportCycles(graph: ImportGraph, root: string): string[][] {
  const cycles: string[][] = [];
  for (const members of tangledGroups(graph)) {
    const group = new Set(members);
    const shown = new Set<string>();
    for (const file of members) {
      for (const next of [...(graph.get(file) ?? [])].sort()) {
        if (!group.has(next) || shown.has(`${file}\n${next}`)) continue;
        // Inside one strongly connected group every file reaches every other.
        const cycle = next === file ? [file, file] : [file, ...shortestPath(graph, next, file, group)];
        for (let i = 0; i + 1 < cycle.length; i++) shown.add(`${cycle[i]}\n${cycle[i + 1]}`);
        cycles.push(cycle.map((f) => path.relative(root, f).split(path.sep).join('/')));
      }
    }
  }
  return cycles;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const cycles = findImportCycles(importGraph(root), root);
  for (const cycle of cycles) console.log(cycle.join(' -> '));
  console.log(`${cycles.length} import cycle(s)`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}
