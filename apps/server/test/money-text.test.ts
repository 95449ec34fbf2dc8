import fs from 'node:fs';
import { customerEntity, productEntity } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../src/db/result-rows.ts';
import { createRecord } from './entity-fixtures.ts';
import { demo } from './flow-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// Money looks like money everywhere: whatever form an amount was typed in ('0.1', '5', 12.3), the API answers it
// with two decimals — amounts of the record's own columns and those kept inside its product lines alike.

let t: TestContext;
let admin: string;
let seller: string;
let leader: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
  leader = await t.login(demo('刘洋'));
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const line = (product_id: number, price: string | number, quantity: string, discount = '0') => ({
  product_id,
  price,
  quantity,
  discount,
});
const post = async (path: string, token: string, body: Row) =>
  (await t.call<{ id: number }>('POST', path, { token, body })).body;
const info = async (controller: string, id: number, token = admin) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body.data;
const listed = async (controller: string, keyword: string, token = admin) => {
  const res = await t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query: { keyword } });
  expect(res.body.count).toBe(1);
  return res.body.data[0];
};
const lines = (row: Row, key = 'product_lines') => row[key] as Row[];
const product = (price: string) => createRecord(t, admin, productEntity, { price, status: 1 });

describe('money in product lines', () => {
  it('a quote line priced "0.1" is kept and answered as "0.10"; every amount of the quote has two decimals, to the cent', async () => {
    const p = await product('0.10');
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const title = `小额报价${Math.random()}`;
    const typed = [line(p, '0.1', '3'), line(p, '5', '0.2', '10'), line(p, 12.3, '1'), line(p, '007.5', '2')];
    const created = await post('/api/Offer/add', admin, {
      title,
      enterprise_id,
      valid_until: '2099-12-31',
      discount: '0',
      tax_rate: 13,
      product_lines: typed,
    });
    expect(created.msg).toBe('操作成功');
    const row = await info('Offer', created.data.id);
    expect(lines(row).map((l) => [l.price, l.quantity, l.subtotal])).toEqual([
      ['0.10', '3', '0.30'],
      ['5.00', '0.2', '0.90'],
      ['12.30', '1', '12.30'],
      ['7.50', '2', '15.00'],
    ]);
    // 0.30 + 0.90 + 12.30 + 15.00 = 28.50; 13 % tax = 3.705, to the cent 3.71
    expect(row).toMatchObject({ lines_amount: '28.50', before_tax: '28.50', tax_amount: '3.71', after_tax: '32.21' });
    expect(await listed('Offer', title)).toMatchObject({ after_tax: '32.21' });

    // the same lines sent again as typed are no change of 产品明细
    expect(
      (await post('/api/Offer/update', admin, { id: created.data.id, title: `${title}改`, product_lines: typed })).msg,
    ).toBe('操作成功');
    const log = await t.call<{ content: string }[]>('GET', '/api/Offer/getLog', {
      token: admin,
      query: { id: created.data.id },
    });
    expect(log.body.data[0].content).toBe(`将 报价主题 由「${title}」修改为「${title}改」`);
  });

  it('a price is refused unless it is an amount of at most two decimals', async () => {
    const p = await product('1.00');
    const enterprise_id = await createRecord(t, admin, customerEntity);
    for (const price of ['1e2', '-1', '0.101', '1,000', 'Infinity', 1e21]) {
      const res = await post('/api/Offer/add', admin, {
        title: '报价',
        enterprise_id,
        valid_until: '2099-12-31',
        tax_rate: 0,
        product_lines: [line(p, price, '1')],
      });
      expect(res.code, String(price)).toBe(400);
      expect(res.msg, String(price)).toContain('单价应为最多两位小数的非负数');
    }
  });

  it('a contract line priced "0.1" answers "0.10", the amount "5" answers "5.00", and an amendment compares lines to the cent', async () => {
    const p = await product('0.10');
    const enterprise_id = await createRecord(t, seller, customerEntity);
    const title = `小额合同${Math.random()}`;
    const created = await post('/api/Contract/add', seller, {
      title,
      enterprise_id,
      amount: '5',
      sign_date: '2026-11-01',
      start_date: '2026-11-01',
      end_date: '2027-10-31',
      product_lines: [line(p, '0.1', '3')],
    });
    expect(created.msg).toBe('操作成功');
    const id = created.data.id;
    const row = await info('Contract', id, seller);
    expect(lines(row).map((l) => [l.price, l.subtotal])).toEqual([['0.10', '0.30']]);
    expect(row).toMatchObject({ amount: '5.00', lines_amount: '0.30' });
    expect(await listed('Contract', title, seller)).toMatchObject({ amount: '5.00' });

    expect((await post('/api/flow/startflow', seller, { flow_type: 1, detail_id: id, to_user: '{}' })).msg).toBe(
      '操作成功',
    );
    expect(
      (await post('/api/flow/examine', leader, { flow_type: 1, detail_id: id, pass_type: 2, reason: '同意' })).msg,
    ).toBe('操作成功');
    const change = await post('/api/ContractChange/add', seller, {
      contract_id: id,
      reason: '调价',
      new_start_date: '2026-11-01',
      new_end_date: '2027-10-31',
      new_amount: '6',
      new_product_lines: [line(p, '0.2', '3')],
    });
    expect(change.msg).toBe('操作成功');
    const proposed = await info('ContractChange', change.data.id, seller);
    expect(lines(proposed, 'new_product_lines').map((l) => [l.price, l.subtotal])).toEqual([['0.20', '0.60']]);
    expect(proposed).toMatchObject({ new_amount: '6.00', new_lines_amount: '0.60' });
    const answered = await t.call<Row>('GET', '/api/ContractChange/diff', {
      token: seller,
      query: { id: change.data.id },
    });
    expect(answered.body.msg).toBe('操作成功');
    const diff = answered.body.data;
    expect((diff.lines as Row[]).map((l) => [l.kind, (l.before as Row).price, (l.after as Row).price])).toEqual([
      ['changed', '0.10', '0.20'],
    ]);
    expect(diff.fields).toEqual(
      expect.arrayContaining([{ field: 'amount', label: '合同金额（元）', before: '5.00', after: '6.00' }]),
    );
  });

  it('an amount typed "5" is written as "5.00": the operation log says what the record holds', async () => {
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const created = await post('/api/Chance/add', admin, {
      chance_name: `商机${Math.random()}`,
      enterprise_id,
      amount: '5',
    });
    expect(created.msg).toBe('操作成功');
    expect((await post('/api/Chance/update', admin, { id: created.data.id, amount: '6.5' })).msg).toBe('操作成功');
    expect((await info('Chance', created.data.id)).amount).toBe('6.50');
    const log = await t.call<{ content: string }[]>('GET', '/api/Chance/getLog', {
      token: admin,
      query: { id: created.data.id },
    });
    expect(log.body.data[0].content).toBe('将 预计金额（元） 由「5.00」修改为「6.50」');
  });
});

describe('product lines stored before amounts were kept to the cent', () => {
  const migration = fs.readFileSync(new URL('../drizzle/0040_money_in_product_lines.sql', import.meta.url), 'utf8');
  const migrate = async () => {
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
  };

  it('are brought to two decimals by the migration, nothing else of them changed', async () => {
    const p = await product('0.10');
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const created = await post('/api/Offer/add', admin, {
      title: '旧报价',
      enterprise_id,
      valid_until: '2099-12-31',
      tax_rate: 0,
      product_lines: [line(p, '0.1', '3')],
    });
    const id = created.data.id;
    const stored = lines(await info('Offer', id));
    // as the lines were stored before: the price as it was typed
    const old = [
      { ...stored[0], price: '0.1' },
      { ...stored[0], price: '5', quantity: '2', subtotal: '10.00', remark: '备件' },
    ];
    await t.database.db.execute(
      sql`update crm_offer set product_lines = ${JSON.stringify(old)}::jsonb where id = ${id}`,
    );
    const terms = { amount: '10.30', start_date: null, end_date: null, terms: '', product_lines: old };
    const [version] = resultRows<{ id: number }>(
      await t.database.db.execute(
        sql`insert into crm_contract_version (contract_id, version, change_id, before, after) values (${2_000_000_000}, 2, ${2_000_000_000}, ${JSON.stringify(terms)}::jsonb, ${JSON.stringify(terms)}::jsonb) returning id`,
      ),
    );
    expect(lines(await info('Offer', id)).map((l) => l.price)).toEqual(['0.1', '5']);

    await migrate();
    expect(lines(await info('Offer', id))).toEqual([
      { ...old[0], price: '0.10' },
      { ...old[1], price: '5.00' },
    ]);
    const [kept] = resultRows<{ before: { product_lines: Row[]; amount: string }; after: { product_lines: Row[] } }>(
      await t.database.db.execute(sql`select before, after from crm_contract_version where id = ${version.id}`),
    );
    expect(kept.before.product_lines.map((l) => l.price)).toEqual(['0.10', '5.00']);
    expect(kept.after.product_lines.map((l) => l.price)).toEqual(['0.10', '5.00']);
    expect(kept.before.amount).toBe('10.30');

    // lines already to the cent are left as they are, and running it again changes nothing
    await migrate();
    expect(lines(await info('Offer', id)).map((l) => [l.price, l.quantity, l.subtotal])).toEqual([
      ['0.10', '3', '0.30'],
      ['5.00', '2', '10.00'],
    ]);
  });
});
