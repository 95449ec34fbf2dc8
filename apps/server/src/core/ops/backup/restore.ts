import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import tar, { type Header } from 'tar-stream';
import { MIGRATIONS_DIR, type Database } from '../../../db/client.ts';
import { knownMigrations } from '../../../db/migration-level.ts';
import {
  BACKUP_FORMAT,
  DATA_PREFIX,
  FILES_PREFIX,
  HEADER_ENTRY,
  MANIFEST_ENTRY,
  sha256,
  type BackupHeader,
  type BackupManifest,
  type FileRecord,
  type Piece,
} from './archive-format.ts';
import { objectKeys } from './backup.ts';
import { inSession, qualified, type DumpSession } from './dump-session.ts';
import { differences, factsOf, SCHEMAS, setSequences, tableKey, tablesOf, type TableFacts } from './table-facts.ts';

/** An archive member as the reader hands it over: its header, then its bytes. */
type Entry = AsyncIterable<Buffer> & { header: Header };

export type RestoreTarget = {
  database: Database;
  /** the local file store's folder; undefined when files live in S3 (their bytes are not in the archive) */
  filesDir: string | undefined;
};

export type RestoreSummary = {
  tables: number;
  rows: number;
  files: number;
  version: string;
  migration_level: number;
  from: BackupHeader['database'];
  created_at: string;
};

/** A restore that did not happen: the target is as it was. */
export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly tables: { table: string; what: string }[] = [],
  ) {
    super(message);
  }
}

/** Tables and stored objects already in the target (a restore writes only into an empty one unless forced). */
export async function targetContents(target: RestoreTarget): Promise<{ tables: number; files: number }> {
  const [{ n }] = await inSession(target.database, 'snapshot', (s) =>
    s.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = any($1)`, [
      SCHEMAS,
    ]),
  );
  return { tables: n, files: target.filesDir ? (await objectKeys(target.filesDir)).length : 0 };
}

/**
 * Restores an archive written by writeBackup into the target, all or nothing: the schema as of the backup's
 * migration level, every table's rows, the sequences; then it recounts and re-sums every table against the
 * manifest and commits only when all agree. Files are checked against their hashes and moved in place after the
 * database commits. Later migrations of this code run afterwards.
 */
export async function restoreBackup(
  input: Readable,
  target: RestoreTarget,
  options: { force?: boolean } = {},
): Promise<RestoreSummary> {
  const present = await targetContents(target);
  if (!options.force && (present.tables > 0 || present.files > 0))
    throw new RestoreRefused(
      `目标不是空的（${present.tables} 张数据表，${present.files} 个文件）：恢复只写入空的数据库和文件目录；确需覆盖请加 --force`,
    );

  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract).catch((err: unknown) => {
    extract.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  reading.catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  const staging = target.filesDir ? path.join(target.filesDir, `.restore-${randomBytes(6).toString('hex')}`) : '';

  try {
    const first = await nextEntry(entries);
    if (!first || first.header.name !== HEADER_ENTRY) throw new RestoreRefused('这不是 suwork 备份文件：缺少备份说明');
    const headerText = (await readAll(first)).toString('utf8');
    const header = parseHeader(headerText);
    const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    if (header.migration_level > knownMigrations())
      throw new RestoreRefused(
        `备份来自更新的版本（${header.version}，数据库结构第 ${header.migration_level} 版），本程序只到第 ${knownMigrations()} 版：请先升级 suwork 再恢复`,
      );

    const result = await inSession(target.database, 'write', async (session) => {
      if (options.force) await dropEverything(session);
      for (const m of migrations.slice(0, header.migration_level))
        for (const statement of m.sql) if (statement.trim()) await session.exec(statement);
      await session.exec(
        `create schema if not exists drizzle;
         create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );

      await clearMigrationRows(session);
      // rows first, indexes after (as pg_restore does): building an index once is far cheaper than growing it row by row
      const indexes = await dropSecondaryIndexes(session);

      const columns = new Map(header.tables.map((t) => [tableKey(t), t]));
      const pieces = new Map<string, Piece[]>();
      const files: FileRecord[] = [];
      let manifest: BackupManifest | undefined;
      for (let entry = await nextEntry(entries); entry; entry = await nextEntry(entries)) {
        const name = entry.header.name;
        if (manifest) throw new RestoreRefused(`备份文件在清单之后还有内容（${name}）：文件已被改动`);
        if (name === MANIFEST_ENTRY) manifest = JSON.parse((await readAll(entry)).toString('utf8')) as BackupManifest;
        else if (name.startsWith(DATA_PREFIX)) {
          const key = name.slice(DATA_PREFIX.length, name.lastIndexOf('/'));
          const table = columns.get(key);
          if (!table) throw new RestoreRefused(`备份文件中的数据 ${name} 不属于任何数据表：文件已被改动`);
          const data = await readAll(entry);
          pieces.set(key, [...(pieces.get(key) ?? []), { name, bytes: data.length, sha256: sha256(data) }]);
          await session.copyIn(table, table.columns, data);
        } else if (name.startsWith(FILES_PREFIX) && staging) {
          files.push(await stageFile(entry, staging, name.slice(FILES_PREFIX.length)));
        } else if (name.startsWith(FILES_PREFIX)) await readAll(entry);
        else throw new RestoreRefused(`备份文件中有不认识的内容：${name}`);
      }
      if (!manifest) throw new RestoreRefused('备份文件不完整：缺少清单（可能在写入时中断，或已被截断）');
      for (const definition of indexes) await session.exec(definition);
      checkManifest(manifest, headerText, pieces, target.filesDir ? files : manifest.files);
      const lineage = await session.query<{ hash: string }>(
        `select hash from drizzle.__drizzle_migrations order by id`,
      );
      if (lineage.some((m, i) => m.hash !== migrations[i]?.hash))
        throw new RestoreRefused('备份的数据库结构记录与本程序的迁移不一致：它不是本产品这一系列版本的备份');

      await setSequences(session, manifest.sequences);
      const found: Record<string, TableFacts> = {};
      for (const table of await tablesOf(session)) found[tableKey(table)] = await factsOf(session, table);
      const differ = differences(manifest.tables, found);
      if (differ.length > 0)
        throw new RestoreRefused(
          `恢复未完成，以下数据表校验不一致（目标保持原样）：${differ.map((d) => `${d.table}（${d.what}）`).join('；')}`,
          differ,
        );
      const rows = Object.values(manifest.tables).reduce((sum, t) => sum + Number(t.rows), 0);
      return { manifest, files, rows };
    });

    if (target.filesDir) await moveInPlace(staging, target.filesDir, result.files, Boolean(options.force));
    if (header.migration_level < knownMigrations()) await target.database.migrate();
    return {
      tables: header.tables.length,
      rows: result.rows,
      files: result.manifest.files.length,
      version: header.version,
      migration_level: header.migration_level,
      from: header.database,
      created_at: header.created_at,
    };
  } catch (err) {
    extract.destroy();
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(
      `备份文件已损坏或无法读取，未做任何改动：${err instanceof Error ? err.message : String(err)}`,
    );
  } finally {
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
  }
}

function parseHeader(text: string): BackupHeader {
  let header: BackupHeader;
  try {
    header = JSON.parse(text) as BackupHeader;
  } catch {
    throw new RestoreRefused('备份说明无法读取：文件已损坏');
  }
  if (header.product !== 'suwork' || header.format !== BACKUP_FORMAT || !Array.isArray(header.tables))
    throw new RestoreRefused(`不认识的备份格式（${String(header.format)}）：请用写出它的 suwork 版本恢复`);
  return header;
}

/** Every piece and file as the manifest lists them, and the header it was written with. */
function checkManifest(
  manifest: BackupManifest,
  headerText: string,
  pieces: Map<string, Piece[]>,
  files: FileRecord[],
) {
  if (manifest.header_sha256 !== sha256(headerText)) throw new RestoreRefused('备份说明的校验和不符：文件已被改动');
  for (const [table, facts] of Object.entries(manifest.tables)) {
    const got = pieces.get(table) ?? [];
    const bad = facts.pieces.find((p, i) => got[i]?.name !== p.name || got[i]?.sha256 !== p.sha256);
    if (bad || got.length !== facts.pieces.length)
      throw new RestoreRefused(`数据表 ${table} 的数据校验和不符（${bad?.name ?? '分段数不同'}）：文件已被改动或损坏`);
  }
  for (const table of pieces.keys())
    if (!manifest.tables[table]) throw new RestoreRefused(`数据表 ${table} 不在清单中：文件已被改动`);
  const byKey = new Map(files.map((f) => [f.key, f]));
  for (const f of manifest.files) {
    const got = byKey.get(f.key);
    if (!got || got.sha256 !== f.sha256)
      throw new RestoreRefused(`文件 ${f.key} 缺失或校验和不符：备份文件已被改动或损坏`);
  }
  if (files.length !== manifest.files.length) throw new RestoreRefused('备份中的文件与清单不符：文件已被改动');
}

/** Empties the tables some migrations fill with starting rows (default stages, options…): the backup has its own. */
async function clearMigrationRows(session: DumpSession) {
  for (const table of await tablesOf(session)) {
    const [{ any }] = await session.query<{ any: boolean }>(`select exists (select from ${qualified(table)}) as any`);
    if (any) await session.exec(`truncate ${qualified(table)}`);
  }
}

/** Drops the indexes no constraint stands on, and gives the statements that build them again. */
async function dropSecondaryIndexes(session: DumpSession): Promise<string[]> {
  const rows = await session.query<{ schema: string; name: string; definition: string }>(
    `select i.schemaname as schema, i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = any($1)
        and not exists (select from pg_constraint c
                         where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [SCHEMAS],
  );
  for (const r of rows) await session.exec(`drop index ${qualified(r)}`);
  return rows.map((r) => r.definition);
}

/** Drops the suwork schemas (forced restore over existing data; in the restore's transaction, so undone if it fails). */
async function dropEverything(session: DumpSession) {
  await session.exec(
    `drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public`,
  );
}

async function stageFile(entry: Entry, staging: string, key: string): Promise<FileRecord> {
  if (key.includes('..') || path.isAbsolute(key)) throw new RestoreRefused(`备份中的文件名不合法：${key}`);
  const data = await readAll(entry);
  const file = path.join(staging, key);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.writeFile(file, data);
  return { key, bytes: data.length, sha256: sha256(data) };
}

/** The restored objects into the store; a forced restore removes the objects the backup does not have. */
async function moveInPlace(staging: string, root: string, files: FileRecord[], force: boolean) {
  const keep = new Set(files.map((f) => f.key));
  if (force) for (const key of await objectKeys(root)) if (!keep.has(key)) await fsp.rm(path.join(root, key));
  for (const { key } of files) {
    const to = path.join(root, key);
    await fsp.mkdir(path.dirname(to), { recursive: true });
    await fsp.rename(path.join(staging, key), to);
  }
  if (fs.existsSync(staging)) await fsp.rm(staging, { recursive: true, force: true });
}

async function nextEntry(entries: AsyncIterator<Entry>): Promise<Entry | undefined> {
  const next = await entries.next();
  return next.done ? undefined : next.value;
}

async function readAll(entry: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part);
  return Buffer.concat(parts);
}
