import { Decimal } from '@suwork/domain';
import { PAYABLE, PURCHASE, RECEIVE, SUPPLIER_BLACKLISTED } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SALES, type TestContext } from './harness.ts';
import { codeOf, line, purchaseFixtures } from './purchase-fixtures.ts';

// 采购: suppliers (credit code, 黑名单, kept while orders name them) and purchase orders priced by the server,
// approved (flow type 8) and paid through 财务 → 付款, never beyond their amount (PGlite runs the 50 parallel
// payments one after the other, PostgreSQL really in parallel).

type Row = Record<string, unknown>;
let t: TestContext;
let p: Awaited<ReturnType<typeof purchaseFixtures>>;
let admin: string, buyer: string, approver: string, keeper: string, finance: string;
beforeAll(async () => {
  t = await createTestApp();
  p = await purchaseFixtures(t);
  ({ admin, buyer, approver, keeper, finance } = p);
});
afterAll(async () => t.close());

const post = (path: string, token: string, body: Row) => p.post(path, token, body);
const get = <T = Row>(path: string, token: string, query: Row = {}) => p.get<T>(path, token, query);
const info = (id: number) => p.info(id);
const flow = (token: string, detail_id: number, action: 'start' | 'pass' | 'reject') =>
  p.flow(8, token, detail_id, action);
const supplier = (extra: Row = {}) => p.supplier(extra);
const order = (service_id: number, items?: Row[], extra?: Row) => p.order(service_id, items, extra);
const approvedOrder = (items: Row[]) => p.approvedOrder(items);
const pay = (doc_id: number, amount: string) => p.pay(doc_id, amount);
const approvePayment = (id: number) => p.approvePayment(id);

describe('供应商', () => {
  it('takes a 统一社会信用代码 only with its check character right, kept in capitals', async () => {
    const bad = async (credit_code: string) =>
      (await post('/api/supplier/add', keeper, { supplier_name: '校验测试', credit_code, status: 1 })).msg;
    expect(await bad('9144030012345')).toBe('统一社会信用代码应为18位');
    expect(await bad('91440300MA5FI0001X')).toBe('统一社会信用代码只能包含数字和大写字母（不含 I、O、S、V、Z）');
    const right = codeOf(900);
    const wrong = right.slice(0, 17) + (right[17] === '0' ? '1' : '0');
    expect(await bad(wrong)).toBe('统一社会信用代码校验位不正确，请核对');
    const { id } = (
      await post('/api/supplier/add', keeper, {
        supplier_name: '校验测试',
        credit_code: right.toLowerCase(),
        status: 1,
      })
    ).data;
    expect((await get('/api/supplier/info', keeper, { id })).data).toMatchObject({ credit_code: right });
    // the same company twice, by name or by code
    expect(
      (await post('/api/supplier/add', keeper, { supplier_name: '校验测试', credit_code: codeOf(901), status: 1 })).msg,
    ).toBe('「供应商名称」已存在');
    expect(
      (await post('/api/supplier/add', keeper, { supplier_name: '另一家', credit_code: right, status: 1 })).msg,
    ).toBe('「统一社会信用代码」已存在');
  });

  it('keeps a supplier that purchase orders name: deleting it is refused, one without orders goes', async () => {
    const used = await supplier({ supplier_name: '有采购单的供应商' });
    expect((await order(used)).msg).toBe('操作成功');
    expect((await post('/api/supplier/del', keeper, { ids: [used] })).msg).toBe(
      '供应商「有采购单的供应商」已有采购单，不能删除，可将其设为暂停合作或黑名单',
    );
    const unused = await supplier();
    expect((await post('/api/supplier/del', keeper, { ids: [unused] })).msg).toBe('操作成功');
  });
});

describe('采购单', () => {
  it('is priced and numbered by the server, whatever amounts the client sends, and reads as spec §3 says', async () => {
    const s = await supplier({ supplier_name: '定价测试供应商' });
    const res = await order(s, [line(3, '1200.50', '1.00'), line(1, '99.99', '999999.00')]);
    expect(res.msg).toBe('操作成功');
    const row = await info(res.data.id);
    expect(row).toMatchObject({
      price: '3701.49',
      paid_amount: '0.00',
      unpaid_amount: '3701.49',
      status: PURCHASE.draft,
    });
    expect((row.items as Row[]).map((l) => l.amount)).toEqual(['3601.50', '99.99']);
    expect(row.code).toMatch(/^CG-\d{8}-\d{4}$/);
    // the picker (选择采购单) by supplier and status, each row as spec §3's purchase order row
    const list = await get<Row[]>('/api/purchase/getList', buyer, { supplier_id: s, status: PURCHASE.draft });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      content: '测试采购',
      service_name: '定价测试供应商',
      price: '3701.49',
      status: PURCHASE.draft,
      user_name: '孙悦',
    });
    expect(list.data[0].create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await get<Row[]>('/api/purchase/getList', buyer, { supplier_id: s, status: PURCHASE.toPay })).data).toEqual(
      [],
    );
  });

  it('refuses no lines, a zero total and a quantity below one, changing nothing', async () => {
    const s = await supplier();
    const before = (await get<Row[]>('/api/purchase/getList', admin, { supplier_id: s })).count;
    expect((await order(s, [])).msg).toBe('请添加采购明细');
    expect((await order(s, [line(1, '0.00')])).msg).toBe('采购金额应大于0');
    expect((await order(s, [line(0, '10.00')])).code).not.toBe(0);
    expect((await get<Row[]>('/api/purchase/getList', admin, { supplier_id: s })).count).toBe(before);
  });

  it('never uses a supplier on the 黑名单: not on a new order, not on submitting or approving one placed before', async () => {
    const black = await supplier({ supplier_name: '黑名单供应商', status: SUPPLIER_BLACKLISTED });
    expect((await order(black)).msg).toBe('供应商「黑名单供应商」已列入黑名单，不能选用');
    const later = await supplier({ supplier_name: '后来拉黑的供应商' });
    const draft = (await order(later)).data.id;
    const submitted = (await order(later)).data.id;
    expect((await flow(buyer, submitted, 'start')).msg).toBe('操作成功');
    expect((await post('/api/supplier/update', keeper, { id: later, status: SUPPLIER_BLACKLISTED })).msg).toBe(
      '操作成功',
    );
    expect((await flow(buyer, draft, 'start')).msg).toBe('供应商「后来拉黑的供应商」已列入黑名单，不能选用');
    expect((await flow(approver, submitted, 'pass')).msg).toBe('供应商「后来拉黑的供应商」已列入黑名单，不能选用');
    expect((await info(submitted)).status).toBe(PURCHASE.inApproval);
    // sending it back still works
    expect((await flow(approver, submitted, 'reject')).msg).toBe('操作成功');
    expect((await info(submitted)).status).toBe(PURCHASE.rejected);
  });

  it('goes through approval: 待审批, locked while there, 驳回 and editable again, then 待付款', async () => {
    const id = (await order(await supplier())).data.id;
    expect((await flow(buyer, id, 'start')).msg).toBe('操作成功');
    expect((await info(id)).status).toBe(PURCHASE.inApproval);
    expect((await post('/api/purchase/update', buyer, { id, content: '改一下' })).msg).toBe('采购单待审批，不能修改');
    expect((await flow(approver, id, 'reject')).msg).toBe('操作成功');
    expect((await post('/api/purchase/update', buyer, { id, items: [line(5, '100.00')] })).msg).toBe('操作成功');
    expect(await info(id)).toMatchObject({ status: PURCHASE.rejected, price: '500.00', unpaid_amount: '500.00' });
    expect((await flow(buyer, id, 'start')).msg).toBe('操作成功');
    expect((await flow(approver, id, 'pass')).msg).toBe('操作成功');
    expect((await info(id)).status).toBe(PURCHASE.toPay);
  });

  it('is paid in 付款: partly (待付款), in full (采购成功), never beyond; voiding a payment reopens it', async () => {
    const id = await approvedOrder([line(10, '100.00')]);
    const payables = async () =>
      (await get<Row[]>('/api/FinancePayment/payables', finance, { doc_type: PAYABLE.purchase, limit: 100 })).data;
    expect((await payables()).find((r) => r.doc_id === id)).toMatchObject({ left_amount: '1000.00' });
    const first = await pay(id, '400.00');
    expect(first.msg).toBe('操作成功');
    await approvePayment(first.data.id);
    expect(await info(id)).toMatchObject({ paid_amount: '400.00', unpaid_amount: '600.00', status: PURCHASE.toPay });
    expect((await pay(id, '600.01')).msg).toMatch(/^付款明细第1行：采购单 .+ 还可付款 600\.00 元$/);
    const rest = await pay(id, '600.00');
    await approvePayment(rest.data.id);
    expect(await info(id)).toMatchObject({ paid_amount: '1000.00', unpaid_amount: '0.00', status: PURCHASE.done });
    expect((await payables()).some((r) => r.doc_id === id)).toBe(false);
    expect((await post('/api/FinancePayment/cancel', finance, { payment_id: rest.data.id })).msg).toBe('操作成功');
    expect(await info(id)).toMatchObject({ paid_amount: '400.00', unpaid_amount: '600.00', status: PURCHASE.toPay });
  });

  it('50 payments of one order at once: exactly those that fit are held, and approved they pay no more than its amount', async () => {
    const id = await approvedOrder([line(1, '1000.00')]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(id, '30.00')));
    const held = answers.filter((a) => a.code === 0);
    expect(held).toHaveLength(33);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toMatch(/还可付款 10\.00 元$/);
    for (const a of held) await approvePayment(a.data.id);
    const row = await info(id);
    expect(row).toMatchObject({ paid_amount: '990.00', unpaid_amount: '10.00', status: PURCHASE.toPay });
    expect(new Decimal(String(row.paid_amount)).lte(String(row.price))).toBe(true);
  });
});

describe('收货', () => {
  const receive = (token: string, purchase_id: number, lines: { line: number; quantity: number }[], date?: string) =>
    p.receive(token, purchase_id, lines, date);
  const msg = async (p: ReturnType<typeof receive>) => (await p).body.msg;

  it('takes goods of an approved order line by line, partly, never beyond what a line awaits', async () => {
    const draft = (await order(await supplier(), [line(2, '10.00')])).data.id;
    expect(await msg(receive(buyer, draft, [{ line: 1, quantity: 1 }]))).toBe('只有审批通过的采购单可以收货');
    const id = await approvedOrder([line(2, '10.00'), { ...line(5, '3.00'), name: '网线', unit: '箱' }]);
    expect((await info(id)).receive_status).toBe(RECEIVE.none);
    expect(await msg(receive(buyer, id, [{ line: 1, quantity: 1 }]))).toBe('操作成功');
    const partly = await info(id);
    expect(partly.receive_status).toBe(RECEIVE.partly);
    expect((partly.items as Row[]).map((l) => l.received)).toEqual([1, 0]);
    expect(await msg(receive(buyer, id, [{ line: 1, quantity: 2 }]))).toBe('采购明细第1行「服务器」还可收货 1台');
    expect(await msg(receive(buyer, id, [{ line: 3, quantity: 1 }]))).toBe('采购明细第3行不存在');
    expect(
      await msg(
        receive(buyer, id, [
          { line: 2, quantity: 1 },
          { line: 2, quantity: 1 },
        ]),
      ),
    ).toBe('同一明细行只能填写一次');
    expect(await msg(receive(buyer, id, [{ line: 2, quantity: 1 }], '2099-01-01'))).toBe('收货日期不能晚于今天');
    // one refused line refuses the whole receipt
    expect(
      await msg(
        receive(buyer, id, [
          { line: 2, quantity: 5 },
          { line: 1, quantity: 2 },
        ]),
      ),
    ).toBe('采购明细第1行「服务器」还可收货 1台');
    expect((await info(id)).items).toMatchObject([{ received: 1 }, { received: 0 }]);
    expect(
      await msg(
        receive(buyer, id, [
          { line: 2, quantity: 5 },
          { line: 1, quantity: 1 },
        ]),
      ),
    ).toBe('操作成功');
    const all = await info(id);
    expect(all.receive_status).toBe(RECEIVE.all);
    expect((all.items as Row[]).map((l) => l.received)).toEqual([2, 5]);
    // the operation log says what came
    const log = (await get<Row[]>('/api/purchase/getLog', admin, { id, page: 1, limit: 10 })).data;
    expect(log.map((l) => l.content)).toContain('收货：网线 5箱，服务器 1台');
  });

  it('is refused to a member without the 收货 action, and never written by the client', async () => {
    const id = await approvedOrder([line(2, '10.00')]);
    const seller = await t.login(SALES);
    expect((await receive(seller, id, [{ line: 1, quantity: 1 }])).status).toBe(403);
    // 郑爽 may receive, but this order is 项目部's, outside her data scope (采购部)
    const other = await receive(keeper, id, [{ line: 1, quantity: 1 }]);
    expect(other.body.code).not.toBe(0);
    expect((await info(id)).items).toMatchObject([{ received: 0 }]);
    const forged = (await order(await supplier(), [{ ...line(2, '10.00'), received: 2 }])).data.id;
    expect((await info(forged)).items).toMatchObject([{ received: 0 }]);
  });

  it('50 receipts of one line at once: exactly its quantity arrives', async () => {
    const id = await approvedOrder([line(30, '1.00')]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => receive(buyer, id, [{ line: 1, quantity: 1 }])));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(30);
    for (const a of answers.filter((x) => x.body.code !== 0))
      expect(a.body.msg).toBe('采购明细第1行「服务器」还可收货 0台');
    expect(await info(id)).toMatchObject({ receive_status: RECEIVE.all, items: [{ received: 30 }] });
  });
});
