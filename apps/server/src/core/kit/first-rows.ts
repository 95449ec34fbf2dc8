import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * How many rows of `from` match `where`, counted to one past `cap`, as a column: selected beside the first rows of
 * the same `where`, their total comes in the same round trip (an uncorrelated subquery, computed once per
 * statement). No row back means none match.
 */
export const cappedCountColumn = (from: PgTable | SQL, where: SQL | undefined, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) counted)`.mapWith(
    Number,
  );

/** The total of rows selected with a cappedCountColumn `n`: at most `cap`, and whether more match. */
export function cappedTotal(rows: readonly { n: number }[], cap: number): { total: number; capped: boolean } {
  const n = rows[0]?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
