import { namesKeyOf, TAGGED_FIELDS, type EntityDef, type Field } from '@suwork/domain/entities';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { tags } from '../../db/schema.ts';
import { writeLog } from './operation-log.ts';
import { invalid } from '../envelope.ts';
import { readCache } from '../read-cache.ts';

type Row = Record<string, unknown>;

export const tagFields = (def: EntityDef): Field[] => def.fields.filter((f) => f.type === 'tags');

const idsIn = (rows: readonly Row[], fields: readonly Field[]) => [
  ...new Set(rows.flatMap((r) => fields.flatMap((f) => (Array.isArray(r[f.key]) ? (r[f.key] as number[]) : [])))),
];

/** Tag ids being written must name existing tags (标签管理); returns the names of those found. */
export async function checkTags(db: Db, def: EntityDef, values: Row): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const f of tagFields(def)) {
    const ids = values[f.key];
    if (!Array.isArray(ids) || ids.length === 0) continue;
    const found = await db
      .select({ id: tags.tag_id, name: tags.tag_name })
      .from(tags)
      .where(inArray(tags.tag_id, ids as number[]));
    if (found.length !== new Set(ids).size) throw invalid(`${f.label}包含不存在的标签，请刷新后重新选择`);
    found.forEach((t) => names.set(t.id, t.name));
  }
  return names;
}

/** Every tag's name by id, as lists and details read them (see readCache); `forget()` after an edit. */
export const tagNames = readCache(
  async (db: Db) =>
    new Map((await db.select({ id: tags.tag_id, name: tags.tag_name }).from(tags)).map((t) => [t.id, t.name])),
);

/** Names of tags by id (ids no longer existing are left out). */
export async function tagNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: tags.tag_id, name: tags.tag_name })
    .from(tags)
    .where(inArray(tags.tag_id, [...new Set(ids)]));
  return new Map(found.map((t) => [t.id, t.name]));
}

/** Adds `<key>_names` (tag names joined with 、, in the stored order) for tag fields: one query for all rows. */
export async function attachTagNames(db: Db, def: EntityDef, rows: Row[]): Promise<void> {
  const fields = tagFields(def).filter((f) => rows.some((r) => f.key in r));
  if (fields.length === 0) return;
  const name = idsIn(rows, fields).length ? await tagNames.get(db) : new Map<number, string>();
  for (const r of rows)
    for (const f of fields) {
      const v = r[f.key];
      r[namesKeyOf(f.key)] = Array.isArray(v)
        ? (v as number[])
            .map((id) => name.get(id))
            .filter(Boolean)
            .join('、')
        : '';
    }
}

/**
 * Takes deleted tags off every record holding them (each tag field of each entity), keeping the others in their
 * order, with one operation-log entry per record changed. Runs inside the deleting transaction.
 */
export async function removeTagsFromRecords(
  tx: Db,
  tagIds: readonly number[],
  names: readonly string[],
  userId: number,
  now: Date,
): Promise<number> {
  if (tagIds.length === 0) return 0;
  const ids = sql`${`{${tagIds.join(',')}}`}::integer[]`;
  let changed = 0;
  for (const { entity, key } of TAGGED_FIELDS) {
    const table = tableOf(entity);
    const cols = getTableColumns(table) as Record<string, PgColumn>;
    const col = cols[key];
    const rows = (await tx
      .update(table)
      .set({
        [key]: sql`array(select x from unnest(${col}) with ordinality as u(x, n) where x <> all(${ids}) order by n)`,
        update_time: now,
      })
      .where(sql`${col} && ${ids}`)
      .returning({ id: cols.id })) as { id: number }[];
    changed += rows.length;
    const label = entity.fields.find((f) => f.key === key)!.label;
    await writeLog(
      tx,
      rows.map((r) => ({
        entity: entity.key,
        record_id: r.id,
        action: 'update',
        user_id: userId,
        content: `删除标签时移除了${label}：${names.join('、')}`,
      })),
    );
  }
  return changed;
}
