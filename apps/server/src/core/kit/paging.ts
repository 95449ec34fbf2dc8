import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import { ok } from '../envelope.ts';

/** Page sizes a list offers (spec §9); a client may ask for any size up to the largest. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_LIMIT = 100;
const PAGE_MSG = '页码应为正整数';

/** `page` (1, 2, …) as a query or body field. */
export const pageField = () => z.coerce.number({ error: PAGE_MSG }).int(PAGE_MSG).min(1, PAGE_MSG).max(1_000_000, '页码过大').default(1);
/**
 * `limit` (rows a page) as a query or body field; `defaultLimit` when absent. `max` is 100 for every list; only a
 * view that shows a bounded whole at once (the task board) may read more.
 */
export const limitField = (defaultLimit = 10, max = MAX_LIMIT) => {
  const message = `每页条数应为 1 到 ${max} 的整数`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, `每页条数不能超过${max}`).default(defaultLimit);
};

/** The page and limit of every list: spread into a list's query schema, `{ ...pageShape(), keyword: … }`. */
export const pageShape = (defaultLimit = 10, max = MAX_LIMIT) => ({ page: pageField(), limit: limitField(defaultLimit, max) });
/** A query of page and limit alone. */
export const pageQuery = (defaultLimit = 10, max = MAX_LIMIT) => z.strictObject(pageShape(defaultLimit, max));
export type PageParams = { page: number; limit: number };
/** Rows before the page. */
export const offsetOf = (params: PageParams) => (params.page - 1) * params.limit;

/** Below this many (estimated) rows a list counts exactly; above it the planner's estimate is the total. */
export const EXACT_COUNT_LIMIT = 10_000;
export type Counted = { count: number; estimated: boolean };

/** The planner's row estimate for `select 1 from <from> where <where>`. */
export async function estimateRows(db: Db, from: PgTable | SQL, where?: SQL): Promise<number> {
  const [plan] = resultRows<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select 1 from ${from}${where ? sql` where ${where}` : sql``}`));
  const parsed = (typeof plan['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan['QUERY PLAN']) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * The total of a list: exact for small results; for large ones the planner's estimate, so a list over millions
 * of rows costs no more than the page it shows.
 */
export async function countRows(db: Db, from: PgTable | SQL, where?: SQL): Promise<Counted> {
  const estimate = await estimateRows(db, from, where);
  if (estimate >= EXACT_COUNT_LIMIT) return { count: Math.round(estimate), estimated: true };
  const [row] = resultRows<{ n: number | string }>(await db.execute(sql`select count(*)::int as n from ${from}${where ? sql` where ${where}` : sql``}`));
  return { count: Number(row?.n ?? 0), estimated: false };
}

export type Page<T> = { rows: T[] } & Counted;

/**
 * One page of a list and its total. `rows` reads the page (given limit and offset); the total counts `from`
 * filtered by `where` under the rule above.
 */
export async function paged<T>(db: Db, params: PageParams, count: { from: PgTable | SQL; where?: SQL }, rows: (range: { limit: number; offset: number }) => Promise<T[]>): Promise<Page<T>> {
  const [list, counted] = await Promise.all([rows({ limit: params.limit, offset: offsetOf(params) }), countRows(db, count.from, count.where)]);
  return { rows: list, ...counted };
}

type ListEnvelope<R> = { code: number; msg: string; data: R[]; count: number; estimated?: true };

/** A page as the list envelope: data (each row mapped by `map`), count, and `estimated` when the total is the planner's. */
export function okPage<T>(page: Page<T>): ListEnvelope<T>;
export function okPage<T, R>(page: Page<T>, map: (row: T) => R): ListEnvelope<R>;
export function okPage<T, R>(page: Page<T>, map?: (row: T) => R): ListEnvelope<T | R> {
  const data: (T | R)[] = map ? page.rows.map(map) : page.rows;
  return page.estimated ? { ...ok(data, page.count), estimated: true } : ok(data, page.count);
}
