// 即将掉入公海 at scale with the recycling rule on. The seed leaves the rule off (with it on, a running server's
// recycling job would return most of the million to the pool), so the rule is switched on inside a transaction that
// is rolled back, and the section's read is timed in it for each member, as the workbench asks it.
import { TODO_COUNT_CAP, TODO_SECTION_LIMIT } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { defaultConfig } from '../src/config.ts';
import { poolRuleKey } from '../src/core/engine/pool-rule.ts';
import { SessionService } from '../src/core/sessions.ts';
import type { Db } from '../src/db/client.ts';
import { schema, users } from '../src/db/schema.ts';
import { poolSoon } from '../src/modules/crm/my-records.ts';

type Timer = <K extends string>(fns: Record<K, () => Promise<unknown>>, rounds?: number) => Promise<Record<K, number>>;
type Line = (label: string, value: string, target: string) => void;

/** p95 of the 即将掉入公海 read for each named member, the rule on (30 days without follow-up, 90 without a deal). */
export async function poolSoonWithRule(url: string, members: readonly string[], p95s: Timer, line: Line) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // as the server's own connections plan
  await client.query('set plan_cache_mode = force_custom_plan');
  const db = drizzle(client, { schema }) as unknown as Db;
  const sessions = new SessionService(db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return u ? (await sessions.resolve(await sessions.create(u.id)))!.user : undefined;
  };
  // one connection: one query at a time
  const found: [string, NonNullable<Awaited<ReturnType<typeof userOf>>>][] = [];
  for (const name of members) {
    const u = await userOf(name);
    if (u) found.push([name, u]);
  }
  await client.query('begin');
  try {
    const rule = { enabled: true, follow_days: 30, deal_days: 90 };
    await client.query(
      `insert into sys_setting (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [poolRuleKey(customerEntity), JSON.stringify(rule)],
    );
    console.log(
      `\n即将掉入公海 with the recycling rule on (${rule.follow_days} days without follow-up, ${rule.deal_days} without a deal; in a rolled-back transaction, p95 of 60)`,
    );
    const soon = (u: (typeof found)[number][1]) => () =>
      poolSoon(db, new Date(), { user: u, limit: TODO_SECTION_LIMIT, countCap: TODO_COUNT_CAP });
    const t = await p95s(
      Object.fromEntries(found.map(([name, u]) => [name, soon(u)])) as Record<string, () => Promise<unknown>>,
      60,
    );
    for (const [name, u] of found) {
      const shown = await soon(u)();
      line(
        `  ${name}: section read`,
        `${t[name].toFixed(1)} ms (${shown.total}${shown.capped ? '+' : ''} due)`,
        '≤ 50 ms for the whole todoList',
      );
    }
  } finally {
    await client.query('rollback');
    await client.end();
  }
}
