import { DOC_APPROVED, PURCHASE, REQUISITION, SUPPLIER_BLACKLISTED } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SALES, type TestContext } from './harness.ts';
import { purchaseFixtures } from './purchase-fixtures.ts';

// 内部采购 (flow type 10): a department's request, approved, then handled once — from stock, or made into a draft
// purchase order of its lines (50 members handling one request at once handle it once).

type Row = Record<string, unknown>;
let t: TestContext;
let p: Awaited<ReturnType<typeof purchaseFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await purchaseFixtures(t, 700);
});
afterAll(async () => t.close());

const lines = [
  { name: '笔记本电脑', spec: '14 寸 i7', unit: '台', quantity: 2, unit_price: '6500.00', amount: '1.00' },
  { name: '显示器', spec: '27 寸', unit: '台', quantity: 2, unit_price: '1299.00' },
];
const request = (extra: Row = {}) =>
  p.post('/api/InternalPurchase/add', p.buyer, { title: '实施组新增两套办公设备', items: lines, ...extra });
const info = async (id: number) => (await p.get('/api/InternalPurchase/info', p.admin, { id })).data as Row;
const handle = (token: string, body: Row) => p.post('/api/InternalPurchase/handle', token, body);
async function approvedRequest() {
  const res = await request();
  expect(res.msg).toBe('操作成功');
  expect((await p.flow(10, p.buyer, res.data.id, 'start')).msg).toBe('操作成功');
  expect((await p.flow(10, p.approver, res.data.id, 'pass')).msg).toBe('操作成功');
  return res.data.id;
}

describe('内部采购', () => {
  it('is numbered and priced by the server, and asks a price for every line', async () => {
    const res = await request();
    expect(res.msg).toBe('操作成功');
    const row = await info(res.data.id);
    expect(row).toMatchObject({ amount: '15598.00', status: 1, handle_status: REQUISITION.open });
    expect((row.items as Row[]).map((l) => l.amount)).toEqual(['13000.00', '2598.00']);
    expect(row.code).toMatch(/^NG-\d{8}-\d{4}$/);
    expect((await request({ items: [{ name: '白板', quantity: 1 }] })).msg).toBe('申请明细第1行：请输入预估单价');
  });

  it('is handled only once approved, and only once: from stock', async () => {
    const draft = (await request()).data.id;
    expect((await handle(p.buyer, { requisition_id: draft, way: REQUISITION.fromStock })).msg).toBe(
      '只有审批通过的内部采购可以处理',
    );
    const id = await approvedRequest();
    expect((await info(id)).status).toBe(DOC_APPROVED);
    const res = await handle(p.buyer, { requisition_id: id, way: REQUISITION.fromStock, remark: '仓库现有库存' });
    expect(res).toMatchObject({ code: 0, data: { purchase_id: null } });
    expect(await info(id)).toMatchObject({ handle_status: REQUISITION.fromStock, handle_remark: '仓库现有库存' });
    expect((await handle(p.buyer, { requisition_id: id, way: REQUISITION.toPurchase, service_id: 1 })).msg).toMatch(
      /^内部采购 NG-\d{8}-\d{4} 已处理，不能重复处理$/,
    );
  });

  it('becomes a draft purchase order of its lines with the chosen supplier, for the project it is for', async () => {
    const s = await p.supplier({ supplier_name: '内部采购转单供应商' });
    const id = await approvedRequest();
    const res = await handle(p.buyer, { requisition_id: id, way: REQUISITION.toPurchase, service_id: s });
    expect(res.msg).toBe('操作成功');
    const orderId = (res.data as unknown as { purchase_id: number }).purchase_id;
    expect(await p.info(orderId)).toMatchObject({
      content: '实施组新增两套办公设备',
      service_id: s,
      price: '15598.00',
      status: PURCHASE.draft,
      items: [
        { name: '笔记本电脑', quantity: 2, unit_price: '6500.00', amount: '13000.00' },
        { name: '显示器', quantity: 2, unit_price: '1299.00', amount: '2598.00' },
      ],
    });
    expect(await info(id)).toMatchObject({ handle_status: REQUISITION.toPurchase, purchase_id: orderId });
  });

  it('is not made into an order with a supplier on the 黑名单, and stays to be handled', async () => {
    const black = await p.supplier({ supplier_name: '内部采购黑名单供应商', status: SUPPLIER_BLACKLISTED });
    const id = await approvedRequest();
    expect((await handle(p.buyer, { requisition_id: id, way: REQUISITION.toPurchase, service_id: black })).msg).toBe(
      '供应商「内部采购黑名单供应商」已列入黑名单，不能选用',
    );
    expect(await info(id)).toMatchObject({ handle_status: REQUISITION.open, purchase_id: null });
  });

  it('is refused to a member without 处理', async () => {
    const id = await approvedRequest();
    const seller = await t.login(SALES);
    const res = await t.call('POST', '/api/InternalPurchase/handle', {
      token: seller,
      body: { requisition_id: id, way: REQUISITION.fromStock },
    });
    expect(res.status).toBe(403);
    expect((await info(id)).handle_status).toBe(REQUISITION.open);
  });

  it('50 members handling one request at once: it becomes one purchase order', async () => {
    const s = await p.supplier();
    const id = await approvedRequest();
    const before = (await p.get<Row[]>('/api/purchase/getList', p.admin, { supplier_id: s })).count;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        handle(p.buyer, { requisition_id: id, way: REQUISITION.toPurchase, service_id: s }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toMatch(/已处理，不能重复处理$/);
    expect((await p.get<Row[]>('/api/purchase/getList', p.admin, { supplier_id: s })).count).toBe((before ?? 0) + 1);
  });
});
