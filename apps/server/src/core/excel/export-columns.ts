import type { EntityDef, Field } from '@suwork/domain/entities';
import { ownerLabel, SYSTEM_FIELDS } from '@suwork/domain/entities';
import type { ProductLine } from '@suwork/domain';
import { linesText } from '../engine/product-lines.ts';
import { rowsText } from '../engine/rows.ts';
import { neutralise, plainText } from './cells.ts';

type Row = Record<string, unknown>;
export type ExportCell = string | number | null;
export type ExportColumn = { header: string; width: number; numFmt?: string; value: (row: Row) => ExportCell };

/** The `<key>_name` that attachNames adds for a member, department or reference field. */
export const nameKeyOf = (key: string) => (key.endsWith('_id') ? `${key.slice(0, -3)}_name` : `${key}_name`);

const text = (v: unknown): ExportCell => (v === null || v === undefined || v === '' ? null : neutralise(String(v)));
const num = (v: unknown): ExportCell => (v === null || v === undefined || v === '' ? null : Number(v));

function valueOf(field: Field): (row: Row) => ExportCell {
  const k = field.key;
  switch (field.type) {
    case 'enum':
      // a dictionary field's current label comes with the row (attachNames)
      if (field.dict) return (r) => text(r[nameKeyOf(k)]);
      return (r) => (r[k] === null || r[k] === undefined ? null : text(field.options?.[r[k] as number] ?? r[k]));
    case 'member':
    case 'department':
    case 'reference':
      return (r) => text(r[nameKeyOf(k)]);
    case 'members':
    case 'references':
    case 'tags':
      return (r) => text(r[`${k}_names`]);
    case 'money':
    case 'percent':
    case 'integer':
      return (r) => num(r[k]);
    case 'richText':
      return (r) => text(plainText(String(r[k] ?? '')));
    case 'lines':
      return (r) => text(linesText((r[k] ?? []) as ProductLine[]));
    case 'rows':
      return (r) => text(rowsText(field, (r[k] ?? []) as Row[]));
    default:
      return (r) => text(r[k]);
  }
}

function widthOf(field: Field): number {
  if (field.type === 'datetime') return 20;
  if (field.type === 'longText' || field.type === 'richText') return 40;
  if (field.type === 'text' || field.type === 'region' || field.type === 'reference') return 24;
  return Math.max(12, field.label.length * 2 + 4);
}

/** The fields an export writes, in column order: the list columns in declaration order, then the others (no attachments, nothing hidden). */
export function exportedFields(def: EntityDef): Field[] {
  const fields = def.fields.filter((f) => f.type !== 'attachments' && !f.hidden);
  return [...fields.filter((f) => f.list), ...fields.filter((f) => !f.list)];
}

/**
 * Columns of an export: the list columns in declaration order, then every other field, then owner, creator
 * and creation time. Enum values read as their labels, members and references as names, money as numbers.
 */
export function exportColumns(def: EntityDef): ExportColumn[] {
  const cols: ExportColumn[] = exportedFields(def).map((f) => ({
    header: f.label,
    width: widthOf(f),
    numFmt: f.type === 'money' || f.type === 'percent' ? '0.00' : undefined,
    value: valueOf(f),
  }));
  if (def.owned) cols.push({ header: ownerLabel(def), width: 12, value: (r) => text(r.owner_user_name) });
  cols.push({ header: SYSTEM_FIELDS.create_user_id, width: 12, value: (r) => text(r.create_user_name) });
  cols.push({ header: SYSTEM_FIELDS.create_time, width: 20, value: (r) => text(r.create_time) });
  return cols;
}
