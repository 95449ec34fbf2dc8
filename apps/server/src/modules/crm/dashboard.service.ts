import type { DashboardOverview } from '@suwork/domain/contracts';
import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, users } from '../../db/schema.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
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
export async function crmOverview(db: Db, services: ReadonlyMap<string, EntityService>, user: SessionUser, period: { start_date: string; end_date: string }, tz: number): Promise<DashboardOverview> {
  const clues = services.get(clueEntity.key)!;
  const customers = services.get(customerEntity.key)!;
  const start = parseDateTime(period.start_date, tz)!;
  const end = new Date(parseDateTime(period.end_date, tz)!.getTime() + DAY);
  if (end <= start) throw invalid('结束日期不能早于开始日期');
  if (end.getTime() - start.getTime() > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
  const byMonth = end.getTime() - start.getTime() > 62 * DAY;
  const bucket = (col: SQL | unknown) => sql<string>`to_char((${col} at time zone 'UTC') + make_interval(mins => ${tz}), ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`;
  const inRange = (col: Parameters<typeof gte>[0]) => and(gte(col, start), lt(col, end));

  const newIn = (s: EntityService) => andAll([s.scope(user), inRange(s.cols.create_time)]);
  const [[newClues], [newCustomers], [followCount], [converted], [dealt], clueTrend, customerTrend, ranking] = await Promise.all([
    db.select({ n: count() }).from(clues.table).where(newIn(clues)),
    db.select({ n: count() }).from(customers.table).where(newIn(customers)),
    db
      .select({ n: count() })
      .from(follows)
      .where(andAll([eq(follows.status, 1), inRange(follows.follow_time), followScope(db, user)])),
    db
      .select({ n: count() })
      .from(clues.table)
      .where(andAll([newIn(clues), eq(clues.cols.status, CLUE_CONVERTED)])),
    db
      .select({ n: count() })
      .from(customers.table)
      .where(andAll([newIn(customers), eq(customers.cols.deal_status, 2)])),
    db
      .select({ day: bucket(clues.cols.create_time), n: count() })
      .from(clues.table)
      .where(newIn(clues))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ day: bucket(customers.cols.create_time), n: count() })
      .from(customers.table)
      .where(newIn(customers))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
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
      clues: days.map((d) => Number(clueTrend.find((r) => r.day === d)?.n ?? 0)),
      customers: days.map((d) => Number(customerTrend.find((r) => r.day === d)?.n ?? 0)),
    },
    ranking: ranking.map((r) => ({ user_id: r.user_id as number, user_name: r.user_name, new_customers: Number(r.n) })),
  };
}
