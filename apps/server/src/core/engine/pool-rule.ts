import type { EntityDef } from '@suwork/domain/entities';
import { and, eq, gt, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { lastTouchOf } from './last-touch.ts';
import { notReadOnly } from './read-only.ts';
import { readSetting } from '../kit/setting.ts';

export { lastTouchOf };

/** Automatic return to the pool: records not followed up for follow_days, or (with a deal status) without a deal for deal_days. */
export type PoolRule = { enabled: boolean; follow_days: number; deal_days: number };
const DEFAULT_RULE: PoolRule = { enabled: false, follow_days: 30, deal_days: 90 };
export const poolRuleKey = (def: EntityDef) => `pool_rule:${def.key}`;
export const DAY_MS = 86_400_000;

export async function readRule(db: Db, def: EntityDef): Promise<PoolRule> {
  return { ...DEFAULT_RULE, ...((await readSetting(db, poolRuleKey(def))) as Partial<PoolRule> | undefined) };
}

/** The rules of several entities in one read, by entity key. */
export async function readRules(db: Db, defs: readonly EntityDef[]): Promise<Map<string, PoolRule>> {
  if (defs.length === 0) return new Map();
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, defs.map(poolRuleKey)));
  const stored = new Map(rows.map((r) => [r.key, r.value as Partial<PoolRule>]));
  return new Map(defs.map((def) => [def.key, { ...DEFAULT_RULE, ...stored.get(poolRuleKey(def)) }]));
}

type Cols = Record<string, PgColumn>;

/**
 * Owned records the rule returns to the pool at `at`: the recycling job asks with the present, the preview
 * likewise, and the recycling warnings with a moment ahead (records pooled within the warning window). Read-only
 * records (EntityDef.readOnlyWhen: a converted clue) are never returned.
 */
export function recycleDueWhere(def: EntityDef, cols: Cols, rule: PoolRule, at: Date): SQL {
  const { base, stale, noDeal } = recycleArms(def, cols, rule, at);
  return and(base, noDeal ? or(stale, noDeal) : stale)!;
}

/**
 * recycleDueWhere in its parts: `base`, what every returned record is (owned, in the owned view, not exempt, not
 * read-only), and the two ways it falls due: `stale`, not touched for follow_days; `noDeal` (entities with a deal
 * status), no deal for deal_days. Each way is a range of an index of its own (table.ts) for one owner.
 */
export function recycleArms(
  def: EntityDef,
  cols: Cols,
  rule: PoolRule,
  at: Date,
): { base: SQL; stale: SQL; noDeal?: SQL } {
  const stale = lt(lastTouchOf(cols), new Date(at.getTime() - rule.follow_days * DAY_MS));
  const noDeal =
    'deal_status' in cols
      ? and(eq(cols.deal_status, 1), lt(cols.create_time, new Date(at.getTime() - rule.deal_days * DAY_MS)))
      : undefined;
  return {
    base: and(eq(cols.in_pool, 1), ne(cols.pool_exempt, 2), gt(cols.owner_user_id, 0), notReadOnly(def, cols))!,
    stale,
    noDeal,
  };
}

/** When the rule will return a record to the pool: its last touch plus follow_days, or sooner without a deal. */
export function recycleTimeOf(
  rule: PoolRule,
  row: { last_touch: Date; create_time: Date; deal_status?: number | null },
): Date {
  const byFollow = row.last_touch.getTime() + rule.follow_days * DAY_MS;
  const byDeal = row.deal_status === 1 ? row.create_time.getTime() + rule.deal_days * DAY_MS : Infinity;
  return new Date(Math.min(byFollow, byDeal));
}
