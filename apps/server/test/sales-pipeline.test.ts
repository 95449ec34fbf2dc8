import { contactEntity, customerEntity, productEntity, productSpecEntity } from '@suwork/domain/entities';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord } from './entity-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import { postMultipart } from './upload-helpers.ts';

let t: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
});
afterAll(async () => t.close());

type Row = Record<string, unknown>;
const product = (price: string, extra: Row = {}) =>
  createRecord(t, admin, productEntity, { price, status: 1, ...extra });
const line = (product_id: number, price: string, quantity: string, discount = '0') => ({
  product_id,
  price,
  quantity,
  discount,
});
const info = async (controller: string, id: number, token = admin) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body.data;
const firstStages = async (token = admin) =>
  (
    await t.call<{ id: number; stages: { id: number; name: string; percent: string }[] }[]>(
      'GET',
      '/api/ChanceStage/groupsFor',
      { token },
    )
  ).body.data[0].stages;

async function opportunity(token: string, body: Row = {}) {
  const enterprise_id = await createRecord(t, token, customerEntity);
  const res = await t.call<{ id: number }>('POST', '/api/Chance/add', {
    token,
    body: { chance_name: `商机${Math.random()}`, enterprise_id, ...body },
  });
  expect(res.body.msg).toBe('操作成功');
  return { id: res.body.data.id, enterprise_id };
}

describe('product lines', () => {
  it('are priced to the cent in decimal, their total becomes the amount, and names are kept as sold', async () => {
    const a = await product('0.10');
    const b = await product('138.66');
    const c = await product('302.00');
    const { id } = await opportunity(admin, {
      product_lines: [line(a, '0.1', '3'), line(b, '138.66', '1', '19'), line(c, '302.00', '0.2')],
    });
    const row = await info('Chance', id);
    expect((row.product_lines as Row[]).map((l) => l.subtotal)).toEqual(['0.30', '112.31', '60.40']);
    expect(row.amount).toBe('173.01');
    expect((row.product_lines as Row[])[0]).toMatchObject({
      product_id: a,
      product_name: expect.stringContaining('产品名称'),
      spec_name: '',
      unit: expect.any(String),
    });
  });

  it('refuse a product taken off sale on a new line but keep it on a saved one, and a spec of another product', async () => {
    const p = await product('10.00');
    const other = await product('20.00');
    const spec = await createRecord(t, admin, productSpecEntity, { product_id: other, price: '5.00', status: 1 });
    const { id } = await opportunity(admin, { product_lines: [line(p, '10', '1')] });
    await t.call('POST', '/api/Product/update', { token: admin, body: { id: p, status: 2 } });
    const kept = await t.call('POST', '/api/Chance/update', {
      token: admin,
      body: { id, product_lines: [line(p, '12', '2')] },
    });
    expect(kept.body.msg).toBe('操作成功');
    expect((await info('Chance', id)).amount).toBe('24.00');
    const fresh = await t.call('POST', '/api/Chance/add', {
      token: admin,
      body: {
        chance_name: '新商机',
        enterprise_id: await createRecord(t, admin, customerEntity),
        product_lines: [line(p, '10', '1')],
      },
    });
    expect(fresh.body.msg).toMatch(/^产品明细第1行：产品「.+」已下架$/);
    const wrongSpec = await t.call('POST', '/api/Chance/update', {
      token: admin,
      body: { id, product_lines: [{ ...line(p, '1', '1'), spec_id: spec }] },
    });
    expect(wrongSpec.body.msg).toMatch(/不属于所选产品$/);
    const both = await t.call('POST', '/api/Chance/update', {
      token: admin,
      body: { id, product_lines: [{ price: '1', quantity: '1' }] },
    });
    expect(both.body.msg).toBe('产品明细第1行：请选择一个产品或服务');
    expect((await info('Chance', id)).amount).toBe('24.00');
  });
});

describe('opportunity stages and status', () => {
  it('starts in the first stage at its win rate, records every move and the time spent', async () => {
    const stages = await firstStages(seller);
    const { id } = await opportunity(seller);
    expect(await info('Chance', id, seller)).toMatchObject({
      stage_id: stages[0].id,
      stage_name: stages[0].name,
      expect_success: stages[0].percent,
    });
    const moved = await t.call('POST', '/api/Chance/moveStage', {
      token: seller,
      body: { chance_id: id, stage_id: stages[2].id },
    });
    expect(moved.body.msg).toBe('操作成功');
    expect(await info('Chance', id, seller)).toMatchObject({
      stage_name: stages[2].name,
      expect_success: stages[2].percent,
    });
    const history = (
      await t.call<Row[]>('GET', '/api/Chance/stageHistory', { token: seller, query: { chance_id: id } })
    ).body.data;
    expect(history.map((h) => [h.from_name, h.to_name, h.user_name])).toEqual([
      ['', stages[0].name, '王强'],
      [stages[0].name, stages[2].name, '王强'],
    ]);
    expect(history.every((h) => typeof h.seconds_in_stage === 'number' && (h.seconds_in_stage as number) >= 0)).toBe(
      true,
    );
  });

  it('needs a reason to lose, marks the customer 已成交 on a win, and takes it back on reopening', async () => {
    const { id, enterprise_id } = await opportunity(seller);
    const noReason = await t.call('POST', '/api/Chance/changeStatus', {
      token: seller,
      body: { chance_id: id, status: 3 },
    });
    expect(noReason.body.msg).toBe('请填写输单原因');
    expect((await info('Chance', id, seller)).status).toBe(1);
    await t.call('POST', '/api/Chance/changeStatus', { token: seller, body: { chance_id: id, status: 2 } });
    const won = await info('Chance', id, seller);
    expect(won).toMatchObject({ status: 2, expect_success: '100.00', stage_name: '赢单' });
    expect((await info('Customer', enterprise_id, seller)).deal_status).toBe(2);
    const frozen = await t.call('POST', '/api/Chance/moveStage', {
      token: seller,
      body: { chance_id: id, stage_id: (await firstStages(seller))[0].id },
    });
    expect(frozen.body.msg).toBe('商机已结束，不能变更阶段');
    await t.call('POST', '/api/Chance/changeStatus', { token: seller, body: { chance_id: id, status: 1 } });
    expect((await info('Customer', enterprise_id, seller)).deal_status).toBe(1);
  });

  it("keeps the kanban, funnel and forecast to the member's own opportunities", async () => {
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
    await opportunity(seller, { amount: '1000.00', expect_success: '50', expect_date: `${month}-15` });
    await opportunity(admin, { amount: '99999.00', expect_date: `${month}-15` });
    const group = (await t.call<{ id: number }[]>('GET', '/api/ChanceStage/groupsFor', { token: seller })).body.data[0];
    const mine = (
      await t.call<{ stages: { cards: Row[]; count: number }[] }>('GET', '/api/Chance/kanban', {
        token: seller,
        query: { group_id: group.id },
      })
    ).body.data.stages;
    const all = (
      await t.call<{ stages: { cards: Row[]; count: number }[] }>('GET', '/api/Chance/kanban', {
        token: admin,
        query: { group_id: group.id },
      })
    ).body.data.stages;
    const total = (cols: { count: number }[]) => cols.reduce((s, c) => s + c.count, 0);
    const sellerList = (await t.call('GET', '/api/Chance/getList', { token: seller, query: { status: 1 } })).body.count;
    expect(total(mine)).toBe(sellerList);
    expect(total(all)).toBeGreaterThan(total(mine));
    const forecast = (
      await t.call<{ months: Row[]; total: Row }>('GET', '/api/Chance/forecast', {
        token: seller,
        query: { start_month: month, months: 1 },
      })
    ).body.data;
    expect(forecast.months[0]).toMatchObject({ month, count: 1, amount: '1000.00', weighted: '500.00' });
    const day = `${month}-01`;
    const funnel = (
      await t.call<{ stages: { count: number }[] }>('GET', '/api/Chance/funnel', {
        token: seller,
        query: { group_id: group.id, start_date: day, end_date: day },
      })
    ).body.data;
    expect(funnel.stages.reduce((s, x) => s + x.count, 0)).toBe(sellerList);
  });

  it('lists opportunities for the 关联商机 dialog by its own parameters', async () => {
    const { enterprise_id } = await opportunity(admin, { chance_name: '关联测试商机' });
    const res = await t.call<Row[]>('GET', '/api/Chance/getList', {
      token: admin,
      query: { enterprise_id, chance_name: '关联测试', page: 1, limit: 5 },
    });
    expect(res.body.count).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      chance_name: '关联测试商机',
      company_name: expect.any(String),
      expect_success: '10.00',
    });
  });
});

describe('business projects', () => {
  it("name several decision makers among the opportunity's customer's contacts, shown by name", async () => {
    const { id: chance_id, enterprise_id } = await opportunity(admin);
    const [a, b] = [
      await createRecord(t, admin, contactEntity, { enterprise_id, contact_name: '决策人甲' }),
      await createRecord(t, admin, contactEntity, { enterprise_id, contact_name: '决策人乙' }),
    ];
    const stranger = await createRecord(t, admin, contactEntity);
    const refused = await t.call('POST', '/api/BusinessProject/add', {
      token: admin,
      body: { project_name: '一期', chance_id, decision_maker_ids: [a, stranger] },
    });
    expect(refused.body.msg).toBe('关键决策人应为该商机客户的联系人');
    const created = await t.call<{ id: number }>('POST', '/api/BusinessProject/add', {
      token: admin,
      body: { project_name: '一期', chance_id, decision_maker_ids: [a, b, a] },
    });
    expect(await info('BusinessProject', created.body.data.id)).toMatchObject({
      decision_maker_ids: [a, b],
      decision_maker_ids_names: '决策人甲、决策人乙',
    });
  });
});

describe('quotes', () => {
  it('are numbered, priced with discount and tax to the cent, frozen once accepted, copied into versions, and printed', async () => {
    const p = await product('138.66');
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const body = {
      title: '年度采购报价',
      enterprise_id,
      valid_until: '2099-12-31',
      discount: '10',
      tax_rate: 13,
      product_lines: [line(p, '138.66', '3')],
    };
    const created = await t.call<{ id: number }>('POST', '/api/Offer/add', { token: admin, body });
    const id = created.body.data.id;
    const row = await info('Offer', id);
    // 415.98 less 10 % = 374.38; 13 % tax = 48.67
    expect(row).toMatchObject({
      lines_amount: '415.98',
      before_tax: '374.38',
      tax_amount: '48.67',
      after_tax: '423.05',
      status: 1,
      version: 1,
      root_id: id,
    });
    expect(row.offer_no).toMatch(/^BJ-\d{8}-\d{4}$/);
    await t.call('POST', '/api/Offer/changeStatus', { token: admin, body: { offer_id: id, status: 2 } });
    await t.call('POST', '/api/Offer/changeStatus', { token: admin, body: { offer_id: id, status: 3 } });
    const frozen = await t.call('POST', '/api/Offer/update', { token: admin, body: { id, title: '改' } });
    expect(frozen.body.msg).toBe('报价已接受，不能修改，可复制为新版本后修改');
    const copy = await t.call<{ offer_id: number }>('POST', '/api/Offer/copyVersion', {
      token: admin,
      body: { offer_id: id },
    });
    const v2 = await info('Offer', copy.body.data.offer_id);
    expect(v2).toMatchObject({
      offer_no: `${String(row.offer_no)}-v2`,
      version: 2,
      status: 1,
      after_tax: '423.05',
      root_id: id,
    });
    const versions = (await t.call<Row[]>('GET', '/api/Offer/versions', { token: admin, query: { offer_id: id } })).body
      .data;
    expect(versions.map((v) => v.version)).toEqual([1, 2]);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Offer/pdf?offer_id=${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.rawPayload) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(String(row.offer_no));
    expect(text).toContain('423.05');
    expect(text).toContain('年度采购报价');
  });

  it('never give two quotes the same number, even 50 created at once', async () => {
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call<{ id: number }>('POST', '/api/Offer/add', {
          token: admin,
          body: { title: `并发报价${i}`, enterprise_id, valid_until: '2099-12-31', tax_rate: 0 },
        }),
      ),
    );
    expect(results.every((r) => r.body.code === 0)).toBe(true);
    const numbers = await Promise.all(results.map(async (r) => (await info('Offer', r.body.data.id)).offer_no));
    expect(new Set(numbers).size).toBe(50);
  });
});

describe('company information on printed quotes', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKElEQVR4nGOQCpknFTLvQ4XGhwoNZDYDVlGpkHkMWEWhElhNY6CDHQCpKFOBMzHtaQAAAABJRU5ErkJggg==',
    'base64',
  );
  const upload = async (token: string, filename: string, file: Buffer) =>
    (await postMultipart(t, '/api/Upload/doUpload', token, [{ name: 'file', file, filename }])).json<{ id: number }>()
      .data.id;
  const pdfOf = async (offer_id: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/Offer/pdf?offer_id=${offer_id}`,
        headers: { authorization: `Bearer ${admin}` },
      })
    ).rawPayload;

  it('sets the name and logo every member reads, refuses what is not a picture of the member, and prints the logo on the quote', async () => {
    const enterprise_id = await createRecord(t, admin, customerEntity);
    const offer = await t.call<{ id: number }>('POST', '/api/Offer/add', {
      token: admin,
      body: { title: '标志测试报价', enterprise_id, valid_until: '2099-12-31', tax_rate: 0 },
    });
    const before = await pdfOf(offer.body.data.id);

    const notPicture = await upload(admin, 'notes.txt', Buffer.from('hello'));
    const refused = await t.call('POST', '/api/Company/update', {
      token: admin,
      body: { company_name: '速办科技有限公司', logo_id: notPicture },
    });
    expect(refused.body.msg).toBe('公司标志只能是 png、jpg 或 jpeg 图片');
    const others = await upload(seller, 'his.png', PNG);
    expect(
      (
        await t.call('POST', '/api/Company/update', {
          token: admin,
          body: { company_name: '速办科技有限公司', logo_id: others },
        })
      ).body.msg,
    ).toBe('公司标志图片不存在，请重新上传');
    expect(
      (await t.call('POST', '/api/Company/update', { token: admin, body: { company_name: ' ', logo_id: 0 } })).body.msg,
    ).toBe('请输入公司名称');

    const logo = await upload(admin, 'logo.png', PNG);
    const saved = await t.call<Row>('POST', '/api/Company/update', {
      token: admin,
      body: { company_name: '速办科技有限公司', logo_id: logo },
    });
    expect(saved.body).toMatchObject({
      code: 0,
      msg: '公司信息已保存',
      data: {
        company_name: '速办科技有限公司',
        logo_id: logo,
        logo_url: expect.stringMatching(/^\/api\/Upload\/file\?id=\d+&key=/),
      },
    });
    expect((await t.call<Row>('GET', '/api/Company/info', { token: seller })).body.data).toMatchObject({
      company_name: '速办科技有限公司',
      logo_id: logo,
    });
    expect(
      (await t.call('POST', '/api/Company/update', { token: seller, body: { company_name: '别的公司', logo_id: 0 } }))
        .status,
    ).toBe(403);

    const after = await pdfOf(offer.body.data.id);
    const parser = new PDFParse({ data: new Uint8Array(after) });
    expect((await parser.getText()).text).toContain('速办科技有限公司');
    await parser.destroy();
    // the logo is embedded as an image the PDF did not have before
    expect(after.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
    expect(before.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
  });
});
