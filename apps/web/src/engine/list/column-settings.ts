import type { ListColumnSetting } from '@suwork/domain/contracts';
import { LIST_COLUMN_WIDTH, type EntityDef } from '@suwork/domain/entities';
import type { TableColumnType } from 'antd';
import { readingOrder } from './column-budget.ts';

/** One column of a member's 列设置: shown or hidden, its width (null: the default). */
export type ColumnSetting = ListColumnSetting;

/**
 * The columns before a member changes them: every list column in reading order beside an 操作 column `actionsWidth`
 * wide (readingOrder), hidden as declared, default widths.
 */
export const defaultSettings = (def: EntityDef, actionsWidth: number): ColumnSetting[] =>
  readingOrder(def, actionsWidth).map((c) => ({ key: c.key, hidden: c.hidden, width: null }));

/**
 * A member's saved columns over the declared ones: the saved order, visibility and widths; a column the list has
 * gained since comes after the column it follows in the defaults; one it has lost is gone (the server leaves
 * those out too); the title column is always shown.
 */
export function mergeSettings(
  defaults: readonly ColumnSetting[],
  saved: readonly ColumnSetting[],
  titleKey: string,
): ColumnSetting[] {
  const known = new Set(defaults.map((c) => c.key));
  const out: ColumnSetting[] = [];
  for (const c of saved)
    if (known.has(c.key) && !out.some((o) => o.key === c.key))
      out.push({ ...c, hidden: c.hidden && c.key !== titleKey });
  if (out.length === 0) return [...defaults];
  defaults.forEach((c, i) => {
    if (out.some((o) => o.key === c.key)) return;
    const before = i === 0 ? -1 : out.findIndex((o) => o.key === defaults[i - 1].key);
    out.splice(before + 1, 0, c);
  });
  return out;
}

/** Whether the columns are the declared ones (then nothing needs saving). */
export const isDefault = (settings: readonly ColumnSetting[], defaults: readonly ColumnSetting[]): boolean =>
  settings.length === defaults.length &&
  settings.every((c, i) => c.key === defaults[i].key && c.hidden === defaults[i].hidden && c.width === null);

/** The settings with one column moved one place up (-1) or down (+1). */
export function moveColumn(settings: readonly ColumnSetting[], key: string, by: -1 | 1): ColumnSetting[] {
  const from = settings.findIndex((c) => c.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= settings.length) return [...settings];
  const out = [...settings];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

export const updateColumn = (
  settings: readonly ColumnSetting[],
  key: string,
  change: Partial<Omit<ColumnSetting, 'key'>>,
): ColumnSetting[] => settings.map((c) => (c.key === key ? { ...c, ...change } : c));

/** A width the server keeps: a whole number of pixels within 60–600. */
export const isColumnWidth = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= LIST_COLUMN_WIDTH.min && n <= LIST_COLUMN_WIDTH.max;

/**
 * The table's columns as the member set them: in their order, without the hidden ones, at their widths. Columns the
 * settings do not name (the row actions) stay after them.
 */
export function applySettings<T>(
  columns: readonly TableColumnType<T>[],
  settings: readonly ColumnSetting[],
): TableColumnType<T>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const named = new Set(settings.map((s) => s.key));
  const shown = settings.flatMap((s) => {
    const col = byKey.get(s.key);
    return col && !s.hidden ? [{ ...col, width: s.width ?? col.width }] : [];
  });
  return [...shown, ...columns.filter((c) => typeof c.key !== 'string' || !named.has(c.key))];
}
