import { CONTRACT_VOID, DOC_APPROVED, DOC_IN_APPROVAL, TRANSFER_DONE, TRANSFER_PENDING } from '@suwork/domain/entities';
import { and, arrayOverlaps, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contract,
  contractTable,
  plan,
  planTable,
  receivable,
  receivableTable,
} from '../src/modules/contract/tables.ts';
import { DEBT_BOOKS } from '../src/modules/debt/debt-books.ts';
import { inv, invoiceTable } from '../src/modules/invoice/ledger.ts';
import { debtBooks } from './debt-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { applicationBody, upload } from './invoice-fixtures.ts';

// 作废 of a contract and the documents hanging on it (docs/decisions/0017-voiding-a-contract.md): the void is
// refused while a money document is live on the contract, naming it; every later step of those documents checks
// again, under the contract's lock, that the contract is still 已通过.

type Row = Record<string, unknown>;
let t: TestContext;
let b: ReturnType<typeof debtBooks>;
/** 李娜: approves 刘洋's refunds */
let boss: string;
let pdf: number;
beforeAll(async () => {
  t = await createTestApp();
  b = debtBooks(t);
  await b.signIn();
  boss = await t.login(demo('李娜'));
  pdf = await upload(t, b.people.finance, '电子发票.pdf');
});
afterAll(async () => t.close());

const voidContract = (contract_id: number, token = b.people.seller) =>
  b.msg(b.send('/api/Contract/cancel', token, { contract_id }));
const flow = (token: string, flow_type: number, detail_id: number) =>
  b.msg(b.send('/api/flow/startflow', token, { flow_type, detail_id, to_user: '{}' }));
const examine = (token: string, flow_type: number, detail_id: number) =>
  b.msg(b.send('/api/flow/examine', token, { flow_type, detail_id, pass_type: 2, reason: '同意' }));
const apply = async (customer: number, contract_id: number, amount: string) => {
  const res = await b.send(
    '/api/FinanceInvoice/add',
    b.people.seller,
    applicationBody(customer, [[contract_id, amount]]),
  );
  expect(res.body.msg).toBe('操作成功');
  return res.body.data.id;
};
let numberSeq = 20_000_000;
const openInvoice = (invoice_id: number, invoice_amount: string) =>
  b.send('/api/FinanceInvoice/openInvoice', b.people.finance, {
    invoice_id,
    invoice_amount,
    invoice_number: String(++numberSeq),
    invoice_date: '2026-11-24',
    attachments: [pdf],
  });
const codeOf = async (invoice_id: number) =>
  String((await b.get<Row>('/api/FinanceInvoice/info', b.people.seller, { id: invoice_id })).data.invoice_code);
/** What became of a contract: its status, as the database holds it. */
const statusOf = async (id: number) =>
  (
    (await t.database.db.select({ status: contract.status }).from(contractTable).where(eq(contract.id, id))) as {
      status: number;
    }[]
  )[0].status;
/** A contract put in the state the issue found it in: 已作废 with documents still live on it. */
const forceVoid = (id: number) =>
  t.database.db.update(contractTable).set({ status: CONTRACT_VOID }).where(eq(contract.id, id));

describe('作废 of a contract', () => {
  it('is refused while an invoice application or an issued invoice is live on it, saying what to do first', async () => {
    const customer = await b.customer();
    const id = await b.approvedContract('1000.00', '2026-01-01', customer);
    const planId = await b.planId(id, '1000.00', '2026-12-01');
    const application = await apply(customer, id, '500.00');
    const code = await codeOf(application);
    expect(await flow(b.people.seller, 4, application)).toBe('操作成功');
    expect(await voidContract(id)).toBe(`合同已有审核中的开票申请 ${code}，不能作废，请先撤回开票申请`);
    expect(await examine(b.people.leader, 4, application)).toBe('操作成功');
    expect(await voidContract(id)).toBe(`合同已有开票申请 ${code}，不能作废，请先作废开票申请`);
    const issued = await openInvoice(application, '200.00');
    expect(issued.body.msg).toBe('操作成功');
    expect(await voidContract(id)).toBe(`合同已有开票申请 ${code}，不能作废，请先作废开票申请`);
    expect(await b.msg(b.send('/api/FinanceInvoice/cancel', b.people.seller, { invoice_id: application }))).toBe(
      '操作成功',
    );
    expect(await voidContract(id)).toBe('合同已开具发票 200.00 元，不能作废，请先作废发票');
    expect(await statusOf(id)).toBe(DOC_APPROVED);
    expect(
      await b.msg(b.send('/api/FinanceInvoiceRecord/cancel', b.people.finance, { record_id: issued.body.data.id })),
    ).toBe('操作成功');
    expect(await voidContract(id)).toBe('操作成功');
    expect(await statusOf(id)).toBe(CONTRACT_VOID);
    const [p] = await t.database.db.select({ status: plan.status }).from(planTable).where(eq(plan.id, planId));
    expect(p.status).toBe(9);
  });

  it('is allowed beside an application that holds nothing (a draft), whose submission is then refused', async () => {
    const customer = await b.customer();
    const id = await b.approvedContract('1000.00', '2026-01-01', customer, '草稿开票合同');
    const draft = await apply(customer, id, '300.00');
    expect(await voidContract(id)).toBe('操作成功');
    expect(await flow(b.people.seller, 4, draft)).toBe('合同「草稿开票合同」已作废，不能申请开票');
  });

  it('is refused while a 坏账 or 呆账 is in approval, though nothing was collected, and once one is approved', async () => {
    const id = await b.approvedContract('5000.00');
    const draft = (await b.writeOff('ContractBad', id, '1000.00')).body.data.id;
    expect(await flow(b.people.clerk, 12, draft)).toBe('操作成功');
    expect(await voidContract(id)).toBe('合同已有审批中的坏账或呆账，不能作废，请先撤回核销');
    expect(await b.msg(b.decide(12, draft))).toBe('操作成功');
    expect(await voidContract(id)).toBe('合同已核销坏账或呆账，不能作废');
    expect(await statusOf(id)).toBe(DOC_APPROVED);
  });

  it('is refused while a 合同变更 is in approval', async () => {
    const id = await b.approvedContract('5000.00');
    const change = await b.send('/api/ContractChange/add', b.people.seller, {
      contract_id: id,
      reason: '调整金额',
      new_amount: '6000.00',
      new_start_date: '2026-01-01',
      new_end_date: '2027-12-31',
    });
    expect(change.body.msg).toBe('操作成功');
    expect(await flow(b.people.seller, 2, change.body.data.id)).toBe('操作成功');
    expect(await voidContract(id)).toMatch(/^合同已有审批中的合同变更 BG-\d{8}-\d{4}，不能作废，请先撤回变更$/);
  });
});

describe('every later step checks that the contract is still 已通过', () => {
  it('approving and issuing on an invoice application, and handing it over', async () => {
    const customer = await b.customer();
    const id = await b.approvedContract('1000.00', '2026-01-01', customer, '开票作废合同');
    const running = await apply(customer, id, '300.00');
    expect(await flow(b.people.seller, 4, running)).toBe('操作成功');
    const approved = await apply(customer, id, '500.00');
    expect(await flow(b.people.seller, 4, approved)).toBe('操作成功');
    expect(await examine(b.people.leader, 4, approved)).toBe('操作成功');
    const full = await apply(customer, id, '100.00');
    expect(await flow(b.people.seller, 4, full)).toBe('操作成功');
    expect(await examine(b.people.leader, 4, full)).toBe('操作成功');
    expect((await openInvoice(full, '100.00')).body.msg).toBe('操作成功');
    await forceVoid(id);
    expect(await examine(b.people.leader, 4, running)).toBe('合同「开票作废合同」已作废，不能通过开票申请');
    expect((await openInvoice(approved, '100.00')).body.msg).toBe('合同「开票作废合同」已作废，不能开具发票');
    expect(await b.msg(b.send('/api/FinanceInvoice/transfer', b.people.finance, { invoice_id: full }))).toBe(
      '合同「开票作废合同」已作废，不能移交发票',
    );
    const [c] = await t.database.db
      .select({ invoiced: contract.invoice_amount })
      .from(contractTable)
      .where(eq(contract.id, id));
    expect(c.invoiced).toBe('100.00');
    // the ways down stay open: the application is withdrawn or voided, the invoice voided
    expect(await b.msg(b.send('/api/flow/withdraw', b.people.seller, { flow_type: 4, detail_id: running }))).toBe(
      '操作成功',
    );
    expect(await b.msg(b.send('/api/FinanceInvoice/cancel', b.people.seller, { invoice_id: approved }))).toBe(
      '操作成功',
    );
  });

  it('确认到账, 更正到账, a refund and a recovery', async () => {
    const id = await b.approvedContract('5000.00', '2026-01-01', undefined, '回款作废合同');
    const waiting = (await b.collect(id, '1000.00')).body.data.id;
    const arrived = await b.collected(id, '1000.00');
    const refund = await b.send('/api/ContractRefund/add', b.people.leader, {
      contract_id: id,
      receivable_id: arrived,
      amount: '100.00',
      refund_date: '2026-11-22',
      refund_method: 1,
      reason: '退货',
    });
    expect(refund.body.msg).toBe('操作成功');
    const submitted = await b.send('/api/ContractRefund/add', b.people.leader, {
      contract_id: id,
      receivable_id: arrived,
      amount: '100.00',
      refund_date: '2026-11-22',
      refund_method: 1,
      reason: '退货',
    });
    expect(await flow(b.people.leader, 3, submitted.body.data.id)).toBe('操作成功');
    const wo = await b.approvedWriteOff('ContractBroken', 11, id, '1000.00');
    await forceVoid(id);
    expect(
      await b.msg(
        b.send('/api/ContractPayment/confirm', b.people.finance, { receivable_id: waiting, actual_amount: '1000.00' }),
      ),
    ).toBe('合同「回款作废合同」已作废，不能确认到账');
    expect(
      await b.msg(
        b.send('/api/ContractPayment/correct', b.people.finance, {
          receivable_id: arrived,
          actual_amount: '900.00',
          reason: '银行回单金额有误',
        }),
      ),
    ).toBe('合同「回款作废合同」已作废，不能更正到账');
    expect(
      await b.msg(
        b.send('/api/ContractRefund/add', b.people.leader, {
          contract_id: id,
          receivable_id: arrived,
          amount: '50.00',
          refund_date: '2026-11-22',
          refund_method: 1,
          reason: '退货',
        }),
      ),
    ).toBe('合同「回款作废合同」已作废，不能申请退款');
    expect(await flow(b.people.leader, 3, refund.body.data.id)).toBe('合同「回款作废合同」已作废，不能提交退款');
    expect(await examine(boss, 3, submitted.body.data.id)).toBe('合同「回款作废合同」已作废，不能通过退款');
    expect(
      await b.msg(
        b.send('/api/ContractBroken/addRecovery', b.people.finance, {
          debt_id: wo,
          amount: '100.00',
          recover_date: '2026-11-20',
          pay_method: 1,
        }),
      ),
    ).toBe('合同「回款作废合同」已作废，不能登记坏账收回');
    const [c] = await t.database.db
      .select({ back: contract.back_amount, refunded: contract.refund_amount })
      .from(contractTable)
      .where(eq(contract.id, id));
    expect(c).toEqual({ back: '1000.00', refunded: '0.00' });
  });
});

describe('collections a recovery booked', () => {
  it('are voided or corrected by nobody in 回款记录 while the recovery stays; the recovery is changed instead', async () => {
    const id = await b.approvedContract('3000.00');
    const wo = await b.approvedWriteOff('ContractBroken', 11, id, '3000.00');
    const rec = await b.send('/api/ContractBroken/addRecovery', b.people.finance, {
      debt_id: wo,
      amount: '1000.00',
      recover_date: '2026-11-20',
      pay_method: 1,
    });
    expect(rec.body.msg).toBe('操作成功');
    const [booked] = await t.database.db
      .select({ id: receivable.id })
      .from(receivableTable)
      .where(eq(receivable.contract_id, id));
    const kept = '该回款由坏账收回登记，请在坏账的收回记录中修改或删除';
    expect(
      await b.msg(
        b.send('/api/ContractPayment/cancel', b.people.seller, { receivable_id: booked.id, reason: '重复登记' }),
      ),
    ).toBe(kept);
    expect(
      await b.msg(
        b.send('/api/ContractPayment/cancel', b.people.finance, { receivable_id: booked.id, reason: '重复登记' }),
      ),
    ).toBe(kept);
    expect(
      await b.msg(
        b.send('/api/ContractPayment/correct', b.people.finance, {
          receivable_id: booked.id,
          actual_amount: '500.00',
          reason: '银行回单金额有误',
        }),
      ),
    ).toBe(kept);
    expect(await b.msg(b.send('/api/ContractPayment/del', b.people.finance, { ids: [booked.id] }))).not.toBe(
      '操作成功',
    );
    const [row] = await t.database.db
      .select({ status: receivable.status, actual: receivable.actual_amount })
      .from(receivableTable)
      .where(eq(receivable.id, booked.id));
    expect(row).toEqual({ status: 3, actual: '1000.00' });
    expect(await b.info('ContractBroken', wo)).toMatchObject({ recovered_amount: '1000.00' });
    expect(await b.info('Contract', id)).toMatchObject({ back_amount: '1000.00', stay_amount: '0.00' });
  });
});

describe('a void at the same moment as the documents of its contract', () => {
  /** What is still live on a contract, straight from the tables. */
  async function liveOn(id: number): Promise<string[]> {
    const db = t.database.db;
    const out: string[] = [];
    const collections = await db
      .select({ id: receivable.id })
      .from(receivableTable)
      .where(and(eq(receivable.contract_id, id), ne(receivable.status, 9)));
    if (collections.length > 0) out.push(`${collections.length} 回款`);
    const apps = (await db
      .select({ status: inv.status, transfer: inv.transfer_type, issued: inv.invoice_amount })
      .from(invoiceTable)
      .where(arrayOverlaps(inv.contract_ids, [id]))) as { status: number; transfer: number; issued: string }[];
    const live = apps.filter(
      (a) => [1, 2, 3, 4, 5].includes(a.status) && [TRANSFER_PENDING, TRANSFER_DONE].includes(a.transfer),
    );
    if (live.length > 0) out.push(`${live.length} 开票申请`);
    if (apps.some((a) => a.issued !== '0.00')) out.push('已开票');
    for (const book of DEBT_BOOKS) {
      const rows = await db
        .select({ id: book.cols.id })
        .from(book.table)
        .where(and(eq(book.cols.contract_id, id), inArray(book.cols.status, [DOC_IN_APPROVAL, DOC_APPROVED])));
      if (rows.length > 0) out.push(`${rows.length} ${book.noun}`);
    }
    return out;
  }

  it('either the void is refused, or nothing live is left on the voided contract (collections, applications, write-offs)', async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await b.customer();
      const id = await b.approvedContract('1000.00', '2026-01-01', customer);
      // drafts hold nothing: the void may pass beside them, and then their submissions are refused
      const applications: number[] = [];
      const writeOffs: number[] = [];
      for (let i = 0; i < 3; i++) {
        applications.push(
          (await b.send('/api/FinanceInvoice/add', b.people.seller, applicationBody(customer, [[id, '100.00']]))).body
            .data.id,
        );
        writeOffs.push((await b.writeOff('ContractBroken', id, '100.00')).body.data.id);
      }
      const collect = async () => {
        const r = await b.collect(id, '100.00');
        if (r.body.code === 0)
          await b.send('/api/ContractPayment/confirm', b.people.finance, {
            receivable_id: r.body.data.id,
            actual_amount: '100.00',
          });
      };
      const voids: Promise<string>[] = [];
      const others: Promise<unknown>[] = [];
      for (let i = 0; i < 3; i++) {
        if (i === round) for (let v = 0; v < 3; v++) voids.push(voidContract(id));
        others.push(flow(b.people.seller, 4, applications[i]), flow(b.people.clerk, 11, writeOffs[i]));
        if (round === 3) others.push(collect());
      }
      await Promise.all([...voids, ...others]);
      const answers = await Promise.all(voids);
      const status = await statusOf(id);
      const left = await liveOn(id);
      if (status === CONTRACT_VOID) {
        expect(answers.filter((a) => a === '操作成功')).toHaveLength(1);
        expect(left).toEqual([]);
      } else {
        expect(answers.every((a) => a.includes('不能作废'))).toBe(true);
        expect(left.length).toBeGreaterThan(0);
      }
    }
  });
});
