// What choosing a record fills in on a form (Field.fills): the values it brings, and which of them may be written
// at once and which replace something the member entered (asked first).
import { fillSourceKeys, type Field, type FillSource } from '@suwork/domain/entities';
import type { CellValue, EntityRow } from '../entity-api.ts';
import { isEmpty } from '../field-model.ts';
import { toFormValue, toSent, type FormValue, type FormValues } from './form-values.ts';

type Fills = Readonly<Record<string, FillSource>>;

const text = (v: CellValue): string => (isEmpty(v) ? '' : String(v).trim());

/** One filled value as the chosen record carries it. */
export function fillCell(source: FillSource, record: Readonly<Record<string, CellValue>>): CellValue {
  if (typeof source === 'string') return record[source];
  if ('join' in source)
    return source.join
      .map((k) => text(record[k]))
      .filter(Boolean)
      .join(' ');
  return source.first.map((k) => text(record[k])).find(Boolean) ?? '';
}

/** The values a record brings, as records carry them (an add page's defaults take them so). */
export const fillCells = (fills: Fills, record: Readonly<Record<string, CellValue>>): Record<string, CellValue> =>
  Object.fromEntries(Object.entries(fills).map(([to, source]) => [to, fillCell(source, record)]));

/** Whether a record (a picker's row) carries every field the fills read, so none has to be asked for. */
export const carriesSources = (fills: Fills, record: Readonly<Record<string, unknown>>): boolean =>
  Object.values(fills).every((source) => fillSourceKeys(source).every((k) => k in record));

/** The values a record brings as the form's widgets take them, by the form's field; fields the form lacks are left out. */
export function filledValues(fields: readonly Field[], fills: Fills, record: EntityRow | undefined): FormValues {
  const out: FormValues = {};
  for (const to of Object.keys(fills)) {
    const field = fields.find((f) => f.key === to);
    if (field) out[to] = record ? toFormValue(field, fillCell(fills[to], record)) : toFormValue(field, null);
  }
  return out;
}

const blank = (field: Field, v: FormValue): boolean => {
  const sent = toSent(field, v);
  return sent === null || (Array.isArray(sent) && sent.length === 0);
};
/** Two values of a field the same, as they would be sent (1200 and '1200.00' are not compared as text). */
export const sameValue = (field: Field, a: FormValue, b: FormValue): boolean =>
  JSON.stringify(toSent(field, a)) === JSON.stringify(toSent(field, b));

/**
 * How `next` meets what the form holds: a field that is empty, or still holds what an earlier fill put there
 * (`filled`), takes the new value at once (an earlier fill is cleared when the new record has nothing for it); a
 * value the member entered is replaced only when they agree (`ask`), and never by nothing.
 */
export function planFill(
  fields: readonly Field[],
  current: FormValues,
  filled: ReadonlyMap<string, FormValue>,
  next: FormValues,
): { apply: FormValues; ask: FormValues } {
  const apply: FormValues = {};
  const ask: FormValues = {};
  for (const [key, value] of Object.entries(next)) {
    const field = fields.find((f) => f.key === key);
    if (!field || sameValue(field, current[key], value)) continue;
    const ours = filled.has(key) && sameValue(field, current[key], filled.get(key));
    if (blank(field, current[key]) || ours) {
      if (!blank(field, value) || ours) apply[key] = value;
    } else if (!blank(field, value)) ask[key] = value;
  }
  return { apply, ask };
}
