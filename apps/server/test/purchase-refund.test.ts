import { DOC_APPROVED, PURCHASE, PURCHASE_REFUND } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SALES, type TestContext } from './harness.ts';
import { line, purchaseFixtures } from './purchase-fixtures.ts';

// 采购退货/退款 (flow type 9): goods sent back never beyond what a line received, money paid back never beyond what
// the supplier owes (so never beyond what was paid), held while in approval and counted on the order once approved
// (PGlite runs the 50 parallel submissions one after the other, PostgreSQL really in parallel).

type Row = Record<string, unknown>;
let t: TestContext;
let p: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await purchaseFixtures(t, 500);
});
afterAll(async () => t.close());

const returnLines = (...lines: [number, number][]) => lines.map(([n, quantity]) => ({ line: n, quantity }));
const newRefund = (purchase_id: number, extra: Row = {}) =>
  p.post('/api/PurchaseRefund/add', p.buyer, {
    purchase_id,
    refund_type: PURCHASE_REFUND.goodsAndMoney,
    refund_date: '2026-11-25',
    reason: '质量问题退回',
    ...extra,
  });
const refundInfo = async (id: number) => (await p.get('/api/PurchaseRefund/info', p.admin, { id })).data as Row;
const submit = (id: number) => p.flow(9, p.buyer, id, 'start');
async function approvedRefund(purchase_id: number, extra: Row) {
  const res = await newRefund(purchase_id, extra);
  expect(res.msg).toBe('操作成功');
  expect((await submit(res.data.id)).msg).toBe('操作成功');
  expect((await p.flow(9, p.approver, res.data.id, 'pass')).msg).toBe('操作成功');
  return res.data.id;
}
/** An approved order of ten servers at 100.00 (1,000.00), all received, paid `paid`. */
async function receivedOrder(paid: string | null) {
  const id = paid ? (await p.paidOrder([line(10, '100.00')], paid)).id : await p.approvedOrder([line(10, '100.00')]);
  expect((await p.receive(p.buyer, id, returnLines([1, 10]))).body.msg).toBe('操作成功');
  return id;
}

describe('采购退货', () => {
  it('is of an approved order only, and its lines are named and priced from the order whatever the client sends', async () => {
    const draft = (await p.order(await p.supplier(), [line(2, '10.00')])).data.id;
    expect((await newRefund(draft, { items: returnLines([1, 1]), refund_amount: '10.00' })).msg).toBe(
      '只有审批通过的采购单可以退货',
    );
    const id = await receivedOrder('1000.00');
    const res = await newRefund(id, {
      items: [{ line: 1, quantity: 3, name: '黄金', unit_price: '99999.00', amount: '1.00' }],
      refund_amount: '300.00',
    });
    expect(res.msg).toBe('操作成功');
    const order = await p.info(id);
    const saved = await refundInfo(res.data.id);
    expect(saved).toMatchObject({
      service_id: order.service_id,
      return_amount: '300.00',
      refund_amount: '300.00',
      status: 1,
      items: [{ line: 1, name: '服务器', spec: '2U', unit: '台', quantity: 3, unit_price: '100.00', amount: '300.00' }],
    });
    expect(saved.refund_no).toMatch(/^TH-\d{8}-\d{4}$/);
    // a draft holds nothing: the order is as it was
    expect(await p.info(id)).toMatchObject({
      returned_amount: '0.00',
      refunded_amount: '0.00',
      items: [{ returned: 0 }],
    });
  });

  it('refuses what does not fit its type or the order, changing nothing', async () => {
    const id = await receivedOrder('1000.00');
    const msg = async (extra: Row) => (await newRefund(id, extra)).msg;
    expect(await msg({ refund_type: PURCHASE_REFUND.money, items: returnLines([1, 1]), refund_amount: '1.00' })).toBe(
      '仅退款不填写退货明细',
    );
    expect(await msg({ refund_amount: '1.00' })).toBe('请填写退货明细');
    expect(await msg({ refund_type: PURCHASE_REFUND.goods, items: returnLines([1, 1]), refund_amount: '1.00' })).toBe(
      '仅退货不退款，退款金额应为0',
    );
    expect(await msg({ items: returnLines([1, 1]), refund_amount: '0' })).toBe('退款金额应大于0');
    expect(await msg({ items: returnLines([1, 11]), refund_amount: '1.00' })).toBe(
      '采购明细第1行「服务器」还可退货 10台',
    );
    expect(await msg({ items: returnLines([2, 1]), refund_amount: '1.00' })).toBe('采购明细第2行不存在');
    expect(await msg({ items: returnLines([1, 1], [1, 1]), refund_amount: '1.00' })).toBe('同一采购明细行只能退货一次');
    // one server back, and the supplier owes its 100.00: not a cent more
    expect(await msg({ items: returnLines([1, 1]), refund_amount: '100.01' })).toBe(
      '退款金额不能超过供应商应退的 100.00 元',
    );
    expect(await msg({ items: returnLines([1, 1]), refund_amount: '10.00', refund_date: '2099-01-01' })).toBe(
      '退货日期不能晚于今天',
    );
    const list = await p.get<Row[]>('/api/PurchaseRefund/getList', p.admin, { purchase_id: id });
    expect(list.count).toBe(0);
  });

  it('approved, lowers what the order costs: paid in full, the supplier pays back what came back', async () => {
    const { id, payment } = await (async () => {
      const paid = await p.paidOrder([line(10, '100.00')], '1000.00');
      await p.receive(p.buyer, paid.id, returnLines([1, 10]));
      return paid;
    })();
    const refund = await approvedRefund(id, { items: returnLines([1, 3]), refund_amount: '300.00' });
    expect((await refundInfo(refund)).status).toBe(DOC_APPROVED);
    expect(await p.info(id)).toMatchObject({
      price: '1000.00',
      returned_amount: '300.00',
      paid_amount: '1000.00',
      refunded_amount: '300.00',
      unpaid_amount: '0.00',
      status: PURCHASE.done,
      items: [{ received: 10, returned: 3 }],
    });
    // nothing more is owed, and a payment cannot be taken back below what was paid back
    expect((await newRefund(id, { refund_type: PURCHASE_REFUND.money, refund_amount: '0.01' })).msg).toBe(
      '该采购单没有应退的款项：已付款未超过退货后的采购金额',
    );
    expect((await p.post('/api/FinancePayment/cancel', p.finance, { payment_id: payment })).msg).toBe(
      `采购单 ${String((await p.info(id)).code)} 已退款 300.00 元，已付款不能少于退款`,
    );
    expect((await p.info(id)).paid_amount).toBe('1000.00');
    // the operation log of the order's approval and the refund's own
    const log = (await p.get<Row[]>('/api/PurchaseRefund/getLog', p.admin, { id: refund, page: 1, limit: 10 })).data;
    expect(log.map((l) => l.content).join('\n')).toMatch(/审批通过/);
  });

  it('approved without money, lowers what is left to pay: payments stop at the order less the goods back', async () => {
    const id = await receivedOrder(null);
    await approvedRefund(id, { refund_type: PURCHASE_REFUND.goods, items: returnLines([1, 4]), refund_amount: '0' });
    expect(await p.info(id)).toMatchObject({
      returned_amount: '400.00',
      unpaid_amount: '600.00',
      status: PURCHASE.toPay,
      items: [{ returned: 4 }],
    });
    expect((await p.pay(id, '600.01')).msg).toMatch(/还可付款 600\.00 元$/);
    const rest = await p.pay(id, '600.00');
    expect(rest.msg).toBe('操作成功');
    await p.approvePayment(rest.data.id);
    expect(await p.info(id)).toMatchObject({ paid_amount: '600.00', unpaid_amount: '0.00', status: PURCHASE.done });
    // goods already back are not returned twice
    expect((await newRefund(id, { items: returnLines([1, 7]), refund_amount: '1.00' })).msg).toBe(
      '采购明细第1行「服务器」还可退货 6台',
    );
  });

  it('holds its goods and money while in approval; sent back or withdrawn, it holds nothing', async () => {
    const id = await receivedOrder('1000.00');
    const first = (await newRefund(id, { items: returnLines([1, 8]), refund_amount: '800.00' })).data.id;
    expect((await submit(first)).msg).toBe('操作成功');
    expect((await newRefund(id, { items: returnLines([1, 3]), refund_amount: '300.00' })).msg).toBe(
      '采购明细第1行「服务器」还可退货 2台',
    );
    expect((await p.post('/api/PurchaseRefund/update', p.buyer, { id: first, reason: '改' })).msg).toMatch(/不能修改/);
    expect((await p.flow(9, p.approver, first, 'reject')).msg).toBe('操作成功');
    const second = await approvedRefund(id, { items: returnLines([1, 3]), refund_amount: '300.00' });
    expect((await refundInfo(second)).status).toBe(DOC_APPROVED);
    // the one sent back, submitted again, meets the goods the second took
    expect((await submit(first)).msg).toBe('采购明细第1行「服务器」还可退货 7台');
    expect(
      (
        await p.post('/api/PurchaseRefund/update', p.buyer, {
          id: first,
          items: returnLines([1, 7]),
          refund_amount: '700.00',
        })
      ).msg,
    ).toBe('操作成功');
    expect((await submit(first)).msg).toBe('操作成功');
    expect((await p.flow(9, p.approver, first, 'pass')).msg).toBe('操作成功');
    expect(await p.info(id)).toMatchObject({
      returned_amount: '1000.00',
      refunded_amount: '1000.00',
      unpaid_amount: '0.00',
      items: [{ returned: 10 }],
    });
  });

  it('is refused to a member without 采购退货, and to one outside the order’s data scope', async () => {
    const id = await receivedOrder('1000.00');
    const seller = await t.login(SALES);
    const add = (token: string) =>
      t.call('POST', '/api/PurchaseRefund/add', {
        token,
        body: { purchase_id: id, refund_type: 2, items: returnLines([1, 1]), refund_date: '2026-11-25', reason: '退' },
      });
    expect((await add(seller)).status).toBe(403);
    // 郑爽 (采购部) keeps suppliers; this order is 项目部's
    expect((await add(p.keeper)).body.code).not.toBe(0);
    expect((await p.get<Row[]>('/api/PurchaseRefund/getList', p.admin, { purchase_id: id })).count).toBe(0);
  });
});

describe('供应商对账', () => {
  it("adds up the supplier's approved orders: ordered, received, returned, paid, refunded and outstanding", async () => {
    const s = await p.supplier({ supplier_name: '对账测试供应商' });
    const { id: paid } = await p.paidOrder([line(10, '100.00')], '1000.00', s);
    await p.receive(p.buyer, paid, returnLines([1, 10]));
    await approvedRefund(paid, { items: returnLines([1, 3]), refund_amount: '300.00' });
    const open = await p.approvedOrder([line(5, '100.00')], s);
    await p.receive(p.buyer, open, returnLines([1, 2]));
    await approvedRefund(open, { refund_type: PURCHASE_REFUND.goods, items: returnLines([1, 1]), refund_amount: '0' });
    // a draft is not on the statement
    expect((await p.order(s, [line(1, '999.00')])).msg).toBe('操作成功');
    const statement = await p.get('/api/supplier/statement', p.keeper, { id: s });
    expect(statement.data).toEqual({
      supplier_id: s,
      orders: 2,
      ordered: '1500.00',
      received: '1200.00',
      returned: '400.00',
      paid: '1000.00',
      refunded: '300.00',
      // the first order settled (700.00 owed, 700.00 kept), the second 400.00 still to pay
      outstanding: '400.00',
    });
    const seller = await t.login(SALES);
    expect((await t.call('GET', '/api/supplier/statement', { token: seller, query: { id: String(s) } })).status).toBe(
      403,
    );
  });
});

describe('50 at once', () => {
  it('submissions returning one line: exactly what it received goes back', async () => {
    const id = await p.approvedOrder([line(30, '1.00')]);
    expect((await p.receive(p.buyer, id, returnLines([1, 30]))).body.msg).toBe('操作成功');
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () =>
        newRefund(id, { refund_type: PURCHASE_REFUND.goods, items: returnLines([1, 1]), refund_amount: '0' }),
      ),
    );
    expect(drafts.every((d) => d.code === 0)).toBe(true);
    const answers = await Promise.all(drafts.map((d) => submit(d.data.id)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(30);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toBe('采购明细第1行「服务器」还可退货 0台');
  });

  it('submissions paying money back: never more than the supplier owes, so never more than was paid', async () => {
    const id = await receivedOrder('1000.00');
    // every server back: the supplier owes all 1,000.00, then 50 ask for 30.00 each
    await approvedRefund(id, { refund_type: PURCHASE_REFUND.goods, items: returnLines([1, 10]), refund_amount: '0' });
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () => newRefund(id, { refund_type: PURCHASE_REFUND.money, refund_amount: '30.00' })),
    );
    expect(drafts.every((d) => d.code === 0)).toBe(true);
    const answers = await Promise.all(drafts.map((d) => submit(d.data.id)));
    const held = answers.filter((a) => a.code === 0);
    expect(held).toHaveLength(33);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toBe('退款金额不能超过供应商应退的 10.00 元');
    for (const [i, a] of answers.entries())
      if (a.code === 0) expect((await p.flow(9, p.approver, drafts[i].data.id, 'pass')).msg).toBe('操作成功');
    expect(await p.info(id)).toMatchObject({ paid_amount: '1000.00', refunded_amount: '990.00' });
  });
});
