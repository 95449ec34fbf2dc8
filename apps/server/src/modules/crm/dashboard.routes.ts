import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { follows, users } from '../../db/schema.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { isDate, parseDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';

const query = z.strictObject({
  start_date: z.string({ error: '请选择开始日期' }).refine(isDate, '开始日期应为 YYYY-MM-DD'),
  end_date: z.string({ error: '请选择结束日期' }).refine(isDate, '结束日期应为 YYYY-MM-DD'),
});

const DAY = 86_400_000;

/** CRM overview for the dashboard: totals, trend and member ranking over a period, within the member's scope. */
export function crmDashboardRoutes(app: App, services: ReadonlyMap<string, EntityService>) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const clues = services.get(clueEntity.key)!;
  const customers = services.get(customerEntity.key)!;

  /** follow-ups written by members whose records the member may see */
  const followScope = (user: SessionUser): SQL | undefined =>
    user.scope.all
      ? undefined
      : or(eq(follows.user_id, user.user_id), user.scope.deptIds.length ? inArray(follows.user_id, db.select({ id: users.user_id }).from(users).where(inArray(users.dept_id, [...user.scope.deptIds]))) : undefined);

  app.get('/api/CrmDashboard/overview', { config: { auth: { node: 'customer_dashboard' } }, schema: { querystring: query } }, async (req) => {
    const user = currentUser(req);
    const start = parseDateTime(req.query.start_date, tz)!;
    const end = new Date(parseDateTime(req.query.end_date, tz)!.getTime() + DAY);
    if (end <= start) throw invalid('结束日期不能早于开始日期');
    if (end.getTime() - start.getTime() > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
    const byMonth = end.getTime() - start.getTime() > 62 * DAY;
    const bucket = (col: SQL | unknown) => sql<string>`to_char((${col} at time zone 'UTC') + make_interval(mins => ${tz}), ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`;
    const inRange = (col: Parameters<typeof gte>[0]) => and(gte(col, start), lt(col, end));

    const newIn = (s: EntityService) => andAll([s.scope(user), inRange(s.cols.create_time)]);
    const [[newClues], [newCustomers], [followCount], [converted], [dealt], clueTrend, customerTrend, ranking] = await Promise.all([
      db.select({ n: count() }).from(clues.table).where(newIn(clues)),
      db.select({ n: count() }).from(customers.table).where(newIn(customers)),
      db.select({ n: count() }).from(follows).where(andAll([eq(follows.status, 1), inRange(follows.follow_time), followScope(user)])),
      db.select({ n: count() }).from(clues.table).where(andAll([newIn(clues), eq(clues.cols.status, 3)])),
      db.select({ n: count() }).from(customers.table).where(andAll([newIn(customers), eq(customers.cols.deal_status, 2)])),
      db.select({ day: bucket(clues.cols.create_time), n: count() }).from(clues.table).where(newIn(clues)).groupBy(sql`1`).orderBy(sql`1`),
      db.select({ day: bucket(customers.cols.create_time), n: count() }).from(customers.table).where(newIn(customers)).groupBy(sql`1`).orderBy(sql`1`),
      db
        .select({ user_id: customers.cols.owner_user_id, user_name: users.user_name, n: count() })
        .from(customers.table)
        .innerJoin(users, eq(users.user_id, customers.cols.owner_user_id))
        .where(newIn(customers))
        .groupBy(customers.cols.owner_user_id, users.user_name)
        .orderBy(desc(count()))
        .limit(10),
    ]);
    const n = (x: { n: number }) => Number(x.n);
    const days = [...new Set([...clueTrend, ...customerTrend].map((r) => r.day))].sort();
    return ok({
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
        clues: days.map((d) => Number(clueTrend.find((r) => r.day === d)?.n ?? 0)),
        customers: days.map((d) => Number(customerTrend.find((r) => r.day === d)?.n ?? 0)),
      },
      ranking: ranking.map((r) => ({ user_id: r.user_id, user_name: r.user_name, new_customers: Number(r.n) })),
    });
  });
}
