// 应收账龄 at scale (npm run bench with DATABASE_URL after `seed:scale`, which writes 100,000 contracts with their
// instalments and some written off): the ageing's bucket totals and its first page of customers (and of contracts),
// p95 for admin (every contract) and 王强 (his own), against the bare aggregate written by hand; BENCH_ONLY=debts.
import { contractEntity, DEBT_SETTINGS_DEFAULT } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { SessionService } from '../src/core/sessions.ts';
import { companyToday } from '../src/core/time-format.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { ageing } from '../src/modules/debt/ageing.service.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;

export async function debtsAtScale(url: string, p95s: Timer, line: Line) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const client = (
    db as unknown as {
      $client: { query: (q: { text: string; values?: unknown[]; name?: string }) => Promise<unknown> };
    }
  ).$client;
  const contracts = new EntityService(contractEntity, db, 480);
  const { count: total, capped } = await contracts.count(undefined);
  console.log(`\n应收账龄 at scale (PostgreSQL, ${total}${capped ? '+' : ''} contracts, p95 of 60, sides interleaved)`);
  if (total < 5_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (it writes 100,000 contracts)');
    return database.close();
  }
  const sessions = new SessionService(db, defaultConfig());
  const today = companyToday(new Date(), 480);
  const ratio = (a: number, b: number) => `${a.toFixed(1)} ms / ${b.toFixed(1)} ms = ${(a / b).toFixed(2)}×`;
  for (const name of ['admin', '王强']) {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    const user = (await sessions.resolve(await sessions.create(u.id)))!.user;
    const scope = user.scope.all
      ? 'true'
      : `(k.owner_user_id = ${user.user_id} or k.id = any(array(select record_id from crm_team where user_id = ${user.user_id} and entity = 'contract')))`;
    // the bucket totals written by hand: one aggregate over the outstanding instalments of the approved contracts in scope
    const bare = () =>
      client.query({
        text: `select case when d <= 0 then 0 when d <= 30 then 1 when d <= 60 then 2 when d <= 90 then 3 when d <= 180 then 4 when d <= 365 then 5 else 6 end, count(*), sum(stay)
                 from (select $1::date - p.repayment_date as d, p.stay_amount as stay
                         from crm_contract_plan p join crm_contract k on k.id = p.contract_id
                        where p.status in (1, 2, 3, 4) and p.stay_amount > 0 and k.status = 3 and ${scope}) x group by 1`,
        values: [today],
        name: `bench_ageing_${user.user_id}`,
      });
    const page = (dimension: 'customer' | 'contract') => () =>
      ageing(db, contracts, user, today, DEBT_SETTINGS_DEFAULT, { dimension, sort: 'total', page: 1, limit: 20 });
    const t = await p95s(
      { 'bare aggregate': bare, 'ageing by customer': page('customer'), 'ageing by contract': page('contract') },
      60,
    );
    line(
      `  ${name}: ageing by customer / bare buckets`,
      ratio(t['ageing by customer'], t['bare aggregate']),
      '≤ 3×, < 500 ms',
    );
    line(
      `  ${name}: ageing by contract / bare buckets`,
      ratio(t['ageing by contract'], t['bare aggregate']),
      '≤ 3×, < 500 ms',
    );
  }
  await database.close();
}
