import { ERR } from '@suwork/domain';
import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { createRecord } from './entity-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let seller: string;
let otherSeller: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
  otherSeller = await t.login({ username: '杨磊', password: '123456' });
});
afterAll(async () => t.close());

type Row = Record<string, unknown> & { id: number };
const info = (token: string, controller: string, id: number) =>
  t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } });
const listIds = async (token: string, controller: string) =>
  (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query: { limit: 100 } })).body.data.map(
    (r) => r.id,
  );

describe('public customer pool', () => {
  it('returns a customer with a reason, lets another member claim it, and logs both', async () => {
    const id = await createRecord(t, seller, customerEntity);
    expect(
      (await t.call('POST', '/api/Customer/toPublic', { token: seller, body: { ids: [id], reason: '  ' } })).body.msg,
    ).toBe('请输入退回原因');
    expect(
      (await t.call('POST', '/api/Customer/toPublic', { token: seller, body: { ids: [id], reason: '客户暂无需求' } }))
        .body.code,
    ).toBe(0);
    expect(await listIds(seller, 'Customer')).not.toContain(id);
    expect((await info(seller, 'Customer', id)).body.code).toBe(ERR.notFound.code);
    expect((await info(admin, 'Customer', id)).body.code).toBe(ERR.notFound.code);
    expect(await listIds(otherSeller, 'PublicCustomer')).toContain(id);
    // the pooled record keeps its follow-up history for those who may open the pool, read-only
    const feed = await t.call('GET', '/api/CommonFollow/getList', {
      token: otherSeller,
      query: { entity: 'customer', real_id: id },
    });
    expect(feed.body.code).toBe(0);
    const write = await t.call('POST', '/api/CommonFollow/add', {
      token: otherSeller,
      body: {
        entity: 'customer',
        real_id: id,
        follow_type: 1,
        follow_time: '2026-11-20 10:00:00',
        contact_name: '甲',
        content: '<p>x</p>',
      },
    });
    expect(write.body.code).toBe(ERR.notFound.code);
    const pooled = (await info(otherSeller, 'PublicCustomer', id)).body.data;
    expect(pooled).toMatchObject({ in_pool: 2, owner_user_id: 0, pool_reason: '客户暂无需求' });

    expect(
      (await t.call('POST', '/api/PublicCustomer/receive', { token: otherSeller, body: { ids: [id] } })).body.code,
    ).toBe(0);
    expect(await listIds(otherSeller, 'Customer')).toContain(id);
    expect(await listIds(otherSeller, 'PublicCustomer')).not.toContain(id);
    expect((await info(otherSeller, 'Customer', id)).body.data).toMatchObject({
      owner_user_name: '杨磊',
      dept_name: '销售二部',
      in_pool: 1,
    });
    const again = await t.call('POST', '/api/PublicCustomer/receive', { token: seller, body: { ids: [id] } });
    expect(again.body).toMatchObject({ code: ERR.conflict.code, msg: '所选数据已不在公海中，请刷新后重试' });
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', {
      token: otherSeller,
      query: { id },
    });
    expect(log.body.data.map((l) => l.content).slice(0, 2)).toEqual([
      '从公海客户领取，负责人为「杨磊」',
      '放入公海客户：客户暂无需求',
    ]);
  });

  it('lets a manager assign from the pool but not a 销售员', async () => {
    const id = await createRecord(t, seller, customerEntity);
    await t.call('POST', '/api/Customer/toPublic', { token: seller, body: { ids: [id], reason: '离职交接' } });
    expect(
      (await t.call('POST', '/api/PublicCustomer/assign', { token: seller, body: { ids: [id], user_id: 3 } })).body
        .code,
    ).toBe(ERR.noPermission.code);
    const manager = await t.login({ username: '李娜', password: '123456' });
    const wang = (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token: seller })).body.data.uid;
    expect(
      (await t.call('POST', '/api/PublicCustomer/assign', { token: manager, body: { ids: [id], user_id: wang } })).body
        .code,
    ).toBe(0);
    expect(await listIds(seller, 'Customer')).toContain(id);
  });

  it('adds straight into the pool, with no owner', async () => {
    const res = await t.call<{ id: number }>('POST', '/api/PublicCustomer/add', {
      token: admin,
      body: { enterprise_name: '公海新客户' },
    });
    expect(res.body.code).toBe(0);
    expect((await info(admin, 'PublicCustomer', res.body.data.id)).body.data).toMatchObject({
      owner_user_id: 0,
      in_pool: 2,
      enterprise_name: '公海新客户',
    });
  });

  it('previews and runs the recycling rule, sparing exempt customers', async () => {
    const stale = await createRecord(t, seller, customerEntity);
    const exempt = await createRecord(t, seller, customerEntity);
    const fresh = await createRecord(t, seller, customerEntity);
    const table = tableOf(customerEntity);
    const old = new Date(Date.now() - 40 * 86_400_000);
    for (const id of [stale, exempt])
      await t.database.db.update(table).set({ create_time: old, last_follow_time: old }).where(eq(table.id, id));
    expect(
      (await t.call('POST', '/api/Customer/setExempt', { token: seller, body: { ids: [exempt], exempt: 2 } })).body
        .code,
    ).toBe(0);
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 0, deal_days: 90 },
        })
      ).body.msg,
    ).toBe('天数应为 1 到 3650');
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: seller,
          body: { enabled: true, follow_days: 30, deal_days: 90 },
        })
      ).body.code,
    ).toBe(ERR.noPermission.code);
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 30, deal_days: 90 },
        })
      ).body.code,
    ).toBe(0);
    const preview = await t.call<Row[]>('GET', '/api/PublicCustomer/previewRecycle', {
      token: admin,
      query: { limit: 100 },
    });
    const due = preview.body.data.map((r) => r.id);
    expect(due).toContain(stale);
    expect(due).not.toContain(exempt);
    expect(due).not.toContain(fresh);
    expect(await t.app.jobs.runNow('pool-recycle:customer')).toBe(true);
    expect(await listIds(admin, 'PublicCustomer')).toContain(stale);
    expect(await listIds(seller, 'Customer')).toEqual(expect.arrayContaining([exempt, fresh]));
    expect((await info(admin, 'PublicCustomer', stale)).body.data.pool_reason).toBe(
      '超过30天未跟进或90天未成交，自动回收',
    );
  });
});

describe('clue to customer', () => {
  it('converts a clue into a customer and a contact, carrying its follow-up history', async () => {
    const clueId = await createRecord(t, seller, clueEntity, {
      clue_name: '官网咨询：ERP 升级',
      company_name: '星河科技有限公司',
      contact_name: '周总',
      mobile: '13912345678',
    });
    await t.call('POST', '/api/CommonFollow/add', {
      token: seller,
      body: {
        entity: 'clue',
        real_id: clueId,
        follow_type: 4,
        follow_time: '2026-11-21 15:00:00',
        contact_name: '周总',
        content: '<p>上门拜访</p>',
      },
    });
    expect((await info(seller, 'Clue', clueId)).body.data.status).toBe(2);
    const res = await t.call<{ enterprise_id: number; contact_id: number }>('POST', '/api/Clue/transferCustomer', {
      token: seller,
      body: { id: clueId },
    });
    expect(res.body.code).toBe(0);
    const customer = (await info(seller, 'Customer', res.body.data.enterprise_id)).body.data;
    expect(customer).toMatchObject({
      enterprise_name: '星河科技有限公司',
      contact_name: '周总',
      mobile: '13912345678',
      owner_user_name: '王强',
      last_follow_time: '2026-11-21 15:00:00',
    });
    const contact = (await info(seller, 'Contacts', res.body.data.contact_id)).body.data;
    expect(contact).toMatchObject({
      contact_name: '周总',
      enterprise_id: res.body.data.enterprise_id,
      enterprise_name: '星河科技有限公司',
    });
    const feed = await t.call<Record<string, unknown[]>>('GET', '/api/CommonFollow/getList', {
      token: seller,
      query: { entity: 'customer', real_id: res.body.data.enterprise_id },
    });
    expect(feed.body.count).toBe(1);
    expect((await info(seller, 'Clue', clueId)).body.data).toMatchObject({
      status: 3,
      customer_id: res.body.data.enterprise_id,
      customer_name: '星河科技有限公司',
    });
    expect((await t.call('POST', '/api/Clue/transferCustomer', { token: seller, body: { id: clueId } })).body.msg).toBe(
      '线索已转化为客户，不能再次转化',
    );
    expect(
      (await t.call('POST', '/api/Clue/update', { token: seller, body: { id: clueId, remark: 'x' } })).body.msg,
    ).toBe('线索已转化为客户，不能修改');
  });

  it('refuses to convert a clue outside the scope', async () => {
    const clueId = await createRecord(t, seller, clueEntity);
    expect(
      (await t.call('POST', '/api/Clue/transferCustomer', { token: otherSeller, body: { id: clueId } })).body.code,
    ).toBe(ERR.notFound.code);
  });
});
