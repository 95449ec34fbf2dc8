import { ERR } from '@suwork/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { uploads } from './files.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { PartMismatchError, PartTooLargeError, type StoredPart } from '../../core/files/storage.ts';
import { inTx } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import { insertFileRecord, type UploadedReply } from './file-records.ts';

/** An unfinished upload is dropped this long after it started. */
export const UPLOAD_TTL_MS = 24 * 3600_000;
export const CLEANUP_JOB = 'upload-cleanup';

export type UploadRow = typeof uploads.$inferSelect;

const sizeText = (n: number) =>
  n >= 1024 ** 3
    ? `${+(n / 1024 ** 3).toFixed(2)}GB`
    : n >= 1024 ** 2
      ? `${+(n / 1024 ** 2).toFixed(2)}MB`
      : `${n} 字节`;
export const tooBigMessage = (max: number) => `文件大小超过上限，单个文件最大 ${sizeText(max)}`;

/** Multipart and slice uploads: started by a member, finished (or abandoned) by the same member. */
export function uploadSessions(app: App) {
  const db = app.database.db;

  const start = async (userId: number) => {
    const { uploadId, key } = await app.storage.createMultipart();
    await db
      .insert(uploads)
      .values({ upload_id: uploadId, object_key: key, user_id: userId, create_time: app.config.now() });
    return { upload_id: uploadId, object_name: key };
  };

  /** The caller's upload; another member's, a finished or an expired one is not found. */
  const own = async (userId: number, uploadId: string): Promise<UploadRow> => {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.upload_id, uploadId), eq(uploads.user_id, userId)));
    if (!row) throw fail(ERR.notFound, '上传任务不存在或已过期，请重新上传');
    return row;
  };

  /** The id of the caller's upload of this object (to sign its parts); not found as `own`. */
  const ownObject = async (userId: number, objectKey: string): Promise<string> => {
    const [row] = await db
      .select({ id: uploads.upload_id })
      .from(uploads)
      .where(and(eq(uploads.object_key, objectKey), eq(uploads.user_id, userId)));
    if (!row) throw fail(ERR.notFound, '上传任务不存在或已过期，请重新上传');
    return row.id;
  };

  /** Any member's upload by its id, for a request whose signature says whose it must be. */
  const find = async (uploadId: string): Promise<UploadRow | undefined> => {
    const [row] = await db.select().from(uploads).where(eq(uploads.upload_id, uploadId));
    return row;
  };

  /**
   * Streams one part; refused above partMax, or past the file size limit: every part before it must be full,
   * so part n starts at (n − 1) × partMax whatever has arrived so far.
   */
  const putPart = async (row: UploadRow, partNumber: number, body: Readable, partMax: number): Promise<StoredPart> => {
    const room = app.config.maxUploadBytes - (partNumber - 1) * partMax;
    const limit = Math.max(0, Math.min(partMax, room));
    try {
      return await app.storage.putPart(row.upload_id, partNumber, body, limit);
    } catch (err) {
      if (err instanceof PartTooLargeError)
        throw fail(
          ERR.tooLarge,
          room < partMax ? tooBigMessage(app.config.maxUploadBytes) : `分片大小不能超过 ${partMax} 字节`,
        );
      throw err;
    }
  };

  const listParts = (row: UploadRow) => app.storage.listParts(row.upload_id);

  /** Assembles the parts, checks the SHA-256 when given, and records the file for the caller in one step. */
  const complete = async (
    row: UploadRow,
    parts: readonly { partNumber: number; eTag: string }[],
    originName: string,
    hash?: string,
  ): Promise<UploadedReply> => {
    let stored;
    try {
      stored = await app.storage.completeMultipart(row.upload_id, parts);
    } catch (err) {
      if (err instanceof PartMismatchError) throw invalid('分片校验失败，请重新上传缺失或有误的分片');
      throw err;
    }
    const refuse = async (msg: string) => {
      await db.delete(uploads).where(eq(uploads.upload_id, row.upload_id));
      await app.storage.remove(stored.key);
      return invalid(msg);
    };
    if (stored.size === 0) throw await refuse('上传的文件是空文件');
    if (stored.size > app.config.maxUploadBytes) throw await refuse(tooBigMessage(app.config.maxUploadBytes));
    if (hash && hash !== stored.sha256) throw await refuse('文件校验失败（哈希不一致），请重新上传');
    try {
      return await inTx(db, async (tx) => {
        await tx.delete(uploads).where(eq(uploads.upload_id, row.upload_id));
        return insertFileRecord(tx, row.user_id, originName, stored);
      });
    } catch (err) {
      await app.storage.remove(stored.key);
      throw err;
    }
  };

  const abort = async (row: UploadRow) => {
    await db.delete(uploads).where(eq(uploads.upload_id, row.upload_id));
    await app.storage.abortMultipart(row.upload_id);
  };

  /** Drops uploads started more than 24 hours ago, and their parts (the scheduled job). */
  const removeAbandoned = async () => {
    const cutoff = new Date(app.config.now().getTime() - UPLOAD_TTL_MS);
    const old = await db.select().from(uploads).where(lt(uploads.create_time, cutoff)).limit(500);
    for (const row of old) await abort(row);
    // parts left behind without a record (a start that failed half-way)
    const known = new Set((await db.select({ id: uploads.upload_id }).from(uploads)).map((r) => r.id));
    const stray = (await app.storage.listMultipartUploads()).filter(
      (u) => u.startedAt < cutoff && !known.has(u.uploadId),
    );
    for (const u of stray) await app.storage.abortMultipart(u.uploadId);
    return old.length + stray.length;
  };

  return { start, own, ownObject, find, putPart, listParts, complete, abort, removeAbandoned };
}

export type UploadSessions = ReturnType<typeof uploadSessions>;
