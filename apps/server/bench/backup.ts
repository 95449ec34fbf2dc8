import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { writeBackup } from '../src/core/ops/backup/backup.ts';
import { restoreBackup } from '../src/core/ops/backup/restore.ts';

type Line = (label: string, value: string, target: string) => void;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** A new empty database beside `url`'s, dropped by the returned function. */
async function scratchDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Backup and restore of the seed:scale database against pg_dump / pg_restore of the same database on this machine
 * (custom format, one job each), when those are installed.
 */
export async function backupAtScale(url: string, tmp: string, line: Line): Promise<void> {
  const archive = path.join(tmp, 'scale-backup.tar.gz');
  const dump = path.join(tmp, 'scale.dump');
  const source = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 0 });
  const ours = await timed(() => writeBackup({ database: source, filesDir: undefined }, fs.createWriteStream(archive)));
  await source.close();
  console.log(
    `\nBackup and restore at scale (${ours.value.rows.toLocaleString('en')} rows in ${ours.value.tables} tables, PostgreSQL)`,
  );
  const hasPgDump = (() => {
    try {
      execFileSync('pg_dump', ['--version']);
      return true;
    } catch {
      return false;
    }
  })();
  const base = hasPgDump
    ? await timed(async () => execFileSync('pg_dump', ['-Fc', '-f', dump, url], { stdio: 'inherit' }))
    : undefined;
  const size = (file: string) => `${(fs.statSync(file).size / 1024 / 1024).toFixed(0)} MB`;
  line(
    '  npm run backup / pg_dump -Fc',
    base
      ? `${seconds(ours.ms)} / ${seconds(base.ms)} = ${(ours.ms / base.ms).toFixed(2)}× (${size(archive)} / ${size(dump)})`
      : `${seconds(ours.ms)} (pg_dump not installed)`,
    '≤ 1.5×',
  );

  const target = await scratchDatabase(url, 'suwork_bench_restore');
  const into = await openDatabase({ databaseUrl: target.url, poolSize: 2, statementTimeoutMs: 0 });
  const restored = await timed(() =>
    restoreBackup(fs.createReadStream(archive), { database: into, filesDir: undefined }),
  );
  await into.close();
  await target.drop();
  let baseRestore: number | undefined;
  if (hasPgDump) {
    const again = await scratchDatabase(url, 'suwork_bench_pg_restore');
    baseRestore = (
      await timed(async () => execFileSync('pg_restore', ['--no-owner', '-d', again.url, dump], { stdio: 'inherit' }))
    ).ms;
    await again.drop();
  }
  line(
    '  npm run restore (checked) / pg_restore',
    baseRestore
      ? `${seconds(restored.ms)} / ${seconds(baseRestore)} = ${(restored.ms / baseRestore).toFixed(2)}×`
      : seconds(restored.ms),
    '≤ 1.5×',
  );
  fs.rmSync(archive, { force: true });
  fs.rmSync(dump, { force: true });
}

/** Restore of the demo company (as a first start writes it in `dataDir`) into a new embedded database folder. */
export async function demoRestore(dataDir: string, tmp: string, line: Line): Promise<void> {
  const archive = path.join(tmp, 'demo-backup.tar.gz');
  const source = await openDatabase({ dataDir });
  await writeBackup({ database: source, filesDir: path.join(dataDir, 'files') }, fs.createWriteStream(archive));
  await source.close();
  const targetDir = path.join(tmp, 'demo-restored');
  const started = performance.now();
  const into = await openDatabase({ dataDir: targetDir });
  const done = await restoreBackup(fs.createReadStream(archive), {
    database: into,
    filesDir: path.join(targetDir, 'files'),
  });
  await into.close();
  line(
    `  restore of the demo company (${done.rows} rows, ${done.files} files)`,
    seconds(performance.now() - started),
    '< 10 s',
  );
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });
}
