import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The API answers in its caller's language (ADR 020): an error is an `AppError` made of a `text()`
 * (TypeScript refuses words there), and a success's `message` is said with `say(request, text(…))`.
 * This reads the server's code for the one place words could still slip in: a `message` or `error`
 * field written as a string in place. The configuration's messages (config.ts) are for the operator
 * reading the server's log, in English like the variables they name.
 */

const SERVER = path.join(import.meta.dirname, '..', 'server');
const FIELDS = new Set(['message', 'error']);
const CONFIG = path.join(SERVER, 'config.ts');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : modules(file);
    const served = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && file !== CONFIG;
    return served ? [file] : [];
  });
}

/** `message: 'words'` and `error: \`words\`` in a module, as `file:line: words`. */
export function messagesInPlace(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      FIELDS.has(node.name.getText(tree)) &&
      (ts.isStringLiteralLike(node.initializer) || ts.isTemplateExpression(node.initializer)) &&
      /\p{L}{2,}/u.test(node.initializer.getText(tree))
    ) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path.relative(SERVER, path.resolve(SERVER, file))}:${line}: ${node.getText(tree)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('the API’s words', () => {
  it('finds a message written in place', () => {
    expect(
      messagesInPlace(
        'x.ts',
        "reply.send({ success: true, message: 'Done!', data: { error: `${n} left` } });",
      ),
    ).toEqual(["x.ts:1: message: 'Done!'", 'x.ts:1: error: `${n} left`']);
  });

  it('come from the catalogues in every module of the server', () => {
    expect(modules(SERVER).flatMap((file) => messagesInPlace(file))).toEqual([]);
  });
});
