/**
 * Keeps words out of the screens' code (issue 14): JSX text and the attributes people read or
 * hear (`aria-label`, `title`, `placeholder`, `alt`, `label`, `helperText`) must come from a
 * catalogue, or a language switch leaves them in English. Read with the TypeScript parser, so
 * comments and code are told apart. Only what is no word at all (punctuation, a single letter,
 * a brand in `BRANDS`) may be written in place.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const APPS = ['shell', 'registration', 'student', 'custom-pages'];
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'helperText', 'aria-description']);
/** Names that are the same in every language. */
const BRANDS = new Set(['Education platform', 'Google', 'Microsoft', 'MyLogin']);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    // Tests and their kits (stub screens) are not screens.
    return name.endsWith('.tsx') && !/\.test\.|TestKit/.test(name) ? [path] : [];
  });
}

const hasWords = (text: string): boolean => /\p{L}{2,}/u.test(text) && !BRANDS.has(text.trim());

function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node): string => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const init = node.initializer;
      const literal = init && ts.isStringLiteral(init) ? init : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteral(init.expression) ? init.expression : undefined;
      if (literal && hasWords(literal.text) && !/^[\w.]+\.[\w.]+$/.test(literal.text)) found.push(`${where(node)} ${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('screens', () => {
  it('say nothing in words that bypasses the catalogues', () => {
    const found = APPS.flatMap((app) => sources(join(ROOT, app))).flatMap(literals);
    expect(found).toEqual([]);
  });
});
