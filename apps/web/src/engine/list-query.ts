// The list page's state lives in the URL query: page, limit, keyword, sort and every filter, so a reload or
// the back button brings the same list back. These pure functions read and write that query.
import { DEFAULT_PAGE_SIZE, nodeOf, PAGE_SIZES, type NodeName } from '@suwork/domain';
import { entityByKey, ownerLabel, type EntityDef, type Field } from '@suwork/domain/entities';
import dayjs, { type Dayjs } from 'dayjs';
import type { QueryParams } from '../api/http.ts';
import { DATE_FORMAT } from '../lib/format.ts';

export type FilterKind = 'choice' | 'member' | 'department' | 'reference' | 'text' | 'dateRange' | 'numberRange';
export type FilterSpec = { key: string; label: string; kind: FilterKind; field?: Field };
export type SortOrder = 'asc' | 'desc';

export type ListState = {
  page: number;
  limit: number;
  keyword: string;
  sortField?: string;
  sortOrder?: SortOrder;
  /** query parameter → value, exactly as sent to the API (`source=1,2`, `next_follow_time_start=2024-05-01`) */
  filters: Readonly<Record<string, string>>;
  /** reading on past the offset pages: the rows after this one in the list's order (id and sort value) */
  after?: { id: number; value: string };
};

/** Sort fields the server's cursor can follow (a time, never empty, with id breaking ties). */
const CURSOR_SORTS = new Set(['create_time', 'update_time']);

/** The field a cursor of this list follows, or undefined when its order cannot be followed by cursor. */
export function cursorField(def: EntityDef, state: ListState): string | undefined {
  const field = state.sortField ?? def.defaultSort.field;
  return CURSOR_SORTS.has(field) ? field : undefined;
}

export type DateRangeValue = [Dayjs | null, Dayjs | null];
export type FilterFormValue = string | number | number[] | DateRangeValue | null | undefined;
export type FilterFormValues = Record<string, FilterFormValue>;

const KIND_OF: Partial<Record<Field['type'], FilterKind>> = {
  enum: 'choice',
  tags: 'choice',
  member: 'member',
  members: 'member',
  department: 'department',
  reference: 'reference',
  date: 'dateRange',
  datetime: 'dateRange',
  money: 'numberRange',
  integer: 'numberRange',
  percent: 'numberRange',
  text: 'text',
  longText: 'text',
  richText: 'text',
  phone: 'text',
  email: 'text',
  region: 'text',
};

/** The filters of an entity: declared `filter` fields, then 负责人 and 创建时间 for owned records. */
export function filterSpecs(def: EntityDef, can: (node: NodeName) => boolean = () => true): FilterSpec[] {
  const specs: FilterSpec[] = [];
  for (const field of def.fields) {
    const kind = field.filter ? KIND_OF[field.type] : undefined;
    // a filter by another entity's records needs its list: left out for a member without its page (财务 on 回款记录: 客户)
    const readable = field.type !== 'reference' || can(nodeOf(entityByKey(field.entity!).node));
    if (kind && readable) specs.push({ key: field.key, label: field.label, kind, field });
  }
  if (def.owned) {
    specs.push({ key: 'owner_user_id', label: ownerLabel(def), kind: 'member' });
    specs.push({ key: 'create_time', label: '创建时间', kind: 'dateRange' });
  }
  return specs;
}

const isRange = (s: FilterSpec) => s.kind === 'dateRange' || s.kind === 'numberRange';

/** The query parameters a filter owns. */
export const filterParams = (s: FilterSpec): string[] => (isRange(s) ? [`${s.key}_start`, `${s.key}_end`] : [s.key]);

/** The placeholder of the keyword box, naming the fields it searches. */
export const keywordPlaceholder = (def: EntityDef): string =>
  `请输入${def.fields
    .filter((f) => f.search)
    .map((f) => f.label)
    .join('/')}`;

export const sortableKeys = (def: EntityDef): Set<string> =>
  new Set(def.fields.filter((f) => f.sort).map((f) => f.key));

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 1 ? n : undefined;
}

export function readListState(
  search: URLSearchParams,
  specs: readonly FilterSpec[],
  sortable: ReadonlySet<string>,
): ListState {
  const limit = positiveInt(search.get('limit'));
  const sortField = search.get('sort_field') ?? undefined;
  const sortOrder = search.get('sort_order');
  const filters: Record<string, string> = {};
  for (const param of specs.flatMap(filterParams)) {
    const v = search.get(param)?.trim();
    if (v) filters[param] = v;
  }
  const sorted = sortField !== undefined && sortable.has(sortField) && (sortOrder === 'asc' || sortOrder === 'desc');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    limit: limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE,
    keyword: search.get('keyword')?.trim() ?? '',
    sortField: sorted ? sortField : undefined,
    sortOrder: sorted ? sortOrder : undefined,
    filters,
    after: readAfter(search),
  };
}

function readAfter(search: URLSearchParams): ListState['after'] {
  const id = positiveInt(search.get('after_id'));
  const value = search.get('after_value') ?? '';
  return id !== undefined && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? { id, value } : undefined;
}

/** Everything but the page: what the export sends, and what a new search keeps. */
export function queryFilters(state: ListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.keyword) out.keyword = state.keyword;
  if (state.sortField && state.sortOrder) {
    out.sort_field = state.sortField;
    out.sort_order = state.sortOrder;
  }
  return { ...out, ...state.filters };
}

const afterParams = (state: ListState): Record<string, string> =>
  state.after ? { after_id: String(state.after.id), after_value: state.after.value } : {};

/** The getList query. */
export const listParams = (state: ListState): QueryParams => ({
  page: state.after ? 1 : state.page,
  limit: state.limit,
  ...queryFilters(state),
  ...afterParams(state),
});

/** The URL query of a list state. */
export function toSearch(state: ListState): URLSearchParams {
  const search = new URLSearchParams({ page: String(state.page), limit: String(state.limit) });
  for (const [k, v] of Object.entries({ ...queryFilters(state), ...afterParams(state) })) search.set(k, v);
  return search;
}

const numberOrNull = (text: string | undefined): number | null =>
  text !== undefined && text !== '' && Number.isFinite(Number(text)) ? Number(text) : null;
const dayOrNull = (text: string | undefined): Dayjs | null => (text && dayjs(text).isValid() ? dayjs(text) : null);

/** The filter form's values for the filters in the URL. */
export function filterFormValues(
  specs: readonly FilterSpec[],
  filters: Readonly<Record<string, string>>,
  keyword: string,
): FilterFormValues {
  const values: FilterFormValues = { keyword: keyword || undefined };
  for (const s of specs) {
    const v = filters[s.key];
    switch (s.kind) {
      case 'choice':
        values[s.key] = v ? v.split(',').map(Number).filter(Number.isFinite) : undefined;
        break;
      case 'member':
      case 'department':
      case 'reference':
        values[s.key] = numberOrNull(v) ?? undefined;
        break;
      case 'text':
        values[s.key] = v;
        break;
      case 'dateRange': {
        const start = dayOrNull(filters[`${s.key}_start`]);
        const end = dayOrNull(filters[`${s.key}_end`]);
        values[s.key] = start || end ? [start, end] : undefined;
        break;
      }
      case 'numberRange':
        values[`${s.key}_start`] = numberOrNull(filters[`${s.key}_start`]) ?? undefined;
        values[`${s.key}_end`] = numberOrNull(filters[`${s.key}_end`]) ?? undefined;
        break;
    }
  }
  return values;
}

const text = (v: FilterFormValue): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/** The URL filters for the values of the filter form. */
export function filtersFromForm(
  specs: readonly FilterSpec[],
  values: FilterFormValues,
): { keyword: string; filters: Record<string, string> } {
  const filters: Record<string, string> = {};
  const put = (k: string, v: string) => {
    if (v !== '') filters[k] = v;
  };
  for (const s of specs) {
    const v = values[s.key];
    switch (s.kind) {
      case 'choice':
        put(s.key, Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number').join(',') : text(v));
        break;
      case 'dateRange': {
        const [start, end] = Array.isArray(v) ? v : [null, null];
        put(`${s.key}_start`, start && typeof start === 'object' ? start.format(DATE_FORMAT) : '');
        put(`${s.key}_end`, end && typeof end === 'object' ? end.format(DATE_FORMAT) : '');
        break;
      }
      case 'numberRange':
        put(`${s.key}_start`, text(values[`${s.key}_start`]));
        put(`${s.key}_end`, text(values[`${s.key}_end`]));
        break;
      default:
        put(s.key, text(v));
    }
  }
  return { keyword: text(values.keyword), filters };
}
