import { is, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import { COUNT_CAP, ERR } from '@suwork/domain';
import { fail, ok } from '../envelope.ts';
import { MAX_LIMIT, pageShape } from '@suwork/domain/routes';

/** Page sizes a list offers (spec §9); a client may ask for any size up to the largest. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export { limitField, MAX_LIMIT, pageField, pageShape } from '@suwork/domain/routes';
/** A query of page and limit alone. */
export const pageQuery = (defaultLimit = 10, max = MAX_LIMIT) => z.strictObject(pageShape(defaultLimit, max));
export type PageParams = { page: number; limit: number };
/** Rows before the page. */
export const offsetOf = (params: PageParams) => (params.page - 1) * params.limit;

/**
 * Totals are exact up to this many rows; beyond it a filtered or scoped list says "10,000+" (`capped`) and only
 * the whole unscoped table is estimated. Offset paging reaches this far too: deeper pages need filters or the cursor.
 */
export const EXACT_COUNT_LIMIT = COUNT_CAP;
/** `capped`: at least `count` rows (there are more); `estimated`: the whole table's size from the statistics. */
export type Counted = { count: number; estimated: boolean; capped: boolean };

/** The planner's row estimate for `select 1 from <from> where <where>`. */
export async function estimateRows(db: Db, from: PgTable | SQL, where?: SQL): Promise<number> {
  const [plan] = resultRows<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${from}${where ? sql` where ${where}` : sql``}`),
  );
  const parsed = (typeof plan['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan['QUERY PLAN']) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return parsed[0].Plan['Plan Rows'];
}

/** How long a whole table's estimate is reused: the statistics behind it change with autovacuum, not per request. */
const TABLE_ESTIMATE_FRESH_MS = 5_000;
const tableEstimates = new WeakMap<Db, Map<PgTable, { rows: number; at: number }>>();

/** The planner's estimate of a whole table, asked again once it is TABLE_ESTIMATE_FRESH_MS old (one round trip saved per list). */
async function tableEstimate(db: Db, table: PgTable): Promise<number> {
  let byTable = tableEstimates.get(db);
  if (!byTable) tableEstimates.set(db, (byTable = new Map()));
  const now = Date.now();
  const kept = byTable.get(table);
  if (kept && now - kept.at < TABLE_ESTIMATE_FRESH_MS) return kept.rows;
  const rows = await estimateRows(db, table);
  byTable.set(table, { rows, at: now });
  return rows;
}

/**
 * The honest total of a list, never above what the member can see: the rows counted up to one past the cap
 * (an index-only walk that stops early), so a member with 12 records reads 12, one with 80,000 reads "10,000+".
 * Only the whole table, unfiltered and unscoped, takes the planner's estimate when it is large.
 */
export async function countRows(db: Db, from: PgTable | SQL, where?: SQL, cap = EXACT_COUNT_LIMIT): Promise<Counted> {
  if (!where) {
    const estimate = is(from, PgTable) ? await tableEstimate(db, from) : await estimateRows(db, from);
    if (estimate >= cap) return { count: Math.round(estimate), estimated: true, capped: false };
  }
  const [row] = resultRows<{ n: number | string }>(await db.execute(cappedCount(from, where, cap)));
  return countedOf(Number(row?.n ?? 0), cap);
}

/** The statement counting `where`'s rows up to one past the cap (column `n`). */
export const cappedCount = (from: PgTable | SQL, where: SQL | undefined, cap = EXACT_COUNT_LIMIT): SQL =>
  sql`select count(*)::int as n from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) capped`;

/** The total shown for a capped count `n`. */
export const countedOf = (n: number, cap = EXACT_COUNT_LIMIT): Counted =>
  n > cap ? { count: cap, estimated: false, capped: true } : { count: n, estimated: false, capped: false };

/** Refuses an offset page beyond the first EXACT_COUNT_LIMIT rows: deep offsets read every skipped row. */
export function assertShallow(params: PageParams): void {
  if (offsetOf(params) + 1 > EXACT_COUNT_LIMIT) throw fail(ERR.pageTooDeep);
}

export type Page<T> = { rows: T[] } & Counted;

/**
 * One page of a list and its total. `rows` reads the page (given limit and offset); the total counts `from`
 * filtered by `where` under the rule above.
 */
export async function paged<T>(
  db: Db,
  params: PageParams,
  count: { from: PgTable | SQL; where?: SQL },
  rows: (range: { limit: number; offset: number }) => Promise<T[]>,
): Promise<Page<T>> {
  assertShallow(params);
  const [list, counted] = await Promise.all([
    rows({ limit: params.limit, offset: offsetOf(params) }),
    countRows(db, count.from, count.where),
  ]);
  return { rows: list, ...counted };
}

type ListEnvelope<R> = { code: number; msg: string; data: R[]; count: number; estimated?: true; capped?: true };

/** The envelope of a list page: its rows, the total, and `estimated` / `capped` when the total is not exact. */
export function okList<R>(data: R[], counted: Counted): ListEnvelope<R> {
  return {
    ...ok(data, counted.count),
    ...(counted.estimated ? { estimated: true as const } : {}),
    ...(counted.capped ? { capped: true as const } : {}),
  };
}

/** A page as the list envelope: data (each row mapped by `map`), count, and `estimated` / `capped` as above. */
export function okPage<T>(page: Page<T>): ListEnvelope<T>;
export function okPage<T, R>(page: Page<T>, map: (row: T) => R): ListEnvelope<R>;
export function okPage<T, R>(page: Page<T>, map?: (row: T) => R): ListEnvelope<T | R> {
  const data: (T | R)[] = map ? page.rows.map(map) : page.rows;
  return okList(data, page);
}
