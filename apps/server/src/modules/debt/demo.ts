import { Decimal, moneyText } from '@suwork/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { users } from '../../db/schema.ts';
import { demoCaller } from '../../core/demo-caller.ts';
import { BAD, BROKEN } from './debt-books.ts';
import { customer, customerTable } from './debt.tables.ts';

// Demo write-offs for 赵敏 (财务经理) on a new installation, made after the contract demo: key accounts of 李娜's
// (销售总监) whose instalments are overdue by a month, two, three, half a year, a year and more, so 应收账龄 shows every
// bucket; a 坏账 黄丽 filed and 赵敏 approved, with money later recovered on it; a 呆账 waiting for 赵敏's approval.
// All of it through the API as the members would.

const OWNER = '李娜';
const FINANCE = '赵敏';
const CLERK = '黄丽';

type DemoPlan = { amount: string; due: number; paid?: string };
type DemoContract = {
  key: string;
  title: string;
  customer: string;
  amount: string;
  signed: number;
  plans: readonly DemoPlan[];
};

const CONTRACTS: readonly DemoContract[] = [
  {
    key: 'broken',
    title: '云杉信息移动办公二期合同',
    customer: '杭州云杉信息技术有限公司',
    amount: '88000.00',
    signed: 540,
    plans: [
      { amount: '35200.00', due: -500, paid: '35200.00' },
      { amount: '52800.00', due: -420 },
    ],
  },
  {
    key: 'bad',
    title: '金陵商贸会员积分系统合同',
    customer: '南京金陵商贸有限公司',
    amount: '64000.00',
    signed: 330,
    plans: [
      { amount: '32000.00', due: -290, paid: '32000.00' },
      { amount: '32000.00', due: -200 },
    ],
  },
  {
    key: 'old',
    title: '秦川软件测试管理平台合同',
    customer: '西安秦川软件有限公司',
    amount: '36000.00',
    signed: 470,
    plans: [
      { amount: '10800.00', due: -430 },
      { amount: '25200.00', due: -120 },
    ],
  },
  {
    key: 'recent',
    title: '恒通物流车队管理系统合同',
    customer: '上海恒通物流股份有限公司',
    amount: '60000.00',
    signed: 110,
    plans: [
      { amount: '20000.00', due: -75, paid: '8000.00' },
      { amount: '15000.00', due: -45 },
      { amount: '15000.00', due: -12 },
      { amount: '10000.00', due: 30 },
    ],
  },
];

/** Adds the write-offs' demo data once, after the contract demo; a database that has write-offs is left as it is. */
export async function seedDebtDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const [anyBroken] = await db.select({ id: BROKEN.cols.id }).from(BROKEN.table).limit(1);
  const [anyBad] = await db.select({ id: BAD.cols.id }).from(BAD.table).limit(1);
  if (anyBroken || anyBad) {
    log?.info('已有坏账或呆账，跳过坏账呆账演示数据');
    return;
  }
  const customers = await db
    .select({ id: customer.id, name: customer.enterprise_name })
    .from(customerTable)
    .where(
      inArray(
        customer.enterprise_name,
        CONTRACTS.map((c) => c.customer),
      ),
    );
  const customerId = new Map(customers.map((c) => [c.name, c.id]));
  if (CONTRACTS.some((c) => !customerId.has(c.customer))) {
    log?.warn('坏账呆账演示数据需要演示公司的客户，已跳过');
    return;
  }
  const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const day = (days: number) => addDays(today, days);
  const { call, done } = demoCaller(app);
  const approveRun = async (flowType: number, id: number, as: string) =>
    call(as, '/api/flow/examine', { flow_type: flowType, detail_id: id, pass_type: 2, reason: '同意' });
  // 李娜 leads 销售部, which has no department above it: her contracts go to the administrator
  const [admin] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, 'admin'));
  const adminToken = await app.sessions.create(admin.id);
  const approveAsAdmin = async (flowType: number, id: number) => {
    const res = (
      await app.inject({
        method: 'POST',
        url: '/api/flow/examine',
        payload: { flow_type: flowType, detail_id: id, pass_type: 2, reason: '同意' },
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json<{ code: number; msg: string }>();
    if (res.code !== 0) throw new Error(`/api/flow/examine: ${res.msg}`);
  };
  const contractIds = new Map<string, number>();
  try {
    for (const c of CONTRACTS) {
      const signed = day(-c.signed);
      const { id } = await call(OWNER, '/api/Contract/add', {
        title: c.title,
        enterprise_id: customerId.get(c.customer),
        sign_date: signed,
        start_date: signed,
        end_date: addDays(signed, 364),
        contract_type: 1,
        amount: c.amount,
        remark: '重点客户合同，由销售总监直接负责。',
      });
      contractIds.set(c.key, id);
      await call(OWNER, '/api/flow/startflow', { flow_type: 1, detail_id: id, to_user: '{}' });
      await approveAsAdmin(1, id);
      for (const p of c.plans) {
        const plan = await call(OWNER, '/api/ContractRepay/add', {
          contract_id: id,
          amount: p.amount,
          repayment_date: day(p.due),
        });
        if (!p.paid) continue;
        const r = await call(OWNER, '/api/ContractPayment/add', {
          contract_id: id,
          plan_id: plan.id,
          amount: p.paid,
          receive_date: day(Math.min(p.due, -1)),
          pay_method: 1,
        });
        await call(FINANCE, '/api/ContractPayment/confirm', { receivable_id: r.id, actual_amount: p.paid });
      }
    }
    // 坏账: the customer stopped trading; 黄丽 files it, 赵敏 approves, part of it comes back later
    const lost = CONTRACTS.find((c) => c.key === 'broken')!;
    const lostAmount = moneyText(new Decimal(lost.amount).minus(lost.plans[0].paid!));
    const broken = await call(CLERK, '/api/ContractBroken/add', {
      contract_id: contractIds.get('broken'),
      amount: lostAmount,
      debt_date: day(-60),
      reason: '客户已停止经营，经多次催收无果，法务评估无法收回，申请核销为坏账。',
    });
    await call(CLERK, '/api/flow/startflow', { flow_type: 11, detail_id: broken.id, to_user: '{}' });
    await approveRun(11, broken.id, FINANCE);
    await call(FINANCE, '/api/ContractBroken/addRecovery', {
      debt_id: broken.id,
      amount: '8000.00',
      recover_date: day(-10),
      pay_method: 1,
      remark: '清算组分配的第一笔款项',
    });
    // 呆账: overdue half a year and disputed; waiting for 赵敏
    const doubtful = CONTRACTS.find((c) => c.key === 'bad')!;
    const bad = await call(CLERK, '/api/ContractBad/add', {
      contract_id: contractIds.get('bad'),
      amount: doubtful.plans[1].amount,
      debt_date: day(-1),
      reason: '尾款逾期已超过半年，客户对验收结果有异议，催收暂无进展，申请计提为呆账。',
    });
    await call(CLERK, '/api/flow/startflow', { flow_type: 12, detail_id: bad.id, to_user: '{}' });
  } finally {
    await done();
    await app.sessions.revoke(adminToken);
  }
  log?.info(`已创建坏账呆账演示数据：${CONTRACTS.length} 份逾期合同、1 笔坏账（含 1 笔收回）、1 笔审批中的呆账`);
}
