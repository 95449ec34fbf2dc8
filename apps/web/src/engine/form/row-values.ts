import { sumMoney } from '@suwork/domain';
import { withProducts, type Field } from '@suwork/domain/entities';
import type { FormRow } from './form-values.ts';

// The rows of a `rows` field (报销明细) as the form holds them: checked before sending as the server checks them.

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The columns a user enters (the server writes the others: a member's name, a net amount). */
export const enteredColumns = (field: Field): Field[] => (field.columns ?? []).filter((c) => c.writable !== false);

/** A row nothing was typed into: not an entry (a row added and left alone is not sent). */
export const isBlankRow = (row: Readonly<Record<string, unknown>>, field: Field): boolean =>
  enteredColumns(field).every((c) => blank(row[c.key]));

/** The rows that are entries, in order (blank rows dropped). */
export const enteredRows = <R extends Readonly<Record<string, unknown>>>(rows: readonly R[], field: Field): R[] =>
  rows.filter((r) => !isBlankRow(r, field));

/**
 * The first problem of the rows (报销明细第2行：请输入金额), or undefined; blank rows are no problem (and not sent).
 * `typing`: checked while the rows are being entered, when a row still filling in is no problem and a blank row
 * just added is not yet "no rows"; what is missing is named when the form is sent.
 */
export function rowsProblem(rows: readonly FormRow[], field: Field, typing = false): string | undefined {
  const max = field.max ?? 100;
  if (typing)
    return field.required && rows.length === 0
      ? field.required
      : rows.length > max
        ? `${field.label}最多${max}行`
        : undefined;
  if (field.required && enteredRows(rows, field).length === 0) return field.required;
  for (const [i, row] of rows.entries()) {
    if (isBlankRow(row, field)) continue;
    const missing = enteredColumns(field).find((c) => c.required && blank(row[c.key]));
    if (missing) return `${field.label}第${i + 1}行：${missing.required}`;
  }
  return rows.length > max ? `${field.label}最多${max}行` : undefined;
}

/** The columns the form shows: those a user enters, and those worked out from them as they type (金额 = 数量 × 单价). */
export const shownColumns = (field: Field): Field[] =>
  (field.columns ?? []).filter((c) => c.writable !== false || c.product);

/** Σ of the `sumOf` column, to the cent (decimal, as the server sums it, its products worked out as the server does). */
export const rowsTotal = (rows: readonly Readonly<Record<string, unknown>>[], field: Field): string =>
  sumMoney(
    rows
      .map((r) => withProducts(field, r))
      .map((r) => (field.sumOf && !blank(r[field.sumOf]) ? String(r[field.sumOf]) : '0')),
  );

/** An empty row: each column's declared default. */
export const emptyRow = (field: Field): FormRow =>
  Object.fromEntries(enteredColumns(field).map((c) => [c.key, c.defaultValue ?? undefined]));
