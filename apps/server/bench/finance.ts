// 财务概览 at scale (npm run bench with DATABASE_URL after `seed:scale`, which writes 100,000 contracts with their
// collections): the overview of this month, p95 for admin (everything) and 王强 (his own), against the bare
// aggregate of its largest figure (what is outstanding on the approved contracts) written by hand; BENCH_ONLY=finance.
import { contractEntity, contractRefundEntity, ENTITY_BY_KEY, receivableEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { SessionService } from '../src/core/sessions.ts';
import { companyToday } from '../src/core/time-format.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { financeOverview } from '../src/modules/finance/overview.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;

export async function financeAtScale(url: string, p95s: Timer, line: Line) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const client = (db as unknown as { $client: { query: (q: { text: string; values?: unknown[]; name?: string }) => Promise<unknown> } }).$client;
  const keys = [contractEntity.key, receivableEntity.key, contractRefundEntity.key, 'expense', 'borrow', 'payment'];
  const services = new Map(keys.map((k) => [k, new EntityService(ENTITY_BY_KEY.get(k)!, db, 480)]));
  const { count: total, capped } = await services.get(contractEntity.key)!.count(undefined);
  console.log(`\n财务概览 at scale (PostgreSQL, ${total}${capped ? '+' : ''} contracts, p95 of 40, sides interleaved)`);
  if (total < 5_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (it writes 100,000 contracts)');
    return database.close();
  }
  const sessions = new SessionService(db, defaultConfig());
  const today = companyToday(new Date(), 480);
  const period = { start_date: `${today.slice(0, 7)}-01`, end_date: today };
  const ratio = (a: number, b: number) => `${a.toFixed(1)} ms / ${b.toFixed(1)} ms = ${(a / b).toFixed(2)}×`;
  for (const name of ['admin', '王强']) {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    const user = (await sessions.resolve(await sessions.create(u.id)))!.user;
    const scope = user.scope.all ? 'true' : `(owner_user_id = ${user.user_id} or id = any(array(select record_id from crm_team where user_id = ${user.user_id} and entity = 'contract')))`;
    const bare = () => client.query({ text: `select count(*), sum(stay_amount) from crm_contract where status = 3 and stay_amount > 0 and ${scope}`, name: `bench_overview_${user.user_id}` });
    const t = await p95s({ 'bare aggregate': bare, overview: () => financeOverview(db, services, user, period) }, 40);
    line(`  ${name}: 财务概览 / bare outstanding aggregate`, ratio(t.overview, t['bare aggregate']), '< 500 ms');
  }
  await database.close();
}
