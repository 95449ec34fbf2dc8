// Proves that the repository's ESLint config (eslint.config.js) catches what it is meant to catch.
// Run: npm run lint:selftest
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');
const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string): string => path.join(fixtures, name);

type Found = { ruleId: string | null; severity: number; line: number; message: string };

const errorsOf = (result: ESLint.LintResult, ruleId: string): Found[] =>
  result.messages.filter((m: Linter.LintMessage) => m.ruleId === ruleId && m.severity === 2).map(({ ruleId: id, severity, line, message }) => ({ ruleId: id, severity, line, message }));

const fatalsOf = (result: ESLint.LintResult): string[] => result.messages.filter((m) => m.fatal).map((m) => m.message);

describe('eslint.config.js', () => {
  // The normal run (`npm run lint`) ignores the fixtures; the self-test lints them with ignores switched off.
  const normal = new ESLint({ cwd: root, overrideConfigFile: configFile });
  const withFixtures = new ESLint({ cwd: root, overrideConfigFile: configFile, ignore: false });
  const byFile = new Map<string, ESLint.LintResult>();

  beforeAll(async () => {
    for (const result of await withFixtures.lintFiles([fixtures])) byFile.set(path.basename(result.filePath), result);
  });

  it('keeps the fixtures out of the normal lint run', async () => {
    for (const name of readdirSync(fixtures)) expect(await normal.isPathIgnored(fixture(name)), name).toBe(true);
    expect(await normal.isPathIgnored(path.join(root, 'apps/server/src/app.ts'))).toBe(false);
  });

  it('parses every fixture', () => {
    expect([...byFile.keys()].sort()).toEqual(readdirSync(fixtures).sort());
    for (const [name, result] of byFile) expect(fatalsOf(result), name).toEqual([]);
  });

  it('reports an import cycle as an error on both ends', () => {
    expect(errorsOf(byFile.get('cycle-a.ts')!, 'import-x/no-cycle')).toHaveLength(1);
    expect(errorsOf(byFile.get('cycle-b.ts')!, 'import-x/no-cycle')).toHaveLength(1);
  });

  it('does not treat type-only imports as a cycle', () => {
    expect(errorsOf(byFile.get('type-only-a.ts')!, 'import-x/no-cycle')).toEqual([]);
    expect(errorsOf(byFile.get('type-only-b.ts')!, 'import-x/no-cycle')).toEqual([]);
  });

  it('reports unused variables and arguments as errors, honouring `_`, after-used and rest siblings', () => {
    const reported = errorsOf(byFile.get('unused.ts')!, '@typescript-eslint/no-unused-vars').map((m) => m.message);
    expect(reported).toHaveLength(2);
    expect(reported.join('\n')).toContain("'unusedArg'");
    expect(reported.join('\n')).toContain("'unusedValue'");
  });

  describe('restricted imports', () => {
    const lint = async (filePath: string, code: string): Promise<ESLint.LintResult> => {
      const [result] = await normal.lintText(code, { filePath: path.join(root, filePath) });
      expect(fatalsOf(result)).toEqual([]);
      return result;
    };

    // Two real server modules, the first one with a routes file.
    const modulesDir = path.join(root, 'apps/server/src/modules');
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const owner = modules.find((name) => readdirSync(path.join(modulesDir, name)).some((f) => f.endsWith('.routes.ts')))!;
    const routesFile = readdirSync(path.join(modulesDir, owner)).find((f) => f.endsWith('.routes.ts'))!;
    const other = modules.find((name) => name !== owner)!;

    it("forbids a server module to import another module's *.routes.ts", async () => {
      const result = await lint(`apps/server/src/modules/${other}/lint-selftest.ts`, `import * as r from '../${owner}/${routesFile}';\nexport const x = r;\n`);
      expect(errorsOf(result, 'import-x/no-restricted-paths')).toHaveLength(1);
    });

    it('allows a server module to import its own *.routes.ts', async () => {
      const result = await lint(`apps/server/src/modules/${owner}/lint-selftest.ts`, `import * as r from './${routesFile}';\nexport const x = r;\n`);
      expect(errorsOf(result, 'import-x/no-restricted-paths')).toEqual([]);
    });

    it('forbids apps/server/src/core to import from modules', async () => {
      const result = await lint('apps/server/src/core/engine/lint-selftest.ts', `import * as r from '../../modules/${owner}/${routesFile}';\nexport const x = r;\n`);
      expect(errorsOf(result, 'no-restricted-imports')).toHaveLength(1);
    });

    it('forbids apps/web/src/engine and apps/web/src/components to import from modules', async () => {
      for (const dir of ['engine', 'components']) {
        const result = await lint(`apps/web/src/${dir}/lint-selftest.ts`, `import * as m from '../modules/files/index.ts';\nexport const x = m;\n`);
        expect(errorsOf(result, 'no-restricted-imports'), dir).toHaveLength(1);
      }
    });
  });

  it('applies the React hooks rules as errors in the web app', async () => {
    const config = (await normal.calculateConfigForFile(path.join(root, 'apps/web/src/main.tsx'))) as Linter.Config;
    expect(config.rules?.['react-hooks/rules-of-hooks']).toEqual([2]);
    expect(config.rules?.['react-hooks/exhaustive-deps']).toEqual([2]);
  });
});
