// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The home page and the shop show before the English texts beyond the storefront's
 * arrive (`loadAllTexts` in lib/i18n.ts). This follows the code they can run without
 * them, from the app's entry, and lists every text it reads from another area.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const STOREFRONT_AREAS = new Set(['common', 'storefront']);

/** Pages other than these wait for every text; the router is where they are loaded. */
const ROOTS = ['app/main.tsx', 'app/routes/home.tsx', 'app/routes/shop.tsx'];
/**
 * Modules whose dynamic imports load together with more texts: the router's pages with
 * every text (`loadAllTexts`), and the lists' Add to Cart with the cart's (checked below).
 */
const LOAD_WITH_ALL_TEXTS = ['app/router.tsx', 'features/cart/components/lazy-add-to-cart.tsx'];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The modules a file runs: static imports (not type-only), and its dynamic ones outside the router. */
function importsOf(file: string, source: string): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const followDynamic = !LOAD_WITH_ALL_TEXTS.includes(relative(SRC, file));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      followDynamic &&
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
}

/** `t('cart.…')`, `i18n.t('cart.…')`, `t(`dashboard.…${x}`)`: the areas a file reads texts from. */
const textAreas = (source: string) => [...source.matchAll(/\bt\(\s*['"`]([a-zA-Z]+)\./g)].map((m) => m[1]!);

function storefrontReach(roots = ROOTS): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = roots.map((root) => join(SRC, root));
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    seen.set(file, textAreas(source));
    // The texts themselves are data, not code that reads them.
    if (!relative(SRC, file).startsWith('locales/')) queue.push(...importsOf(file, source));
  }
  return seen;
}

describe('the texts the home page and the shop read before the rest arrive', () => {
  it('come from the storefront areas only', () => {
    const outside = [...storefrontReach()]
      .flatMap(([file, areas]) =>
        areas.filter((a) => !STOREFRONT_AREAS.has(a)).map((a) => `${relative(SRC, file)}: ${a}`),
      )
      .sort();
    expect(outside).toEqual([]);
  });

  it('are found by following the code (the walk reaches the layout and the home page)', () => {
    const reached = [...storefrontReach().keys()].map((file) => relative(SRC, file));
    expect(reached).toEqual(
      expect.arrayContaining([
        'components/layouts/navbar.tsx',
        'components/layouts/footer.tsx',
        'features/content/components/hero.tsx',
        'features/catalog/components/product-card.tsx',
      ]),
    );
    // Pages that wait for every text are not part of it.
    expect(reached).not.toContain('app/routes/product.tsx');
    expect(reached).not.toContain('app/routes/login.tsx');
    // Lists load the cart's Add to Cart with the cart's texts, not before.
    expect(reached).toContain('features/cart/components/lazy-add-to-cart.tsx');
    expect(reached).not.toContain('features/cart/components/add-to-cart-control.tsx');
  });
});

describe("the texts a list's Add to Cart reads", () => {
  // It loads with the cart's texts only (`loadTextArea('cart')` in lazy-add-to-cart.tsx),
  // and fetches the error texts itself before it shows a server's refusal.
  const CART_AREAS = new Set([...STOREFRONT_AREAS, 'cart']);
  const LOADS_ERRORS_FIRST = 'lib/api-error-message.ts';

  it('come from the storefront and cart areas, and the error texts only in the error message', () => {
    const reach = storefrontReach(['features/cart/components/add-to-cart-control.tsx']);
    expect([...reach.keys()].map((file) => relative(SRC, file))).toContain(LOADS_ERRORS_FIRST);
    const outside = [...reach]
      .flatMap(([file, areas]) =>
        areas
          .filter((a) => !CART_AREAS.has(a) && !(a === 'errors' && relative(SRC, file) === LOADS_ERRORS_FIRST))
          .map((a) => `${relative(SRC, file)}: ${a}`),
      )
      .sort();
    expect(outside).toEqual([]);
  });
});
