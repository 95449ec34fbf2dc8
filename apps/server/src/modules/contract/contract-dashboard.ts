import { Decimal, moneyText } from '@suwork/domain';
import type { MoneyOverview } from '@suwork/domain/contracts';
import { contractEntity, contractRefundEntity, DOC_APPROVED, receivableEntity } from '@suwork/domain/entities';
import { moneyDashboardRoutes as routes, type ParsedOf } from '@suwork/domain/routes';
import { eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const DAY = 86_400_000;
type Period = ParsedOf<typeof routes.money>;
type Group = { day: string; user_id: number; user_name: string | null; s: string };

/** Σ `amount` of the member's visible rows dated within the period, by day (or month) and owner. */
async function sums(
  db: Db,
  service: EntityService,
  user: SessionUser,
  cols: { date: string; amount: string | SQL },
  where: SQL,
  period: Period,
  byMonth: boolean,
): Promise<Group[]> {
  const c = service.cols;
  const date = c[cols.date];
  const amount = typeof cols.amount === 'string' ? c[cols.amount] : cols.amount;
  // written only by the server: every record of these owned entities has its owner
  const owner = c.owner_user_id;
  return db
    .select({
      day: sql<string>`to_char(${date}, ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`,
      user_id: sql<number>`${owner}`.mapWith(Number),
      user_name: users.user_name,
      s: sql<string>`coalesce(sum(${amount}), 0)::text`,
    })
    .from(service.table)
    .leftJoin(users, eq(users.user_id, owner))
    .where(andAll([where, gte(date, period.start_date), lte(date, period.end_date), await service.listScope(user)]))
    .groupBy(sql`1`, owner, users.user_name);
}

/**
 * 合同与回款 on the CRM dashboard (GET /api/CrmDashboard/money): approved contracts by sign date, confirmed
 * collections by collection date less approved refunds by refund date, by day (or month past two months) and by
 * member, within the member's data scope.
 */
export async function moneyOverview(
  db: Db,
  app: WithRegistries,
  user: SessionUser,
  period: Period,
): Promise<MoneyOverview> {
  const span = Date.parse(period.end_date) - Date.parse(period.start_date);
  if (span < 0) throw invalid('结束日期不能早于开始日期');
  if (span > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
  const byMonth = span > 62 * DAY;
  const contracts = serviceOf(app, contractEntity);
  const receivables = serviceOf(app, receivableEntity);
  const refunds = serviceOf(app, contractRefundEntity);
  const [signed, counted, collected, refunded] = await Promise.all([
    sums(
      db,
      contracts,
      user,
      { date: 'sign_date', amount: 'amount' },
      eq(contracts.cols.status, DOC_APPROVED),
      period,
      byMonth,
    ),
    sums(
      db,
      contracts,
      user,
      { date: 'sign_date', amount: sql`1` },
      eq(contracts.cols.status, DOC_APPROVED),
      period,
      byMonth,
    ),
    sums(
      db,
      receivables,
      user,
      { date: 'receive_date', amount: 'actual_amount' },
      inArray(receivables.cols.status, [2, 3]),
      period,
      byMonth,
    ),
    sums(
      db,
      refunds,
      user,
      { date: 'refund_date', amount: 'amount' },
      eq(refunds.cols.status, DOC_APPROVED),
      period,
      byMonth,
    ),
  ]);
  const total = (rows: Group[]) => rows.reduce((s, r) => s.plus(r.s), new Decimal(0));
  const by = <K extends string>(rows: Group[], key: (r: Group) => K, sign = 1) => {
    const m = new Map<K, Decimal>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? new Decimal(0)).plus(new Decimal(r.s).times(sign)));
    return m;
  };
  const net = (key: (r: Group) => string) => {
    const m = by(collected, key);
    for (const [k, v] of by(refunded, key, -1)) m.set(k, (m.get(k) ?? new Decimal(0)).plus(v));
    return m;
  };
  const signedByDay = by(signed, (r) => r.day);
  const netByDay = net((r) => r.day);
  const labels = [...new Set([...signedByDay.keys(), ...netByDay.keys()])].sort();
  const names = new Map(
    [...signed, ...collected, ...refunded].filter((r) => r.user_name !== null).map((r) => [r.user_id, r.user_name!]),
  );
  const signedByMember = by(signed, (r) => String(r.user_id));
  const netByMember = net((r) => String(r.user_id));
  const members = [...names]
    .map(([id, name]) => ({
      user_id: id,
      user_name: name,
      contract_amount: moneyText(signedByMember.get(String(id)) ?? 0),
      collected_amount: moneyText(netByMember.get(String(id)) ?? 0),
    }))
    .sort((a, b) => new Decimal(b.contract_amount).cmp(a.contract_amount) || a.user_id - b.user_id)
    .slice(0, 10);
  return {
    totals: {
      contract_count: total(counted).toNumber(),
      contract_amount: moneyText(total(signed)),
      collected_amount: moneyText(total(collected).minus(total(refunded))),
      refund_amount: moneyText(total(refunded)),
    },
    trend: {
      granularity: byMonth ? 'month' : 'day',
      labels,
      contracts: labels.map((d) => moneyText(signedByDay.get(d) ?? 0)),
      collections: labels.map((d) => moneyText(netByDay.get(d) ?? 0)),
    },
    members,
  };
}

export function moneyDashboardRoutes(app: App) {
  serve(app, routes.money, async (req) => ok(await moneyOverview(app.database.db, app, currentUser(req), req.query)));
}
