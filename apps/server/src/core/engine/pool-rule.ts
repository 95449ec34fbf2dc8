import type { EntityDef } from '@suwork/domain/entities';
import { and, eq, gt, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { notReadOnly } from './read-only.ts';

/** Automatic return to the pool: records not followed up for follow_days, or (with a deal status) without a deal for deal_days. */
export type PoolRule = { enabled: boolean; follow_days: number; deal_days: number };
const DEFAULT_RULE: PoolRule = { enabled: false, follow_days: 30, deal_days: 90 };
export const poolRuleKey = (def: EntityDef) => `pool_rule:${def.key}`;
export const DAY_MS = 86_400_000;

export async function readRule(db: Db, def: EntityDef): Promise<PoolRule> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, poolRuleKey(def)));
  return { ...DEFAULT_RULE, ...(row?.value as Partial<PoolRule> | undefined) };
}

type Cols = Record<string, PgColumn>;

/** When an owned record was last touched: its last follow-up, or its creation. */
export const lastTouchOf = (cols: Cols): SQL => sql`coalesce(${'last_follow_time' in cols ? cols.last_follow_time : cols.create_time}, ${cols.create_time})`;

/**
 * Owned records the rule returns to the pool at `at`: the recycling job asks with the present, the preview
 * likewise, and the recycling warnings with a moment ahead (records pooled within the warning window). Read-only
 * records (EntityDef.readOnlyWhen: a converted clue) are never returned.
 */
export function recycleDueWhere(def: EntityDef, cols: Cols, rule: PoolRule, at: Date): SQL {
  const stale = lt(lastTouchOf(cols), new Date(at.getTime() - rule.follow_days * DAY_MS));
  const noDeal = 'deal_status' in cols ? and(eq(cols.deal_status, 1), lt(cols.create_time, new Date(at.getTime() - rule.deal_days * DAY_MS))) : undefined;
  return and(eq(cols.in_pool, 1), ne(cols.pool_exempt, 2), gt(cols.owner_user_id, 0), noDeal ? or(stale, noDeal) : stale, notReadOnly(def, cols))!;
}

/** When the rule will return a record to the pool: its last touch plus follow_days, or sooner without a deal. */
export function recycleTimeOf(rule: PoolRule, row: { last_touch: Date; create_time: Date; deal_status?: number | null }): Date {
  const byFollow = row.last_touch.getTime() + rule.follow_days * DAY_MS;
  const byDeal = row.deal_status === 1 ? row.create_time.getTime() + rule.deal_days * DAY_MS : Infinity;
  return new Date(Math.min(byFollow, byDeal));
}
