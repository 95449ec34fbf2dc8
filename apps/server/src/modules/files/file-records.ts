import type { UploadedFile } from '@suwork/domain/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditQuietly } from '../../core/audit.ts';
import type { Db } from '../../db/client.ts';
import { downloads, files } from '../../db/schema.ts';
import { cleanFileName, extOf, mimeOf } from '../../core/files/file-names.ts';
import { fileAddress, fileUrl } from '../../core/files/file-access.ts';
import type { FileStorage, StoredObject } from '../../core/files/storage.ts';

/** What doUpload and the other upload routes answer. */
export type UploadedReply = UploadedFile;

export const uploadedReply = (file: { id: number; read_key: string }, name: string): UploadedReply => ({
  id: file.id,
  name,
  url: fileUrl(file),
  attachment_id: file.id,
  title: name,
});

/** Records a completed upload (`how`: '上传', '秒传' …) in the audit log; never fails the request. */
export const auditUpload = (req: FastifyRequest, file: UploadedReply, how = '上传') =>
  auditQuietly(req, {
    action: 'upload',
    result: 'success',
    target: `file:${file.id}`,
    detail: `${how}「${file.name}」`,
  });

/** A sys_file row of the caller for stored bytes; the name is cleaned and kept as metadata only. */
export async function insertFileRecord(
  db: Db,
  userId: number,
  rawName: string,
  stored: StoredObject,
): Promise<UploadedReply> {
  const name = cleanFileName(rawName);
  const ext = extOf(name);
  const [row] = await db
    .insert(files)
    .values({
      name,
      ext,
      size: stored.size,
      mime: mimeOf(ext),
      storage_key: stored.key,
      hash: stored.sha256,
      user_id: userId,
    })
    .returning(fileAddress);
  return uploadedReply(row, name);
}

/**
 * 秒传: a new file row of the caller for bytes they already uploaded with this SHA-256 (another member's files are
 * never matched), or null when there are none or they are gone from the store.
 */
export async function recordKnownUpload(
  db: Db,
  storage: FileStorage,
  userId: number,
  hash: string,
  rawName: string,
): Promise<UploadedReply | null> {
  const [known] = await db
    .select()
    .from(files)
    .where(and(eq(files.hash, hash), eq(files.user_id, userId)))
    .orderBy(desc(files.id))
    .limit(1);
  if (!known || (await storage.size(known.storage_key)) === null) return null;
  return insertFileRecord(db, userId, rawName, { key: known.storage_key, size: known.size, sha256: known.hash });
}

/** Deletes file rows; bytes go only once no other file row or download link uses their key. */
export async function removeFileRecords(db: Db, storage: FileStorage, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unused = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(files)
      .where(inArray(files.id, [...ids]))
      .returning({ key: files.storage_key });
    const keys = [...new Set(gone.map((g) => g.key))];
    const out: string[] = [];
    for (const key of keys) {
      const [file] = await tx.select({ id: files.id }).from(files).where(eq(files.storage_key, key)).limit(1);
      const [link] = await tx
        .select({ key: downloads.storage_key })
        .from(downloads)
        .where(eq(downloads.storage_key, key))
        .limit(1);
      if (!file && !link) out.push(key);
    }
    return out;
  });
  for (const key of unused) await storage.remove(key).catch(() => undefined);
}
