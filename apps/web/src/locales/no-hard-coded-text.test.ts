// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads goes through i18n, so switching to বাংলা changes all
 * of it. This reads each component with the TypeScript parser and lists any text
 * written straight into the markup.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Attributes people read or hear (screen readers announce aria-label and alt). */
const READ_ATTRIBUTES = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-placeholder']);

/** Strings with letters that are not in any language: format examples shown as typed. */
const ALLOWED = new Set<string>(['https://', 'MM/YY']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !/\.(test|spec)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

/** A literal string in an attribute or child: "x", {'x'}, {`x`} or {`x ${y}`}'s fixed parts. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const raw = node.getText(file);
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file) + raw.length - raw.trimStart().length);
    found.push(`${fileName}:${line + 1} ${JSON.stringify(text.trim())}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (hasLetters(text) && !ALLOWED.has(text)) report(node, text);
    } else if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = literalText(node.expression);
      if (text !== null && hasLetters(text) && !ALLOWED.has(text.trim())) report(node, text);
    } else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text !== null && hasLetters(text) && !ALLOWED.has(text.trim())) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('texts in components', () => {
  it('finds hard-coded texts (the check itself works)', () => {
    const sample = `export const A = () => (
      <div title="Hello" aria-label={'Close'}>
        Add to cart
        {'Total'}
        <img alt="" src="/x.png" />
        <img alt={\`Photo of \${name}\`} src="/y.png" />
        <input placeholder={t('x')} label="OK" />
        {' • '} / {t('y')}
      </div>
    );`;
    expect(hardCodedTexts('sample.tsx', sample)).toEqual([
      'sample.tsx:2 "Hello"',
      'sample.tsx:2 "Close"',
      'sample.tsx:3 "Add to cart"',
      'sample.tsx:4 "Total"',
      'sample.tsx:6 "Photo of"',
      'sample.tsx:7 "OK"',
    ]);
  });

  it('all go through i18n', () => {
    const offenders = componentFiles(SRC).flatMap((path) =>
      hardCodedTexts(relative(SRC, path), readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
