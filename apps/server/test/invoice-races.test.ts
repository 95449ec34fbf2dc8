import { Decimal, moneyText } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractTable } from '../src/modules/contract/tables.ts';
import { invoiceRecords } from '../src/modules/invoice/invoice.tables.ts';
import { inv, invoiceTable, linesOf } from '../src/modules/invoice/ledger.ts';
import { demo } from './flow-fixtures.ts';
import { createTestApp, SALES, type TestContext } from './harness.ts';
import { applicationBody, approvedContracts, letSalesApply, post as postAs, upload } from './invoice-fixtures.ts';

// The invoice books under concurrency: 50 requests on one contract at the same moment (PGlite runs them one after
// the other, PostgreSQL — TEST_DATABASE_URL — really in parallel) never invoice beyond what is held, nor hold
// beyond the contract's amount.

type Row = Record<string, unknown>;
let t: TestContext;
let seller: string, leader: string, finance: string;
let pdf: number;
beforeAll(async () => {
  t = await createTestApp();
  await letSalesApply(t);
  [seller, leader, finance] = await Promise.all([t.login(SALES), t.login(demo('刘洋')), t.login(demo('赵敏'))]);
  pdf = await upload(t, finance, '发票.pdf');
});
afterAll(async () => t.close());

const post = (path: string, token: string, body: Row) => postAs(t, path, token, body);
const PARALLEL = 50;

/** What the tables say of a contract: its amount, what its applications hold and issued, and what it keeps as invoiced. */
async function books(contractId: number) {
  const db = t.database.db;
  const [c] = (await db.select().from(contractTable).where(eq(contract.id, contractId))) as Row[];
  const apps = (await db.select().from(invoiceTable)) as Row[];
  let held = new Decimal(0);
  let issued = new Decimal(0);
  for (const a of apps) {
    const live = [1, 2, 3, 4, 5].includes(a.status as number) && [1, 2].includes(a.transfer_type as number);
    for (const l of linesOf(a).filter((x) => x.contract_id === contractId)) {
      held = held.plus(live ? l.amount : l.invoice_amount);
      issued = issued.plus(l.invoice_amount);
    }
  }
  return { amount: new Decimal(c.amount as string), held, issued, kept: c.invoice_amount as string, apps };
}

describe('invoice books under parallel requests', () => {
  it('50 submissions at once on one contract: only as many as its amount carries start holding', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00']);
    const [c] = contracts;
    // each fits alone (30 of 1000); together they would hold 1500
    const ids: number[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const res = await post('/api/FinanceInvoice/add', seller, applicationBody(enterprise_id, [[c, '30']]));
      expect(res.msg).toBe('操作成功');
      ids.push(res.data.id);
    }
    const answers = await Promise.all(
      ids.map((id) => post('/api/flow/startflow', seller, { flow_type: 4, detail_id: id, to_user: '{}' })),
    );
    const passed = answers.filter((a) => a.code === 0).length;
    expect(passed).toBe(33);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a.msg).toMatch(/可开票金额不足，最多还可申请 \d+\.\d{2} 元$/);
    const b = await books(c);
    expect(b.held.toFixed(2)).toBe('990.00');
    expect(b.held.lte(b.amount)).toBe(true);
    const running = b.apps.filter((a) => a.status === 1 && ids.includes(a.id as number));
    expect(running).toHaveLength(33);
  });

  it('50 issues at once on one application: never beyond what it applied for, the contract invoiced to the cent', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['1000.00', '500.00']);
    const created = await post(
      '/api/FinanceInvoice/add',
      seller,
      applicationBody(enterprise_id, [
        [contracts[0], '700'],
        [contracts[1], '300'],
      ]),
    );
    const id = created.data.id;
    expect((await post('/api/flow/startflow', seller, { flow_type: 4, detail_id: id, to_user: '{}' })).msg).toBe(
      '操作成功',
    );
    expect(
      (await post('/api/flow/examine', leader, { flow_type: 4, detail_id: id, pass_type: 2, reason: '同意' })).msg,
    ).toBe('操作成功');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/FinanceInvoice/openInvoice', finance, {
          invoice_id: id,
          invoice_amount: '30',
          invoice_number: String(30_000_000 + i),
          invoice_date: '2026-11-24',
          attachments: [pdf],
        }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(33);
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a.msg).toMatch(/^开票金额不能超过该申请待开票金额 \d+\.\d{2} 元$/);
    const records = await t.database.db.select().from(invoiceRecords).where(eq(invoiceRecords.invoice_id, id));
    expect(moneyText(records.reduce((s, r) => s.plus(r.invoice_amount), new Decimal(0)))).toBe('990.00');
    const [row] = (await t.database.db.select().from(invoiceTable).where(eq(inv.id, id))) as Row[];
    expect(row).toMatchObject({ status: 3, invoice_amount: '990.00', invoicable_amount: '10.00' });
    // filled in the lines' order: the first contract in full, the rest on the second
    expect(linesOf(row).map((l) => l.invoice_amount)).toEqual(['700.00', '290.00']);
    for (const [i, c] of contracts.entries()) {
      const b = await books(c);
      expect(b.kept).toBe(['700.00', '290.00'][i]);
      expect(b.issued.lte(b.held) && b.held.lte(b.amount)).toBe(true);
    }
  });

  it('50 mixed writes at once (new applications, issues, voids) keep issued ≤ held ≤ amount on the contract', async () => {
    const { enterprise_id, contracts } = await approvedContracts(t, seller, leader, ['2000.00']);
    const [c] = contracts;
    const approvedIds: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/FinanceInvoice/add', seller, applicationBody(enterprise_id, [[c, '500']]));
      await post('/api/flow/startflow', seller, { flow_type: 4, detail_id: res.data.id, to_user: '{}' });
      await post('/api/flow/examine', leader, { flow_type: 4, detail_id: res.data.id, pass_type: 2, reason: '同意' });
      approvedIds.push(res.data.id);
    }
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++)
      drafts.push(
        (await post('/api/FinanceInvoice/add', seller, applicationBody(enterprise_id, [[c, '100']]))).data.id,
      );
    const jobs = Array.from({ length: PARALLEL }, (_, i) => {
      if (i < 20) return post('/api/flow/startflow', seller, { flow_type: 4, detail_id: drafts[i], to_user: '{}' });
      if (i < 45)
        return post('/api/FinanceInvoice/openInvoice', finance, {
          invoice_id: approvedIds[i % 3],
          invoice_amount: '40',
          invoice_number: String(40_000_000 + i),
          invoice_date: '2026-11-24',
          attachments: [pdf],
        });
      return post('/api/FinanceInvoice/cancel', seller, { invoice_id: approvedIds[2] });
    });
    const answers = await Promise.all(jobs);
    // 作废 once, refused after; every answer a clear one
    expect(answers.slice(45).filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers) expect(a.msg).not.toMatch(/服务器|error/i);
    const b = await books(c);
    expect(b.issued.lte(b.held)).toBe(true);
    expect(b.held.lte(b.amount)).toBe(true);
    expect(b.kept).toBe(moneyText(b.issued));
    // the 20 drafts took what the contract had left once the three applications held 1500 (or less after 作废)
    const submitted = answers.slice(0, 20).filter((a) => a.code === 0).length;
    expect(submitted).toBeGreaterThanOrEqual(5);
  });
});
