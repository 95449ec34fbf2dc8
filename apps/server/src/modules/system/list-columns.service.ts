import type { ListColumns } from '@suwork/domain/contracts';
import { ENTITY_BY_KEY, listColumnDefs, type EntityDef } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../core/envelope.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { listColumnSettings, type StoredListColumn } from './system.tables.ts';

const UNKNOWN_LIST_MSG = '列表不存在';

const entityOf = (list: string): EntityDef => {
  const def = ENTITY_BY_KEY.get(list);
  if (!def) throw invalid(UNKNOWN_LIST_MSG);
  return def;
};

/** The saved columns the entity still lists, each once (a field since removed from the list is passed over). */
export function currentColumns(def: EntityDef, stored: readonly StoredListColumn[]): StoredListColumn[] {
  const known = new Map(listColumnDefs(def).map((c) => [c.key, c]));
  const seen = new Set<string>();
  const out: StoredListColumn[] = [];
  for (const c of stored) {
    const col = known.get(c.key);
    if (!col || seen.has(c.key)) continue;
    seen.add(c.key);
    // the title column is always shown, whatever an older rule allowed
    out.push({
      key: c.key,
      hidden: c.hidden === true && !col.title,
      width: typeof c.width === 'number' ? c.width : null,
    });
  }
  return out;
}

/** Refuses more columns than the list has, a column it does not have, a column named twice and a hidden title column. */
function checkColumns(def: EntityDef, columns: readonly StoredListColumn[]): void {
  const known = new Map(listColumnDefs(def).map((c) => [c.key, c]));
  if (columns.length > known.size) throw invalid(`「${def.title}」列表最多${known.size}列`);
  const seen = new Set<string>();
  for (const c of columns) {
    const col = known.get(c.key);
    if (!col) throw invalid(`「${def.title}」列表没有列「${c.key}」，请刷新后重试`);
    if (seen.has(c.key)) throw invalid(`列「${col.label}」重复`);
    seen.add(c.key);
    if (col.title && c.hidden) throw invalid(`「${col.label}」列不能隐藏`);
  }
}

const view = (list: string, columns: StoredListColumn[], updated: Date | null, tz: number): ListColumns => ({
  list,
  columns,
  update_time: formatDateTime(updated, tz),
});

/** A member's 列设置 of a list; no columns (the defaults) when none is saved. */
export async function readListColumns(db: Db, tz: number, userId: number, list: string): Promise<ListColumns> {
  const def = entityOf(list);
  const [row] = await db
    .select()
    .from(listColumnSettings)
    .where(and(eq(listColumnSettings.user_id, userId), eq(listColumnSettings.list_key, list)));
  if (!row) return view(list, [], null, tz);
  return view(list, currentColumns(def, row.settings.columns ?? []), row.update_time, tz);
}

/** Saves a member's 列设置 of a list; no columns goes back to the defaults (the saved row is removed). */
export async function saveListColumns(
  db: Db,
  tz: number,
  now: Date,
  userId: number,
  list: string,
  columns: readonly StoredListColumn[],
): Promise<ListColumns> {
  const def = entityOf(list);
  checkColumns(def, columns);
  const where = and(eq(listColumnSettings.user_id, userId), eq(listColumnSettings.list_key, list));
  if (columns.length === 0) {
    await db.delete(listColumnSettings).where(where);
    return view(list, [], null, tz);
  }
  const settings = { columns: columns.map((c) => ({ key: c.key, hidden: c.hidden, width: c.width })) };
  await db
    .insert(listColumnSettings)
    .values({ user_id: userId, list_key: list, settings, update_time: now })
    .onConflictDoUpdate({
      target: [listColumnSettings.user_id, listColumnSettings.list_key],
      set: { settings, update_time: now },
    });
  return view(list, settings.columns, now, tz);
}
