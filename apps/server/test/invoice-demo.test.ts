import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModules, seedModuleDemos } from '../src/core/module.ts';
import { demo } from './flow-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { letSalesApply } from './invoice-fixtures.ts';

type Row = Record<string, unknown>;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // the sales roles as they will be: they apply for invoices
  await letSalesApply(t);
  // the demos the invoice demo stands on (customers, opportunities, contracts), then its own
  const modules = (await loadModules()).filter((m) =>
    ['crm', 'project', 'oa', 'office', 'sales', 'contract', 'invoice'].includes(m.name),
  );
  await seedModuleDemos(t.app, undefined, modules);
});
afterAll(async () => t.close());

describe('invoice demo of a new installation', () => {
  it('gives 杨磊 applications in every stage and 赵敏 a queue to work through', async () => {
    const yang = await t.login(demo('杨磊'));
    const mine = await t.call<Row[]>('GET', '/api/FinanceInvoice/getList', {
      token: yang,
      query: { sort_field: 'id', sort_order: 'asc' },
    });
    expect(mine.body.data.map((r) => [r.status, r.amount, r.invoice_amount])).toEqual([
      [5, '74200.00', '74200.00'],
      [3, '45000.00', '22500.00'],
      [2, '29000.00', '0.00'],
      [1, '30000.00', '0.00'],
      [0, '10000.00', '0.00'],
    ]);
    // 秦川: half collected covers half of it
    expect(mine.body.data[1]).toMatchObject({ received_amount: '22500.00', receive_status: 2 });
    const zhao = await t.login(demo('赵敏'));
    const queue = await t.call<Row[]>('GET', '/api/FinanceInvoice/financeList', {
      token: zhao,
      query: { status: '2,3' },
    });
    expect(queue.body.data.map((r) => [r.invoice_code, (r.userInfo as Row).user_name, r.status])).toEqual([
      [expect.stringMatching(/^KP-/), '杨磊', 2],
      [expect.stringMatching(/^KP-/), '杨磊', 3],
    ]);
    const chen = await t.login(demo('陈静'));
    const pending = await t.call<Row[]>('GET', '/api/flow/examineList', {
      token: chen,
      query: { tab: 1, page: 1, limit: 10 },
    });
    expect(pending.body.data.map((r) => [r.title, r.initiator_name])).toContainEqual([
      '开票申请 · 增值税专票 · ¥30,000.00',
      '杨磊',
    ]);
    const contract = (
      await t.call<Row[]>('GET', '/api/Contract/getList', { token: zhao, query: { keyword: '海峡金融灾备' } })
    ).body.data[0];
    const full = (await t.call<Row>('GET', '/api/Contract/info', { token: zhao, query: { id: contract.id as number } }))
      .body.data;
    expect(full.invoice_amount).toBe('74200.00');
  });
});
