import { allowedExtensions, DOC_KIND, DOC_MSG, DOC_SPACE, ERR, FILE_TYPE, fileTypeOf } from '@suwork/domain';
import type { DocItemView } from '@suwork/domain/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  docCollects,
  docItems,
  docLinks,
  docRecents,
  docShares,
  docVersions,
  type DocItem,
} from '../../db/document-tables.ts';
import { resultRows } from '../../db/result-rows.ts';
import { files } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { extOf } from '../../core/files/file-names.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { guardedFileUrl } from '../../core/files/file-access.ts';
import { memberNames } from '../../core/kit/index.ts';
import { readDocSettings } from './doc-settings.ts';

/** Items as the API shows them: the names and favourites of a whole list in one query each. */
export async function viewsOf(db: Db, user: SessionUser, rows: readonly DocItem[], tz: number): Promise<DocItemView[]> {
  if (rows.length === 0) return [];
  const names = await memberNames(
    db,
    rows.flatMap((r) => [r.create_user_id, r.update_user_id]),
  );
  const ids = rows.map((r) => r.id);
  const collected = new Set(
    (
      await db
        .select({ id: docCollects.item_id })
        .from(docCollects)
        .where(and(eq(docCollects.user_id, user.user_id), inArray(docCollects.item_id, ids)))
    ).map((c) => c.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    ext: r.ext,
    file_type:
      r.kind === DOC_KIND.folder ? FILE_TYPE.folder : r.kind === DOC_KIND.doc ? FILE_TYPE.openable : fileTypeOf(r.ext),
    size: r.size,
    file_id: r.file_id,
    url: r.kind === DOC_KIND.file ? guardedFileUrl(r.file_id) : '',
    parent_id: r.parent_id,
    space_type: r.space_type,
    space_id: r.space_id,
    version: r.version,
    create_user_name: names.get(r.create_user_id) ?? '',
    update_user_name: names.get(r.update_user_id) ?? '',
    create_time: formatDateTime(r.create_time, tz),
    update_time: formatDateTime(r.update_time, tz),
    ...(r.deleted_time ? { deleted_time: formatDateTime(r.deleted_time, tz) } : {}),
    collected: collected.has(r.id),
  }));
}

/** Folders first, then by name. */
export const listOrder = [asc(docItems.kind), asc(docItems.name), asc(docItems.id)];

export type Place = { space_type: number; space_id: number; parent_id: number };

/** The live children of a folder (or of a space root). */
export const childrenOf = (p: Place) =>
  and(
    eq(docItems.space_type, p.space_type),
    eq(docItems.space_id, p.space_id),
    eq(docItems.parent_id, p.parent_id),
    isNull(docItems.deleted_time),
  );

/** The ids of an item's subtree (itself included), trashed or not. */
export async function subtreeIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute(sql`
    WITH RECURSIVE down(id, depth) AS (
      SELECT id, 0 FROM doc_item WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})
      UNION ALL
      SELECT d.id, down.depth + 1 FROM doc_item d JOIN down ON d.parent_id = down.id WHERE down.depth < 100
    ) SELECT DISTINCT id FROM down`);
  return resultRows<{ id: number }>(rows).map((r) => Number(r.id));
}

/** Bytes a personal space holds, the 回收站 included (it is freed only when emptied). */
export async function usedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${docItems.size}), 0)` })
    .from(docItems)
    .where(and(eq(docItems.space_type, DOC_SPACE.personal), eq(docItems.space_id, userId)));
  return Number(row?.used ?? 0);
}

/** A file may join a space only if its type is allowed, it is not too big and the personal space has room. */
export async function assertFileFits(db: Db, place: Place, name: string, size: number) {
  const s = await readDocSettings(db);
  const ext = extOf(name);
  const allowed = allowedExtensions(s.allowed_exts);
  if (allowed.size > 0 && !allowed.has(ext)) throw invalid(DOC_MSG.extNotAllowed(ext || '无扩展名'));
  if (size > s.max_file_mb * 1024 * 1024) throw invalid(DOC_MSG.tooLarge(s.max_file_mb));
  if (
    place.space_type === DOC_SPACE.personal &&
    (await usedBytes(db, place.space_id)) + size > s.default_quota_gb * 1024 ** 3
  )
    throw invalid(DOC_MSG.quotaFull);
}

/** A folder of the same name where one is about to be made or moved to. */
export async function assertNoFolderNamed(db: Db, place: Place, name: string, exceptId = 0) {
  const [same] = await db
    .select({ id: docItems.id })
    .from(docItems)
    .where(
      and(
        childrenOf(place),
        eq(docItems.kind, DOC_KIND.folder),
        eq(docItems.name, name),
        sql`${docItems.id} <> ${exceptId}`,
      ),
    );
  if (same) throw invalid(DOC_MSG.folderExists(name));
}

export async function newFolder(tx: Db, user: SessionUser, place: Place, name: string): Promise<DocItem> {
  await assertNoFolderNamed(tx, place, name);
  const [row] = await tx
    .insert(docItems)
    .values({ ...place, kind: DOC_KIND.folder, name, create_user_id: user.user_id, update_user_id: user.user_id })
    .returning();
  return row;
}

/**
 * An uploaded file (the member's own upload) into a folder. A file of the same name there becomes its new
 * version; the one it replaces is kept in the version history.
 */
export async function addUploadedFile(
  tx: Db,
  user: SessionUser,
  place: Place,
  fileId: number,
  now: Date,
): Promise<DocItem> {
  const [file] = await tx.select().from(files).where(eq(files.id, fileId));
  if (!file || file.user_id !== user.user_id) throw fail(ERR.notFound, DOC_MSG.fileInUse);
  await assertFileFits(tx, place, file.name, file.size);
  const [same] = await tx
    .select()
    .from(docItems)
    .where(and(childrenOf(place), eq(docItems.kind, DOC_KIND.file), eq(docItems.name, file.name)))
    .for('update');
  if (same) {
    await tx.insert(docVersions).values({
      item_id: same.id,
      version: same.version,
      file_id: same.file_id,
      size: same.size,
      create_user_id: same.update_user_id,
    });
    const [row] = await tx
      .update(docItems)
      .set({
        file_id: file.id,
        size: file.size,
        version: same.version + 1,
        update_user_id: user.user_id,
        update_time: now,
      })
      .where(eq(docItems.id, same.id))
      .returning();
    return row;
  }
  const [row] = await tx
    .insert(docItems)
    .values({
      ...place,
      kind: DOC_KIND.file,
      name: file.name,
      ext: file.ext,
      file_id: file.id,
      size: file.size,
      create_user_id: user.user_id,
      update_user_id: user.user_id,
    })
    .returning();
  return row;
}

/** Takes items and everything under them out for good, with their versions, shares, links, favourites and opens. */
export async function destroyItems(tx: Db, ids: readonly number[]): Promise<number> {
  const all = await subtreeIds(tx, ids);
  if (all.length === 0) return 0;
  for (const t of [docVersions, docShares, docLinks, docCollects, docRecents])
    await tx.delete(t).where(inArray(t.item_id, all));
  await tx.delete(docItems).where(inArray(docItems.id, all));
  return all.length;
}

/** The folders from the space root down to (not including) an item, for the breadcrumb. */
export async function breadcrumbOf(db: Db, item: Pick<DocItem, 'parent_id'>): Promise<{ id: number; name: string }[]> {
  const out: { id: number; name: string }[] = [];
  let parent = item.parent_id;
  while (parent > 0 && out.length < 100) {
    const [p] = await db
      .select({ id: docItems.id, name: docItems.name, parent_id: docItems.parent_id })
      .from(docItems)
      .where(eq(docItems.id, parent));
    if (!p) break;
    out.unshift({ id: p.id, name: p.name });
    parent = p.parent_id;
  }
  return out;
}
