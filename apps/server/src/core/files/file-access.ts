import { ERR } from '@suwork/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { fail, invalid } from '../envelope.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';
import type { App } from '../types.ts';
import { sameSecret } from '../same-secret.ts';

/**
 * Where a stored file is read (GET /api/Upload/file with the session cookie). The address carries the file's
 * read key, so it is the address a record hands out, not the id, that lets a member read the file.
 */
export const fileUrl = (file: { id: number; read_key: string }) =>
  `/api/Upload/file?id=${file.id}&key=${file.read_key}`;

/** The address of a file a module guards (guardFileReads): the module decides who reads it, so no key is needed. */
export const guardedFileUrl = (id: number) => `/api/Upload/file?id=${id}`;

/** The columns fileUrl needs. */
export const fileAddress = { id: files.id, read_key: files.read_key };

/** A module's say on reading a stored file: true or false when the file is one of its own, undefined otherwise. */
export type FileReadGuard = (db: Db, user: SessionUser, fileId: number) => Promise<boolean | undefined>;

/** Modules that keep files private (云文档) register here by name; registering again replaces. */
export function guardFileReads(app: WithRegistries, name: string, guard: FileReadGuard): void {
  app.registries.fileGuards.set(name, guard);
}

/**
 * The file record a member may read: their own upload always; a file a module holds only when that module
 * agrees (a private document's file is not found by its id); any other file with its read key, i.e. through the
 * address the record it is attached to gave out. Without it the file reads as missing.
 */
export async function readableFile(app: App, user: SessionUser, fileId: number, readKey?: string) {
  const db = app.database.db;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  if (!row) throw fail(ERR.notFound, '文件不存在或已被删除');
  if (row.user_id === user.user_id) return row;
  const verdict = await moduleVerdict(app, db, user, fileId);
  if (verdict === true || (verdict === undefined && sameSecret(readKey, row.read_key))) return row;
  throw fail(ERR.notFound, '文件不存在或已被删除');
}

/** What the modules that hold files say of the member reading one: the first that knows the file decides. */
async function moduleVerdict(
  app: WithRegistries,
  db: Db,
  user: SessionUser,
  fileId: number,
): Promise<boolean | undefined> {
  for (const guard of app.registries.fileGuards.values()) {
    const verdict = await guard(db, user, fileId);
    if (verdict !== undefined) return verdict;
  }
  return undefined;
}

/**
 * The one rule for attaching files to a record, whatever the record (engine entities, follow-ups, tasks, reports,
 * knowledge, OA forms, 资产交接 …): a member attaches files they uploaded themselves or may already read by their
 * id (a module that holds the file says so, e.g. a 云文档 file shared with them), and keeps the files already
 * attached (`kept`, on edit). Any other id — missing, or someone else's upload known only by its number — refuses
 * the whole request with 「<label>包含无效的文件」, so a record can never hand out another member's file.
 */
export async function assertAttachable(
  app: WithRegistries,
  db: Db,
  user: SessionUser,
  fileIds: readonly number[],
  { kept = [], label = '附件' }: { kept?: readonly number[]; label?: string } = {},
): Promise<void> {
  const asked = [...new Set(fileIds)].filter((id) => !kept.includes(id));
  if (asked.length === 0) return;
  const found = await db.select({ id: files.id, user_id: files.user_id }).from(files).where(inArray(files.id, asked));
  const refused = () => invalid(`${label}包含无效的文件`);
  if (found.length !== asked.length) throw refused();
  for (const f of found) {
    if (f.user_id !== user.user_id && (await moduleVerdict(app, db, user, f.id)) !== true) throw refused();
  }
}
