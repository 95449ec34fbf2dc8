import { ERR } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { API_ALIASES } from '../src/core/api-aliases.ts';
import { appForFile, SALES } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';

// A client written for the spec's names of the API groups (BusinessChance, BusinessQuote, businessContacts,
// enterprise) is served by the same routes as the server's own names (Chance, Offer, Contacts, Customer).

type Row = Record<string, unknown> & { id: number };

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

const get = (url: string, query: Record<string, string | number> = {}, token = admin) =>
  t.call<Row[]>('GET', url, { token, query });

/** Adds a record through the server's own name and returns its id. */
async function add(controller: string, body: Record<string, unknown>, token = admin) {
  const res = await t.call<{ id: number }>('POST', `/api/${controller}/add`, { token, body });
  if (res.body.code !== 0) throw new Error(`${controller}/add: ${res.body.msg}`);
  return res.body.data.id;
}

/** A customer, its contact, an opportunity on it and a quote on that, made by the given member. */
async function customerWithDeal(token: string, name: string, source = 1) {
  const customer = await add('Customer', { enterprise_name: `${name}有限公司` }, token);
  const contact = await add('Contacts', { enterprise_id: customer, contact_name: `${name}联系人` }, token);
  const chance = await add(
    'Chance',
    { enterprise_id: customer, chance_name: `${name}商机`, chance_source: source, expect_success: '35' },
    token,
  );
  const offer = await add(
    'Offer',
    { enterprise_id: customer, chance_id: chance, title: `${name}报价`, valid_until: '2099-12-31', tax_rate: 13 },
    token,
  );
  return { customer, contact, chance, offer };
}

describe("the spec's API group names", () => {
  it('answer lists and records exactly as the server’s own names do', async () => {
    const deal = await customerWithDeal(admin, '别名东湖科技');
    const ids: Record<string, number> = {
      Chance: deal.chance,
      Offer: deal.offer,
      Contacts: deal.contact,
      Customer: deal.customer,
    };
    for (const [alias, controller] of Object.entries(API_ALIASES)) {
      const list = await get(`/api/${alias}/getList`, { page: 1, limit: 20 });
      expect([alias, list.status, list.body.code]).toEqual([alias, 200, 0]);
      expect(list.body).toEqual((await get(`/api/${controller}/getList`, { page: 1, limit: 20 })).body);
      expect(list.body.data.map((r) => r.id)).toContain(ids[controller]);
      const info = await t.call<Row>('GET', `/api/${alias}/info`, { token: admin, query: { id: ids[controller] } });
      expect(info.body).toEqual(
        (await t.call<Row>('GET', `/api/${controller}/info`, { token: admin, query: { id: ids[controller] } })).body,
      );
    }
    // any spelling, as every controller
    expect((await get('/api/businesschance/info', { id: deal.chance })).body.data).toMatchObject({
      chance_name: '别名东湖科技商机',
    });
  });

  it('write the same records: an opportunity added and changed under BusinessChance is the one Chance reads', async () => {
    const { customer } = await customerWithDeal(admin, '别名西湖贸易');
    const added = await t.call<{ id: number }>('POST', '/api/BusinessChance/add', {
      token: admin,
      body: { chance_name: '规格名称新建的商机', enterprise_id: customer },
    });
    expect(added.body).toMatchObject({ code: 0, msg: '操作成功' });
    const id = added.body.data.id;
    expect(
      (await t.call('POST', '/api/BusinessChance/update', { token: admin, body: { id, remark: '经由规格名称修改' } }))
        .body.code,
    ).toBe(0);
    expect((await t.call<Row>('GET', '/api/Chance/info', { token: admin, query: { id } })).body.data).toMatchObject({
      chance_name: '规格名称新建的商机',
      remark: '经由规格名称修改',
    });
    // a refusal reads the same too
    const refused = await t.call('POST', '/api/BusinessChance/add', {
      token: admin,
      body: { enterprise_id: customer },
    });
    expect(refused.body).toEqual(
      (await t.call('POST', '/api/Chance/add', { token: admin, body: { enterprise_id: customer } })).body,
    );
    expect(refused.body.msg).toBe('请输入商机名称');
  });

  it('list opportunities for the 关联商机 picker by page, limit, company_name, chance_name, chance_source and enterprise_id, answering data and count', async () => {
    const east = await customerWithDeal(admin, '选择器别名甲', 1);
    const west = await customerWithDeal(admin, '选择器别名乙', 5);
    await add('Chance', { enterprise_id: west.customer, chance_name: '选择器别名乙第二个商机', chance_source: 1 });
    const pick = async (query: Record<string, string | number>) => {
      const res = await get('/api/BusinessChance/getList', { page: 1, limit: 5, ...query });
      expect([res.body.code, res.body.msg]).toEqual([0, '操作成功']);
      return { names: res.body.data.map((r) => r.chance_name).sort(), count: res.body.count };
    };
    expect(await pick({ company_name: '选择器别名' })).toEqual({
      names: ['选择器别名乙商机', '选择器别名乙第二个商机', '选择器别名甲商机'],
      count: 3,
    });
    expect(await pick({ company_name: '选择器别名乙' })).toEqual({
      names: ['选择器别名乙商机', '选择器别名乙第二个商机'],
      count: 2,
    });
    expect(await pick({ chance_name: '第二个', company_name: '选择器别名' })).toEqual({
      names: ['选择器别名乙第二个商机'],
      count: 1,
    });
    expect(await pick({ company_name: '选择器别名', chance_source: 5 })).toEqual({
      names: ['选择器别名乙商机'],
      count: 1,
    });
    expect(await pick({ enterprise_id: east.customer, company_name: '', chance_name: '', chance_source: '' })).toEqual({
      names: ['选择器别名甲商机'],
      count: 1,
    });
    // page and limit: the dialog's five a page
    const first = await get('/api/BusinessChance/getList', { page: 1, limit: 2, company_name: '选择器别名' });
    const second = await get('/api/BusinessChance/getList', { page: 2, limit: 2, company_name: '选择器别名' });
    expect([first.body.data.length, second.body.data.length, first.body.count]).toEqual([2, 1, 3]);
    // the row the dialog shows
    expect((await get('/api/BusinessChance/getList', { enterprise_id: east.customer })).body.data[0]).toMatchObject({
      chance_name: '选择器别名甲商机',
      company_name: '选择器别名甲有限公司',
      expect_success: '35.00',
    });
  });

  it('keep the permission and the data scope of the route they name', async () => {
    await customerWithDeal(admin, '别名管理员的客户');
    await customerWithDeal(sales, '别名销售的客户');
    for (const [alias, controller] of Object.entries(API_ALIASES)) {
      const own = await get(`/api/${controller}/getList`, { limit: 100 }, sales);
      const spec = await get(`/api/${alias}/getList`, { limit: 100 }, sales);
      expect(spec.body).toEqual(own.body);
      expect(spec.body.count).toBeLessThan((await get(`/api/${alias}/getList`, { limit: 100 })).body.count!);
    }
    const nobody = await memberWithNodes(t, []);
    for (const alias of Object.keys(API_ALIASES)) {
      const res = await get(`/api/${alias}/getList`, {}, nobody.token);
      expect([res.status, res.body.code, res.body.msg]).toEqual([403, ERR.noPermission.code, ERR.noPermission.msg]);
    }
    expect((await get('/api/BusinessChance/getList', {}, '')).body.code).toBe(ERR.notSignedIn.code);
    const lister = await memberWithNodes(t, ['customer_opportunities', '!customer_opportunities_add']);
    expect((await get('/api/BusinessChance/getList', {}, lister.token)).body.code).toBe(0);
    const add = await t.call('POST', '/api/BusinessChance/add', {
      token: lister.token,
      body: { chance_name: '无新建权限', enterprise_id: 1 },
    });
    expect(add.body.code).toBe(ERR.noPermission.code);
    // an action the group does not have is as unknown under either name
    expect((await get('/api/BusinessChance/nope')).body).toEqual((await get('/api/Chance/nope')).body);
    expect((await get('/api/BusinessChance/nope')).body.msg).toBe(ERR.routeNotFound.msg);
  });

  it('are routes of the route table, each beside the route it names with the same permission, and the API description lists them', async () => {
    const routes = t.app.routeAuth;
    for (const [alias, controller] of Object.entries(API_ALIASES)) {
      const own = routes.filter((r) => r.url.toLowerCase().startsWith(`/api/${controller.toLowerCase()}/`));
      expect(own.length).toBeGreaterThan(5);
      for (const r of own) {
        const twin = routes.find(
          (x) => x.method === r.method && x.url === `/api/${alias}/${r.url.split('/').slice(3).join('/')}`,
        );
        expect(twin, `${r.method} ${r.url}`).toBeDefined();
        expect(twin!.auth).toEqual(r.auth);
      }
    }
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { authorization: `Bearer ${admin}` } })
    ).json<{
      info: { description: string };
      paths: Record<string, Record<string, { tags: string[]; description: string; 'x-permission': string }>>;
    }>();
    for (const [alias, controller] of Object.entries(API_ALIASES))
      expect(doc.info.description).toContain(`/api/${alias}/… = /api/${controller}/…`);
    expect(doc.paths['/api/BusinessChance/getList'].get).toMatchObject({
      tags: ['BusinessChance'],
      'x-permission': 'customer_opportunities',
    });
    expect(doc.paths['/api/BusinessChance/getList'].get.description).toContain('与 /api/Chance/getList 是同一接口');
  });
});
