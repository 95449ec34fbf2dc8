// Attachment fields (`attachments`: an integer[] column of sys_file ids). The API takes and returns the ids;
// info adds the files themselves under `<key>_files` so a page can show them without another request.
import type { EntityDef, Field } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { assertAttachable, fileAddress, fileUrl } from '../files/file-access.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';

type Row = Record<string, unknown>;

/** A file as info shows it; `url` loads it (GET /api/Upload/file with the file's read key and the session cookie). */
export type AttachedFile = { id: number; name: string; url: string; size: number; ext: string };

/** Where info puts the files of an attachment field: attachments → attachments_files, images → images_files. */
export const filesKeyOf = (key: string) => `${key}_files`;

const attachmentFields = (def: EntityDef): Field[] => def.fields.filter((f) => f.type === 'attachments');

const idsOf = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);

/**
 * Adds `<key>_files` to a record for each attachment field: its files in the stored order, with one query for
 * all of them. Ids whose file no longer exists are left out.
 */
export async function attachFiles(db: Db, def: EntityDef, row: Row): Promise<void> {
  const fields = attachmentFields(def);
  if (fields.length === 0) return;
  const found = await filesOf(
    db,
    fields.flatMap((f) => idsOf(row[f.key])),
  );
  const byId = new Map(found.map((r): [number, AttachedFile] => [r.id, r]));
  for (const f of fields) row[filesKeyOf(f.key)] = idsOf(row[f.key]).flatMap((id) => byId.get(id) ?? []);
}

/** The files of the ids, in the order given; ids whose file no longer exists are left out. */
export async function filesOf(db: Db, fileIds: readonly number[]): Promise<AttachedFile[]> {
  const ids = [...new Set(fileIds)];
  const found =
    ids.length > 0
      ? await db
          .select({ ...fileAddress, name: files.name, ext: files.ext, size: files.size })
          .from(files)
          .where(inArray(files.id, ids))
      : [];
  const byId = new Map(
    found.map((r): [number, AttachedFile] => [
      r.id,
      { id: r.id, name: r.name, url: fileUrl(r), size: r.size, ext: r.ext },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Each attachment field of a create or update passes the one attaching rule (assertAttachable), naming the field. */
export async function checkAttachments(
  app: WithRegistries,
  db: Db,
  def: EntityDef,
  user: SessionUser,
  values: Row,
  before?: Row,
): Promise<void> {
  const kept = before ? attachmentFields(def).flatMap((f) => idsOf(before[f.key])) : [];
  for (const f of attachmentFields(def))
    await assertAttachable(app, db, user, idsOf(values[f.key]), { kept, label: f.label });
}
