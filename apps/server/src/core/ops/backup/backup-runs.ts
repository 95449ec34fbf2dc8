import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  BACKUP_MSG,
  BACKUP_SETTINGS_DEFAULT,
  BACKUP_STATUS,
  BACKUP_STATUS_LABELS,
  BACKUP_TARGET,
  BACKUP_TARGET_LABELS,
  BACKUP_TRIGGER,
  BACKUP_TRIGGER_LABELS,
  ERR,
  type BackupSettings,
} from '@suwork/domain';
import type { BackupRow } from '@suwork/domain/contracts';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { backups } from '../../../db/ops-tables.ts';
import { fail } from '../../envelope.ts';
import { settingsRecord } from '../../kit/setting.ts';
import { formatDateTime } from '../../time-format.ts';
import type { App } from '../../types.ts';
import { backupFileName } from './archive-format.ts';
import { writeBackup } from './backup.ts';
import { LOCK_IDS } from '../../../db/advisory-locks.ts';

// Backups the server takes itself (立即备份 on the 数据备份 page, and the daily schedule), into DATA_DIR/backups or,
// when the settings say so and files live in a bucket, into the bucket (written locally first, then uploaded), one
// row each in sys_backup. One runs at a time across instances: its run holds an advisory lock, and the running row is
// unique (a row left running by a process that stopped is marked failed by the next run).

const BACKUP_INTERRUPTED = '备份中断：服务在备份过程中停止';
export const BACKUP_JOB = 'backup';

export const backupsDir = (app: App) => path.join(app.config.dataDir, 'backups');
const fileOf = (app: App, name: string) => path.join(backupsDir(app), name);

const backupSettings = settingsRecord<BackupSettings>('backup_settings', BACKUP_SETTINGS_DEFAULT);

export const readBackupSettings = (db: Db) => backupSettings.read(db);

/** Saves the settings; a bucket is refused when the file store is not one. */
export async function saveBackupSettings(app: App, value: BackupSettings): Promise<BackupSettings> {
  if (value.target === BACKUP_TARGET.bucket && !app.config.s3) throw fail(ERR.validation, BACKUP_MSG.noBucket);
  await backupSettings.save(app.database.db, value);
  return value;
}

/** Marks 失败 the rows left running by a process that stopped; call it holding the backup lock. */
async function closeInterrupted(app: App) {
  await app.database.db
    .update(backups)
    .set({ status: BACKUP_STATUS.failed, error: BACKUP_INTERRUPTED, end_time: app.config.now() })
    .where(eq(backups.status, BACKUP_STATUS.running));
}

export async function backupList(app: App, page: number, limit: number): Promise<{ rows: BackupRow[]; total: number }> {
  const db = app.database.db;
  // a row running while nobody holds the lock was left by a process that stopped: shown as 失败 at once (else the
  // page would wait for it, and keep 立即备份 closed, until the next backup)
  const [running] = await db.select({ id: backups.id }).from(backups).where(eq(backups.status, BACKUP_STATUS.running));
  if (running) await app.database.withLock(LOCK_IDS.backup, () => closeInterrupted(app), { wait: false });
  const tz = app.config.tzOffsetMinutes;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(backups)
      .orderBy(desc(backups.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(backups),
  ]);
  return {
    total: Number(total),
    rows: rows.map((r) => ({
      id: r.id,
      file_name: r.file_name,
      status: r.status,
      status_name: BACKUP_STATUS_LABELS[r.status] ?? '',
      trigger: r.trigger,
      trigger_name: BACKUP_TRIGGER_LABELS[r.trigger] ?? '',
      target: r.target,
      target_name: BACKUP_TARGET_LABELS[r.target] ?? '',
      bytes: r.bytes,
      rows: r.rows,
      files: r.files,
      error: r.error,
      user_name: r.user_name,
      start_time: formatDateTime(r.start_time, tz) ?? '',
      end_time: formatDateTime(r.end_time, tz),
    })),
  };
}

type Starter = { user_id: number; user_name: string } | null;

/**
 * Starts a backup and resolves with its row's id once it is under way (the archive is written after that); refused
 * while another is running anywhere. `finished` resolves when it has ended, either way.
 */
export function startBackup(app: App, trigger: number, by: Starter): Promise<{ id: number; finished: Promise<void> }> {
  const db = app.database.db;
  return new Promise((resolve, reject) => {
    let settle!: () => void;
    const finished = new Promise<void>((r) => (settle = r));
    app.database
      .withLock(
        LOCK_IDS.backup,
        async () => {
          // none runs but this one: a row still running was left by a process that stopped
          await closeInterrupted(app);
          const file_name = backupFileName(app.config.now());
          const { target } = await readBackupSettings(db);
          const toBucket = target === BACKUP_TARGET.bucket && Boolean(app.config.s3);
          const [{ id }] = await db
            .insert(backups)
            .values({
              file_name,
              status: BACKUP_STATUS.running,
              trigger,
              target: toBucket ? BACKUP_TARGET.bucket : BACKUP_TARGET.local,
              user_id: by?.user_id ?? null,
              user_name: by?.user_name ?? '',
              start_time: app.config.now(),
            })
            .returning({ id: backups.id });
          resolve({ id, finished });
          await writeInto(app, id, file_name, toBucket);
        },
        { wait: false },
      )
      .then(
        ({ ran }) => {
          if (!ran) reject(fail(ERR.conflict, BACKUP_MSG.running));
          settle();
        },
        (err: unknown) => {
          reject(err);
          settle();
        },
      );
  });
}

async function writeInto(app: App, id: number, fileName: string, toBucket: boolean) {
  const db = app.database.db;
  const file = fileOf(app, fileName);
  const part = `${file}.part`;
  try {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const summary = await writeBackup(
      { database: app.database, filesDir: app.config.s3 ? undefined : path.join(app.config.dataDir, 'files') },
      fs.createWriteStream(part, { flags: 'wx' }),
    );
    await fsp.rename(part, file);
    let storage_key: string | null = null;
    if (toBucket) {
      storage_key = (await app.storage.put(fs.createReadStream(file))).key;
      await fsp.rm(file, { force: true });
    }
    await db
      .update(backups)
      .set({
        status: BACKUP_STATUS.done,
        storage_key,
        bytes: summary.bytes,
        rows: summary.rows,
        files: summary.files,
        end_time: app.config.now(),
      })
      .where(eq(backups.id, id));
  } catch (err) {
    await fsp.rm(part, { force: true });
    app.log.error({ err }, '备份失败');
    await db
      .update(backups)
      .set({
        status: BACKUP_STATUS.failed,
        error: (err instanceof Error ? err.message : String(err)).slice(0, 2000),
        end_time: app.config.now(),
      })
      .where(eq(backups.id, id));
  }
}

/** A finished backup's archive, for download (from this machine or the bucket); refused when it did not succeed or is gone. */
export async function backupFile(app: App, id: number): Promise<{ name: string; size: number; open: () => Readable }> {
  const [row] = await app.database.db.select().from(backups).where(eq(backups.id, id));
  if (!row) throw fail(ERR.notFound, BACKUP_MSG.notFound);
  if (row.status !== BACKUP_STATUS.done) throw fail(ERR.validation, BACKUP_MSG.notDone);
  const key = row.storage_key;
  if (key) {
    const size = await app.storage.size(key);
    if (size === null) throw fail(ERR.notFound, BACKUP_MSG.notFound);
    return { name: row.file_name, size, open: () => app.storage.createReadStream(key) };
  }
  const file = fileOf(app, row.file_name);
  if (!fs.existsSync(file)) throw fail(ERR.notFound, BACKUP_MSG.notFound);
  return { name: row.file_name, size: fs.statSync(file).size, open: () => fs.createReadStream(file) };
}

/** The instant today's scheduled time falls at (company time), as a Date. */
function todaysSlot(now: Date, time: string, tzOffsetMinutes: number): Date {
  const local = new Date(now.getTime() + tzOffsetMinutes * 60_000);
  const [h, m] = time.split(':').map(Number);
  const slot = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h, m);
  return new Date(slot - tzOffsetMinutes * 60_000);
}

/**
 * The schedule's check (every few minutes): once today's time has come and no scheduled backup has started since,
 * takes one; after it succeeds, removes the scheduled backups beyond the number kept. Returns whether it ran one.
 */
export async function runScheduledBackup(app: App): Promise<boolean> {
  const db = app.database.db;
  const s = await readBackupSettings(db);
  if (!s.enabled) return false;
  const now = app.config.now();
  const slot = todaysSlot(now, s.time, app.config.tzOffsetMinutes);
  if (now < slot) return false;
  const [taken] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.trigger, BACKUP_TRIGGER.scheduled), gte(backups.start_time, slot)))
    .limit(1);
  if (taken) return false;
  const { finished } = await startBackup(app, BACKUP_TRIGGER.scheduled, null);
  await finished;
  await pruneScheduled(app, s.keep);
  return true;
}

/** Removes the successful scheduled backups beyond the newest `keep` (their archives and rows). */
async function pruneScheduled(app: App, keep: number) {
  const db = app.database.db;
  const old = await db
    .select({ id: backups.id, file_name: backups.file_name, storage_key: backups.storage_key })
    .from(backups)
    .where(and(eq(backups.trigger, BACKUP_TRIGGER.scheduled), eq(backups.status, BACKUP_STATUS.done)))
    .orderBy(desc(backups.id))
    .offset(keep);
  for (const row of old) {
    if (row.storage_key) await app.storage.remove(row.storage_key);
    else await fsp.rm(fileOf(app, row.file_name), { force: true });
    await db.delete(backups).where(eq(backups.id, row.id));
  }
}

/** The newest successful backup: when it ended and its size (for /metrics). */
export async function lastSuccessfulBackup(db: Db): Promise<{ at: Date; bytes: number } | undefined> {
  const [row] = await db
    .select({ at: backups.end_time, bytes: backups.bytes })
    .from(backups)
    .where(eq(backups.status, BACKUP_STATUS.done))
    .orderBy(desc(backups.id))
    .limit(1);
  return row?.at ? { at: row.at, bytes: row.bytes } : undefined;
}
