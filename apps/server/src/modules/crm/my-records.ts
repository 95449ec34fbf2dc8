import { POOL_WARNING_DAYS, routeLink, type RouteLink } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { and, asc, eq, gt, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import {
  DAY_MS,
  lastTouchOf,
  readRule,
  readRules,
  recycleArms,
  recycleDueWhere,
  recycleTimeOf,
  type PoolRule,
} from '../../core/engine/pool-rule.ts';
import { ownedOrFollowedBy } from '../../core/engine/scope.ts';
import { cappedCountColumn, cappedTotal } from '../../core/kit/first-rows.ts';
import { EXACT_COUNT_LIMIT } from '../../core/kit/paging.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { CLUE_CONVERTED } from './clue-transfer.service.ts';

/** Entities with a next follow-up time on their records: customers, clues, contacts. */
export const FOLLOW_DUE_ENTITIES: readonly EntityDef[] = ENTITIES.filter(
  (d) => d.owned && d.features.followUps && d.fields.some((f) => f.key === 'next_follow_time'),
);
/** Entities whose records the recycling rule returns to a public pool. */
export const POOLED_ENTITIES: readonly EntityDef[] = ENTITIES.filter((d) => d.owned && d.pool);

/** 线索 已转客户 or 无效: followed up no more (a converted clue's follow-ups live on its customer). */
const CLUE_CLOSED = [CLUE_CONVERTED, 4];

/** Records still being followed up: everything but closed clues. */
export function stillFollowed(def: EntityDef, cols: Record<string, PgColumn>): SQL | undefined {
  return def.key === 'clue' ? notInArray(cols.status, CLUE_CLOSED) : undefined;
}

/** The detail page of a record; a pooled one opens in its pool. */
export function recordLink(def: EntityDef, id: number, inPool = false): RouteLink | undefined {
  const info = inPool && def.pool ? def.pool.routes.info : def.routes.info;
  return info ? routeLink(info, { id }) : undefined;
}

/** The instant the company day after `now` begins: "today or overdue" means before it. */
export function startOfNextDay(now: Date, tzOffsetMinutes: number): Date {
  const shifted = now.getTime() + tzOffsetMinutes * 60_000;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS + DAY_MS - tzOffsetMinutes * 60_000);
}

export type DueRecord = { def: EntityDef; id: number; title: string; time: Date; owner_user_id: number };
export type DueList = { total: number; capped?: boolean; rows: DueRecord[] };

/** The owned view of an entity (its table, columns and data scope). */
export const ownedView = (db: Db, def: EntityDef) => new EntityService(def, db, 0);

/** Several entities' matches merged: the earliest first, at most `limit`, and the total over all. */
function mergeDue<T extends DueRecord>(
  lists: { total: number; capped?: boolean; rows: T[] }[],
  limit: number,
): { total: number; capped?: boolean; rows: T[] } {
  const rows = lists.flatMap((l) => l.rows).sort((a, b) => a.time.getTime() - b.time.getTime() || a.id - b.id);
  return {
    total: lists.reduce((s, l) => s + l.total, 0),
    capped: lists.some((l) => l.capped),
    rows: rows.slice(0, limit),
  };
}

/** Each entity's key on its rows of a statement that unites several entities. */
const entityKey = (def: EntityDef) => sql<string>`${def.key}::text`.as('entity');
const noCount = () => sql<number>`0`.mapWith(Number);

/** Selects of one shape (one per entity, or per way of matching) as one statement: one round trip for them all. */
async function united<T>(parts: PgSelect[]): Promise<T[]> {
  const [first, second, ...rest] = parts;
  if (!first) return [];
  return (await (second ? unionAll(first, second, ...rest) : first)) as T[];
}

/** An entity's rows of a united statement, each carrying the entity's count `n`, as its matches. */
function matchesOf<R extends { entity: string; id: number; n: number }, T extends DueRecord>(
  def: EntityDef,
  rows: R[],
  countCap: number | false,
  map: (r: R) => T,
) {
  const mine = rows.filter((r) => r.entity === def.key);
  // a record matching two ways comes twice
  const unique = [...new Map(mine.map((r) => [r.id, r])).values()];
  const counted = countCap === false ? undefined : cappedTotal(mine, countCap);
  return { total: counted?.total ?? unique.length, capped: counted?.capped, rows: unique.map(map) };
}

/**
 * The member's records (owned or collaborated on, on pages the member holds) whose next follow-up time is before
 * `before`, earliest first: every entity's earliest and (unless `countCap` is false) its count up to `countCap`, in
 * one statement.
 */
export async function followDueOf(
  db: Db,
  user: SessionUser,
  before: Date,
  limit: number,
  countCap: number | false = false,
): Promise<DueList> {
  const defs = FOLLOW_DUE_ENTITIES.filter((def) => user.nodes.has(def.node));
  const parts = defs.map((def) => {
    const s = ownedView(db, def);
    const cols = s.cols;
    // records one owns or collaborates on are within one's data scope whatever it reaches (scope.ts), so the scope
    // adds only the owned view's own restriction, not in the pool; asked once, the planner reads one short range
    const where = andAll([
      def.pool ? eq(cols.in_pool, 1) : undefined,
      ownedOrFollowedBy(def, s.table, user.user_id),
      isNotNull(cols.next_follow_time),
      lt(cols.next_follow_time, before),
      stillFollowed(def, cols),
    ]);
    const n = countCap === false ? noCount() : cappedCountColumn(s.table, where, countCap);
    return db
      .select({
        entity: entityKey(def),
        id: cols.id,
        title: cols[def.titleField],
        time: cols.next_follow_time,
        owner_user_id: cols.owner_user_id,
        n,
      })
      .from(s.table)
      .where(where)
      .orderBy(asc(cols.next_follow_time), asc(cols.id))
      .limit(limit)
      .$dynamic();
  });
  const rows = await united<{
    entity: string;
    id: number;
    title: unknown;
    time: Date;
    owner_user_id: number;
    n: number;
  }>(parts);
  const lists = defs.map((def) =>
    matchesOf(def, rows, countCap, (r) => ({
      def,
      id: r.id,
      title: String(r.title ?? ''),
      time: r.time,
      owner_user_id: r.owner_user_id,
    })),
  );
  return mergeDue(lists, limit);
}

export type PoolSoonRecord = DueRecord & { rule: PoolRule };

/** The columns a recycling warning needs, and `n` (a count, or 0). */
function soonFields(s: EntityService, n: SQL<number>) {
  const cols = s.cols;
  return {
    entity: entityKey(s.def),
    id: cols.id,
    title: cols[s.def.titleField],
    owner_user_id: cols.owner_user_id,
    last_touch: lastTouchOf(cols).mapWith(cols.create_time),
    create_time: cols.create_time,
    deal_status: 'deal_status' in cols ? cols.deal_status : sql<number>`null::smallint`.mapWith(Number),
    n,
  };
}
type SoonRow = {
  entity: string;
  id: number;
  title: unknown;
  owner_user_id: number;
  last_touch: Date;
  create_time: Date;
  deal_status: number | null;
  n: number;
};

const soonRecord =
  (def: EntityDef, rule: PoolRule) =>
  (r: SoonRow): PoolSoonRecord => ({
    def,
    rule,
    id: r.id,
    title: String(r.title ?? ''),
    owner_user_id: r.owner_user_id,
    time: recycleTimeOf(rule, { last_touch: r.last_touch, create_time: r.create_time, deal_status: r.deal_status }),
  });

/**
 * Owned records the recycling rule (when enabled) will return to the pool within `days`, the soonest first, with
 * the moment each goes: the rule's own predicate asked about a moment ahead. With `user`, only that member's (on
 * pages they hold). The soonest are among the first of each way of falling due (by last touch; undealt, by
 * creation) and the count covers both ways, each a short range of its own index; all in one statement.
 */
export async function poolSoon(
  db: Db,
  now: Date,
  opts: { user?: SessionUser; days?: number; limit?: number; countCap?: number } = {},
): Promise<{ total: number; capped?: boolean; rows: PoolSoonRecord[] }> {
  const limit = opts.limit ?? 50;
  const cap = opts.countCap ?? EXACT_COUNT_LIMIT;
  const at = new Date(now.getTime() + (opts.days ?? POOL_WARNING_DAYS) * DAY_MS);
  const defs = POOLED_ENTITIES.filter((def) => !opts.user || opts.user.nodes.has(def.node));
  const rules = await readRules(db, defs);
  const enabled = defs.filter((def) => rules.get(def.key)!.enabled);
  const parts = enabled.flatMap((def) => {
    const s = ownedView(db, def);
    const cols = s.cols;
    const { base, stale, noDeal } = recycleArms(def, cols, rules.get(def.key)!, at);
    // a member's own records are within their data scope whatever it reaches; asked as the owner alone, each way
    // falling due is one range of its index (the scope's team arm would turn it into a bitmap of every match)
    const mine = andAll([base, opts.user ? eq(cols.owner_user_id, opts.user.user_id) : undefined]);
    const ways = [
      { where: and(mine, stale)!, order: lastTouchOf(cols) },
      ...(noDeal ? [{ where: and(mine, noDeal)!, order: sql`${cols.create_time}` }] : []),
    ];
    // a record due both ways is counted once; each way is read in its index's order, so its count stops early in
    // that short range whatever the planner guesses of how the matches lie in the table
    const firstOfEach = ways.map(
      (w) => sql`(select ${cols.id} from ${s.table} where ${w.where} order by ${w.order}, ${cols.id} limit ${cap + 1})`,
    );
    const n = sql<number>`(select count(*)::int from (${sql.join(firstOfEach, sql` union `)}) counted)`.mapWith(Number);
    return ways.map((w) =>
      db
        .select(soonFields(s, n))
        .from(s.table)
        .where(w.where)
        .orderBy(asc(w.order), asc(cols.id))
        .limit(limit)
        .$dynamic(),
    );
  });
  const rows = await united<SoonRow>(parts);
  return mergeDue(
    enabled.map((def) => matchesOf(def, rows, cap, soonRecord(def, rules.get(def.key)!))),
    limit,
  );
}

/**
 * Every owned record the recycling rule will pool within the warning window, a batch at a time in id order (a
 * job's walk: each batch reads on from the last id, so no record is read twice and none is left out).
 */
export async function* poolSoonBatches(db: Db, now: Date, size: number): AsyncGenerator<PoolSoonRecord[]> {
  const at = new Date(now.getTime() + POOL_WARNING_DAYS * DAY_MS);
  for (const def of POOLED_ENTITIES) {
    const rule = await readRule(db, def);
    if (!rule.enabled) continue;
    const s = ownedView(db, def);
    for (let after = 0; ;) {
      const rows = (await db
        .select(soonFields(s, noCount()))
        .from(s.table)
        .where(andAll([recycleDueWhere(def, s.cols, rule, at), gt(s.cols.id, after)]))
        .orderBy(asc(s.cols.id))
        .limit(size)) as SoonRow[];
      if (rows.length > 0) yield rows.map(soonRecord(def, rule));
      if (rows.length < size) break;
      after = rows[rows.length - 1].id;
    }
  }
}
