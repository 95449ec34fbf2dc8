// Money out at scale for seed-scale.ts: 借款, 报销 (with their lines), 付款 (with fin_payment_item rows) and 还款
// (fin_borrow_repay, in cash and by offset against a claim), generated inside the database from the ordinal of each
// document, owned by the members in turn.
//
// Only what a member does is written: documents saved (待提交) or approved (no approval runs are written, as for the
// contracts), payments (drafts, approved, approved then voided) and repayments, each planned by one SQL fragment.
// The figures kept on a document — 已付/未付/已还/未还, 付款状态, a borrowing's 2 → 4 → 6 — are summed from those
// same fragments by the ledger's rules (settleBill, settleBorrow), so they agree with the rows written. What the
// ledger checks before a write holds as well: a payment pays approved documents awaiting payment, of one payee, and
// the payments holding a document (drafts and approved) never hold more than it owes; an offset takes the claimant's
// own paid borrowing, at most what is out on it; a payment of a repaid borrowing is never voided.
import { borrowEntity, expenseEntity, paymentEntity } from '@suwork/domain/entities';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { borrowRepayments, paymentItems } from '../src/modules/finance/finance.tables.ts';

export type FinanceScale = { borrowings: number; expenses: number; today: string; tzOffsetMinutes: number };
export type FinanceCounts = {
  borrowings: number;
  expenses: number;
  lines: number;
  payments: number;
  items: number;
  repayments: number;
};

const [fb, fe, fp] = [tableOf(borrowEntity), tableOf(expenseEntity), tableOf(paymentEntity)];
/** The tables written here (to vacuum and analyze afterwards). */
export const financeTables = [fb, fe, fp, paymentItems, borrowRepayments];

/**
 * One class of every twenty by ordinal; a borrowing and the pair of claims with the same ordinal share their
 * member and their class (the second claim of the pair offsets the borrowing in classes 9, 14 and 15):
 *
 * | class | 借款 (money 100–20,000, in hundreds) | 报销 pair (1–4 lines each) |
 * |---|---|---|
 * | 0 | 待提交 | 待提交 |
 * | 1 | 已作废 (one in two after an approved payment was voided) | 已通过, 待付款 |
 * | 2 | 已通过, 待付款 | 待付款, both held by a payment draft |
 * | 3 | 待付款, held by a payment draft | 部分付款 (half each, one payment) |
 * | 4 | 待付款, half paid (one in two: the rest held by a draft) | 已付款 (one payment of both) |
 * | 5 | 已付款待还款, due later | 已付款 |
 * | 6, 7 | 已付款待还款, overdue | 已付款 |
 * | 8 | 已付款待还款, 30 % repaid in cash | 已付款 |
 * | 9 | 已付款待还款, half offset by the claim | 已付款, the second claim offsets half the borrowing |
 * | 10 | 已付款待还款, 25 % repaid in cash | 已付款 after a payment of both was voided |
 * | 11 | 已付款待还款, paid again after a voided payment | 待提交 |
 * | 12, 13 | 已还款 in cash | 已付款 (13: a payment each) |
 * | 14 | 已还款 by the claim's offset | 已付款, the second claim offsets all of the borrowing |
 * | 15 | 已还款: 60 % offset, the rest in cash | 已付款, the second claim offsets 60 % |
 * | 16 | 已还款 in two cash repayments | 待付款 |
 * | 17 | 已还款 in cash | 部分付款 |
 * | 18 | 已还款 in cash | 已付款 |
 * | 19 | 待付款 | 已付款 |
 */
export async function seedFinanceAtScale(db: Db, o: FinanceScale): Promise<FinanceCounts> {
  const T = sql`${o.today}::date`;
  // a moment of a company day as stored: 10:00 in the company's zone, plus minutes, never after now
  const at = (day: SQL, minutes: SQL) =>
    sql`least(((${day} + time '10:00') - make_interval(mins => ${o.tzOffsetMinutes}::int) + make_interval(mins => (${minutes})::int)) at time zone 'UTC', now())`;
  // numbered on from the documents already there (JK-GM…, BX-GM…, FK-GM… never meet the server's JK-20261125-0001)
  const [base] = resultRows<{ b: number; e: number; p: number }>(
    await db.execute(
      sql`select (select coalesce(max(id), 0) from ${fb})::int as b, (select coalesce(max(id), 0) from ${fe})::int as e, (select coalesce(max(id), 0) from ${fp})::int as p`,
    ),
  );
  const members = sql`(select array_agg(user_id order by user_id) as ids, array_agg(dept_id order by user_id) as depts,
                              array_agg(user_name order by user_id) as names, count(*)::int as n from sys_user)`;

  // the borrowings of this run, each with its dates (borrowed, due, paid, repaid, offset) and what comes back on it
  const borrowPlan = sql`(
    select i, a.c, m.ids[1 + i % m.n] as uid, m.depts[1 + i % m.n] as dept, m.names[1 + i % m.n] as name,
           'JK-GM' || lpad((${base.b}::int + i)::text, 8, '0') as code, a.money, d.bday, d.bday + 30 + i % 61 as due, p.pay,
           least(p.pay + 7 + i % 40, ${T}) as r1, least(p.pay + 27 + i % 40, ${T}) as r2, least(p.pay + 5 + i % 20, ${T}) as d_off,
           (case a.c when 8 then trunc(a.money * 0.3, 2) when 10 then trunc(a.money * 0.25, 2) when 12 then a.money when 13 then a.money
                     when 15 then a.money - trunc(a.money * 0.6, 2) when 16 then trunc(a.money / 2, 2) when 17 then a.money when 18 then a.money
                     else 0 end)::numeric(14, 2) as cash1,
           (case a.c when 16 then a.money - trunc(a.money / 2, 2) else 0 end)::numeric(14, 2) as cash2,
           (case a.c when 9 then trunc(a.money / 2, 2) when 14 then a.money when 15 then trunc(a.money * 0.6, 2) else 0 end)::numeric(14, 2) as offset_amount
      from generate_series(1, ${o.borrowings}::int) i cross join ${members} m
      cross join lateral (select i % 20 as c, ((1 + (i::bigint * 7919) % 200) * 100)::numeric(14, 2) as money) a
      cross join lateral (select ${T} - case when a.c in (0, 2, 3, 4, 19) then i % 30 when a.c = 5 then 3 + i % 20 when a.c in (6, 7) then 100 + i % 600
                                             when a.c between 8 and 11 then 3 + i % 90 when a.c between 12 and 18 then 10 + i % 690 else i % 700 end as bday) d
      cross join lateral (select least(d.bday + 1 + i % 3, ${T}) as pay) p
  )`;

  // one line's amount (20.00–1519.99); the first line of a claim that offsets a borrowing carries the offset too
  const lineAmount = (j: SQL, l: SQL, offset: SQL) =>
    sql`((((${j}::bigint * 7919 + ${l} * 104729) % 150000) + 2000) / 100.0 + case when ${l} = 1 then ${offset} else 0 end)::numeric(14, 2)`;

  // the claims of this run: pairs (ordinals 2k − 1 and 2k) of one member; the second of a pair in classes 9, 14, 15
  // offsets the borrowing k, approved a few days after it was paid
  const claimPlan = sql`(
    select x.*, t.amount, t.amount - x.offset_amount as payable, x.c not in (0, 11) as approved
      from (select j, kk.k, cc.c, m.ids[1 + kk.k % m.n] as uid, m.depts[1 + kk.k % m.n] as dept, m.names[1 + kk.k % m.n] as name,
                   'BX-GM' || lpad((${base.e}::int + j)::text, 8, '0') as code, coalesce(bp.offset_amount, 0)::numeric(14, 2) as offset_amount,
                   bp.code as borrow_code, coalesce(bp.d_off, ${T} - case when cc.c in (0, 1, 2, 3, 11, 16, 17) then kk.k % 30 else 2 + kk.k % 700 end) as cday,
                   1 + (j * 3) % 4 as nl
              from generate_series(1, ${o.expenses}::int) j cross join ${members} m
              cross join lateral (select (j + 1) / 2 as k) kk
              cross join lateral (select kk.k % 20 as c) cc
              left join ${borrowPlan} bp on j % 2 = 0 and bp.i = kk.k and bp.c in (9, 14, 15) and bp.offset_amount > 0) x
      cross join lateral (select sum(${lineAmount(sql`x.j`, sql`l`, sql`x.offset_amount`)})::numeric(14, 2) as amount from generate_series(1, x.nl) l) t
  )`;

  // every payment as its rows: a borrowing's own (B…), a pair of claims together (P…) or one claim (E…); drafts dated
  // today, a voided payment followed by the approved one a few days later; with the moment it was last touched
  const paySpec = sql`(
    select y.*, ${at(sql`y.pay_date`, sql`case when y.status = 1 then -90 else 30 + abs(hashtext(y.pkey)) % 200 end`)} as touched
      from (select 'B' || bp.i || '-' || v.s as pkey, v.status, v.pay_date, 2 as doc_type, bp.code as doc_code, v.amount::numeric(14, 2) as amount, bp.uid, bp.dept, bp.name
              from ${borrowPlan} bp
              cross join lateral (values
                (1, case when bp.c in (1, 11) then 9 when bp.c = 3 then 1 else 3 end, case when bp.c = 3 then ${T} else bp.pay end,
                    case when bp.c = 4 then trunc(bp.money / 2, 2) else bp.money end),
                (2, case when bp.c = 4 then 1 else 3 end, case when bp.c = 4 then ${T} else least(bp.pay + 3, ${T}) end,
                    case when bp.c = 4 then bp.money - trunc(bp.money / 2, 2) else bp.money end)
              ) v(s, status, pay_date, amount)
             where (v.s = 1 and ((bp.c = 1 and bp.i % 40 = 1) or bp.c between 3 and 18)) or (v.s = 2 and (bp.c = 11 or (bp.c = 4 and bp.i % 40 = 4)))
            union all
            select case when cp.c = 13 then 'E' || cp.j else 'P' || cp.k end || '-' || v.s, v.status, v.pay_date, 1, cp.code, v.amount, cp.uid, cp.dept, cp.name
              from (select cp.*, case when cp.c = 13 then least(cp.cday + 2 + cp.j % 5, ${T}) else least(max(cp.cday) over (partition by cp.k) + 2 + cp.k % 5, ${T}) end as pday
                      from ${claimPlan} cp) cp
              cross join lateral (values
                (1, case cp.c when 2 then 1 when 10 then 9 else 3 end, case when cp.c = 2 then ${T} else cp.pday end,
                    case when cp.c in (3, 17) then trunc(cp.payable / 2, 2) else cp.payable end),
                (2, 3, least(cp.pday + 4, ${T}), cp.payable)
              ) v(s, status, pay_date, amount)
             where cp.approved and cp.c not in (1, 16) and (v.s = 1 or cp.c = 10) and v.amount > 0) y
  )`;
  // what the approved payments paid on each document, and when a payment last touched it
  const paidOn = (docType: number) =>
    sql`(select doc_code, coalesce(sum(amount) filter (where status = 3), 0) as paid, max(touched) as touched from ${paySpec} ps where doc_type = ${docType}::int group by 1)`;

  // 还款: cash (one or two) on the borrowings, and the offsets the approved claims made on the day they were approved
  const repaySpec = sql`(
    select bp.code as borrow_code, v.amount, v.day, 1 + bp.i % 2 as method, null::text as claim_code, '' as remark, bp.uid as user_id,
           ${at(sql`v.day`, sql`240 + bp.i % 300`)} as touched
      from ${borrowPlan} bp cross join lateral (values (bp.cash1, bp.r1), (bp.cash2, bp.r2)) v(amount, day)
     where v.amount > 0
    union all
    select cp.borrow_code, cp.offset_amount, cp.cday, null, cp.code, '报销单 ' || cp.code || ' 冲抵', 0, ${at(sql`cp.cday`, sql`cp.j % 300`)}
      from ${claimPlan} cp
     where cp.offset_amount > 0 and cp.approved
  )`;

  // the figures kept on each document are what settleBorrow and settleBill would write from those rows
  const [b] = resultRows<{ n: number }>(
    await db.execute(sql`
      with ins as (
        insert into ${fb} (code, apply_name, money, reason, borrow_date, repay_date, pay_method, bank_name, bank_account, paid_money, unpaid_money,
                           payment_received, unpayment_received, status, locked, create_user_id, owner_user_id, dept_id, create_time, update_time)
        select bp.code, bp.name, bp.money,
               (array['华东客户巡访差旅备用金', '参展物料预付款', '客户招待备用金', '项目采购预付款', '招投标保证金垫付', '驻场实施差旅备用金'])[1 + bp.i % 6],
               bp.bday, bp.due, case when bp.i % 10 = 0 then 2 else 1 end, '招商银行', '62258800' || lpad(bp.uid::text, 8, '0'),
               f.paid, greatest(bp.money - f.paid, 0), f.repaid, greatest(f.paid - f.repaid, 0),
               case bp.c when 0 then 0 when 1 then 7 else case when bp.money - f.paid > 0 then 2 when f.repaid >= bp.money then 6 else 4 end end, 1,
               bp.uid, bp.uid, bp.dept, ${at(sql`bp.bday`, sql`-60 - bp.i % 60`)}, greatest(${at(sql`bp.bday`, sql`bp.i % 300`)}, f.touched)
          from ${borrowPlan} bp
          left join ${paidOn(2)} pd on pd.doc_code = bp.code
          left join (select borrow_code, sum(amount) as repaid, max(touched) as touched from ${repaySpec} rs group by 1) rp on rp.borrow_code = bp.code
          cross join lateral (select coalesce(pd.paid, 0) as paid, coalesce(rp.repaid, 0) as repaid, greatest(pd.touched, rp.touched) as touched) f
        returning 1
      )
      select count(*)::int as n from ins`),
  );

  const [e] = resultRows<{ n: number; lines: number }>(
    await db.execute(sql`
      with ins as (
        insert into ${fe} (code, title, items, amount, borrow_ids, offset_amount, payable_amount, paid_amount, unpaid_amount, pay_status, status, remark,
                           create_user_id, owner_user_id, dept_id, create_time, update_time)
        select cp.code, (array['差旅费报销', '客户招待费报销', '办公用品报销', '市内交通费报销', '通讯费报销', '市场活动费用报销'])[1 + cp.j % 6] || ' 规模测试' || (${base.e}::int + cp.j),
               li.items, cp.amount, case when b.id is null then '{}'::int[] else array[b.id] end, cp.offset_amount, cp.payable, f.paid,
               greatest(cp.payable - f.paid, 0), case when cp.approved then case when cp.payable - f.paid <= 0 then 3 when f.paid > 0 then 2 else 1 end end,
               case when cp.approved then 3 else 1 end, case when cp.offset_amount > 0 then '冲抵借款 ' || cp.borrow_code else '' end,
               cp.uid, cp.uid, cp.dept, ${at(sql`cp.cday`, sql`-120 - cp.j % 300`)}, greatest(${at(sql`cp.cday`, sql`cp.j % 300`)}, pd.touched)
          from ${claimPlan} cp
          left join ${fb} b on b.code = cp.borrow_code
          left join ${paidOn(1)} pd on pd.doc_code = cp.code
          cross join lateral (select coalesce(pd.paid, 0) as paid) f
          cross join lateral (
            select jsonb_agg(jsonb_build_object('date', (cp.cday - l - cp.k % 5)::text, 'category', 1 + (cp.j + l) % 8, 'amount', ${lineAmount(sql`cp.j`, sql`l`, sql`cp.offset_amount`)}::text,
                                                'description', (array['出差往返车票', '市内出租车', '出差餐费', '酒店住宿', '打印纸、文件夹', '手机话费', '客户答谢宴', '其他费用'])[1 + (cp.j + l) % 8],
                                                'bill_count', 1 + (cp.j + l) % 3) order by l) as items
              from generate_series(1, cp.nl) l
          ) li
        returning jsonb_array_length(items) as lines
      )
      select count(*)::int as n, coalesce(sum(lines), 0)::int as lines from ins`),
  );

  const [p] = resultRows<{ n: number; items: number }>(
    await db.execute(sql`
      with docs as (
        select ps.*, coalesce(b.id, x.id) as doc_id
          from ${paySpec} ps left join ${fb} b on ps.doc_type = 2 and b.code = ps.doc_code left join ${fe} x on ps.doc_type = 1 and x.code = ps.doc_code
      ),
      pays as (
        select pkey, min(status) as status, min(pay_date) as pay_date, sum(amount)::numeric(14, 2) as amount, min(uid) as uid, min(dept) as dept, min(name) as name,
               max(touched) as touched,
               jsonb_agg(jsonb_build_object('doc_type', doc_type, 'doc_id', doc_id, 'doc_code', doc_code, 'amount', amount::text) order by doc_id) as items,
               'FK-GM' || lpad((${base.p}::int + row_number() over (order by min(pay_date), pkey))::text, 8, '0') as code
          from docs group by pkey
      ),
      pk as (
        insert into ${fp} (code, items, amount, payee, bank_name, bank_account, pay_method, pay_date, status, remark, create_user_id, owner_user_id, dept_id,
                           create_time, update_time)
        select code, items, amount, name, '招商银行', '62258800' || lpad(uid::text, 8, '0'), (array[1, 1, 1, 1, 1, 1, 4, 5, 2, 3])[1 + right(code, 1)::int],
               pay_date, status, case status when 9 then '款项退回，已作废' when 1 then '' else '网银转账' end, uid, uid, dept, ${at(sql`pay_date`, sql`-90`)}, touched
          from pays
        returning id, code
      ),
      it as (
        insert into ${paymentItems} (payment_id, doc_type, doc_id, amount)
        select pk.id, d.doc_type, d.doc_id, d.amount from docs d join pays on pays.pkey = d.pkey join pk on pk.code = pays.code
        returning 1
      )
      select (select count(*) from pk)::int as n, (select count(*) from it)::int as items`),
  );

  const [r] = resultRows<{ n: number }>(
    await db.execute(sql`
      with ins as (
        insert into ${borrowRepayments} (borrow_id, amount, repay_date, method, expense_id, remark, user_id, create_time)
        select b.id, rs.amount, rs.day, rs.method, x.id, rs.remark, rs.user_id, rs.touched
          from ${repaySpec} rs join ${fb} b on b.code = rs.borrow_code left join ${fe} x on x.code = rs.claim_code
        returning 1
      )
      select count(*)::int as n from ins`),
  );
  return { borrowings: b.n, expenses: e.n, lines: e.lines, payments: p.n, items: p.items, repayments: r.n };
}
