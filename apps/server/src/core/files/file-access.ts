import { ERR } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { fail } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';

/**
 * Where a stored file is read (GET /api/Upload/file with the session cookie). The address carries the file's
 * read key, so it is the address a record hands out, not the id, that lets a member read the file.
 */
export const fileUrl = (file: { id: number; read_key: string }) => `/api/Upload/file?id=${file.id}&key=${file.read_key}`;

/** The address of a file a module guards (guardFileReads): the module decides who reads it, so no key is needed. */
export const guardedFileUrl = (id: number) => `/api/Upload/file?id=${id}`;

/** The columns fileUrl needs. */
export const fileAddress = { id: files.id, read_key: files.read_key };

const sameKey = (given: string | undefined, key: string) => {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(key)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A module's say on reading a stored file: true or false when the file is one of its own, undefined otherwise. */
export type FileReadGuard = (db: Db, user: SessionUser, fileId: number) => Promise<boolean | undefined>;

const guards = new Map<string, FileReadGuard>();

/** Modules that keep files private (云文档) register here by name; registering again replaces. */
export function guardFileReads(name: string, guard: FileReadGuard): void {
  guards.set(name, guard);
}

/**
 * The file record a member may read: their own upload always; a file a module holds only when that module
 * agrees (a private document's file is not found by its id); any other file with its read key, i.e. through the
 * address the record it is attached to gave out. Without it the file reads as missing.
 */
export async function readableFile(db: Db, user: SessionUser, fileId: number, readKey?: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw fail(ERR.notFound, '文件不存在或已被删除');
  if (row.user_id === user.user_id) return row;
  for (const guard of guards.values()) {
    const verdict = await guard(db, user, fileId);
    if (verdict === false) throw fail(ERR.notFound, '文件不存在或已被删除');
    if (verdict === true) return row;
  }
  if (sameKey(readKey, row.read_key)) return row;
  throw fail(ERR.notFound, '文件不存在或已被删除');
}
