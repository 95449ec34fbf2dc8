import type { EntityDef, Field } from '@suwork/domain/entities';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../envelope.ts';
import { isDate, parseDateTime } from '../time-format.ts';
import { isShortKeyword, shortKeywordMatch } from './short-keyword.ts';
import type { EntityTable } from './table.ts';
import { escapeLike } from '../kit/like.ts';

const RANGE_TYPES = new Set(['date', 'datetime', 'money', 'integer', 'percent']);
const CHOICE_TYPES = new Set(['enum', 'member', 'department', 'reference', 'references', 'tags']);

export type ListQuery = Record<string, unknown> & {
  page: number;
  limit: number;
  keyword?: string;
  sort_field?: string;
  sort_order?: 'asc' | 'desc';
  after_id?: number;
  after_value?: string;
};

const sortOf = (def: EntityDef, q: ListQuery) => {
  const field = q.sort_field ?? def.defaultSort.field;
  const order = q.sort_order ?? (q.sort_field ? 'asc' : def.defaultSort.order);
  return { field, order };
};

function rangeBound(type: string, raw: string, label: string, end: boolean, tz: number): unknown {
  if (type === 'money' || type === 'percent' || type === 'integer') {
    if (!/^-?\d+(\.\d+)?$/.test(raw)) throw invalid(`${label}的范围应为数字`);
    return raw;
  }
  if (type === 'date') {
    if (!isDate(raw)) throw invalid(`${label}的范围应为 YYYY-MM-DD 格式的日期`);
    return raw;
  }
  // datetime: a bare date covers the whole day
  const bare = isDate(raw);
  const d = parseDateTime(bare && end ? `${raw} 23:59:59` : raw, tz);
  if (!d) throw invalid(`${label}的范围应为日期或时间`);
  return bare && end ? new Date(d.getTime() + 999) : d;
}

/**
 * Whether the query matches text patterns (keyword or a text filter). Its best plan depends on the pattern (a
 * rare one reads the trigram indexes, a common one walks the sort order), so such a statement is planned on
 * every call rather than cached as a generic plan.
 */
export function matchesPatterns(def: EntityDef, q: ListQuery): boolean {
  if (q.keyword?.trim()) return true;
  return def.fields.some((f) => f.filter && !CHOICE_TYPES.has(f.type) && !RANGE_TYPES.has(f.type) && Boolean(q[f.key]));
}

/** WHERE conditions for the query's keyword and filters (the data scope is added by the caller). */
export function filterConditions(def: EntityDef, table: EntityTable, q: ListQuery, tz: number): SQL[] {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const out: SQL[] = [];
  const kw = q.keyword?.trim();
  if (kw) {
    const searchable = def.fields.filter((f) => f.search);
    const pattern = `%${escapeLike(kw)}%`;
    // under three characters a trigram index has nothing to look up: see short-keyword.ts
    if (searchable.length > 0)
      out.push(
        isShortKeyword(kw)
          ? shortKeywordMatch(def, table, kw)
          : or(...searchable.map((f) => ilike(cols[f.key], pattern)))!,
      );
  }
  const range = (key: string, type: string, label: string) => {
    const start = q[`${key}_start`] as string | undefined;
    const end = q[`${key}_end`] as string | undefined;
    if (start) out.push(gte(cols[key], rangeBound(type, start, label, false, tz)));
    if (end) out.push(lte(cols[key], rangeBound(type, end, label, true, tz)));
  };
  range('create_time', 'datetime', '创建时间');
  range('update_time', 'datetime', '更新时间');
  if (def.owned && q.owner_user_id) out.push(inArray(cols.owner_user_id, q.owner_user_id as number[]));
  for (const f of def.fields.filter((x: Field) => x.filter)) {
    if (CHOICE_TYPES.has(f.type)) {
      const ids = q[f.key] as number[] | undefined;
      // tags and multi-references: records holding any of the chosen ones
      if (ids)
        out.push(
          f.type === 'tags' || f.type === 'references' ? arrayOverlaps(cols[f.key], ids) : inArray(cols[f.key], ids),
        );
    } else if (RANGE_TYPES.has(f.type)) range(f.key, f.type, f.label);
    else if (q[f.key])
      out.push(ilike(cols[f.key], `${f.type === 'region' ? '' : '%'}${escapeLike(String(q[f.key]))}%`));
  }
  if (q.after_id) out.push(keyset(def, cols, q, tz));
  return out;
}

/** Rows after the cursor row in the list's order: (time, id) beyond (after_value, after_id); without a value, by id. */
function keyset(def: EntityDef, cols: Record<string, PgColumn>, q: ListQuery, tz: number): SQL {
  if (q.after_value === undefined) return lt(cols.id, q.after_id!);
  const { field, order } = sortOf(def, q);
  if (field !== 'create_time' && field !== 'update_time') throw invalid('按该字段排序时不能使用游标翻页');
  const value = parseDateTime(q.after_value, tz);
  if (!value) throw invalid('after_value 应为 YYYY-MM-DD HH:mm:ss');
  return order === 'desc'
    ? sql`(${cols[field]}, ${cols.id}) < (${value}, ${q.after_id})`
    : sql`(${cols[field]}, ${cols.id}) > (${value}, ${q.after_id})`;
}

export function orderBy(def: EntityDef, table: EntityTable, q: ListQuery): SQL[] {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  if (q.after_id && q.after_value === undefined) return [desc(cols.id)];
  const { field, order } = sortOf(def, q);
  const dir = order === 'asc' ? asc : desc;
  // id breaks ties so pages never overlap. Empty values sort as the largest (last going up, first going down):
  // then the field's (field, id) index serves the order in both directions and a sorted page reads no more
  // rows than it shows (docs/decisions/0010)
  if (field === 'id') return [dir(cols.id)];
  return [dir(cols[field]), dir(cols.id)];
}

export const andAll = (conds: (SQL | undefined)[]) => and(...conds.filter((c): c is SQL => c !== undefined));
export { eq };
