// Fills the database with many customers (and opportunities and contracts on them) for the scale benchmark:
//   npm run seed:scale -- --customers 1000000 [--opportunities 300000] [--contracts 100000] [--borrowings 20000] [--expenses 50000]
//   (DATABASE_URL for PostgreSQL, else DATA_DIR's PGlite)
// Rows are generated inside the database (generate_series) in batches, owned by the demo members. Opportunities
// default to three for every ten customers, contracts to one for every ten, each with its 回款计划 and 回款记录;
// money out to a borrowing for every 50 customers and a claim for every 20, with their payments and repayments
// (seed-scale-finance.ts).
import {
  contractBadEntity,
  contractBrokenEntity,
  contractEntity,
  customerEntity,
  opportunityEntity,
  receivableEntity,
  recoveryEntity,
} from '@suwork/domain/entities';
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { companyToday } from '../src/core/time-format.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { financeTables, seedFinanceAtScale } from './seed-scale-finance.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} 应为非负整数`);
  return n;
};

const total = arg('customers', 100_000);
const opportunities = arg('opportunities', Math.round(total * 0.3));
const contracts = arg('contracts', Math.round(total * 0.1));
const borrowings = arg('borrowings', Math.round(total * 0.02));
const expenses = arg('expenses', Math.round(total * 0.05));
const BATCH = 100_000;
const config = loadConfig();
// a batch of 100,000 rows takes longer than an API query may
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  statementTimeoutMs: 0,
});
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
const o = tableOf(opportunityEntity);
for (let done = 0; done < opportunities; done += BATCH) {
  const n = Math.min(BATCH, opportunities - done);
  // on the customers in turn, owned by their owners; in the default group's stages; one in ten won, one in ten lost;
  // one in three with two product lines (priced as the server would: 2 × 1000.00 and 1 × amount − 2000.00)
  await database.db.execute(sql`
    insert into ${o} (chance_name, enterprise_id, company_name, chance_source, stage_id, stage_name, expect_success, amount,
                      expect_date, product_lines, status, status_reason, close_time, create_user_id, owner_user_id, dept_id,
                      create_time, update_time)
    select '规模测试商机' || (${done} + g), c.id, c.enterprise_name, 1 + g % 6, st.id, st.name, st.percent,
           a.amount, (now() + (g % 180) * interval '1 day')::date,
           case when g % 3 = 0 then jsonb_build_array(
             jsonb_build_object('product_id', 1, 'spec_id', null, 'module_id', null, 'service_id', null, 'price', '1000.00', 'quantity', '2', 'discount', '0', 'remark', '', 'product_name', '规模测试产品', 'spec_name', '', 'module_name', '', 'unit', '台', 'subtotal', '2000.00'),
             jsonb_build_object('product_id', 2, 'spec_id', null, 'module_id', null, 'service_id', null, 'price', (a.amount - 2000)::text, 'quantity', '1', 'discount', '0', 'remark', '', 'product_name', '规模测试服务', 'spec_name', '', 'module_name', '', 'unit', '项', 'subtotal', (a.amount - 2000)::text))
             else '[]'::jsonb end,
           case when g % 10 = 1 then 2 when g % 10 = 2 then 3 else 1 end, case when g % 10 = 2 then '价格原因' else '' end,
           case when g % 10 in (1, 2) then now() - (g % 60) * interval '1 day' end,
           c.owner_user_id, c.owner_user_id, c.dept_id, now() - (g % 720) * interval '1 hour', now() - (g % 100000) * interval '1 minute'
    from generate_series(1, ${n}) g
    join lateral (select ((g * 7919) % 1000000 + 3000)::numeric(14, 2) as amount) a on true
    join lateral (select id, name, percent from crm_stage where group_id = (select min(id) from crm_stage_group) order by sort offset (g % 5) limit 1) st on true
    join lateral (select id, enterprise_name, owner_user_id, dept_id from ${t} where id = (select min(id) from ${t}) + (${done} + g) % greatest(1, (select count(*) from ${t}))) c on true`);
  console.log(`已写入 ${done + n} / ${opportunities} 个商机`);
}
const k = tableOf(contractEntity);
const pl = tableOf(recoveryEntity);
const rc = tableOf(receivableEntity);
// numbered on from the contracts already there, so another run adds to them; HT-GM…/HK-GM… never meet the server's
// own numbers (HT-20261125-0001)
const [{ base }] = resultRows<{ base: number }>(
  await database.db.execute(sql`select coalesce(max(id), 0)::int as base from ${k}`),
);
const today = companyToday(new Date(), config.tzOffsetMinutes);
// a moment of a company day as stored: 10:00 in the company's zone, plus minutes, never after now
const at = (day: SQL, minutes: SQL) =>
  sql`least(((${day} + time '10:00') - make_interval(mins => ${config.tzOffsetMinutes}::int) + make_interval(mins => (${minutes})::int)) at time zone 'UTC', now())`;
for (let done = 0; done < contracts; done += BATCH) {
  const n = Math.min(BATCH, contracts - done);
  // on the customers in turn, owned by their owners, for a year; 17 in 20 approved (signed over the last two years),
  // the rest 待提交 (within the last month). Each has 1–3 instalments (the last takes what the shares leave), 30 days after signing and then
  // every 120. An approved one has collections on its first instalments that have fallen due (or will within 15
  // days): two at most, none or one for one contract in five; in full, or (one in seven) the last one half; one in
  // 25 still unconfirmed. Every sum and status is what the ledger (settleContract) would write.
  await database.db.execute(sql`
    with s as (
      select x.m, c.id as enterprise_id, c.enterprise_name, c.owner_user_id as owner, c.dept_id,
             ((x.m * 7919) % 1000000 + 3000 + (x.m % 100) / 100.0)::numeric(14, 2) as amount, (1 + x.m % 3)::int as n,
             x.m % 20 < 17 as approved, (${today}::date - (1 + x.m % case when x.m % 20 < 17 then 700 else 30 end)::int) as sign,
             -- how many instalments are collected (those fallen due among them)
             case when x.m % 20 >= 17 then 0 when x.m % 5 <> 0 then least(1 + x.m % 3, 2) else (x.m / 5) % 2 end as c
        from (select ${base}::bigint + ${done}::bigint + g as m from generate_series(1, ${n}) g) x
        join lateral (select id, enterprise_name, owner_user_id, dept_id from ${t}
                       where id = (select min(id) from ${t}) + x.m % greatest(1, (select count(*) from ${t}))) c on true
    ),
    r as (
      select s.m, i, p.amount as p_amount, p.due, q.collected, case when q.pending then 0 else q.collected end as actual
        from s
        cross join lateral generate_series(1, s.n) i
        join lateral (select case when i < s.n then trunc(s.amount / s.n, 2) else s.amount - (s.n - 1) * trunc(s.amount / s.n, 2) end as amount,
                             s.sign + 30 + (i - 1) * 120 as due) p on true
        join lateral (select case when i <= s.c and p.due <= ${today}::date + 15
                                  then case when s.m % 7 = 0 and i = s.c then round(p.amount / 2, 2) else p.amount end
                                  else 0 end::numeric(14, 2) as collected,
                             s.m % 25 = 0 and i = s.c as pending) q on true
    ),
    ck as (
      insert into ${k} (contract_no, title, enterprise_id, company_name, sign_user_id, sign_date, start_date, end_date, contract_type,
                        product_lines, lines_amount, amount, back_amount, refund_amount, invoice_amount, stay_amount, terms, status, version,
                        remark, create_user_id, owner_user_id, dept_id, create_time, update_time)
      select 'HT-GM' || lpad(s.m::text, 8, '0'), '规模测试合同' || s.m, s.enterprise_id, s.enterprise_name, s.owner, s.sign, s.sign, s.sign + 364,
             1 + s.m % 5, '[]'::jsonb, 0, s.amount, b.back, 0, 0, s.amount - b.back, '', case when s.approved then 3 else 1 end, 1,
             '', s.owner, s.owner, s.dept_id, ${at(sql`s.sign`, sql`0`)}, ${at(sql`s.sign`, sql`(s.m * 37) % 1440`)}
        from s join (select m, sum(actual) as back from r group by m) b on b.m = s.m
      returning id, contract_no
    ),
    pk as (
      insert into ${pl} (contract_id, plan_name, period, amount, actual_amount, stay_amount, repayment_date, remind_days, status, remark,
                         create_user_id, owner_user_id, dept_id, create_time, update_time)
      select ck.id, '第' || r.i || '期', r.i, r.p_amount, r.actual, r.p_amount - r.actual, r.due, 3,
             case when r.actual >= r.p_amount then 5
                  when r.actual > 0 then case when r.due < ${today}::date then 4 else 3 end
                  else case when r.due < ${today}::date then 2 else 1 end end,
             '', s.owner, s.owner, s.dept_id, ${at(sql`s.sign`, sql`1`)}, ${at(sql`least(r.due, ${today}::date - 1)`, sql`(s.m * 37) % 1440`)}
        from r join s on s.m = r.m join ck on ck.contract_no = 'HT-GM' || lpad(r.m::text, 8, '0')
      returning id, contract_id, period
    )
    insert into ${rc} (hk_number, contract_id, enterprise_id, company_name, plan_id, amount, actual_amount, refund_amount, receive_date,
                       pay_method, payer_account, status, remark, create_user_id, owner_user_id, dept_id, create_time, update_time)
    select 'HK-GM' || lpad(r.m::text, 8, '0') || '-' || r.i, ck.id, s.enterprise_id, s.enterprise_name, pk.id, r.collected, r.actual, 0,
           least(r.due, ${today}::date), 1 + r.m % 5, '', case when r.actual = 0 then 1 when r.actual < r.collected then 2 else 3 end, '',
           s.owner, s.owner, s.dept_id, ${at(sql`least(r.due, ${today}::date)`, sql`60`)}, ${at(sql`least(r.due, ${today}::date)`, sql`(s.m * 37) % 1440`)}
      from r join s on s.m = r.m join ck on ck.contract_no = 'HT-GM' || lpad(r.m::text, 8, '0') join pk on pk.contract_id = ck.id and pk.period = r.i
     where r.collected > 0`);
  console.log(`已写入 ${done + n} / ${contracts} 个合同（含回款计划与回款记录）`);
}
// 坏账 and 呆账: one in 40 of the contracts just written that collected nothing and are past their last instalment
// is written off in full and approved (坏账 beyond a year overdue, else 呆账), its instalments closed (已核销, 6) and its
// balance 0, as the ledger would leave them
const [broken, bad] = [tableOf(contractBrokenEntity), tableOf(contractBadEntity)];
const debtColumns = sql.raw(
  'debt_no, contract_id, enterprise_id, company_name, amount, recovered_amount, debt_date, overdue_days, reason, status, create_user_id, owner_user_id, dept_id',
);
const debtRows = (prefix: string, where: string) =>
  sql.raw(
    `select '${prefix}-GM' || lpad(id::text, 8, '0'), id, enterprise_id, company_name, amount, 0, current_date, days, '规模测试核销', 3, owner_user_id, owner_user_id, dept_id from pick where ${where}`,
  );
const [{ n: writtenOff }] = resultRows<{ n: number }>(
  await database.db.execute(sql`
    with pick as (
      select k.id, k.enterprise_id, k.company_name, k.amount, k.owner_user_id, k.dept_id,
             (select max(${today}::date - p.repayment_date) from ${pl} p where p.contract_id = k.id) as days
        from ${k} k
       where k.id > ${base} and k.id % 40 = 0 and k.status = 3 and k.back_amount = 0
         and exists (select 1 from ${pl} p where p.contract_id = k.id)
         and not exists (select 1 from ${pl} p where p.contract_id = k.id and p.repayment_date >= ${today}::date)
         and not exists (select 1 from ${rc} r where r.contract_id = k.id)
    ),
    b1 as (insert into ${broken} (${debtColumns}) ${debtRows('HZ', 'days > 365')} returning 1),
    b2 as (insert into ${bad} (${debtColumns}) ${debtRows('DZ', 'days <= 365')} returning 1),
    p as (update ${pl} set status = 6, stay_amount = 0 where contract_id in (select id from pick) returning 1),
    c as (update ${k} set stay_amount = 0 where id in (select id from pick) returning 1)
    select (select count(*) from c)::int as n`),
);
console.log(`已核销 ${writtenOff} 个合同（坏账或呆账）`);
const moneyStarted = performance.now();
const money = await seedFinanceAtScale(database.db, {
  borrowings,
  expenses,
  today,
  tzOffsetMinutes: config.tzOffsetMinutes,
});
console.log(
  `已写入 ${money.borrowings} 笔借款、${money.expenses} 张报销单（${money.lines} 行明细）、${money.payments} 张付款单（${money.items} 行付款明细）、` +
    `${money.repayments} 笔还款，用时 ${((performance.now() - moneyStarted) / 1000).toFixed(1)} 秒`,
);
// vacuum also merges the trigram indexes' pending entries, so searches right after seeding are as fast as later
for (const table of [t, o, k, pl, rc, broken, bad, ...financeTables])
  await database.db.execute(sql`vacuum analyze ${table}`);
console.log(`完成，用时 ${((performance.now() - started) / 1000).toFixed(1)} 秒`);
await database.close();
