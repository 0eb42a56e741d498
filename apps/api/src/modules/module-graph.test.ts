import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowPlugins, metaOf, modulePlugins as plugins } from '../../test/plugins.js';

/**
 * The module graph, read from the source of `modules/**` (test files and test helpers aside):
 * module A points to module B when a file of A imports from `../B/…` (type-only imports and
 * `export … from` included), or reads what B's plugin decorates the server with (`app.productPages`).
 *
 * Two graphs, each acyclic:
 * - the code graph: imports from A's files but its schema file, tables read included. It says
 *   which modules A needs running first, so it must be exactly the module names A's plugin
 *   lists in `dependencies` (the core's plugins aside);
 * - the foreign-key graph: imports from A's schema file of B's schema file, for a foreign key
 *   (`.dependency-cruiser.cjs` allows nothing else there). It says which tables A's rows point
 *   to; migrations create the tables in one piece, and no module's plugin needs another for it.
 *   It is a graph of its own because a row may point to the module that uses it: an upload
 *   names the product showing it while the catalog attaches uploads to products, a
 *   notification setting belongs to a person while the users module serves the settings.
 *   Joining the two would have either dropped those foreign keys or moved tables away
 *   from the module that writes them.
 */

/** The core's plugins a module may need: not modules, so not in the graph. */
const CORE_PLUGINS = new Set(['sessions', 'openapi', 'jobs', 'request-context']);

const root = new URL('./', import.meta.url);
const moduleNames = readdirSync(root, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Every source file of a module, with its path inside the module's folder. */
function sourceFiles(module: string, dir = ''): { path: string; text: string }[] {
  return readdirSync(new URL(`${module}/${dir}`, root), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}${e.name}`;
    if (e.isDirectory()) return sourceFiles(module, `${path}/`);
    if (!/\.tsx?$/.test(e.name) || /\.test(-helpers)?\.tsx?$/.test(e.name)) return [];
    return [{ path, text: readFileSync(new URL(`${module}/${path}`, root), 'utf8') }];
  });
}

/** The modules a file imports from: every `from '…'`, `import '…'` and `import('…')` naming another module's folder. */
function importedModules(module: string, path: string, text: string): string[] {
  const depth = path.split('/').length - 1;
  const up = `${'../'.repeat(depth + 1)}`;
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return [
    ...new Set(
      specifiers
        .filter((s) => s.startsWith(up) && !s.startsWith(`${up}../`))
        .map((s) => s.slice(up.length).split('/')[0]!)
        .filter((m) => m !== module && moduleNames.includes(m)),
    ),
  ];
}

/**
 * What a module's plugin decorates the server with, by the module that does: reading
 * `app.<decoration>` needs that module registered first just as importing from it does.
 */
const DECORATION_OWNERS: Record<string, string> = {
  imageStorage: 'uploads',
  notifications: 'notifications',
  paymentProvider: 'payments',
  productPages: 'catalog',
  siteContent: 'content',
};

/** The modules whose decorations a file reads (`app.paymentProvider`, …). */
const decorationOwners = (text: string) =>
  [...text.matchAll(/\bapp\.([A-Za-z]+)\b/g)].map((m) => DECORATION_OWNERS[m[1]!]).filter((o) => o !== undefined);

type Graph = Map<string, Set<string>>;

function graphs(): { code: Graph; foreignKeys: Graph } {
  const code: Graph = new Map(moduleNames.map((m) => [m, new Set()]));
  const foreignKeys: Graph = new Map(moduleNames.map((m) => [m, new Set()]));
  for (const module of moduleNames) {
    for (const { path, text } of sourceFiles(module)) {
      // A module's tables: `<module>.schema.ts`, and a schema file of its own beside it (catalog's stock.schema.ts).
      const graph = path.endsWith('.schema.ts') ? foreignKeys : code;
      for (const other of importedModules(module, path, text)) graph.get(module)!.add(other);
      for (const owner of decorationOwners(text)) if (owner !== module) code.get(module)!.add(owner);
    }
  }
  return { code, foreignKeys };
}

/** A circle of the graph as `a -> b -> … -> a`, or null when there is none. */
function findCycle(graph: Graph): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node].join(' -> ');
    state.set(node, 'open');
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Each plugin's `dependencies` that are modules (the core's and the flows' own plugins aside), as edges. */
const declaredEdges = (of: Record<string, unknown>) =>
  Object.entries(of)
    .flatMap(([name, plugin]) =>
      (metaOf(plugin).dependencies ?? []).filter((d) => !CORE_PLUGINS.has(d)).map((d) => `${name} -> ${d}`),
    )
    .sort();

const flowsRoot = new URL('../flows/', import.meta.url);
const flowNames = readdirSync(flowsRoot, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/** Each flow and the modules its files import (`../../modules/<module>/…`). */
function flowGraph(): Graph {
  const graph: Graph = new Map(flowNames.map((f) => [f, new Set()]));
  for (const flow of flowNames) {
    for (const e of readdirSync(new URL(`${flow}/`, flowsRoot), { withFileTypes: true })) {
      if (!/\.tsx?$/.test(e.name) || /\.test(-helpers)?\.tsx?$/.test(e.name)) continue;
      const text = readFileSync(new URL(`${flow}/${e.name}`, flowsRoot), 'utf8');
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]\.\.\/\.\.\/modules\/([^/'"]+)\//g)) {
        graph.get(flow)!.add(m[1]!);
      }
      for (const owner of decorationOwners(text)) graph.get(flow)!.add(owner);
    }
  }
  return graph;
}

const edges = (graph: Graph) => [...graph].flatMap(([from, to]) => [...to].sort().map((t) => `${from} -> ${t}`));

describe('the module graph', () => {
  const { code, foreignKeys } = graphs();

  it('reads every module and its imports', () => {
    expect(moduleNames).toEqual(Object.keys(plugins).sort());
    expect(edges(code)).toContain('catalog -> users');
    expect(edges(foreignKeys)).toContain('uploads -> catalog');
  });

  it('has no circle between modules in the code', () => {
    expect(findCycle(code)).toBeNull();
  });

  it('has no circle between modules in the foreign keys', () => {
    expect(findCycle(foreignKeys)).toBeNull();
  });

  it("gives each module's plugin exactly the modules its code imports as dependencies", () => {
    expect(declaredEdges(plugins)).toEqual(edges(code).sort());
  });

  it("gives each flow's plugin exactly the modules the flow imports as dependencies", () => {
    expect(Object.keys(flowPlugins)).toEqual(flowNames);
    expect(declaredEdges(flowPlugins)).toEqual(edges(flowGraph()).sort());
  });
});
