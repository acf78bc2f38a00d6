import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every word a page shows comes from the catalogues (ADR 020): a component writes `t('key')`, never
 * the words themselves. This reads every component of web/app and lists the words written in place:
 * text between tags, and the attributes a person reads or hears (`aria-label`, `title`, `alt`, ...).
 * What a `<code>`, `<kbd>` or `<samp>` holds is a name from the game or the computer (`realmlist.wtf`),
 * the same in every language.
 */

const WEB_APP = path.join(import.meta.dirname, '..', 'web', 'app');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'aria-description']);
const NAMES = new Set(['code', 'kbd', 'samp']);
/** Words in a language, as opposed to signs (`·`, `—`, `/`, `:`) and numbers. */
const WORDS = /\p{L}{2,}/u;

function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(file);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [file] : [];
  });
}

/** The tag name of the element a text is in. */
function tagOf(parent: ts.Node): string {
  return ts.isJsxElement(parent) ? parent.openingElement.tagName.getText() : '';
}

/** The strings a `{…}` shows: itself, either side of `?:`, the fallback of `??` or `||`. */
function shownStrings(expression: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isConditionalExpression(expression))
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  const fallback = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];
  if (ts.isBinaryExpression(expression) && fallback.includes(expression.operatorToken.kind))
    return shownStrings(expression.right);
  return [];
}

/** The words a component writes in place, as `file:line: words`. */
export function wordsInPlace(file: string, source = readFileSync(file, 'utf8')): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, words: string) => {
    const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(WEB_APP, path.resolve(WEB_APP, file))}:${line}: ${words.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text) && !NAMES.has(tagOf(node.parent)))
      report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(tree)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      WORDS.test(node.initializer.text)
    )
      report(node, `${node.name.getText(tree)}="${node.initializer.text}"`);
    if (ts.isJsxExpression(node) && node.expression) {
      const owner = node.parent;
      const read =
        ts.isJsxElement(owner) ||
        ts.isJsxFragment(owner) ||
        (ts.isJsxAttribute(owner) && READ_ATTRIBUTES.has(owner.name.getText(tree)));
      if (read && !NAMES.has(tagOf(owner)))
        for (const literal of shownStrings(node.expression))
          if (WORDS.test(literal.text)) report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };

  visit(tree);
  return found;
}

describe('the web app’s words', () => {
  it('finds words written in place, between tags and in the attributes a person reads', () => {
    const found = wordsInPlace(
      'example.tsx',
      "export const A = () => <p title=\"Open menu\">Hello <b>{name ?? 'Nobody'}</b> · 3 <code>Wow.exe</code> {a ? 'Yes' : t('no')}</p>;",
    );
    expect(found.sort()).toEqual([
      'example.tsx:1: Hello',
      'example.tsx:1: Nobody',
      'example.tsx:1: Yes',
      'example.tsx:1: title="Open menu"',
    ]);
  });

  it('come from the catalogues in every component', () => {
    expect(components(WEB_APP).flatMap((file) => wordsInPlace(file))).toEqual([]);
  });
});
