import type { Forecast, Funnel, Kanban, KanbanCard, KanbanClosed, StageGroup } from '@suwork/domain/contracts';
import { CHANCE_LOST, CHANCE_OPEN, CHANCE_WON } from '@suwork/domain/entities';
import { desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { containing } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { companyToday, formatDateTime, parseDateTime } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { chance, chanceTable, type ChanceRow } from './tables.ts';

// The kanban, funnel and forecast of the opportunities a member may see (the list's own data scope). Sums are
// numeric in SQL and come back as decimal text; nothing is added up in JavaScript.

type Scoped = { db: Db; service: EntityService; user: SessionUser };
const money = (v: unknown) => (v === null || v === undefined ? '0.00' : String(v));

/** Open opportunities in the group's stages, counted and summed per stage in one grouped scan. */
async function perStage(s: Scoped, group: StageGroup, extra?: SQL) {
  const where = andAll([
    await s.service.listScope(s.user),
    eq(chance.status, CHANCE_OPEN),
    inArray(
      chance.stage_id,
      group.stages.map((x) => x.id),
    ),
    extra,
  ]);
  const rows = await s.db
    .select({
      stage_id: chance.stage_id,
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${chance.amount}), 0)::numeric(16,2)::text`,
    })
    .from(chanceTable)
    .where(where)
    .groupBy(chance.stage_id);
  return new Map(rows.map((r) => [r.stage_id, r]));
}

const cardColumns = {
  chance_id: chance.id,
  chance_name: chance.chance_name,
  company_name: chance.company_name,
  amount: chance.amount,
  expect_success: chance.expect_success,
  expect_date: chance.expect_date,
  owner_user_name: users.user_name,
  update_time: chance.update_time,
  close_time: chance.close_time,
};
type CardRow = Pick<
  ChanceRow,
  'chance_name' | 'company_name' | 'amount' | 'expect_success' | 'expect_date' | 'update_time' | 'close_time'
> & { chance_id: number; owner_user_name: string | null };

const cardOf =
  (tz: number) =>
  (c: CardRow): KanbanCard => ({
    chance_id: c.chance_id,
    chance_name: c.chance_name,
    company_name: c.company_name,
    amount: c.amount,
    expect_success: c.expect_success,
    expect_date: c.expect_date,
    owner_user_name: c.owner_user_name,
    update_time: formatDateTime(c.update_time, tz),
    close_time: c.close_time ? formatDateTime(c.close_time, tz) : null,
  });

/** A period of whole company days: from the start day's midnight to the midnight after the end day. */
export type Period = { from: Date; to: Date; start_date: string; end_date: string };

/** The company days `start_date` to `end_date` (inclusive) as instants; by default the current month. */
export function periodOf(query: { start_date?: string; end_date?: string }, now: Date, tz: number): Period {
  const [y, m] = companyToday(now, tz).split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const { start_date = `${lastDay.slice(0, 7)}-01`, end_date = lastDay } = query;
  if (start_date > end_date) throw invalid('开始日期不能晚于结束日期');
  return {
    from: parseDateTime(start_date, tz)!,
    to: new Date(parseDateTime(end_date, tz)!.getTime() + 86_400_000),
    start_date,
    end_date,
  };
}

/** The group's opportunities that reached `status` (赢单, 输单) in the period. */
const closedWhere = async (s: Scoped, group: StageGroup, status: number, period: Period, search?: SQL) =>
  andAll([
    await s.service.listScope(s.user),
    eq(chance.status, status),
    inArray(
      chance.stage_id,
      group.stages.map((x) => x.id),
    ),
    gte(chance.close_time, period.from),
    lt(chance.close_time, period.to),
    search,
  ]);
const countAndSum = {
  n: sql<number>`count(*)::int`,
  amount: sql<string>`coalesce(sum(${chance.amount}), 0)::numeric(16,2)::text`,
};

/** Those opportunities: count, amount and the `limit` latest closed. */
async function closedIn(
  s: Scoped,
  group: StageGroup,
  status: number,
  period: Period,
  limit: number,
  search: SQL | undefined,
  tz: number,
): Promise<KanbanClosed> {
  const where = await closedWhere(s, group, status, period, search);
  const [[total], cards] = await Promise.all([
    s.db.select(countAndSum).from(chanceTable).where(where),
    s.db
      .select(cardColumns)
      .from(chanceTable)
      .leftJoin(users, eq(users.user_id, chance.owner_user_id))
      .where(where)
      .orderBy(desc(chance.close_time), desc(chance.id))
      .limit(limit),
  ]);
  return { count: total.n, amount: money(total.amount), cards: cards.map(cardOf(tz)) };
}

/**
 * One column per stage: count, amount and the `limit` most recently updated open cards; then the opportunities won
 * and lost in the period.
 */
export async function kanban(
  s: Scoped,
  group: StageGroup,
  limit: number,
  keyword: string | undefined,
  period: Period,
  tz: number,
): Promise<Kanban> {
  const search = keyword
    ? sql`(${chance.chance_name} ilike ${containing(keyword)} or ${chance.company_name} ilike ${containing(keyword)})`
    : undefined;
  const totals = await perStage(s, group, search);
  const scope = await s.service.listScope(s.user);
  const stages = await Promise.all(
    group.stages.map(async (stage) => {
      const cards = await s.db
        .select(cardColumns)
        .from(chanceTable)
        .leftJoin(users, eq(users.user_id, chance.owner_user_id))
        .where(andAll([scope, eq(chance.status, CHANCE_OPEN), eq(chance.stage_id, stage.id), search]))
        .orderBy(desc(chance.update_time), desc(chance.id))
        .limit(limit);
      const t = totals.get(stage.id);
      return { stage, count: t?.n ?? 0, capped: false, amount: t?.amount ?? '0.00', cards: cards.map(cardOf(tz)) };
    }),
  );
  const [won, lost] = await Promise.all([
    closedIn(s, group, CHANCE_WON, period, limit, search, tz),
    closedIn(s, group, CHANCE_LOST, period, limit, search, tz),
  ]);
  return { stages, won, lost, start_date: period.start_date, end_date: period.end_date };
}

/** Open opportunities by stage, and those of the group won in the period. */
export async function funnel(s: Scoped, group: StageGroup, period: Period): Promise<Funnel> {
  const totals = await perStage(s, group);
  const [won] = await s.db
    .select(countAndSum)
    .from(chanceTable)
    .where(await closedWhere(s, group, CHANCE_WON, period));
  return {
    stages: group.stages.map((stage) => ({
      stage,
      count: totals.get(stage.id)?.n ?? 0,
      amount: totals.get(stage.id)?.amount ?? '0.00',
    })),
    won: { count: won.n, amount: money(won.amount) },
  };
}

/** The months from `start` ('YYYY-MM'), `count` of them. */
export function monthsFrom(start: string, count: number): string[] {
  const [y, m] = start.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Open opportunities expected to close in each month: count, amount and amount weighted by the win rate. */
export async function forecast(s: Scoped, start: string, count: number): Promise<Forecast> {
  const months = monthsFrom(start, count);
  const end = monthsFrom(start, count + 1)[count];
  const month = sql<string>`to_char(${chance.expect_date}, 'YYYY-MM')`;
  const sums = {
    n: sql<number>`count(*)::int`,
    amount: sql<string>`coalesce(sum(${chance.amount}), 0)::numeric(16,2)::text`,
    weighted: sql<string>`round(coalesce(sum(${chance.amount} * coalesce(${chance.expect_success}, 0) / 100), 0), 2)::numeric(16,2)::text`,
  };
  const where = andAll([
    await s.service.listScope(s.user),
    eq(chance.status, CHANCE_OPEN),
    gte(chance.expect_date, `${start}-01`),
    lt(chance.expect_date, `${end}-01`),
  ]);
  const [rows, [total]] = await Promise.all([
    s.db
      .select({ month, ...sums })
      .from(chanceTable)
      .where(where)
      .groupBy(month),
    s.db.select(sums).from(chanceTable).where(where),
  ]);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return {
    months: months.map((m) => ({
      month: m,
      count: byMonth.get(m)?.n ?? 0,
      amount: byMonth.get(m)?.amount ?? '0.00',
      weighted: byMonth.get(m)?.weighted ?? '0.00',
    })),
    total: { count: total.n, amount: money(total.amount), weighted: money(total.weighted) },
  };
}
