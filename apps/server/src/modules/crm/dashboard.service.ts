import type { DashboardOverview } from '@suwork/domain/contracts';
import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { and, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { parseDateTime } from '../../core/time-format.ts';
import { CLUE_CONVERTED } from './clue-transfer.service.ts';

const DAY = 86_400_000;

/** Follow-ups written by members whose records the member may see. */
function followScope(db: Db, user: SessionUser): SQL | undefined {
  return user.scope.all
    ? undefined
    : or(
        eq(follows.user_id, user.user_id),
        user.scope.deptIds.length
          ? inArray(
              follows.user_id,
              db
                .select({ id: users.user_id })
                .from(users)
                .where(inArray(users.dept_id, [...user.scope.deptIds])),
            )
          : undefined,
      );
}

/**
 * CRM overview over the company days start_date..end_date, within the member's scope: totals, the trend of new
 * clues and customers (by day, or by month past two months) and the members' ranking by new customers.
 */
export async function crmOverview(
  db: Db,
  app: WithRegistries,
  user: SessionUser,
  period: { start_date: string; end_date: string },
  tz: number,
): Promise<DashboardOverview> {
  const clues = entity(app, clueEntity);
  const customers = entity(app, customerEntity);
  const start = parseDateTime(period.start_date, tz)!;
  const end = new Date(parseDateTime(period.end_date, tz)!.getTime() + DAY);
  if (end <= start) throw invalid('结束日期不能早于开始日期');
  if (end.getTime() - start.getTime() > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
  const byMonth = end.getTime() - start.getTime() > 62 * DAY;
  const bucket = (col: SQL | unknown) =>
    sql<string>`to_char((${col} at time zone 'UTC') + make_interval(mins => ${tz}), ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`;
  const inRange = (col: Parameters<typeof gte>[0]) => and(gte(col, start), lt(col, end));

  const newIn = (s: EntityService) => andAll([s.scope(user), inRange(s.cols.create_time)]);
  // one scan of each table: clues by day (new, converted), customers by day and owner (new, dealt); the totals,
  // the trend and the ranking are sums of those groups
  const [clueDays, customerGroups, [followCount]] = await Promise.all([
    db
      .select({
        day: bucket(clues.cols.create_time),
        n: count(),
        converted: sql<number>`count(*) filter (where ${clues.cols.status} = ${CLUE_CONVERTED})`.mapWith(Number),
      })
      .from(clues.table)
      .where(newIn(clues.service))
      .groupBy(sql`1`),
    db
      .select({
        day: bucket(customers.cols.create_time),
        user_id: customers.cols.owner_user_id,
        user_name: users.user_name,
        n: count(),
        dealt: sql<number>`count(*) filter (where ${customers.cols.deal_status} = 2)`.mapWith(Number),
      })
      .from(customers.table)
      .leftJoin(users, eq(users.user_id, customers.cols.owner_user_id))
      .where(newIn(customers.service))
      .groupBy(sql`1`, customers.cols.owner_user_id, users.user_name),
    db
      .select({ n: count() })
      .from(follows)
      .where(andAll([eq(follows.status, 1), inRange(follows.follow_time), followScope(db, user)])),
  ]);
  const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((acc, r) => acc + of(r), 0);
  const n = (x: { n: number }) => Number(x.n);
  const newClues = { n: sum(clueDays, n) };
  const converted = { n: sum(clueDays, (r) => r.converted) };
  const newCustomers = { n: sum(customerGroups, n) };
  const dealt = { n: sum(customerGroups, (r) => r.dealt) };
  const perDay = (rows: readonly { day: string; n: number }[]) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(r.day, (m.get(r.day) ?? 0) + n(r));
    return m;
  };
  const clueTrend = perDay(clueDays);
  const customerTrend = perDay(customerGroups);
  const owners = new Map<number, { user_id: number; user_name: string; n: number }>();
  for (const r of customerGroups) {
    if (r.user_name === null) continue; // a record whose owner is gone ranks nobody
    const o = owners.get(r.user_id) ?? { user_id: r.user_id, user_name: r.user_name, n: 0 };
    o.n += n(r);
    owners.set(o.user_id, o);
  }
  const ranking = [...owners.values()].sort((a, b) => b.n - a.n || a.user_id - b.user_id).slice(0, 10);
  const days = [...new Set([...clueTrend.keys(), ...customerTrend.keys()])].sort();
  return {
    totals: {
      new_clues: n(newClues),
      new_customers: n(newCustomers),
      follow_count: n(followCount),
      converted_clues: n(converted),
      deal_customers: n(dealt),
      /** percent of the period's new clues that became customers */
      conversion_rate: n(newClues) ? ((n(converted) / n(newClues)) * 100).toFixed(2) : '0.00',
    },
    trend: {
      granularity: byMonth ? 'month' : 'day',
      labels: days,
      clues: days.map((d) => clueTrend.get(d) ?? 0),
      customers: days.map((d) => customerTrend.get(d) ?? 0),
    },
    ranking: ranking.map((r) => ({ user_id: r.user_id, user_name: r.user_name, new_customers: r.n })),
  };
}
