import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: each may use shared code, never another feature. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * An API module is used by others only through what its index.ts exports. Read from the
 * import's text (the API's imports name their files, `.js`), so no resolver is needed.
 */
const insideAModule = {
  regex: String.raw`(^|/)modules/[\w-]+/(?!index\.js$)[^/]+$`,
  message: 'A module is used only through its index.ts: export what is needed there.',
};
const insideAnotherModule = {
  regex: String.raw`^\.\./(?!\.\.)[\w-]+/(?!index\.js$)[^/]+$`,
  message: 'Another module is used only through its index.ts: export what is needed there.',
};
// A module's tests may reach inside it, and test helpers may set other modules up.
const apiTests = ['**/*.test.ts', '**/*.test-helpers.ts', '**/*.access.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Imports flow one way: shared code (components, lib, config, locales) → features → app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // A test may put a piece of shared code inside the layout it runs in.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // import/no-cycle reads every file it follows: they are TypeScript.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // A circle, type-only imports included, means two files own one thing: move it to a leaf.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: new URL('./apps/web/src', import.meta.url).pathname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message: 'A feature uses shared code only: move what both need to components/ or lib/.',
            })),
            // Layouts and guards compose features into pages, as the app's routes do.
            {
              target: ['./components/ui', './lib', './config', './locales'],
              from: ['./features', './app', './components/layouts', './components/guards'],
              message: 'Shared code must not depend on a feature, a layout or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Files and functions small enough to read whole: a bigger one is doing more than one job.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/locales/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The server's own files (app, plugins, database tools) wire modules through their index.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', ...apiTests],
    rules: { 'no-restricted-imports': ['error', { patterns: [insideAModule] }] },
  },
  {
    // A module uses another only through that one's index.ts.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: apiTests,
    rules: { 'no-restricted-imports': ['error', { patterns: [insideAModule, insideAnotherModule] }] },
  },
  {
    // The browser bundle must never pull in server code.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@medibazaar/api', '@medibazaar/api/*'] }],
    },
  },
);
