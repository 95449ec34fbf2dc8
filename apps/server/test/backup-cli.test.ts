import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { scratchDatabase } from './scratch-database.ts';

// `npm run backup` and `npm run restore` as an operator types them: an embedded database's folder, backed up to a
// file and restored into an empty place (PostgreSQL when the suite runs on it), refusals included.

const serverDir = path.resolve(import.meta.dirname, '..');
const PG_URL = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-cli-'));
const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** Where the restore goes: a new folder, or a new PostgreSQL database. */
async function restoreEnv(): Promise<Record<string, string>> {
  const dataDir = path.join(work, `target-${randomBytes(4).toString('hex')}`);
  if (!PG_URL) return { DATA_DIR: dataDir };
  const scratch = await scratchDatabase(PG_URL, 'suwork_cli');
  cleanups.push(scratch.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
}

it('backs up an embedded database to a file and restores it into an empty place, refusing what it must', async () => {
  // a company on the embedded database
  const dataDir = path.join(work, 'company');
  const company = await openDatabase({ dataDir });
  await company.migrate();
  await seedIfEmpty(company, defaultConfig({ logLevel: 'silent' }));
  await company.close();
  const source = { DATA_DIR: dataDir };

  // while a server holds the folder, nothing else opens it
  fs.writeFileSync(path.join(dataDir, 'suwork.pid'), String(process.pid));
  const busy = await run('backup', [], source);
  expect(busy.code).toBe(1);
  expect(busy.out).toContain(`正由运行中的 suwork 服务（pid ${process.pid}）使用`);
  fs.rmSync(path.join(dataDir, 'suwork.pid'));

  const file = path.join(work, 'company.tar.gz');
  const backup = await run('backup', ['--out', file], source);
  expect(backup.out).toContain(`备份完成：${file}`);
  expect(backup.code).toBe(0);

  const target = await restoreEnv();
  const restored = await run('restore', [file], target);
  expect(restored.out).toContain('恢复完成，数据校验一致');
  expect(restored.code).toBe(0);

  const again = await run('restore', [file], target);
  expect(again.code).toBe(1);
  expect(again.out).toContain('目标不是空的');
  const unconfirmed = await run('restore', [file, '--force'], target);
  expect(unconfirmed.code).toBe(1);
  expect(unconfirmed.out).toContain('请同时加 --yes 确认');
  const forced = await run('restore', [file, '--force', '--yes'], target);
  expect(forced.out).toContain('恢复完成，数据校验一致');
  expect(forced.code).toBe(0);

  const missing = await run('restore', [path.join(work, 'nothing.tar.gz')], target);
  expect(missing.code).toBe(1);
  expect(missing.out).toContain('找不到备份文件');
}, 180_000);
