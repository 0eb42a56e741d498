/**
 * The lines between the parts of the code (docs/architecture.md, "Rules and their checks").
 * `npm run lint` runs this over both apps; a new import circle or an import across a line fails.
 */
const API = '^apps/api/src/';
const tests = '\\.test\\.tsx?$|\\.test-helpers\\.ts$|^apps/api/test/|^apps/web/test/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: pull what both sides need into a leaf.',
      from: { pathNot: tests },
      to: { circular: true },
    },
    {
      name: 'core-points-down',
      severity: 'error',
      comment: 'The core (core/, db/ but its seed and command line) never imports a module, a flow or the server that wires them.',
      from: { path: `${API}(core/|db/(?!seed/|cli\\.ts))` },
      to: { path: `${API}(modules/|flows/|app\\.ts|server\\.ts|db/seed/|db/cli\\.ts)` },
    },
    {
      name: 'modules-point-down',
      severity: 'error',
      comment: 'A module never imports a flow or the server that wires it.',
      from: { path: `${API}modules/`, pathNot: tests },
      to: { path: `${API}(flows/|app\\.ts|server\\.ts|db/seed/|db/cli\\.ts)` },
    },
    {
      name: 'modules-through-index',
      severity: 'error',
      comment: 'Another module is used only through its index.ts (its tables too: the owner exports them there).',
      from: { path: `${API}modules/([^/]+)/`, pathNot: `${tests}|\\.schema\\.ts$` },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'schema-foreign-keys',
      severity: 'error',
      comment: "A schema file names another module's table only for a foreign key, from that module's schema file.",
      from: { path: `${API}modules/([^/]+)/[^/]+\\.schema\\.ts$` },
      to: { path: `${API}modules/`, pathNot: [`${API}modules/$1/`, `${API}modules/[^/]+/[^/]+\\.schema\\.ts$`] },
    },
    {
      name: 'flows-through-index',
      severity: 'error',
      comment: 'A flow uses modules only through their index.ts, and never another flow.',
      from: { path: `${API}flows/([^/]+)/`, pathNot: tests },
      to: { path: `${API}(modules/[^/]+/(?!index\\.ts$)|flows/(?!$1/))` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: `${tests}|/dist/|node_modules` },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
