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

// The lines between the API's core, modules and flows, and import circles in both apps, are
// checked by dependency-cruiser (.dependency-cruiser.cjs), which `npm run lint` runs after this.
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.test-server-*/**',
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
    // The same limits for the server's code. Texts and data are not code: the mail templates in
    // both languages, the seed's and the site's first content, and the tests.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test-helpers.ts',
      'apps/api/src/db/seed/*-data.ts',
      'apps/api/src/modules/content/content-data.ts',
      'apps/api/src/modules/notifications/templates.ts',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A routes file's plugin is a list of route declarations, each handler short: its length is
    // the number of routes, which the file's own limit bounds.
    files: ['apps/api/src/**/*.routes.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // The browser bundle must never pull in server code.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@medibazaar/api', '@medibazaar/api/*'] }],
    },
  },
);
