// 财务概览 at scale (npm run bench with DATABASE_URL after `seed:scale`, which writes 100,000 contracts with their
// collections and, for money out, 20,000 borrowings, 50,000 claims, about 40,000 payments and their repayments): the
// overview of this month, p95 for admin (everything) and 王强 (his own), against the bare aggregate of its largest
// figure (what is outstanding on the approved contracts) and against its money-out figures (待付报销, 待付借款,
// 借出未还, 支出) written by hand as one statement; both bare answers are checked against the overview's.
// BENCH_ONLY=finance.
import { contractEntity, contractRefundEntity, ENTITY_BY_KEY, receivableEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { createRegistries } from '../src/core/registries.ts';
import { SessionService } from '../src/core/sessions.ts';
import { companyToday } from '../src/core/time-format.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { financeOverview } from '../src/modules/finance/overview.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;
type Query = (q: {
  text: string;
  values?: unknown[];
  name?: string;
}) => Promise<{ rows: Record<string, string | number>[] }>;

/** The money-out figures of the overview written by hand: one statement over the claims, borrowings and payments in scope. */
const MONEY_OUT = (scope: string) => `
  select e.n as claims_n, e.s as claims_s, b.to_pay_n, b.to_pay_s, b.out_n, b.out_s, p.s as paid_s
    from (select count(*)::int as n, coalesce(sum(unpaid_amount), 0)::text as s from fin_expense where status = 3 and pay_status in (1, 2) and ${scope}) e,
         (select count(*) filter (where status = 2)::int as to_pay_n, coalesce(sum(unpaid_money) filter (where status = 2), 0)::text as to_pay_s,
                 count(*) filter (where status = 4 and unpayment_received > 0)::int as out_n,
                 coalesce(sum(unpayment_received) filter (where status = 4 and unpayment_received > 0), 0)::text as out_s
            from fin_borrow where status in (2, 4) and ${scope}) b,
         (select coalesce(sum(amount), 0)::text as s from fin_payment where status = 3 and pay_date between $1::date and $2::date and ${scope}) p`;

export async function financeAtScale(url: string, p95s: Timer, line: Line) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const keys = [contractEntity.key, receivableEntity.key, contractRefundEntity.key, 'expense', 'borrow', 'payment'];
  // the services financeOverview reads through entity(app, …), without an app
  const services = { registries: createRegistries() };
  for (const k of keys) services.registries.services.set(k, new EntityService(ENTITY_BY_KEY.get(k)!, db, 480));
  const { rows: sizes } = await client.query({
    text: `select (select count(*) from crm_contract)::int as contracts, (select count(*) from crm_receivable)::int as collections,
                  (select count(*) from fin_borrow)::int as borrows, (select count(*) from fin_expense)::int as claims,
                  (select coalesce(sum(jsonb_array_length(items)), 0) from fin_expense)::int as lines, (select count(*) from fin_payment)::int as payments,
                  (select count(*) from fin_payment_item)::int as items, (select count(*) from fin_borrow_repay)::int as repayments`,
  });
  const n = sizes[0] as Record<string, number>;
  console.log(
    `\n财务概览 at scale (PostgreSQL, ${n.contracts} contracts, ${n.collections} collections; ${n.borrows} borrowings, ${n.claims} claims (${n.lines} lines), ` +
      `${n.payments} payments (${n.items} items), ${n.repayments} repayments; p95 of 40, sides interleaved)`,
  );
  if (n.contracts < 5_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (it writes 100,000 contracts and money out)');
    return database.close();
  }
  if (n.borrows < 1_000 || n.claims < 1_000)
    console.log('  (few borrowings or claims: seed again with `npm run seed:scale`, which now writes money out too)');
  const sessions = new SessionService(db, defaultConfig());
  const today = companyToday(new Date(), 480);
  const period = { start_date: `${today.slice(0, 7)}-01`, end_date: today };
  const ratio = (a: number, b: number) => `${a.toFixed(1)} ms / ${b.toFixed(1)} ms = ${(a / b).toFixed(2)}×`;
  for (const name of ['admin', '王强']) {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    const user = (await sessions.resolve(await sessions.create(u.id)))!.user;
    const scope = user.scope.all
      ? 'true'
      : `(owner_user_id = ${user.user_id} or id = any(array(select record_id from crm_team where user_id = ${user.user_id} and entity = 'contract')))`;
    // money out has no team: the member's own documents, and those of the departments the member's role sees
    const own = user.scope.all
      ? 'true'
      : `(owner_user_id = ${user.user_id}${user.scope.deptIds.length ? ` or dept_id = any('{${user.scope.deptIds.join(',')}}'::int[])` : ''})`;
    const bare = () =>
      client.query({
        text: `select count(*), sum(stay_amount) from crm_contract where status = 3 and stay_amount > 0 and ${scope}`,
        name: `bench_overview_${user.user_id}`,
      });
    const moneyOut = () =>
      client.query({
        text: MONEY_OUT(own),
        values: [period.start_date, period.end_date],
        name: `bench_money_out_${user.user_id}`,
      });
    const overview = () => financeOverview(db, services, user, period);
    const t = await p95s({ 'bare aggregate': bare, 'bare money out': moneyOut, overview }, 40);
    line(`  ${name}: 财务概览 / bare outstanding aggregate`, ratio(t.overview, t['bare aggregate']), '< 500 ms');
    line(`  ${name}: 财务概览 / bare money-out figures`, ratio(t.overview, t['bare money out']), '< 500 ms');
    // what it measured: the overview's money-out figures, each checked against the bare statement's answer
    const [got, [want]] = await Promise.all([overview(), moneyOut().then((r) => r.rows)]);
    const same = (a: string, b: string | number) => Number(a) === Number(b);
    const agree =
      got.claims_to_pay.count === want.claims_n &&
      same(got.claims_to_pay.amount, want.claims_s) &&
      got.borrows_to_pay.count === want.to_pay_n &&
      same(got.borrows_to_pay.amount, want.to_pay_s) &&
      got.borrows_out.count === want.out_n &&
      same(got.borrows_out.amount, want.out_s) &&
      same(got.cash_out, want.paid_s);
    console.log(
      `    待付报销 ${got.claims_to_pay.count} 张 ${got.claims_to_pay.amount} · 待付借款 ${got.borrows_to_pay.count} 笔 ${got.borrows_to_pay.amount} · ` +
        `借出未还 ${got.borrows_out.count} 笔 ${got.borrows_out.amount} · 支出 ${period.start_date}…${today.slice(8)} ${got.cash_out}` +
        `${agree ? ' (= bare)' : ' ≠ bare: ' + JSON.stringify(want)}`,
    );
  }
  await database.close();
}
