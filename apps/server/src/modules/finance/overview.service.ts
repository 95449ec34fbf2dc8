import { Decimal, moneyText } from '@suwork/domain';
import type { Figure, FinanceOverview } from '@suwork/domain/contracts';
import {
  BORROW,
  borrowEntity,
  contractEntity,
  contractRefundEntity,
  DOC_APPROVED,
  expenseEntity,
  paymentEntity,
  receivableEntity,
  type EntityDef,
} from '@suwork/domain/entities';
import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { financeRoutes, ParsedOf } from '@suwork/domain/routes';
import { entityTableOf, serviceOf, type EntityTableOf } from '../../core/engine/entity-handle.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { invalid } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';

const DAY = 86_400_000;
type Period = ParsedOf<typeof financeRoutes.overview>;

/** An entity's table and columns, with what the member sees of it (its data scope, read once for every figure of the entity). */
type Scoped<D extends EntityDef> = EntityTableOf<D> & { scope: SQL | undefined };
type Visible = { table: PgTable; scope: SQL | undefined };

async function scoped<D extends EntityDef>(app: WithRegistries, user: SessionUser, def: D): Promise<Scoped<D>> {
  return { ...entityTableOf(def), scope: await serviceOf(app, def).listScope(user) };
}

/** Σ `amount` of the member's visible rows matching `where`, dated within the period, by day (or month). */
async function byDay(
  db: Db,
  { table, scope }: Visible,
  date: PgColumn,
  amount: PgColumn,
  where: SQL,
  period: Period,
  byMonth: boolean,
) {
  return db
    .select({
      day: sql<string>`to_char(${date}, ${byMonth ? 'YYYY-MM' : 'YYYY-MM-DD'})`,
      s: sql<string>`coalesce(sum(${amount}), 0)::text`,
    })
    .from(table)
    .where(andAll([where, gte(date, period.start_date), lte(date, period.end_date), scope]))
    .groupBy(sql`1`);
}

/** How many visible rows match `where` and Σ `amount` of them. */
async function figure(db: Db, { table, scope }: Visible, amount: PgColumn, where: SQL): Promise<Figure> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, s: sql<string>`coalesce(sum(${amount}), 0)::text` })
    .from(table)
    .where(andAll([where, scope]));
  return { count: row.n, amount: moneyText(row.s) };
}

/**
 * 财务概览 for the member's data scope: money in (confirmed collections less approved refunds) and out (approved
 * payments) of the period by day, or by month past two months; what is open now: receivables, claims and
 * borrowings to pay, borrowings out.
 */
export async function financeOverview(
  db: Db,
  app: WithRegistries,
  user: SessionUser,
  period: Period,
): Promise<FinanceOverview> {
  const span = Date.parse(period.end_date) - Date.parse(period.start_date);
  if (span < 0) throw invalid('结束日期不能早于开始日期');
  if (span > 3 * 366 * DAY) throw invalid('统计区间不能超过三年');
  const byMonth = span > 62 * DAY;
  const [contracts, receivables, refunds, expenses, borrows, payments] = await Promise.all([
    scoped(app, user, contractEntity),
    scoped(app, user, receivableEntity),
    scoped(app, user, contractRefundEntity),
    scoped(app, user, expenseEntity),
    scoped(app, user, borrowEntity),
    scoped(app, user, paymentEntity),
  ]);
  const [c, r, rf, e, b, p] = [
    contracts.cols,
    receivables.cols,
    refunds.cols,
    expenses.cols,
    borrows.cols,
    payments.cols,
  ];
  const [collected, refunded, paid, receivable, claims, toPay, out] = await Promise.all([
    byDay(db, receivables, r.receive_date, r.actual_amount, inArray(r.status, [2, 3]), period, byMonth),
    byDay(db, refunds, rf.refund_date, rf.amount, eq(rf.status, DOC_APPROVED), period, byMonth),
    byDay(db, payments, p.pay_date, p.amount, eq(p.status, DOC_APPROVED), period, byMonth),
    figure(db, contracts, c.stay_amount, and(eq(c.status, DOC_APPROVED), gt(c.stay_amount, '0'))!),
    figure(db, expenses, e.unpaid_amount, and(eq(e.status, DOC_APPROVED), inArray(e.pay_status, [1, 2]))!),
    figure(db, borrows, b.unpaid_money, eq(b.status, BORROW.toPay)),
    figure(db, borrows, b.unpayment_received, and(eq(b.status, BORROW.paid), gt(b.unpayment_received, '0'))!),
  ]);
  const days = new Map<string, { in: Decimal; out: Decimal }>();
  const at = (day: string) => days.get(day) ?? days.set(day, { in: new Decimal(0), out: new Decimal(0) }).get(day)!;
  for (const r of collected) at(r.day).in = at(r.day).in.plus(r.s);
  for (const r of refunded) at(r.day).in = at(r.day).in.minus(r.s);
  for (const r of paid) at(r.day).out = at(r.day).out.plus(r.s);
  const trend = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, v]) => ({ day, cash_in: moneyText(v.in), cash_out: moneyText(v.out) }));
  const total = (key: 'cash_in' | 'cash_out') => moneyText(trend.reduce((s, d) => s.plus(d[key]), new Decimal(0)));
  return {
    cash_in: total('cash_in'),
    cash_out: total('cash_out'),
    granularity: byMonth ? 'month' : 'day',
    trend,
    receivable,
    claims_to_pay: claims,
    borrows_to_pay: toPay,
    borrows_out: out,
  };
}
