// Conversions between a record as the API sends it, the values of the antd form, and what add/update send.
import type { Field } from '@suwork/domain/entities';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../lib/format.ts';
import type { CellValue, EntityRow, EntityValues, RowValues } from '../entity-api.ts';
import { isEmpty } from '../field-model.ts';
import { toEditableLines, toLineInput, type EditableLine } from './product-line-values.ts';
import { enteredColumns, enteredRows } from './row-values.ts';

/** One row of a `rows` field in the form: each column's value as its own widget takes it. */
export type FormRow = Record<string, string | number | Dayjs | null | undefined>;
export type FormValue = string | number | Dayjs | number[] | EditableLine[] | FormRow[] | null | undefined;
export type FormValues = Record<string, FormValue>;
type Sent = EntityValues[string];

const NUMERIC = new Set<Field['type']>(['integer', 'money', 'percent', 'enum', 'reference', 'member', 'department']);
/** values that are lists of ids: members, records, tags, and the file ids of attachments */
const ID_LISTS = new Set<Field['type']>(['members', 'references', 'tags', 'attachments']);

const toNumber = (v: CellValue): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
};

function toIds(v: CellValue): number[] {
  if (Array.isArray(v)) return v.filter((x) => Number.isFinite(x));
  if (typeof v === 'number') return [v];
  if (typeof v === 'string')
    return v
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((x) => x !== 0 && Number.isFinite(x));
  return [];
}

/** A record's value as the form widget of its field takes it. */
export function toFormValue(field: Field, v: CellValue): FormValue {
  if (field.type === 'lines') return toEditableLines(v);
  if (field.type === 'rows') return Array.isArray(v) ? (v as RowValues[]).map((r) => formRow(field, r)) : [];
  if (isEmpty(v)) return ID_LISTS.has(field.type) ? [] : undefined;
  if (field.type === 'date' || field.type === 'datetime') {
    const d = dayjs(String(v));
    return d.isValid() ? d : undefined;
  }
  if (ID_LISTS.has(field.type)) return toIds(v);
  if (NUMERIC.has(field.type)) return toNumber(v);
  return String(v);
}

/** Fields an add page takes from its query (`addOffer?chance_id=5&enterprise_id=7`): single choices by id. */
const PREFILLED = new Set<Field['type']>(['reference', 'member', 'department', 'enum']);

/**
 * The form's initial values: a record's values (edit), or the declared defaults (add) with what the query names
 * (a page opening the form for a record: 新建报价 from an opportunity, 转为合同 from a quote) and `defaults`, values
 * taken from that record (a quote's amount and lines, see AddDefaults).
 */
export function initialFormValues(
  fields: readonly Field[],
  row?: EntityRow,
  query?: URLSearchParams,
  defaults: Readonly<Record<string, CellValue>> = {},
): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    const given = query?.get(f.key);
    if (row) values[f.key] = toFormValue(f, row[f.key]);
    else if (given && PREFILLED.has(f.type) && /^\d{1,9}$/.test(given) && Number(given) > 0)
      values[f.key] = Number(given);
    else if (!isEmpty(defaults[f.key])) values[f.key] = toFormValue(f, defaults[f.key]);
    else if (f.defaultValue !== undefined) values[f.key] = toFormValue(f, f.defaultValue);
  }
  return values;
}

/** A form value as the API takes it; empty → null. */
export function toSent(field: Field, v: FormValue): Sent {
  // lines go out without what only the table shows (names, unit): the server's schema is strict
  if (field.type === 'lines') return Array.isArray(v) ? (v as EditableLine[]).map(toLineInput) : [];
  if (field.type === 'rows')
    return Array.isArray(v) ? enteredRows(v as FormRow[], field).map((r) => sentRow(field, r)) : [];
  if (v === null || v === undefined) return null;
  if (dayjs.isDayjs(v)) return v.format(field.type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT);
  if (Array.isArray(v)) return v as number[];
  if (typeof v === 'string') {
    const t = v.trim();
    return t === '' ? null : t;
  }
  return v;
}

/** What add sends: every field with a value. */
export function addPayload(fields: readonly Field[], values: FormValues): EntityValues {
  const out: EntityValues = {};
  for (const f of fields) {
    const v = toSent(f, values[f.key]);
    if (v !== null && !(Array.isArray(v) && v.length === 0)) out[f.key] = v;
  }
  return out;
}

const same = (a: Sent, b: Sent) => JSON.stringify(a) === JSON.stringify(b);

/** What update sends: only the fields whose value changed (a cleared field is sent as null). */
export function changedPayload(fields: readonly Field[], before: FormValues, after: FormValues): EntityValues {
  const out: EntityValues = {};
  for (const f of fields) {
    const next = toSent(f, after[f.key]);
    if (!same(toSent(f, before[f.key]), next)) out[f.key] = next;
  }
  return out;
}

/** A stored row as the form's widgets take it, column by column. */
export function formRow(field: Field, row: RowValues): FormRow {
  return Object.fromEntries((field.columns ?? []).map((c) => [c.key, toFormValue(c, row[c.key]) as FormRow[string]]));
}

/** A row of the form as add/update send it: every declared column, empty ones as null. */
export function sentRow(field: Field, row: FormRow): RowValues {
  return Object.fromEntries(enteredColumns(field).map((c) => [c.key, toSent(c, row[c.key]) as string | number | null]));
}
