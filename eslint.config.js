// ESLint flat config for the whole monorepo.
// Run with `npm run lint` (zero warnings allowed). The rules are checked by `npm run lint:selftest`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

const ALL_FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

// Server feature modules (apps/server/src/modules/<name>/), read from disk so a new module is covered automatically.
const serverModules = readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Any relative import that goes through a `modules/` folder (`../modules/x.ts`, `../../modules/files/y.ts`).
const relativeIntoModules = '^\\.{1,2}/(?:.*/)?modules(?:/|$)';

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/coverage/',
    '**/data/',
    '**/.e2e-data/',
    '**/.bench-data/',
    '**/test-results/',
    'apps/server/drizzle/',
    '**/*.d.ts',
    // Deliberately broken files used by the lint self-test; linted only by that test.
    'tools/lint-selftest/fixtures/',
  ]),

  {
    files: ALL_FILES,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    linterOptions: {
      reportUnusedDisableDirectives: 'error',
    },
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      // TypeScript-aware resolution (same engine as eslint-import-resolver-typescript: unrs-resolver). The repo has
      // no `paths` aliases and every relative import carries its extension, so extensions + `types` conditions suffice.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'module', 'require', 'default'],
          mainFields: ['types', 'typings', 'module', 'main'],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'all',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Full-width spaces (U+3000) in UI text are content; irregular whitespace in code and comments is still an error.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: false, skipComments: false }],
      // the text rule, file names and safe maths find control characters on purpose
      'no-control-regex': 'off',
      // Type-only imports cannot create a runtime cycle and are skipped by the rule.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },

  // Browser code.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
    },
  },

  // The rules of hooks for the web app. The plugin's React Compiler checks (set-state-in-effect, refs, immutability,
  // globals, static-components …) judge code for the compiler's memoisation, which this app does not build with.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Application code logs through the server logger / UI; one-off output is for scripts, benches and tests.
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/server/scripts/**', 'apps/server/bench/**', 'apps/server/test/**', 'apps/web/scripts/**', 'e2e/**', 'tools/**', 'scripts/**'],
    rules: {
      'no-console': 'off',
    },
  },

  // Server core is shared infrastructure: it must not depend on feature modules.
  {
    files: ['apps/server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: relativeIntoModules,
              message: 'apps/server/src/core must not import from apps/server/src/modules; move the shared code into core.',
            },
          ],
        },
      ],
    },
  },

  // A server module may import its own *.routes.ts (e.g. from its index.ts), never another module's. Checked on the
  // resolved path, so `../files/x.routes.ts` and `../../modules/files/x.routes.ts` are caught alike.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: serverModules.map((name) => ({
            target: `apps/server/src/modules/${name}/**`,
            from: 'apps/server/src/modules/*/**/*.routes.ts',
            except: [path.join(root, `apps/server/src/modules/${name}/**`)],
            message: `Another module's *.routes.ts is not part of its API; move the shared code into a service/helper file of that module (or into core) and import that.`,
          })),
        },
      ],
    },
  },

  // Web engine and shared components are generic: they must not depend on feature modules.
  {
    files: ['apps/web/src/engine/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: relativeIntoModules,
              message: 'apps/web/src/engine and apps/web/src/components must not import from apps/web/src/modules; move the shared code into lib/, engine/ or components/.',
            },
          ],
        },
      ],
    },
  },
]);
