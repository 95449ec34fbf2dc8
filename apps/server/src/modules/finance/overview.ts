import { Decimal, moneyText } from '@suwork/domain';
import { financeOverviewAnswers, type Figure, type FinanceOverview } from '@suwork/domain/contracts';
import { BORROW, borrowEntity, contractEntity, contractRefundEntity, DOC_APPROVED, expenseEntity, paymentEntity, receivableEntity } from '@suwork/domain/entities';
import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { isDate } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';

const DAY = 86_400_000;
const query = z.strictObject({
  start_date: z.string({ error: '请选择开始日期' }).refine(isDate, '开始日期应为 YYYY-MM-DD'),
  end_date: z.string({ error: '请选择结束日期' }).refine(isDate, '结束日期应为 YYYY-MM-DD'),
});
type Period = z.infer<typeof query>;

/** What the member sees of an entity (its data scope, read once for every figure of the entity). */
type Scoped = { service: EntityService; scope: SQL | undefined };

/** Σ `amount` of the member's visible rows matching `where`, dated within the period, by day (or month). */
async function byDay(db: Db, { service, scope }: Scoped, date: string, amount: string, where: SQL, period: Period, byMonth: boolean) {
  const c = service.cols;
  return (await db
    .select({ day: sql<string>`to_char(${c[date]}, ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`, s: sql<string>`coalesce(sum(${c[amount]}), 0)::text` })
    .from(service.table)
    .where(andAll([where, gte(c[date], period.start_date), lte(c[date], period.end_date), scope]))
    .groupBy(sql`1`)) as { day: string; s: string }[];
}

/** How many visible rows match `where` and Σ `amount` of them. */
async function figure(db: Db, { service, scope }: Scoped, amount: string, where: SQL): Promise<Figure> {
  const [row] = (await db
    .select({ n: sql<number>`count(*)::int`, s: sql<string>`coalesce(sum(${service.cols[amount]}), 0)::text` })
    .from(service.table)
    .where(andAll([where, scope]))) as { n: number; s: string }[];
  return { count: row.n, amount: moneyText(row.s) };
}

/**
 * 财务概览 for the member's data scope: money in (confirmed collections less approved refunds) and out (approved
 * payments) of the period by day, or by month past two months; what is open now: receivables, claims and
 * borrowings to pay, borrowings out.
 */
export async function financeOverview(db: Db, app: WithRegistries, user: SessionUser, period: Period): Promise<FinanceOverview> {
  const span = Date.parse(period.end_date) - Date.parse(period.start_date);
  if (span < 0) throw invalid('结束日期不能早于开始日期');
  if (span > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
  const byMonth = span > 62 * DAY;
  const [contracts, receivables, refunds, expenses, borrows, payments] = await Promise.all(
    [contractEntity, receivableEntity, contractRefundEntity, expenseEntity, borrowEntity, paymentEntity].map(async (def): Promise<Scoped> => {
      const service: EntityService = serviceOf(app, def);
      return { service, scope: await service.listScope(user) };
    }),
  );
  const cols = (s: Scoped) => s.service.cols;
  const [collected, refunded, paid, receivable, claims, toPay, out] = await Promise.all([
    byDay(db, receivables, 'receive_date', 'actual_amount', inArray(cols(receivables).status, [2, 3]), period, byMonth),
    byDay(db, refunds, 'refund_date', 'amount', eq(cols(refunds).status, DOC_APPROVED), period, byMonth),
    byDay(db, payments, 'pay_date', 'amount', eq(cols(payments).status, DOC_APPROVED), period, byMonth),
    figure(db, contracts, 'stay_amount', and(eq(cols(contracts).status, DOC_APPROVED), gt(cols(contracts).stay_amount, '0'))!),
    figure(db, expenses, 'unpaid_amount', and(eq(cols(expenses).status, DOC_APPROVED), inArray(cols(expenses).pay_status, [1, 2]))!),
    figure(db, borrows, 'unpaid_money', eq(cols(borrows).status, BORROW.toPay)),
    figure(db, borrows, 'unpayment_received', and(eq(cols(borrows).status, BORROW.paid), gt(cols(borrows).unpayment_received, '0'))!),
  ]);
  const days = new Map<string, { in: Decimal; out: Decimal }>();
  const at = (day: string) => days.get(day) ?? days.set(day, { in: new Decimal(0), out: new Decimal(0) }).get(day)!;
  for (const r of collected) at(r.day).in = at(r.day).in.plus(r.s);
  for (const r of refunded) at(r.day).in = at(r.day).in.minus(r.s);
  for (const r of paid) at(r.day).out = at(r.day).out.plus(r.s);
  const trend = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, v]) => ({ day, cash_in: moneyText(v.in), cash_out: moneyText(v.out) }));
  const total = (key: 'cash_in' | 'cash_out') => moneyText(trend.reduce((s, d) => s.plus(d[key]), new Decimal(0)));
  return { cash_in: total('cash_in'), cash_out: total('cash_out'), granularity: byMonth ? 'month' : 'day', trend, receivable, claims_to_pay: claims, borrows_to_pay: toPay, borrows_out: out };
}

export function overviewRoutes(app: App) {
  app.get('/api/Financial/overview', { config: { auth: { node: 'financial_financial' } }, schema: { querystring: query, response: { 200: financeOverviewAnswers.overview } } }, async (req) =>
    ok(await financeOverview(app.database.db, app, currentUser(req), req.query)),
  );
}
