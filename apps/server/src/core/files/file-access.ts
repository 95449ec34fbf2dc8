import { ERR } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { fail } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';

/** Where a stored file is read by members (GET /api/Upload/file; the session cookie is enough). */
export const fileUrl = (id: number) => `/api/Upload/file?id=${id}`;

/** A module's say on reading a stored file: true or false when the file is one of its own, undefined otherwise. */
export type FileReadGuard = (db: Db, user: SessionUser, fileId: number) => Promise<boolean | undefined>;

const guards = new Map<string, FileReadGuard>();

/** Modules that keep files private (云文档) register here by name; registering again replaces. */
export function guardFileReads(name: string, guard: FileReadGuard): void {
  guards.set(name, guard);
}

/**
 * The file record a member may read: their own upload always; a file a module holds only when that module
 * agrees (a private document's file is not found by its id). Others stay readable by signed-in members.
 */
export async function readableFile(db: Db, user: SessionUser, fileId: number) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw fail(ERR.notFound, '文件不存在或已被删除');
  if (row.user_id === user.user_id) return row;
  for (const guard of guards.values()) {
    const verdict = await guard(db, user, fileId);
    if (verdict === false) throw fail(ERR.notFound, '文件不存在或已被删除');
    if (verdict === true) return row;
  }
  return row;
}
