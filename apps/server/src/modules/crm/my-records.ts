import { POOL_WARNING_DAYS, routeLink, type RouteLink } from '@suwork/domain';
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { asc, eq, gt, isNotNull, lt, notInArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { DAY_MS, lastTouchOf, readRule, recycleDueWhere, recycleTimeOf, type PoolRule } from '../../core/engine/pool-rule.ts';
import { ownedOrFollowedBy } from '../../core/engine/scope.ts';
import { countRows } from '../../core/kit/paging.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { CLUE_CONVERTED } from './clue-transfer.service.ts';

/** Entities with a next follow-up time on their records: customers, clues, contacts. */
export const FOLLOW_DUE_ENTITIES: readonly EntityDef[] = ENTITIES.filter((d) => d.owned && d.features.followUps && d.fields.some((f) => f.key === 'next_follow_time'));
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
async function mergeDue<T extends DueRecord>(parts: Promise<{ total: number; capped?: boolean; rows: T[] }>[], limit: number): Promise<{ total: number; capped?: boolean; rows: T[] }> {
  const lists = await Promise.all(parts);
  const rows = lists.flatMap((l) => l.rows).sort((a, b) => a.time.getTime() - b.time.getTime() || a.id - b.id);
  return { total: lists.reduce((s, l) => s + l.total, 0), capped: lists.some((l) => l.capped), rows: rows.slice(0, limit) };
}

/**
 * The member's records (owned or collaborated on, within the data scope, on pages the member holds) whose next
 * follow-up time is before `before`, earliest first.
 */
export function followDueOf(db: Db, user: SessionUser, before: Date, limit: number, countCap: number | false = false): Promise<DueList> {
  const parts = FOLLOW_DUE_ENTITIES.filter((def) => user.nodes.has(def.node)).map(async (def) => {
    const s = ownedView(db, def);
    const cols = s.cols;
    const where = andAll([s.scope(user), ownedOrFollowedBy(def, s.table, user.user_id), isNotNull(cols.next_follow_time), lt(cols.next_follow_time, before), stillFollowed(def, cols)]);
    return selectDue(db, s, where, cols.next_follow_time, limit, countCap);
  });
  return mergeDue(parts, limit);
}

/** The earliest `limit` matches, and (unless `countCap` is false) how many there are, counted up to `countCap`. */
async function selectDue(db: Db, s: EntityService, where: SQL | undefined, timeCol: PgColumn, limit: number, countCap: number | false): Promise<DueList> {
  const cols = s.cols;
  const [rows, counted] = await Promise.all([
    db.select({ id: cols.id, title: cols[s.def.titleField], time: timeCol, owner_user_id: cols.owner_user_id }).from(s.table).where(where).orderBy(asc(timeCol), asc(cols.id)).limit(limit),
    countCap === false ? undefined : countRows(db, s.table, where, countCap),
  ]);
  return {
    total: counted?.count ?? rows.length,
    capped: counted?.capped,
    rows: rows.map((r) => ({ def: s.def, id: r.id as number, title: String(r.title ?? ''), time: r.time as Date, owner_user_id: r.owner_user_id as number })),
  };
}

export type PoolSoonRecord = DueRecord & { rule: PoolRule };

/**
 * Owned records the recycling rule (when enabled) will return to the pool within `days`, with the moment each
 * goes: the rule's own predicate asked about a moment ahead. With `user`, only that member's (within their data
 * scope, on pages they hold).
 */
export async function poolSoon(
  db: Db,
  now: Date,
  opts: { user?: SessionUser; days?: number; limit?: number; countCap?: number } = {},
): Promise<{ total: number; capped?: boolean; rows: PoolSoonRecord[] }> {
  const limit = opts.limit ?? 50;
  const at = new Date(now.getTime() + (opts.days ?? POOL_WARNING_DAYS) * DAY_MS);
  const parts = POOLED_ENTITIES.filter((def) => !opts.user || opts.user.nodes.has(def.node)).map(async (def) => {
    const rule = await readRule(db, def);
    if (!rule.enabled) return { total: 0, rows: [] as PoolSoonRecord[] };
    const s = ownedView(db, def);
    const where = andAll([recycleDueWhere(def, s.cols, rule, at), opts.user ? s.scope(opts.user) : undefined, opts.user ? eq(s.cols.owner_user_id, opts.user.user_id) : undefined]);
    const [rows, counted] = await Promise.all([selectSoon(db, s, rule, where, 'soonest', limit), countRows(db, s.table, where, opts.countCap)]);
    return { total: counted.count, capped: counted.capped, rows };
  });
  return mergeDue(parts, limit);
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
      const rows = await selectSoon(db, s, rule, andAll([recycleDueWhere(def, s.cols, rule, at), gt(s.cols.id, after)]), 'id', size);
      if (rows.length > 0) yield rows;
      if (rows.length < size) break;
      after = rows[rows.length - 1].id;
    }
  }
}

/** The records matching `where`, with the moment each goes to the pool: the soonest first, or in id order. */
async function selectSoon(db: Db, s: EntityService, rule: PoolRule, where: SQL | undefined, order: 'soonest' | 'id', limit: number): Promise<PoolSoonRecord[]> {
  const cols = s.cols;
  const hasDeal = 'deal_status' in cols;
  const rows = await db
    .select({
      id: cols.id,
      title: cols[s.def.titleField],
      owner_user_id: cols.owner_user_id,
      last_touch: lastTouchOf(cols).mapWith(cols.create_time),
      create_time: cols.create_time,
      deal_status: hasDeal ? cols.deal_status : cols.id,
    })
    .from(s.table)
    .where(where)
    .orderBy(...(order === 'id' ? [asc(cols.id)] : [asc(lastTouchOf(cols)), asc(cols.id)]))
    .limit(limit);
  return rows.map((r) => ({
    def: s.def,
    rule,
    id: r.id as number,
    title: String(r.title ?? ''),
    owner_user_id: r.owner_user_id as number,
    time: recycleTimeOf(rule, { last_touch: r.last_touch as Date, create_time: r.create_time as Date, deal_status: hasDeal ? (r.deal_status as number) : null }),
  }));
}
