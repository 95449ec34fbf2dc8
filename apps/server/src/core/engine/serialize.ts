import type { EntityDef } from '@suwork/domain/entities';
import { formatDateTime } from '../time-format.ts';
import type { ProductLine } from '@suwork/domain';
import { optionLabel, type Dictionary } from './dictionary.ts';
import { linesText } from './product-lines.ts';
import { rowsText } from './rows.ts';

type Row = Record<string, unknown>;

/** A database row as the API shows it: `id` and the idKey, times in the company zone, money as strings. */
export function toApiRow(def: EntityDef, row: Row, tz: number): Row {
  const out: Row = { id: row.id, [def.idKey]: row.id };
  for (const f of def.fields) {
    if (!(f.key in row)) continue;
    const v = row[f.key];
    out[f.key] = f.type === 'datetime' ? formatDateTime(v as Date | null, tz) : (v ?? null);
  }
  for (const k of ['create_user_id', 'owner_user_id', 'dept_id']) if (k in row) out[k] = row[k];
  out.create_time = formatDateTime(row.create_time as Date, tz);
  out.update_time = formatDateTime(row.update_time as Date, tz);
  return out;
}

/** Labels a log line needs: the dictionary's current options, tag names by id. */
export type LogLabels = { dict?: Dictionary; tagNames?: Map<number, string> };

/** How a value reads in the operation log; dictionary fields by their current labels, tags by name. */
export function displayValue(def: EntityDef, key: string, v: unknown, tz: number, labels: LogLabels = {}): string {
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return '空';
  const field = def.fields.find((f) => f.key === key);
  if (field?.type === 'enum') return optionLabel(labels.dict, field, v) ?? String(v);
  if (field?.type === 'tags' && Array.isArray(v))
    return v.map((id: number) => labels.tagNames?.get(id) ?? String(id)).join('、');
  if (field?.type === 'lines' && Array.isArray(v)) return linesText(v as ProductLine[]);
  if (field?.type === 'rows' && Array.isArray(v)) return rowsText(field, v as Record<string, unknown>[], labels.dict);
  if (v instanceof Date) return formatDateTime(v, tz)!;
  if (Array.isArray(v)) return v.join(',');
  return String(v);
}

/** One column of a list statement, in select order: its key and how a non-null driver value becomes the API value. */
export type SelectedColumn = { key: string; decode?: (v: unknown) => unknown };

/**
 * Built once per list statement: turns the driver's array rows straight into the rows `toApiRow` gives (same
 * keys in the same order, times already formatted by the database), followed by the joined `names`.
 */
export function listRowReader(
  def: EntityDef,
  columns: readonly SelectedColumn[],
  names: readonly string[],
): (rows: readonly unknown[][]) => Row[] {
  const at = new Map(columns.map((c, i) => [c.key, i]));
  const plan: { key: string; i: number; decode?: (v: unknown) => unknown }[] = [];
  const take = (key: string, from = key) => {
    const i = at.get(from);
    if (i !== undefined) plan.push({ key, i, decode: columns[i].decode });
  };
  take('id');
  take(def.idKey, 'id');
  for (const f of def.fields) take(f.key);
  for (const k of ['create_user_id', 'owner_user_id', 'dept_id', 'create_time', 'update_time', ...names]) take(k);
  return (rows) =>
    rows.map((r) => {
      const out: Row = {};
      for (const { key, i, decode } of plan) {
        const v = r[i] ?? null;
        out[key] = v === null || !decode ? v : decode(v);
      }
      return out;
    });
}
