import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { knownMigrations } from '../src/db/migration-level.ts';
import { HEADER_ENTRY, MANIFEST_ENTRY, sha256, type BackupManifest } from '../src/core/ops/backup/archive-format.ts';
import { objectKeys, writeBackup, type BackupSource } from '../src/core/ops/backup/backup.ts';
import { inSession } from '../src/core/ops/backup/dump-session.ts';
import { RestoreRefused, restoreBackup, targetContents } from '../src/core/ops/backup/restore.ts';
import { factsOf, tableKey, tablesOf, type TableFacts } from '../src/core/ops/backup/table-facts.ts';
import { LocalStorage } from '../src/core/files/storage.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { ADMIN, appForFile, bulkSetup } from './harness.ts';
import { scratchDatabase } from './scratch-database.ts';

const PG_URL = process.env.TEST_DATABASE_URL;
const { t } = await appForFile();
const source: BackupSource = { database: t.database, filesDir: path.join(t.config.dataDir, 'files') };
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

type Target = { database: Database; filesDir: string };

/** An empty place to restore into: a new embedded database folder, or a new PostgreSQL database. */
async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-restore-'));
  const filesDir = path.join(dir, 'files');
  if (kind === 'pglite') {
    const database = await openDatabase({ dataDir: dir });
    cleanups.push(async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return { database, filesDir };
  }
  const scratch = await scratchDatabase(PG_URL!, 'suwork_r');
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  cleanups.push(async () => {
    await database.close();
    await scratch.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { database, filesDir };
}

async function backupOf(from: BackupSource): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      parts.push(chunk);
      done();
    },
  });
  await writeBackup(from, sink);
  return Buffer.concat(parts);
}

const restore = (archive: Buffer, target: Target, force = false) =>
  restoreBackup(Readable.from([archive]), target, { force });

/** Every table's rows, checksum and numeric sums, as the database computes them. */
const factsIn = (database: Database) =>
  inSession(database, 'snapshot', async (s) => {
    const out: Record<string, TableFacts> = {};
    for (const table of await tablesOf(s)) out[tableKey(table)] = await factsOf(s, table);
    return out;
  });

/** Every index with its definition: a restore builds them after the rows, and must build them all. */
const indexesIn = (database: Database) =>
  inSession(database, 'snapshot', (s) =>
    s.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where schemaname in ('public', 'drizzle') order by 1`,
    ),
  );

/** The archive with some members' bytes rewritten (and nothing else), packed again. */
async function repack(archive: Buffer, edit: (name: string, data: Buffer) => Buffer): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  const out: Buffer[] = [];
  pack.on('data', (c: unknown) => out.push(c as Buffer));
  const ended = new Promise<void>((r) => pack.on('end', () => r()));
  Readable.from([gunzipSync(archive)]).pipe(extract);
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const p of entry) parts.push(p as Buffer);
    const data = edit(entry.header.name, Buffer.concat(parts));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name }, data, (e) => (e ? reject(e) : resolve())),
    );
  }
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(out));
}

/** The names of an archive's members, in order. */
async function namesIn(archive: Buffer): Promise<string[]> {
  const names: string[] = [];
  await repack(archive, (name, data) => (names.push(name), data));
  return names;
}

let archive: Buffer;
let expected: Record<string, TableFacts>;
const STORED = Buffer.from('合同扫描件'.repeat(1000));

beforeAll(async () => {
  // a slice of scale on top of the demo company: more rows than one piece of the archive holds
  await bulkSetup(
    t.database.db,
    sql`insert into crm_customer (enterprise_name, contact_name, mobile, address, remark, owner_user_id, create_user_id, dept_id, in_pool, pool_exempt, deal_status)
        select '备份测试客户' || g, '联系人' || g % 100, '139' || lpad(g::text, 8, '0'), '广东省深圳市南山区科技园' || g || '号',
               repeat('备注', 40), 1 + g % 5, 1, 1, 1, 1, 1
          from generate_series(1, 20000) g`,
  );
  await new LocalStorage(source.filesDir!).put(STORED);
  archive = await backupOf(source);
  expected = await factsIn(t.database);
}, 120_000);

describe('backup and restore', () => {
  it('restores into an empty database every table with the same rows, checksum and money sums, and the files', async () => {
    const kind = t.database.kind;
    const target = await emptyTarget(kind);
    const done = await restore(archive, target);
    expect(done.migration_level).toBe(knownMigrations());
    expect(Number(expected['public.crm_customer'].rows)).toBeGreaterThanOrEqual(20000);
    expect(await factsIn(target.database)).toEqual(expected);
    expect(await indexesIn(target.database)).toEqual(await indexesIn(t.database));
    // the customers came in several pieces (no piece of PGlite's output may outgrow what it can hand over)
    const names = await namesIn(archive);
    expect(names.filter((n) => n.startsWith('data/public.crm_customer/')).length).toBeGreaterThan(1);
    expect(names[0]).toBe(HEADER_ENTRY);
    expect(names.at(-1)).toBe('manifest.json');
    expect(await objectKeys(target.filesDir)).toEqual(await objectKeys(source.filesDir!));
    const [key] = await objectKeys(target.filesDir);
    expect(fs.readFileSync(path.join(target.filesDir, key))).toEqual(STORED);

    // the restored company works: admin signs in, and a new record takes the next number
    const app = await buildApp({
      config: defaultConfig({ logLevel: 'silent', webDist: '/nonexistent', dataDir: path.dirname(target.filesDir) }),
      database: target.database,
    });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/Login/login', payload: ADMIN });
    expect(login.json().code).toBe(0);
    const token = login.json().data.token as string;
    const list = await app.inject({
      method: 'GET',
      url: '/api/Customer/getList?limit=15',
      headers: { authorization: `Bearer ${token}` },
    });
    // as the company it came from shows it
    const before = await t.call('GET', '/api/Customer/getList', { token: await t.login(ADMIN), query: { limit: 15 } });
    expect(list.json().code).toBe(0);
    expect((before.body.data as unknown[]).length).toBeGreaterThan(0);
    expect(list.json().data).toEqual(before.body.data);
    expect(list.json().count).toBe(before.body.count);
    const added = await app.inject({
      method: 'POST',
      url: '/api/Customer/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { enterprise_name: '恢复后新建的客户', source: 1, industry: 1, level: 1 },
    });
    expect(added.json().code).toBe(0);
    await app.close();
  }, 120_000);

  it.runIf(PG_URL)(
    'moves a company from the embedded database to PostgreSQL and back',
    async () => {
      const other = t.database.kind === 'postgres' ? 'pglite' : 'postgres';
      const there = await emptyTarget(other);
      await restore(archive, there);
      expect(await factsIn(there.database)).toEqual(expected);
      // and back again, from the copy
      const back = await backupOf({ database: there.database, filesDir: there.filesDir });
      const home = await emptyTarget(t.database.kind);
      const done = await restore(back, home);
      expect(done.from.kind).toBe(other);
      expect(await factsIn(home.database)).toEqual(expected);
      expect(await objectKeys(home.filesDir)).toEqual(await objectKeys(source.filesDir!));
    },
    180_000,
  );

  it('refuses a damaged archive and leaves the target empty', async () => {
    const target = await emptyTarget(t.database.kind);
    const damaged = Buffer.from(archive);
    for (let i = 0; i < 8; i++) damaged[Math.floor(damaged.length / 2) + i] ^= 0xff;
    await expect(restore(damaged, target)).rejects.toThrow(RestoreRefused);
    expect(await targetContents(target)).toEqual({ tables: 0, files: 0 });
  }, 60_000);

  it('refuses an archive whose rows were changed after it was written, naming the table', async () => {
    const target = await emptyTarget(t.database.kind);
    const tampered = await repack(archive, (name, data) =>
      name.startsWith('data/public.crm_customer/')
        ? Buffer.from(data.toString('utf8').replace('备份测试客户1\t', '备份测试客户X\t'))
        : data,
    );
    await expect(restore(tampered, target)).rejects.toThrow(/public\.crm_customer 的数据校验和不符/);
    expect(await targetContents(target)).toEqual({ tables: 0, files: 0 });
  }, 60_000);

  it('recounts every table after loading it: rows that differ from the manifest’s figures are named, nothing kept', async () => {
    // the piece and its hash changed together (as a careless repair would): only the recount can tell
    const target = await emptyTarget(t.database.kind);
    const changed = new Map<string, string>();
    const edited = await repack(archive, (name, data) => {
      if (!name.startsWith('data/public.crm_customer/') || changed.size > 0) return data;
      const text = data.toString('utf8').replace('备份测试客户1\t', '备份测试客户X\t');
      changed.set(name, sha256(text));
      return Buffer.from(text);
    });
    const rehashed = await repack(edited, (name, data) => {
      if (name !== MANIFEST_ENTRY) return data;
      const manifest = JSON.parse(data.toString('utf8')) as BackupManifest;
      for (const piece of manifest.tables['public.crm_customer'].pieces)
        piece.sha256 = changed.get(piece.name) ?? piece.sha256;
      return Buffer.from(JSON.stringify(manifest));
    });
    const refused = await restore(rehashed, target).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RestoreRefused);
    expect((refused as RestoreRefused).message).toContain('以下数据表校验不一致');
    expect((refused as RestoreRefused).tables).toEqual([{ table: 'public.crm_customer', what: '内容校验和不一致' }]);
    expect(await targetContents(target)).toEqual({ tables: 0, files: 0 });
  }, 60_000);

  it('refuses an archive from a newer version of the database structure before touching anything', async () => {
    const target = await emptyTarget(t.database.kind);
    const newer = await repack(archive, (name, data) => {
      if (name !== HEADER_ENTRY) return data;
      const header = JSON.parse(data.toString('utf8')) as { migration_level: number };
      return Buffer.from(JSON.stringify({ ...header, migration_level: knownMigrations() + 1 }));
    });
    await expect(restore(newer, target)).rejects.toThrow(/备份来自更新的版本.*请先升级 suwork 再恢复/);
    expect(await targetContents(target)).toEqual({ tables: 0, files: 0 });
  }, 60_000);

  it('refuses a target that holds data unless forced, and forced replaces it', async () => {
    const target = await emptyTarget(t.database.kind);
    await restore(archive, target);
    await target.database.db.execute(sql`insert into crm_customer (enterprise_name) values ('恢复后才有的客户')`);
    await expect(restore(archive, target)).rejects.toThrow(/目标不是空的.*--force/);
    await restore(archive, target, true);
    expect(await factsIn(target.database)).toEqual(expected);
  }, 120_000);

  it.runIf(PG_URL)(
    'a backup taken while members keep writing restores to one moment',
    async () => {
      // writers add a customer and its contact in one transaction, again and again, while the backup runs
      const from = await emptyTarget('postgres');
      await restore(archive, from);
      let writing = true;
      let written = 0;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; writing; i++) {
          await from.database.db.transaction(async (tx) => {
            await tx.execute(sql`insert into crm_customer (enterprise_name) values (${`成对-${w}-${i}`})`);
            await tx.execute(sql`insert into crm_contact (contact_name) values (${`成对-${w}-${i}`})`);
          });
          written++;
        }
      });
      const during = await backupOf({ database: from.database, filesDir: from.filesDir });
      writing = false;
      await Promise.all(writers);
      expect(written).toBeGreaterThan(0);

      const target = await emptyTarget('postgres');
      await restore(during, target);
      const [row] = resultRows<{ customers: number; contacts: number; unpaired: number }>(
        await target.database.db.execute(sql`
      select (select count(*) from crm_customer where enterprise_name like '成对-%')::int as customers,
             (select count(*) from crm_contact where contact_name like '成对-%')::int as contacts,
             (select count(*) from crm_customer c where c.enterprise_name like '成对-%'
                 and not exists (select from crm_contact k where k.contact_name = c.enterprise_name))::int as unpaired`),
      );
      expect(row.customers).toBe(row.contacts);
      expect(row.unpaired).toBe(0);
    },
    180_000,
  );
});
