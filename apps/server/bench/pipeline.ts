// The sales pipeline at scale (npm run bench with DATABASE_URL after `seed:scale -- --customers 1000000`, which
// writes 300,000 opportunities): the opportunity list page against the same page written by hand, and the
// kanban, funnel and forecast against their bare aggregate SQL, p95 for admin and 王强.
import { opportunityEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { defaultConfig } from '../src/config.ts';
import { EntityService } from '../src/core/engine/entity-service.ts';
import { SessionService } from '../src/core/sessions.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { forecast, funnel, kanban } from '../src/modules/sales/pipeline.service.ts';
import { groupsForDept } from '../src/modules/sales/stages.service.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;

export async function pipelineAtScale(url: string, p95s: Timer, line: Line) {
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
  const service = new EntityService(opportunityEntity, db, 480);
  const total = (await service.count(undefined)).count;
  console.log(
    `\nSales pipeline at scale (PostgreSQL, ${total}${(await service.count(undefined)).capped ? '+' : ''} opportunities, p95 of 200 calls for a list page and of 60 for an aggregate, sides interleaved)`,
  );
  if (total < 10_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (it writes 300,000 opportunities)');
    return database.close();
  }
  const sessions = new SessionService(db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return (await sessions.resolve(await sessions.create(u.id)))!.user;
  };
  const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
  const from = new Date(Date.now() - 30 * 86_400_000);
  const to = new Date();
  const period = { from, to, start_date: from.toISOString().slice(0, 10), end_date: to.toISOString().slice(0, 10) };
  for (const name of ['admin', '王强']) {
    const user = await userOf(name);
    const [group] = await groupsForDept(db, user.dept_id);
    const s = { db, service, user };
    const scope = user.scope.all ? 'true' : `owner_user_id = ${user.user_id}`;
    // the list's own scope: the owner, or a record the member is on the team of
    const listScope = user.scope.all
      ? 'true'
      : `(o.owner_user_id = ${user.user_id} or o.id = any(array(select record_id from crm_team where user_id = ${user.user_id} and entity = 'opportunity')))`;
    const stageIds = group.stages.map((x) => x.id).join(',');
    const t = await p95s({
      // the page the API returns, written by hand: its columns, times formatted, creator, owner and department joined
      'bare list page': bare(
        `select o.id, o.chance_name, o.company_name, o.chance_source, o.stage_name, o.expect_success, o.amount, o.expect_date, o.status,
                  o.create_user_id, o.owner_user_id, o.dept_id,
                  to_char((o.create_time at time zone 'UTC') + interval '480 minutes', 'YYYY-MM-DD HH24:MI:SS'),
                  to_char((o.update_time at time zone 'UTC') + interval '480 minutes', 'YYYY-MM-DD HH24:MI:SS'),
                  c.user_name, w.user_name, d.dept_name
             from crm_chance o left join sys_user c on c.user_id = o.create_user_id left join sys_user w on w.user_id = o.owner_user_id
                  left join sys_dept d on d.dept_id = o.dept_id
            where ${listScope} order by o.update_time desc, o.id desc limit $1`,
        `bench_chance_page_${user.user_id}`,
        // a parameter, so the page is planned for each call as the engine's is
        [20],
      ),
      'list page 1 (engine)': () => service.list(user, { page: 1, limit: 20 }, { withCount: false }),
      'list page 1 with its total': () => service.list(user, { page: 1, limit: 20 }),
    });
    const a = await p95s(
      {
        'bare stage aggregate': bare(
          `select stage_id, count(*), sum(amount) from crm_chance where ${scope} and status = 1 and stage_id in (${stageIds}) group by stage_id`,
          `bench_chance_stages_${user.user_id}`,
        ),
        kanban: () => kanban(s, group, 20, undefined, period, 480),
        funnel: () => funnel(s, group, period),
        'bare month aggregate': bare(
          `select to_char(expect_date, 'YYYY-MM'), count(*), sum(amount), sum(amount * expect_success / 100) from crm_chance where ${scope} and status = 1 and expect_date >= '${month}-01' and expect_date < ('${month}-01'::date + interval '6 months') group by 1`,
          `bench_chance_months_${user.user_id}`,
        ),
        'forecast, 6 months': () => forecast(s, month, 6),
      },
      60,
    );
    const ratio = (a: number, b: number) => `${a.toFixed(1)} ms / ${b.toFixed(1)} ms = ${(a / b).toFixed(2)}×`;
    line(`  ${name}: list page 1 / bare`, ratio(t['list page 1 (engine)'], t['bare list page']), '≤ 3×');
    line(
      `  ${name}: list page 1 with its total / bare`,
      ratio(t['list page 1 with its total'], t['bare list page']),
      '(total counted to 10,000)',
    );
    line(`  ${name}: kanban / bare stage aggregate`, ratio(a.kanban, a['bare stage aggregate']), '< 500 ms');
    line(`  ${name}: funnel / bare stage aggregate`, ratio(a.funnel, a['bare stage aggregate']), '< 500 ms');
    line(
      `  ${name}: forecast / bare month aggregate`,
      ratio(a['forecast, 6 months'], a['bare month aggregate']),
      '< 500 ms',
    );
  }
  await database.close();
}
