import { Decimal, moneyText, type ProductLineInput } from '@suwork/domain';
import { contactEntity, customerEntity, offerEntity, opportunityEntity } from '@suwork/domain/entities';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import { addDays, companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { demoCaller } from '../../core/demo-caller.ts';
import { users } from '../../db/schema.ts';
import { contract, contractTable } from './tables.ts';

// Demo contracts for a new installation started with `npm start`, made after the sales demo (some are signed on its
// won opportunities, which their approval wins): 王强's and 杨磊's contracts, approved by their department leaders through the real approval
// flow, one of 王强's waiting for 刘洋 and one a draft; instalments collected in full, in part, overdue and due this
// week; collections confirmed by 赵敏 and one she has yet to confirm; a duplicate payment refunded through approval;
// a service contract that ends this month. All of it through the API as the members would, so every number,
// status, run and log line is the module's own.

// the sales demo's records the contracts are made for
const { table: customerTable, cols: customer } = entityTableOf(customerEntity);
const { table: contactTable, cols: contact } = entityTableOf(contactEntity);
const { table: chanceTable, cols: chanceCols } = entityTableOf(opportunityEntity);
const { table: offerTable, cols: offerCols } = entityTableOf(offerEntity);

type Seller = '王强' | '杨磊';
/** Who approves a seller's contract (their department's leader) and who files a refund on it. */
const LEADER: Record<Seller, string> = { 王强: '刘洋', 杨磊: '陈静' };
/** Approves a refund filed by a department leader: the leader of 销售部 above them. */
const REFUND_APPROVER = '李娜';
const FINANCE = '赵敏';

type DemoPlan = {
  /** share of the contract amount in percent (the last plan takes the rest, so they add up exactly) */
  pct: number;
  /** due, days from today */
  due: number;
  /** collected: in full, or this much; confirmed by finance unless `pending` */
  paid?: 'full' | string;
  /** the day the money came, days from today (default: the due day, or yesterday when that is still ahead) */
  paidOn?: number;
  /** registered by the seller, not yet confirmed by finance (待回款) */
  pending?: true;
  remark?: string;
};

type DemoContract = {
  title: string;
  customer: string;
  owner: Seller;
  /** the won (or open) opportunity it comes from: its lines, and its amount (or its accepted quote's) */
  chance?: string;
  /** the amount when no opportunity or quote gives it */
  amount: string;
  type: 1 | 3 | 4;
  /** signed this many days ago (a won opportunity's contract is signed the day it was won) */
  signed: number;
  /** ends this many days from today (default: a year after the signing) */
  ends?: number;
  state: 'approved' | 'submitted' | 'draft';
  plans?: readonly DemoPlan[];
  /** the customer paid an instalment twice: the second payment (no instalment) is confirmed and refunded */
  duplicate?: { instalment: number; paidOn: number; refundOn: number; reason: string };
  remark?: string;
};

const TERMS =
  '<p>1. 合同签订后5个工作日内支付合同总额的30%，验收合格后10个工作日内支付剩余款项。</p><p>2. 乙方收款后5个工作日内开具增值税专用发票。</p><p>3. 逾期付款的，每逾期一日按未付金额的万分之五支付违约金。</p>';

const CONTRACTS: readonly DemoContract[] = [
  {
    title: '华锐智能CRM实施合同',
    customer: '深圳市华锐智能科技有限公司',
    owner: '王强',
    amount: '186000.00',
    type: 3,
    signed: 75,
    state: 'approved',
    plans: [
      { pct: 30, due: -60, paid: 'full', remark: '首付款' },
      { pct: 40, due: 20, paid: '30000.00', paidOn: -8, remark: '上线验收款，客户先付3万，余款走完内部流程后支付' },
      { pct: 30, due: 120, remark: '尾款' },
    ],
    remark: '客户管理与合同回款模块实施，分两期上线。',
  },
  {
    title: '华锐智能安全网关采购合同',
    customer: '深圳市华锐智能科技有限公司',
    owner: '王强',
    chance: '华锐智能安全网关采购',
    amount: '140958.46',
    type: 1,
    signed: 3,
    state: 'approved',
    // the customer paid the prepayment today: 王强 registered it, finance has yet to confirm it arrived
    plans: [
      { pct: 30, due: 5, paid: 'full', paidOn: 0, pending: true, remark: '预付款' },
      { pct: 70, due: 45, remark: '到货验收款' },
    ],
  },
  {
    title: '恒通物流年度运维续约合同',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    chance: '恒通物流年度运维续约',
    amount: '96000.00',
    type: 3,
    signed: 30,
    state: 'approved',
    plans: [
      { pct: 50, due: -6, remark: '上半年服务费，客户财务称月底统一付款' },
      { pct: 50, due: 85, remark: '下半年服务费' },
    ],
  },
  {
    title: '恒通物流仓储系统运维服务合同',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    amount: '120000.00',
    type: 3,
    signed: 345,
    ends: 20,
    state: 'approved',
    plans: [
      { pct: 50, due: -330, paid: 'full' },
      { pct: 50, due: -150, paid: 'full' },
    ],
    remark: '本合同即将到期，续约已在洽谈。',
  },
  {
    title: '云杉信息SaaS办公套件升级合同',
    customer: '杭州云杉信息技术有限公司',
    owner: '王强',
    chance: '云杉信息SaaS办公套件升级',
    amount: '71800.00',
    type: 1,
    signed: 1,
    state: 'submitted',
    remark: '企业版200用户，含电子签章模块，客户要求本周内完成盖章。',
  },
  {
    title: '恒通物流仓储云平台一期合同',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    chance: '恒通物流仓储云平台',
    amount: '380000.00',
    type: 1,
    signed: 0,
    state: 'draft',
    remark: '草稿：付款比例待与客户确认。',
  },
  {
    title: '海峡金融灾备云服务器采购合同',
    customer: '厦门海峡金融服务有限公司',
    owner: '杨磊',
    chance: '海峡金融灾备云服务器',
    amount: '148400.00',
    type: 1,
    signed: 6,
    state: 'approved',
    plans: [
      { pct: 50, due: 10, paid: 'full', paidOn: 0, remark: '客户提前支付首期款' },
      { pct: 50, due: 100, remark: '二期款' },
    ],
  },
  {
    title: '金陵商贸门店收银系统合同',
    customer: '南京金陵商贸有限公司',
    owner: '杨磊',
    amount: '58000.00',
    type: 1,
    signed: 50,
    state: 'approved',
    plans: [
      { pct: 50, due: -40, paid: 'full', paidOn: -41 },
      { pct: 50, due: 25, remark: '门店上线后支付' },
    ],
    duplicate: { instalment: 1, paidOn: -39, refundOn: -30, reason: '客户财务误将首期款重复支付，原路退回。' },
  },
  {
    title: '秦川软件研发管理平台合同',
    customer: '西安秦川软件有限公司',
    owner: '杨磊',
    amount: '45000.00',
    type: 1,
    signed: 20,
    state: 'approved',
    plans: [
      { pct: 50, due: -15, paid: 'full', paidOn: -16 },
      { pct: 50, due: 45 },
    ],
  },
];

/** The amounts of a contract's instalments: their shares, the last one taking the rest. */
function split(amount: string, plans: readonly DemoPlan[]): string[] {
  let left = new Decimal(amount);
  return plans.map((p, i) => {
    const part = i === plans.length - 1 ? left : new Decimal(amount).times(p.pct).dividedBy(100).toDecimalPlaces(2);
    left = left.minus(part);
    return moneyText(part);
  });
}

/**
 * Adds the contracts' demo data; run once, after the demo customers and the sales demo. A database that already has
 * contracts is left as it is.
 */
export async function seedContractDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const [anyContract] = await db.select({ id: contract.id }).from(contractTable).limit(1);
  if (anyContract) {
    log?.info('已有合同，跳过合同演示数据');
    return;
  }
  const names = [...new Set([...CONTRACTS.map((c) => c.owner), ...Object.values(LEADER), REFUND_APPROVER, FINANCE])];
  const people = await db
    .select({ id: users.user_id, name: users.user_name })
    .from(users)
    .where(inArray(users.user_name, names));
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
  if (people.length < names.length || CONTRACTS.some((c) => !customerId.has(c.customer))) {
    log?.warn('合同演示数据需要演示公司的成员和客户，已跳过');
    return;
  }
  const personId = (name: string) => people.find((p) => p.name === name)!.id;
  const contacts = await db
    .select({ id: contact.id, enterprise_id: contact.enterprise_id })
    .from(contactTable)
    .where(inArray(contact.enterprise_id, [...customerId.values()]))
    .orderBy(asc(contact.id));
  // the sales demo's opportunities (absent when it was skipped: the contracts then stand alone)
  const chances = await db
    .select({
      id: chanceCols.id,
      name: chanceCols.chance_name,
      enterprise_id: chanceCols.enterprise_id,
      amount: chanceCols.amount,
      lines: chanceCols.product_lines,
      status: chanceCols.status,
      closed: chanceCols.expect_date,
      close_time: chanceCols.close_time,
    })
    .from(chanceTable)
    .where(
      inArray(
        chanceCols.chance_name,
        CONTRACTS.flatMap((c) => (c.chance ? [c.chance] : [])),
      ),
    );
  const accepted = chances.length
    ? await db
        .select({ id: offerCols.id, chance_id: offerCols.chance_id, after_tax: offerCols.after_tax })
        .from(offerTable)
        .where(
          and(
            inArray(
              offerCols.chance_id,
              chances.map((c) => c.id),
            ),
            eq(offerCols.status, 3),
          ),
        )
    : [];

  const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const day = (days: number) => addDays(today, days);
  const { call, done } = demoCaller(app);
  const flow = (as: string, flowType: number, id: number) =>
    call(as, '/api/flow/startflow', { flow_type: flowType, detail_id: id, to_user: '{}' });
  const approve = (as: string, flowType: number, id: number) =>
    call(as, '/api/flow/examine', { flow_type: flowType, detail_id: id, pass_type: 2, reason: '同意' });
  const confirm = (id: number, amount: string) =>
    call(FINANCE, '/api/ContractPayment/confirm', { receivable_id: id, actual_amount: amount });
  let plansMade = 0;
  let collections = 0;

  try {
    for (const c of CONTRACTS) {
      const enterpriseId = customerId.get(c.customer)!;
      const chance = chances.find((x) => x.name === c.chance && x.enterprise_id === enterpriseId);
      const offer = chance && accepted.find((o) => o.chance_id === chance.id);
      // a won opportunity's contract: signed the day it was won, for the amount of its accepted quote (or its own)
      const won = chance?.status === 2;
      const amount = moneyText(String(offer?.after_tax ?? (won ? chance.amount : c.amount)));
      const signed = won && chance.closed ? String(chance.closed) : day(-c.signed);
      // the opportunity's lines as a form sends them: the server names and totals them again
      const lines = (chance?.lines ?? []).map((l): ProductLineInput => ({
        product_id: l.product_id,
        spec_id: l.spec_id,
        module_id: l.module_id,
        service_id: l.service_id,
        price: l.price,
        quantity: l.quantity,
        discount: l.discount,
        remark: l.remark,
      }));
      // a contract comes from an open opportunity and its approval wins it: the sales demo's won opportunity is
      // opened for it here, and keeps the day it was won once its contract is approved
      const winning = won && c.state === 'approved';
      if (winning)
        await db.update(chanceTable).set({ status: 1, close_time: null }).where(eq(chanceCols.id, chance.id));
      const { id } = await call(c.owner, '/api/Contract/add', {
        title: c.title,
        enterprise_id: enterpriseId,
        ...(chance ? { chance_id: chance.id } : {}),
        ...(offer ? { offer_id: offer.id } : {}),
        contact_id: contacts.find((x) => x.enterprise_id === enterpriseId)?.id ?? null,
        sign_user_id: personId(c.owner),
        sign_date: signed,
        start_date: signed,
        end_date: c.ends !== undefined ? day(c.ends) : addDays(signed, 364),
        contract_type: c.type,
        ...(lines.length ? { product_lines: lines } : {}),
        amount,
        terms: TERMS,
        remark: c.remark ?? '',
      });
      if (c.state === 'draft') continue;
      await flow(c.owner, 1, id);
      if (c.state === 'submitted') continue;
      await approve(LEADER[c.owner], 1, id);
      // a won opportunity has the time it was won
      if (winning)
        await db
          .update(chanceTable)
          .set({ close_time: chance.close_time, update_time: chance.close_time! })
          .where(eq(chanceCols.id, chance.id));

      const plans = c.plans ?? [];
      const amounts = split(amount, plans);
      const planIds: number[] = [];
      for (const [i, p] of plans.entries()) {
        const plan = await call(c.owner, '/api/ContractRepay/add', {
          contract_id: id,
          amount: amounts[i],
          repayment_date: day(p.due),
          remark: p.remark ?? '',
        });
        planIds.push(plan.id);
        plansMade++;
      }
      for (const [i, p] of plans.entries()) {
        if (!p.paid) continue;
        const paid = p.paid === 'full' ? amounts[i] : p.paid;
        const r = await call(c.owner, '/api/ContractPayment/add', {
          contract_id: id,
          plan_id: planIds[i],
          amount: paid,
          receive_date: day(p.paidOn ?? Math.min(p.due, -1)),
          pay_method: 1,
          payer_account: `${c.customer} 基本户`,
        });
        collections++;
        if (!p.pending) await confirm(r.id, paid);
        if (c.duplicate?.instalment === i + 1) {
          const again = await call(c.owner, '/api/ContractPayment/add', {
            contract_id: id,
            amount: paid,
            receive_date: day(c.duplicate.paidOn),
            pay_method: 1,
            payer_account: `${c.customer} 基本户`,
            remark: '客户重复付款',
          });
          collections++;
          await confirm(again.id, paid);
          const leader = LEADER[c.owner];
          const refund = await call(leader, '/api/ContractRefund/add', {
            contract_id: id,
            receivable_id: again.id,
            amount: paid,
            refund_date: day(c.duplicate.refundOn),
            refund_method: 1,
            refund_account: `${c.customer} 基本户`,
            reason: c.duplicate.reason,
          });
          await flow(leader, 3, refund.id);
          await approve(REFUND_APPROVER, 3, refund.id);
        }
      }
    }
  } finally {
    await done();
  }
  log?.info(
    `已创建合同演示数据：${CONTRACTS.length} 份合同、${plansMade} 期回款计划、${collections} 笔回款记录、1 笔退款`,
  );
}
