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
// Web modules (apps/web/src/modules/<name>/), likewise.
const webModules = readdirSync(path.join(root, 'apps/web/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which way imports go between folders: each layer lists its folders and the folders they must not import from
 * (`from`, except the paths in `except`, relative to `from`). Checked on the resolved path (import-x/no-restricted-paths),
 * so every spelling of a path, `export … from`, `import()` and type-only imports count alike.
 * Server: packages/domain ← db ← core ← modules, and a module reaches another only through its index.ts.
 * Web: api/ and lib/ import no other web folder; engine/ and components/ nothing of app/, pages/ or modules/; the shell
 * (app/) and its own pages (pages/) no module, finding them through their module.ts (app/pages.ts); a module reaches
 * another only through its index.ts.
 */
export const DIRECTION = [
  {
    dirs: ['packages/domain'],
    zones: [
      {
        from: 'apps',
        message:
          'packages/domain is shared by server and web and imports nothing of apps/; move the code into packages/domain.',
      },
    ],
  },
  {
    dirs: ['apps/server/src/db'],
    zones: ['core', 'modules'].map((dir) => ({
      from: `apps/server/src/${dir}`,
      message: `apps/server/src/db must not import from apps/server/src/${dir}; move the shared code into db/ (or packages/domain).`,
    })),
  },
  {
    dirs: ['apps/server/src/core'],
    zones: [
      {
        from: 'apps/server/src/modules',
        message: 'apps/server/src/core must not import from apps/server/src/modules; move the shared code into core.',
      },
    ],
  },
  ...serverModules.map((name) => ({
    dirs: [`apps/server/src/modules/${name}`],
    zones: [
      {
        from: 'apps/server/src/modules',
        except: [name, ...serverModules.filter((other) => other !== name).map((other) => `${other}/index.ts`)],
        message:
          'A server module imports another module only through its index.ts; export what is needed there (or move the shared code into core) and import that.',
      },
    ],
  })),
  {
    dirs: ['apps/web/src/api', 'apps/web/src/lib'],
    zones: ['app', 'pages', 'modules', 'engine', 'components'].map((dir) => ({
      from: `apps/web/src/${dir}`,
      message: `apps/web/src/api and apps/web/src/lib are the bottom layer of the web app and must not import from apps/web/src/${dir}.`,
    })),
  },
  {
    dirs: ['apps/web/src/engine', 'apps/web/src/components'],
    zones: ['app', 'pages', 'modules'].map((dir) => ({
      from: `apps/web/src/${dir}`,
      message: `apps/web/src/engine and apps/web/src/components are generic and must not import from apps/web/src/${dir}; move the shared code into api/, lib/, engine/ or components/ (or let the upper layer register it through engine/extensions.ts).`,
    })),
  },
  {
    dirs: ['apps/web/src/app', 'apps/web/src/pages'],
    zones: [
      {
        from: 'apps/web/src/modules',
        message:
          "The web shell (apps/web/src/app) and its own pages (apps/web/src/pages) reach modules only through their module.ts (app/pages.ts); move what the shell needs into api/, lib/ or components/, and a module's page into its module.",
      },
    ],
  },
  ...webModules.map((name) => ({
    dirs: [`apps/web/src/modules/${name}`],
    zones: [
      {
        from: 'apps/web/src/modules',
        except: [name, ...webModules.filter((other) => other !== name).map((other) => `${other}/index.ts`)],
        message:
          'A web module imports another module only through its index.ts; export what is needed there (or move the shared code into components/ or lib/) and import that.',
      },
    ],
  })),
];

/**
 * Imports that break DIRECTION today, each left to the change that removes it: file → what it may still import (paths
 * relative to DIRECTION_ALLOWLIST_BASE). Any other such import is refused, so the list can only shrink; the lint
 * self-test fails on an entry the file no longer needs.
 */
export const DIRECTION_ALLOWLIST_BASE = 'apps/server/src';
export const DIRECTION_ALLOWLIST = {
  // db/: the entity tables are built with core's table helper; the seed uses core's passwords, nodes and dictionaries
  // and the modules' company record and flow templates.
  'db/entity-tables.ts': ['core/engine/table.ts'],
  'db/seed.ts': [
    'core/engine/dictionary.ts',
    'core/passwords.ts',
    'core/permissions.ts',
    'modules/account/company.ts',
    'modules/flow/templates.ts',
  ],
  // The approval flow's internals, used by the documents that go through it (and sales' opportunity outcome, which a
  // contract's approval and its void move).
  'modules/contract/contract-flow.ts': ['modules/flow/approvable.ts', 'modules/sales/opportunity-outcome.ts'],
  'modules/contract/contract.service.ts': ['modules/sales/opportunity-outcome.ts'],
  'modules/contract/contract-todo.ts': ['modules/flow/run-lists.service.ts', 'modules/flow/run-title.ts'],
  'modules/debt/debt.hooks.ts': ['modules/flow/approvable.ts'],
  'modules/finance/finance-flow.ts': ['modules/flow/approvable.ts'],
  'modules/invoice/invoice-flow.ts': ['modules/flow/approvable.ts', 'modules/flow/flow-hooks.ts'],
  'modules/oa/application-rules.ts': ['modules/flow/flow-hooks.ts'],
  'modules/oa/application.routes.ts': ['modules/flow/flow-hooks.ts', 'modules/flow/run-start.service.ts'],
  'modules/oa/application.service.ts': ['modules/flow/run-access.ts', 'modules/flow/run-engine.ts'],
  // Single helpers of another module.
  'modules/documents/doc-share.routes.ts': ['modules/files/preview.service.ts'],
  'modules/org/members.routes.ts': ['modules/personnel/worker.service.ts'],
  'modules/report/report-access.ts': ['modules/org/dept-scope.ts'],
  'modules/report/report-missing.ts': ['modules/org/dept-scope.ts'],
  'modules/report/report-rules.service.ts': ['modules/org/dept-scope.ts'],
  'modules/sales/offer-pdf.routes.ts': ['modules/account/company-info.ts'],
};

const layerOf = (file) => DIRECTION.find((layer) => layer.dirs.some((dir) => file.startsWith(`${dir}/`)));

const restrictedPaths = (dirs, zones) => ({
  files: dirs.map((dir) => `${dir}/**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}`),
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: zones.map(({ from, except = [], message }) => ({
          target: dirs.map((dir) => `${dir}/**`),
          from,
          except,
          message,
        })),
      },
    ],
  },
});

const directionBlocks = [
  ...DIRECTION.map((layer) => restrictedPaths(layer.dirs, layer.zones)),
  // A later block's options replace an earlier one's for the files it matches: each allowlisted file gets its layer's
  // zones with its own imports added to their exceptions.
  ...Object.entries(DIRECTION_ALLOWLIST).map(([name, allowed]) => {
    const file = path.posix.join(DIRECTION_ALLOWLIST_BASE, name);
    const layer = layerOf(file);
    if (!layer) throw new Error(`DIRECTION_ALLOWLIST: ${file} is in no layer`);
    const zones = layer.zones.map((zone) => ({ ...zone, except: [...(zone.except ?? [])] }));
    for (const target of allowed.map((a) => path.posix.join(DIRECTION_ALLOWLIST_BASE, a))) {
      const zone = zones.find((z) => target.startsWith(`${z.from}/`));
      if (!zone) throw new Error(`DIRECTION_ALLOWLIST: ${file} → ${target} is not restricted`);
      zone.except.push(path.posix.relative(zone.from, target));
    }
    return { ...restrictedPaths(layer.dirs, zones), files: [file] };
  }),
];

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
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: false, skipComments: false },
      ],
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
    files: [
      'apps/server/scripts/**',
      'apps/server/bench/**',
      'apps/server/test/**',
      'apps/web/scripts/**',
      'e2e/**',
      'tools/**',
      'scripts/**',
    ],
    rules: {
      'no-console': 'off',
    },
  },

  // Folder direction (see DIRECTION above), then the files of DIRECTION_ALLOWLIST with what they may still import.
  ...directionBlocks,
]);
