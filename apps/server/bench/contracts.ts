// Contracts at scale (npm run bench with DATABASE_URL after `seed:scale -- --customers 1000000`, which writes
// 100,000 contracts with their instalments and collections): the contract list page 1, in its default order and
// sorted by amount, against the same page written by hand, p95 for admin (every contract) and 王强 (his own).
import { contractEntity, ENTITIES } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { createRegistries } from '../src/core/registries.ts';
import { SessionService, type SessionUser } from '../src/core/sessions.ts';
import { customerStory } from '../src/modules/contract/customer-story.ts';
import { openDatabase } from '../src/db/client.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { users } from '../src/db/schema.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;

export async function contractsAtScale(url: string, p95s: Timer, line: Line) {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const client = (
    db as unknown as {
      $client: { query: (q: { text: string; values?: unknown[]; name?: string }) => Promise<unknown> };
    }
  ).$client;
  const bare =
    (text: string, name: string, values: unknown[] = []) =>
    () =>
      client.query({ text, name, values });
  const service = new EntityService(contractEntity, db, 480);
  const { count: total, capped } = await service.count(undefined);
  console.log(
    `\nContracts at scale (PostgreSQL, ${total}${capped ? '+' : ''} contracts, p95 of 60, sides interleaved)`,
  );
  if (total < 5_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (it writes 100,000 contracts)');
    return database.close();
  }
  const sessions = new SessionService(db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return (await sessions.resolve(await sessions.create(u.id)))!.user;
  };
  const ratio = (a: number, b: number) => `${a.toFixed(1)} ms / ${b.toFixed(1)} ms = ${(a / b).toFixed(2)}×`;
  for (const name of ['admin', '王强']) {
    const user = await userOf(name);
    // the list's own scope: the owner, or a record the member is on the team of
    const scope = user.scope.all
      ? 'true'
      : `(k.owner_user_id = ${user.user_id} or k.id = any(array(select record_id from crm_team where user_id = ${user.user_id} and entity = 'contract')))`;
    // the page the API returns, written by hand: its list columns, times formatted, creator, owner, department and
    // company signer joined
    const page = (order: string, key: string) =>
      bare(
        `select k.id, k.title, k.contract_no, k.company_name, k.sign_user_id, k.sign_date, k.end_date, k.contract_type, k.amount, k.back_amount,
                k.stay_amount, k.status, k.create_user_id, k.owner_user_id, k.dept_id,
                to_char((k.create_time at time zone 'UTC') + interval '480 minutes', 'YYYY-MM-DD HH24:MI:SS'),
                to_char((k.update_time at time zone 'UTC') + interval '480 minutes', 'YYYY-MM-DD HH24:MI:SS'),
                c.user_name, w.user_name, d.dept_name, s.user_name
           from crm_contract k left join sys_user c on c.user_id = k.create_user_id left join sys_user w on w.user_id = k.owner_user_id
                left join sys_dept d on d.dept_id = k.dept_id left join sys_user s on s.user_id = k.sign_user_id
          where ${scope} order by ${order} limit 20`,
        `bench_contract_${key}_${user.user_id}`,
      );
    const byAmount = { sort_field: 'amount', sort_order: 'desc' } as const;
    const t = await p95s({
      'bare page': page('k.update_time desc, k.id desc', 'page'),
      'list page 1': () => service.list(user, { page: 1, limit: 20 }, { withCount: false }),
      'list page 1 with its total': () => service.list(user, { page: 1, limit: 20 }),
      'bare page by amount': page('k.amount desc, k.id desc', 'amount'),
      'list page 1 by amount': () => service.list(user, { page: 1, limit: 20, ...byAmount }, { withCount: false }),
    });
    line(`  ${name}: list page 1 / bare`, ratio(t['list page 1'], t['bare page']), '≤ 3×');
    line(
      `  ${name}: list page 1 with its total / bare`,
      ratio(t['list page 1 with its total'], t['bare page']),
      '(total counted to 10,000)',
    );
    line(`  ${name}: page 1 by amount / bare`, ratio(t['list page 1 by amount'], t['bare page by amount']), '≤ 3×');
  }
  await storyAtScale(db, bare, userOf, p95s, line, ratio);
  await database.close();
}

/**
 * 客户全景 of the customer with the most contracts of 王强's: the story (every kind's newest 50 within the scope,
 * and the sums) against the same reads written by hand, for admin and for 王强 (with the customer and the member as
 * parameters, as the story sends them, so both sides are planned for each call).
 */
async function storyAtScale(
  db: Parameters<typeof customerStory>[0],
  bare: (text: string, name: string, values?: unknown[]) => () => Promise<unknown>,
  userOf: (name: string) => Promise<SessionUser>,
  p95s: Timer,
  line: Line,
  ratio: (a: number, b: number) => string,
) {
  // the services customerStory reads through entity(app, …), without an app
  const services = { registries: createRegistries() };
  for (const d of ENTITIES) services.registries.services.set(d.key, new EntityService(d, db, 480));
  const seller = await userOf('王强');
  const [busiest] = resultRows<{ id: number }>(
    await db.execute(
      sql`select enterprise_id as id from crm_contract where owner_user_id = ${seller.user_id} group by enterprise_id order by count(*) desc limit 1`,
    ),
  );
  const customerId = busiest?.id;
  if (!customerId) return;
  console.log(`\n客户全景 at scale (customer ${customerId})`);
  for (const name of ['admin', '王强']) {
    const user = name === '王强' ? seller : await userOf(name);
    const own = (alias: string) => (user.scope.all ? 'true' : `${alias}.owner_user_id = $2::int`);
    const kinds = [
      ['crm_clue', 'customer_id', 'null'],
      ['crm_chance', 'enterprise_id', 'amount'],
      ['crm_offer', 'enterprise_id', 'after_tax'],
      ['crm_contract', 'enterprise_id', 'amount'],
      ['crm_receivable', 'enterprise_id', 'amount'],
      ['crm_complaint', 'enterprise_id', 'null'],
    ].map(
      ([table, key, amount]) =>
        `(select id, ${amount} as amount, create_time from ${table} x where x.${key} = $1::int and ${own('x')} order by create_time desc, id desc limit 50)`,
    );
    const viaContracts = ['crm_contract_plan', 'crm_contract_refund'].map(
      (table) =>
        `(select id, amount, create_time from ${table} x where x.contract_id in (select id from crm_contract where enterprise_id = $1::int) and ${own('x')} order by create_time desc, id desc limit 50)`,
    );
    const sums = `select sum(amount), sum(back_amount), sum(stay_amount), (select sum(stay_amount) from crm_contract_plan p where p.contract_id in (select id from crm_contract where enterprise_id = $1::int) and p.status in (2, 4) and ${own('p')}) from crm_contract k where k.enterprise_id = $1::int and k.status = 3 and ${own('k')}`;
    const values = user.scope.all ? [customerId] : [customerId, user.user_id];
    const hand = bare(`${[...kinds, ...viaContracts].join(' union all ')}`, `bench_story_${user.user_id}`, values);
    const handSums = bare(sums, `bench_story_sums_${user.user_id}`, values);
    const t = await p95s({
      bare: () => Promise.all([hand(), handSums()]),
      story: () => customerStory(db, services, user, customerId, 480),
    });
    line(`  ${name}: 客户全景 / bare`, ratio(t.story, t.bare), '≤ 3×');
  }
}
