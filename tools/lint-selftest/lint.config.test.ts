// Proves that the repository's ESLint config (eslint.config.js) catches what it is meant to catch.
// Run: npm run lint:selftest
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(root, 'eslint.config.js');
const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string): string => path.join(fixtures, name);

// Imports that break the folder direction today, allowed file by file (see eslint.config.js).
const { DIRECTION_ALLOWLIST, DIRECTION_ALLOWLIST_BASE } = (await import(configFile)) as {
  DIRECTION_ALLOWLIST: Record<string, string[]>;
  DIRECTION_ALLOWLIST_BASE: string;
};

type Found = { ruleId: string | null; severity: number; line: number; message: string };

const errorsOf = (result: ESLint.LintResult, ruleId: string): Found[] =>
  result.messages
    .filter((m: Linter.LintMessage) => m.ruleId === ruleId && m.severity === 2)
    .map(({ ruleId: id, severity, line, message }) => ({ ruleId: id, severity, line, message }));

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

  describe('folder direction', () => {
    const RULE = 'import-x/no-restricted-paths';
    const lint = async (filePath: string, code: string): Promise<ESLint.LintResult> => {
      const [result] = await normal.lintText(code, { filePath: path.join(root, filePath) });
      expect(fatalsOf(result)).toEqual([]);
      return result;
    };
    /** The import paths a file (given by its text, linted as `filePath`) is refused. */
    const refused = async (filePath: string, code: string): Promise<string[]> =>
      errorsOf(await lint(filePath, code), RULE).map((m) => /"([^"]+)"/.exec(m.message)![1]);
    const importing = (...specifiers: string[]) =>
      specifiers
        .map(
          (s, i) => `import * as lintSelftest${i} from '${s}';\nexport const lintSelftestUse${i} = lintSelftest${i};\n`,
        )
        .join('');

    // Two real server modules, the first one with a routes file and another file beside its index.ts.
    const modulesDir = path.join(root, 'apps/server/src/modules');
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const owner = modules.find((name) =>
      readdirSync(path.join(modulesDir, name)).some((f) => f.endsWith('.routes.ts')),
    )!;
    const ownerFiles = readdirSync(path.join(modulesDir, owner));
    const routesFile = ownerFiles.find((f) => f.endsWith('.routes.ts'))!;
    const internalFile = ownerFiles.find((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.routes.ts'))!;
    const other = modules.find((name) => name !== owner)!;

    it('forbids packages/domain to import anything of apps/', async () => {
      expect(
        await refused(
          'packages/domain/src/lint-selftest.ts',
          importing('../../../apps/server/src/config.ts', '../../../apps/web/src/lib/format.ts'),
        ),
      ).toHaveLength(2);
      expect(await refused('packages/domain/src/lint-selftest.ts', importing('./money.ts'))).toEqual([]);
    });

    it('forbids apps/server/src/db to import from core/ or modules/', async () => {
      expect(
        await refused(
          'apps/server/src/db/lint-selftest.ts',
          importing('../core/errors.ts', `../modules/${owner}/index.ts`),
        ),
      ).toHaveLength(2);
      expect(await refused('apps/server/src/db/lint-selftest.ts', importing('./schema.ts', '@suwork/domain'))).toEqual(
        [],
      );
    });

    it('forbids apps/server/src/core to import from modules/, even a module index', async () => {
      expect(
        await refused('apps/server/src/core/lint-selftest.ts', importing(`../modules/${owner}/index.ts`)),
      ).toHaveLength(1);
      expect(
        await refused(
          'apps/server/src/core/engine/lint-selftest.ts',
          importing(`../../modules/${owner}/${routesFile}`),
        ),
      ).toHaveLength(1);
      expect(
        await refused('apps/server/src/core/lint-selftest.ts', importing('./errors.ts', '../db/schema.ts')),
      ).toEqual([]);
    });

    it("forbids a server module to import another module's files but its index.ts", async () => {
      const file = `apps/server/src/modules/${other}/lint-selftest.ts`;
      expect(
        await refused(
          file,
          importing(
            `../${owner}/${routesFile}`,
            `../${owner}/${internalFile}`,
            `../../modules/${owner}/${internalFile}`,
          ),
        ),
      ).toHaveLength(3);
      expect(
        await refused(file, `import type * as t from '../${owner}/${internalFile}';\nexport type X = typeof t;\n`),
      ).toHaveLength(1);
      expect(await refused(file, importing(`../${owner}/index.ts`, '../../core/errors.ts'))).toEqual([]);
    });

    it('allows a server module to import its own files', async () => {
      expect(
        await refused(
          `apps/server/src/modules/${owner}/lint-selftest.ts`,
          importing(`./${routesFile}`, `./${internalFile}`),
        ),
      ).toEqual([]);
    });

    it('forbids apps/web/src/api and apps/web/src/lib to import from any other web folder', async () => {
      for (const dir of ['api', 'lib']) {
        const upper = [
          '../app/pages.ts',
          '../pages/NotFound.tsx',
          '../modules/files/module.ts',
          '../engine/register.ts',
          '../components/PageSpin.tsx',
        ];
        expect(await refused(`apps/web/src/${dir}/lint-selftest.ts`, importing(...upper)), dir).toHaveLength(
          upper.length,
        );
        expect(
          await refused(`apps/web/src/${dir}/lint-selftest.ts`, importing('../api/http.ts', '../lib/format.ts')),
          dir,
        ).toEqual([]);
      }
    });

    it('forbids apps/web/src/engine and apps/web/src/components to import from app/, pages/ or modules/', async () => {
      for (const dir of ['engine', 'components']) {
        const upper = ['../app/pages.ts', '../pages/NotFound.tsx', '../modules/files/module.ts'];
        expect(await refused(`apps/web/src/${dir}/lint-selftest.ts`, importing(...upper)), dir).toHaveLength(
          upper.length,
        );
        expect(
          await refused(
            `apps/web/src/${dir}/lint-selftest.ts`,
            `import type { WebModule } from '../app/web-module.ts';\nexport type X = WebModule;\n`,
          ),
          dir,
        ).toHaveLength(1);
        expect(
          await refused(
            `apps/web/src/${dir}/lint-selftest.ts`,
            importing('../engine/register.ts', '../components/PageSpin.tsx', '../api/http.ts'),
          ),
          dir,
        ).toEqual([]);
      }
    });

    it('forbids the web shell (apps/web/src/app) and its pages (apps/web/src/pages) to import from modules/', async () => {
      expect(
        await refused('apps/web/src/app/layout/lint-selftest.ts', importing('../../modules/files/module.ts')),
      ).toHaveLength(1);
      expect(
        await refused(
          'apps/web/src/app/lint-selftest.ts',
          importing('../engine/register.ts', '../components/PageSpin.tsx'),
        ),
      ).toEqual([]);
      expect(
        await refused(
          'apps/web/src/pages/lint-selftest.ts',
          importing('../modules/account/account-api.ts', '../modules/crm/index.ts'),
        ),
      ).toHaveLength(2);
      expect(
        await refused(
          'apps/web/src/pages/lint-selftest.ts',
          importing('../app/session/sign-in.ts', '../components/PageSpin.tsx'),
        ),
      ).toEqual([]);
    });

    it("forbids a web module to import another module's files but its index.ts", async () => {
      const file = 'apps/web/src/modules/financial/lint-selftest.ts';
      expect(
        await refused(
          file,
          importing('../crm/contract/contract-api.ts', '../../modules/org/org-api.ts', '../crm/module.ts'),
        ),
      ).toHaveLength(3);
      expect(
        await refused(file, `import type * as t from '../crm/contract/contract-api.ts';\nexport type X = typeof t;\n`),
      ).toHaveLength(1);
      expect(
        await refused(
          file,
          importing('../crm/index.ts', '../org/index.ts', './money/finance-api.ts', '../../components/PageSpin.tsx'),
        ),
      ).toEqual([]);
    });

    describe('allowlist', () => {
      const entries = Object.entries(DIRECTION_ALLOWLIST).map(([name, allowed]) => ({
        file: path.join(DIRECTION_ALLOWLIST_BASE, name),
        allowed: allowed.map((a) => path.join(root, DIRECTION_ALLOWLIST_BASE, a)),
      }));
      const internalOf = (name: string) =>
        readdirSync(path.join(modulesDir, name)).find((f) => f.endsWith('.ts') && f !== 'index.ts');

      /** An import the file's layer forbids and its entry does not allow. */
      const newViolation = (file: string, allowed: string[]): string => {
        if (file.startsWith('apps/server/src/db/')) return '../core/errors.ts';
        const own = file.split('/')[4];
        const target = modules.find(
          (name) =>
            name !== own && internalOf(name) && !allowed.some((a) => a.startsWith(path.join(modulesDir, name, '/'))),
        )!;
        return `../${target}/${internalOf(target)}`;
      };

      it.each(entries)('$file still needs each of its entries, and may add no other', async ({ file, allowed }) => {
        const code = readFileSync(path.join(root, file), 'utf8');
        expect(await refused(file, code)).toEqual([]);
        // The same text under another name in the same folder: every allowed import is still there, and still refused.
        const stranger = path.join(path.dirname(file), 'lint-selftest.ts');
        const imports = (await refused(stranger, code)).map((specifier) =>
          path.resolve(root, path.dirname(file), specifier),
        );
        expect(new Set(imports)).toEqual(new Set(allowed));
        const extra = newViolation(file, allowed);
        expect(await refused(file, `${code}\n${importing(extra)}`)).toEqual([extra]);
      });
    });
  });

  it('applies the React hooks rules as errors in the web app', async () => {
    const config = (await normal.calculateConfigForFile(path.join(root, 'apps/web/src/main.tsx'))) as Linter.Config;
    expect(config.rules?.['react-hooks/rules-of-hooks']).toEqual([2]);
    expect(config.rules?.['react-hooks/exhaustive-deps']).toEqual([2]);
  });
});
