import type { EntityDef, Field } from '@suwork/domain/entities';
import { ownerLabel, SYSTEM_FIELDS } from '@suwork/domain/entities';

/**
 * A column of an export: its header and width; a number column (money, percentages, integers) holds numbers, in
 * its number format when it has one. The cells are export-select.ts's.
 */
export type ExportColumn = { header: string; width: number; number: boolean; numFmt?: string };

const NUMBERS = new Set<Field['type']>(['money', 'percent', 'integer']);

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
    number: NUMBERS.has(f.type),
    numFmt: f.type === 'money' || f.type === 'percent' ? '0.00' : undefined,
  }));
  if (def.owned) cols.push({ header: ownerLabel(def), width: 12, number: false });
  cols.push({ header: SYSTEM_FIELDS.create_user_id, width: 12, number: false });
  cols.push({ header: SYSTEM_FIELDS.create_time, width: 20, number: false });
  return cols;
}
