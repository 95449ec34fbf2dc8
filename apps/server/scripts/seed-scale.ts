// Fills the database with many customers for the scale benchmark:
//   npm run seed:scale -- --customers 1000000   (DATABASE_URL for PostgreSQL, else DATA_DIR's PGlite)
// Rows are generated inside the database (generate_series) in batches, owned by the demo members.
import { customerEntity } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} 应为非负整数`);
  return n;
};

const total = arg('customers', 100_000);
const BATCH = 100_000;
const config = loadConfig();
// a batch of 100,000 rows takes longer than an API query may
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 0 });
await database.migrate();
await seedIfEmpty(database, config);
const t = tableOf(customerEntity);
const started = performance.now();
for (let done = 0; done < total; done += BATCH) {
  const n = Math.min(BATCH, total - done);
  // owners cycle through the members; each record takes its owner's department
  await database.db.execute(sql`
    insert into ${t} (enterprise_name, source, industry, level, deal_status, contact_name, phone, mobile, region, address,
                      next_follow_time, last_follow_time, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id, create_time, update_time)
    select '规模测试客户' || (${done} + g), 1 + g % 11, 1 + g % 11, 1 + g % 3, 1 + (g % 7 = 0)::int,
           -- ten in a million have a rare two-character name: the benchmark's short keyword
           case when g % 100000 = 7 then '司徒' else '联系人' || g % 1000 end,
           '0755-' || lpad((g % 10000000)::text, 8, '0'), '139' || lpad((g % 100000000)::text, 8, '0'),
           (array['广东省/深圳市/南山区','北京市/北京市/海淀区','上海市/上海市/浦东新区','浙江省/杭州市/西湖区'])[1 + g % 4], '',
           now() + (g % 30) * interval '1 day', now() - (g % 90) * interval '1 day', 1, 1, u.user_id, u.user_id, u.dept_id,
           now() - (g % 720) * interval '1 hour', now() - (g % 100000) * interval '1 minute'
    from generate_series(1, ${n}) g
    join lateral (select user_id, dept_id from sys_user order by user_id offset (g % (select count(*) from sys_user)) limit 1) u on true`);
  console.log(`已写入 ${done + n} / ${total} 个客户`);
}
// vacuum also merges the trigram indexes' pending entries, so searches right after seeding are as fast as later
await database.db.execute(sql`vacuum analyze ${t}`);
console.log(`完成，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
await database.close();
