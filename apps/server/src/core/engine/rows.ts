import { moneyText, sumMoney } from '@suwork/domain';
import { withProducts, type EntityDef, type Field } from '@suwork/domain/entities';
import { z, type ZodType } from 'zod';
import { ApiError, invalid } from '../envelope.ts';
import type { Dictionary } from './dictionary.ts';
import { checkChosenOptions, optionLabel } from './dictionary.ts';

// Rows (`rows` fields, e.g. 报销明细): a small table entered with its record and stored with it (a jsonb column).
// Each row holds the declared columns, validated like the record's own fields; the server writes the sum of the
// `sumOf` column into `sumInto`.

type Row = Record<string, unknown>;

/** At most this many rows when the field says no `max`. */
export const ROWS_MAX = 100;

export const rowsFields = (def: Pick<EntityDef, 'fields'>) => def.fields.filter((f) => f.type === 'rows');

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The zod type of a rows field: a list of rows, each exactly its columns (one column's schema from `columnSchema`),
 * a required column present on every row; messages name the row (报销明细第2行：请输入金额).
 */
export function rowsSchema(field: Field, columnSchema: (column: Field) => ZodType) {
  const columns = field.columns ?? [];
  const shape = Object.fromEntries(columns.map((c) => [c.key, columnSchema(c).optional()]));
  const max = field.max ?? ROWS_MAX;
  const money = columns.filter((c) => c.type === 'money').map((c) => c.key);
  const rows = z
    .array(z.strictObject(shape, { error: `${field.label}的每一行应为对象` }), { error: `${field.label}应为列表` })
    .max(max, `${field.label}最多${max}行`)
    .superRefine((list, ctx) => {
      list.forEach((row, i) => {
        const missing = columns.find((c) => c.required && blank(row[c.key]));
        if (missing)
          ctx.addIssue({
            code: 'custom',
            path: [i, missing.key],
            message: `${field.label}第${i + 1}行：${missing.required}`,
          });
      });
    })
    // amounts kept as the records' own are: to the cent
    .transform((list) =>
      list.map((row) => ({
        ...row,
        ...Object.fromEntries(money.filter((k) => !blank(row[k])).map((k) => [k, moneyText(String(row[k]))])),
      })),
    )
    .nullable();
  // an empty form value ('') is no rows: the required check names what is missing
  return z.preprocess((v) => (v === '' ? null : v), rows);
}

/** Dictionary columns of the rows being written hold enabled options (the record's own fields are checked beside). */
export function checkRowChoices(dict: Dictionary, def: Pick<EntityDef, 'fields'>, values: Row): void {
  for (const f of rowsFields(def)) {
    const rows = values[f.key];
    if (!Array.isArray(rows)) continue;
    const dictColumns = (f.columns ?? []).filter((c) => c.type === 'enum' && c.dict);
    rows.forEach((row: Row, i) => {
      try {
        checkChosenOptions(dict, dictColumns, row);
      } catch (e) {
        throw e instanceof ApiError ? invalid(`${f.label}第${i + 1}行：${e.message}`, f.key) : e;
      }
    });
  }
}

/** The dictionary groups the rows' columns use. */
export const rowDictGroups = (def: Pick<EntityDef, 'fields'>): string[] =>
  rowsFields(def).flatMap((f) => (f.columns ?? []).flatMap((c) => (c.dict ? [c.dict] : [])));

/**
 * Works out each row's `product` columns (whatever the client sent in them) and writes each rows field's total
 * (Σ of its `sumOf` column) into its `sumInto` field, for the rows in `values`; a record whose rows are not being
 * written keeps its total.
 */
export function applyRows(def: Pick<EntityDef, 'fields'>, values: Row): void {
  for (const f of rowsFields(def)) {
    const given = values[f.key];
    if (!Array.isArray(given)) continue;
    const rows = given.map((r: Row) => withProducts(f, r));
    values[f.key] = rows;
    if (!f.sumInto || !f.sumOf) continue;
    values[f.sumInto] = sumMoney(rows.map((r: Row) => String(r[f.sumOf!] ?? '0') || '0'));
  }
}

/** Whether two lists of rows say the same (jsonb keeps keys in its own order, so key by key). */
export function sameRows(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x: Row, i) => {
    const y = b[i] as Row;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((k) => String(x[k] ?? '') === String(y[k] ?? ''));
  });
}

/** The columns of a rows field that its text shows: not the ids of records its columns name through `entityBy` (a number column names them). */
export const textColumns = (field: Field): Field[] => (field.columns ?? []).filter((c) => !c.entityBy);

/** How rows read in the operation log and an export: 「2026-11-02 差旅费 120.00 出租车；…」. */
export function rowsText(field: Field, rows: readonly Row[], dict?: Dictionary): string {
  const cell = (c: Field, v: unknown) =>
    blank(v) ? '' : c.type === 'enum' ? (optionLabel(dict, c, v) ?? '') : String(v);
  return rows
    .map((r) =>
      textColumns(field)
        .map((c) => cell(c, r[c.key]))
        .filter(Boolean)
        .join(' '),
    )
    .join('；');
}

/** A record a row names through an `entityBy` column: which entity, which id, and how the error names the cell. */
export type RowReference = { entity: string; id: number; at: string };

/** The records the rows being written name (付款明细第2行：单据 → borrow 17), for the engine's reference check. */
export function rowReferences(def: Pick<EntityDef, 'fields'>, values: Row): RowReference[] {
  const out: RowReference[] = [];
  for (const f of rowsFields(def)) {
    const rows = values[f.key];
    if (!Array.isArray(rows)) continue;
    for (const c of (f.columns ?? []).filter((col) => col.entityBy)) {
      const { field, entities } = c.entityBy!;
      rows.forEach((row: Row, i) => {
        const entity = entities[Number(row[field])];
        if (entity && !blank(row[c.key]))
          out.push({ entity, id: Number(row[c.key]), at: `${f.label}第${i + 1}行：${c.label}` });
      });
    }
  }
  return out;
}
