import { creditCodeCheck } from '@suwork/domain';
import { PAYABLE } from '@suwork/domain/entities';
import { expect } from 'vitest';
import { demo } from './flow-fixtures.ts';
import { ADMIN, type TestContext } from './harness.ts';

// 采购 as its members use it: 郑爽 keeps suppliers, 孙悦 buys for 项目部, 吴刚 approves, 赵敏 pays (approved by admin).

type Row = Record<string, unknown>;

/** A valid 统一社会信用代码 of a made-up company, numbered n. */
export const codeOf = (n: number) => {
  const first = `91440300MA5F${String(n).padStart(5, '0')}`;
  return first + creditCodeCheck(first);
};

/** An order line; the amount the client sends is never kept. */
export const line = (quantity: number, unit_price: string, amount = '0.01') => ({
  name: '服务器',
  spec: '2U',
  unit: '台',
  quantity,
  unit_price,
  tax_rate: 13,
  amount,
});

export async function purchaseFixtures(t: TestContext, firstSupplier = 1) {
  const [admin, buyer, approver, keeper, finance] = await Promise.all([
    t.login(ADMIN),
    t.login(demo('孙悦')),
    t.login(demo('吴刚')),
    t.login(demo('郑爽')),
    t.login(demo('赵敏')),
  ]);
  const post = async (path: string, token: string, body: Row) =>
    (await t.call<{ id: number }>('POST', path, { token, body })).body;
  const get = async <T = Row>(path: string, token: string, query: Row = {}) =>
    (await t.call<T>('GET', path, { token, query: query as Record<string, string> })).body;
  const info = async (id: number) => (await get(`/api/purchase/info`, admin, { id })).data as Row;
  const flow = (flow_type: number, token: string, detail_id: number, action: 'start' | 'pass' | 'reject') =>
    action === 'start'
      ? post('/api/flow/startflow', token, { flow_type, detail_id, to_user: '{}' })
      : post('/api/flow/examine', token, {
          flow_type,
          detail_id,
          pass_type: action === 'pass' ? 2 : 3,
          reason: action === 'pass' ? '同意' : '请比价',
        });
  let nextSupplier = firstSupplier;
  async function supplier(extra: Row = {}) {
    const n = nextSupplier++;
    const res = await post('/api/supplier/add', keeper, {
      supplier_name: `测试供应商${n}`,
      credit_code: codeOf(n),
      status: 1,
      ...extra,
    });
    expect(res.msg).toBe('操作成功');
    return res.data.id;
  }
  const order = (service_id: number, items: Row[] = [line(2, '100.00')], extra: Row = {}) =>
    post('/api/purchase/add', buyer, { content: '测试采购', service_id, items, ...extra });
  async function approvedOrder(items: Row[], service_id?: number) {
    const id = (await order(service_id ?? (await supplier()), items)).data.id;
    expect((await flow(8, buyer, id, 'start')).msg).toBe('操作成功');
    expect((await flow(8, approver, id, 'pass')).msg).toBe('操作成功');
    return id;
  }
  const pay = (doc_id: number, amount: string) =>
    post('/api/FinancePayment/add', finance, {
      items: [{ doc_type: PAYABLE.purchase, doc_id, amount }],
      payee: '测试供应商',
      pay_method: 1,
      pay_date: '2026-11-21',
    });
  const approvePayment = async (id: number) => {
    expect((await flow(6, finance, id, 'start')).msg).toBe('操作成功');
    expect((await flow(6, admin, id, 'pass')).msg).toBe('操作成功');
  };
  /** An approved order paid `amount` through an approved payment. */
  async function paidOrder(items: Row[], amount: string, service_id?: number) {
    const id = await approvedOrder(items, service_id);
    const payment = await pay(id, amount);
    expect(payment.msg).toBe('操作成功');
    await approvePayment(payment.data.id);
    return { id, payment: payment.data.id };
  }
  const receive = (
    token: string,
    purchase_id: number,
    lines: { line: number; quantity: number }[],
    receive_date = '2026-11-20',
  ) => t.call('POST', '/api/purchase/receive', { token, body: { purchase_id, receive_date, lines } });
  return {
    admin,
    buyer,
    approver,
    keeper,
    finance,
    post,
    get,
    info,
    flow,
    supplier,
    order,
    approvedOrder,
    pay,
    approvePayment,
    paidOrder,
    receive,
  };
}
