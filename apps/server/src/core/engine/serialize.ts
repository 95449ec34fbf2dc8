import type { EntityDef } from '@suwork/domain/entities';
import { formatDateTime } from '../time-format.ts';

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

/** How a value reads in the operation log. */
export function displayValue(def: EntityDef, key: string, v: unknown, tz: number): string {
  if (v === null || v === undefined || v === '') return '空';
  const field = def.fields.find((f) => f.key === key);
  if (field?.type === 'enum') return field.options?.[v as number] ?? String(v);
  if (v instanceof Date) return formatDateTime(v, tz)!;
  if (Array.isArray(v)) return v.join(',');
  return String(v);
}
