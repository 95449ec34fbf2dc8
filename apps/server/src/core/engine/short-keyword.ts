import type { EntityDef } from '@suwork/domain/entities';
import { and, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import type { EntityTable } from './table.ts';

/**
 * Keywords of one or two characters have no trigram: each search field has a GIN index over `short_grams(field)`,
 * its characters and character pairs lower-cased (table.ts), and the keyword is one of them. Which statement
 * answers such a keyword fastest depends on how many records hold it, which the database's statistics on those
 * indexes tell (docs/decisions/0019):
 * - common (in at least a fifth of the records in some field): walking the list's order finds a page within some
 *   hundred rows and the capped count its 10,001 within some 50,000, provided the test per row is cheap, which
 *   `short_grams()` is not (a PL/pgSQL call building the whole array): the statement tests containment alone;
 * - seen (in the statistics, less common): the gram index and containment both, the planner estimating well;
 * - rare (not in the statistics: below what ANALYZE tracks): the matching ids are read from the gram index first,
 *   as the planner's default estimate for an untracked gram is high enough that it would walk the whole order;
 * - unknown (no statistics yet, as on a new or embedded database): as seen.
 * All four find exactly the same records: a value holds the keyword, any case, exactly when its grams hold it.
 */
export const isShortKeyword = (kw: string) => [...kw].length < 3;

export type KeywordShare = 'common' | 'seen' | 'rare' | 'unknown';

/** A gram in at least this share of the records (in one field) is common. */
const COMMON_SHARE = 0.2;
/** Statistics change slowly: they are read again after this long. */
const STATS_TTL_MS = 10 * 60_000;

/** The share of records holding each tracked gram (the largest over the search fields), per table. */
const statsOf = new Map<string, { at: number; shares?: Map<string, number> }>();
const loading = new Map<string, Promise<void>>();

const gramIndexes = (def: EntityDef) =>
  def.fields.filter((f) => f.search).map((f) => `${def.table}_${f.key}_grams_idx`.slice(0, 63));

async function load(db: Db, def: EntityDef): Promise<void> {
  const before = statsOf.get(def.table);
  try {
    const rows = resultRows<{ grams: string[] | null; shares: number[] | null }>(
      await db.execute(sql`select most_common_elems::text::text[] as grams, most_common_elem_freqs as shares from pg_stats
        where schemaname = current_schema() and tablename in (${sql.join(
          gramIndexes(def).map((n) => sql`${n}`),
          sql`, `,
        )})`),
    );
    const shares = new Map<string, number>();
    for (const { grams, shares: freqs } of rows)
      grams?.forEach((g, i) => shares.set(g, Math.max(shares.get(g) ?? 0, Number(freqs![i]))));
    statsOf.set(def.table, { at: Date.now(), shares: rows.length > 0 ? shares : undefined });
  } catch {
    // the statistics only choose the statement; without them every form still finds the same records
    statsOf.set(def.table, { at: Date.now(), shares: before?.shares });
  }
}

/**
 * Reads the table's gram statistics when a short keyword needs them: awaited the first time, refreshed in the
 * background when old. Returns undefined when nothing needs waiting for.
 */
export function gramStatsFor(db: Db, def: EntityDef, keyword: unknown): Promise<void> | undefined {
  const kw = typeof keyword === 'string' ? keyword.trim() : '';
  if (!kw || !isShortKeyword(kw) || !def.fields.some((f) => f.search)) return undefined;
  const known = statsOf.get(def.table);
  if (known && Date.now() - known.at < STATS_TTL_MS) return undefined;
  let pending = loading.get(def.table);
  if (!pending) {
    pending = load(db, def).finally(() => loading.delete(def.table));
    loading.set(def.table, pending);
  }
  return known ? undefined : pending;
}

/** Forgets what was read of a table's statistics (after ANALYZE, when the next keyword should see the new ones). */
export const forgetGramStats = (table: string) => void statsOf.delete(table);

/** How common a short keyword is among the table's records, by the statistics read last. */
export function keywordShare(table: string, kw: string): KeywordShare {
  const shares = statsOf.get(table)?.shares;
  if (!shares) return 'unknown';
  const share = shares.get(kw.toLowerCase());
  return share === undefined ? 'rare' : share >= COMMON_SHARE ? 'common' : 'seen';
}

/** Records with the short keyword in any search field, in the statement suiting how common it is. */
export function shortKeywordMatch(def: EntityDef, table: EntityTable, kw: string): SQL {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const fields = def.fields.filter((f) => f.search).map((f) => cols[f.key]);
  // strpos over lower() is what ILIKE does with a literal keyword, but no trigram index takes it: for a pattern
  // without a trigram such an index reads all its entries, which the planner underrates
  const contains = or(...fields.map((c) => sql`strpos(lower(${c}), lower(${kw})) > 0`))!;
  const grams = or(...fields.map((c) => sql`short_grams(${c}) @> array[lower(${kw})]`))!;
  switch (keywordShare(def.table, kw)) {
    case 'common':
      return contains;
    case 'rare':
      return sql`${cols.id} = any(array(select ${cols.id} from ${table} where ${grams} and ${contains}))`;
    default:
      return and(grams, contains)!;
  }
}
