import { ERR } from '@suwork/domain';
import { clueEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { tagGroups, tags } from '../src/db/schema.ts';
import { poolSoon } from '../src/modules/crm/my-records.ts';
import { createRecord } from './entity-fixtures.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

// 线索转客户 names the customer after the clue's 公司名称 (not its 线索名称), and a converted clue is history: the
// engine refuses every change to it (clueEntity.readOnlyWhen), one record or a batch, and never recycles it.

let t: TestContext;
let admin: string;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  seller = await t.login(SALES);
});
afterAll(async () => t.close());

type Row = Record<string, unknown> & { id: number };
const post = (token: string, url: string, body: unknown) =>
  t.call<Row & { enterprise_id: number; contact_id: number | null }>('POST', url, { token, body });
const info = async (token: string, controller: string, id: number) =>
  (await t.call<Row>('GET', `/api/${controller}/info`, { token, query: { id } })).body;
const convert = async (id: number, body: Record<string, unknown> = {}) => {
  const res = await post(seller, '/api/Clue/transferCustomer', { id, ...body });
  expect(res.body.msg).toBe('操作成功');
  return res.body.data.enterprise_id;
};
const follow = (id: number) => ({
  entity: 'clue',
  real_id: id,
  follow_type: 1,
  follow_time: '2026-11-20 10:00:00',
  contact_name: '周总',
  content: '<p>电话沟通</p>',
});

describe('converting a clue', () => {
  it("names the customer after the clue's 公司名称 and carries what maps", async () => {
    const [group] = await t.database.db
      .insert(tagGroups)
      .values({ group_name: '转化测试' })
      .returning({ id: tagGroups.group_id });
    const [tag] = await t.database.db
      .insert(tags)
      .values({ group_id: group.id, tag_name: '高意向' })
      .returning({ id: tags.tag_id });
    // what a customer takes over from its clue, as it is
    const carried = {
      contact_name: '周总',
      mobile: '13912345678',
      phone: '0571-88886666',
      email: 'zhou@example.com',
      source: 4,
      industry: 1,
      level: 2,
      tags: [tag.id],
      region: '浙江省/杭州市/西湖区',
      address: '文三路 100 号',
      remark: '预算 20 万',
    };
    const clueId = await createRecord(t, seller, clueEntity, {
      clue_name: '展会留资：生产管理系统',
      company_name: '杭州云栖智造有限公司',
      ...carried,
    });
    const customerId = await convert(clueId);
    expect((await info(seller, 'Customer', customerId)).data).toMatchObject({
      enterprise_name: '杭州云栖智造有限公司',
      ...carried,
      owner_user_name: '王强',
    });
    // the clue remembers its customer, by name too
    expect((await info(seller, 'Clue', clueId)).data).toMatchObject({
      status: 3,
      customer_id: customerId,
      customer_name: '杭州云栖智造有限公司',
    });
    const log = await t.call<{ content: string }[]>('GET', '/api/Clue/getLog', {
      token: seller,
      query: { id: clueId },
    });
    expect(log.body.data[0].content).toBe('转为客户：杭州云栖智造有限公司');
  });

  it('takes the name given instead, and without a company and a name refuses', async () => {
    const named = await createRecord(t, seller, clueEntity, { clue_name: '官网咨询', company_name: '杭州云栖' });
    const customerId = await convert(named, { enterprise_name: '杭州云栖科技有限公司' });
    expect((await info(seller, 'Customer', customerId)).data.enterprise_name).toBe('杭州云栖科技有限公司');

    const nameless = await createRecord(t, seller, clueEntity, { clue_name: '官网咨询', company_name: '' });
    expect((await post(seller, '/api/Clue/transferCustomer', { id: nameless })).body.msg).toBe('请输入客户名称');
    // nothing happened: the clue is still open
    expect((await info(seller, 'Clue', nameless)).data).toMatchObject({ status: 1, customer_id: null });
  });
});

describe('a converted clue is read-only', () => {
  it('refuses 编辑, 删除, 放入公海, 不自动回收, team changes, follow-ups and a second conversion', async () => {
    const clueId = await createRecord(t, seller, clueEntity, { company_name: '只读测试有限公司' });
    const other = await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', {
      token: await t.login({ username: '杨磊', password: '123456' }),
    });
    const yang = other.body.data.uid;
    await convert(clueId);
    const before = (await info(seller, 'Clue', clueId)).data;

    const refusals: [string, string, unknown, string][] = [
      [seller, '/api/Clue/update', { id: clueId, remark: '再联系' }, '线索已转化为客户，不能修改'],
      [admin, '/api/Clue/del', { ids: [clueId] }, '线索已转化为客户，不能删除'],
      [seller, '/api/Clue/toPublic', { ids: [clueId], reason: '暂无需求' }, '线索已转化为客户，不能放入公海'],
      [seller, '/api/Clue/setExempt', { ids: [clueId], exempt: 2 }, '线索已转化为客户，不能设置自动回收'],
      [
        seller,
        '/api/Clue/editUser',
        { ids: String(clueId), manager_user_id: yang },
        '线索已转化为客户，不能转移负责人',
      ],
      [
        seller,
        '/api/Clue/addLeader',
        { ids: String(clueId), user_ids: String(yang) },
        '线索已转化为客户，不能分配负责人',
      ],
      [
        seller,
        '/api/Clue/addUser',
        { ids: String(clueId), user_ids: String(yang) },
        '线索已转化为客户，不能添加协同人',
      ],
      [seller, '/api/CommonFollow/add', follow(clueId), '线索已转化为客户，不能写跟进'],
      [seller, '/api/Clue/transferCustomer', { id: clueId }, '线索已转化为客户，不能再次转化'],
    ];
    for (const [token, url, body, msg] of refusals) {
      const res = await post(token, url, body);
      expect({ url, code: res.body.code, msg: res.body.msg }).toEqual({ url, code: ERR.validation.code, msg });
    }
    // nothing changed, and it is still on its owner's list, not in the pool
    const after = (await info(seller, 'Clue', clueId)).data;
    expect(after).toEqual(before);
    const pooled = await t.call<Row[]>('GET', '/api/PublicClue/getList', { token: admin, query: { limit: 100 } });
    expect(pooled.body.data.map((r) => r.id)).not.toContain(clueId);
    const team = await t.call<{ groupUser: unknown[] }>('GET', '/api/Clue/getTeam', {
      token: seller,
      query: { id: clueId },
    });
    expect(team.body.data.groupUser).toEqual([]);
  });

  it('refuses a batch holding one whole, naming it, and leaves the open ones as they were', async () => {
    const open = await createRecord(t, seller, clueEntity, { clue_name: '仍在跟进的线索' });
    const done = await createRecord(t, seller, clueEntity, {
      clue_name: '已成交的线索',
      company_name: '批量测试有限公司',
    });
    await convert(done);
    const yang = (
      await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', {
        token: await t.login({ username: '杨磊', password: '123456' }),
      })
    ).body.data.uid;

    const del = await post(admin, '/api/Clue/del', { ids: [open, done] });
    expect(del.body.msg).toBe('所选线索中有 1 条已转化为客户（「已成交的线索」），不能删除');
    const toPool = await post(seller, '/api/Clue/toPublic', { ids: [open, done], reason: '暂无需求' });
    expect(toPool.body.msg).toBe('所选线索中有 1 条已转化为客户（「已成交的线索」），不能放入公海');
    const transfer = await post(seller, '/api/Clue/editUser', { ids: `${open},${done}`, manager_user_id: yang });
    expect(transfer.body.msg).toBe('所选线索中有 1 条已转化为客户（「已成交的线索」），不能转移负责人');

    expect((await info(seller, 'Clue', open)).data).toMatchObject({ id: open, in_pool: 1, owner_user_name: '王强' });
    // without the converted one the same batch goes through
    expect((await post(seller, '/api/Clue/toPublic', { ids: [open], reason: '暂无需求' })).body.code).toBe(0);
  });

  it('is never recycled into the pool, nor warned about', async () => {
    const stale = await createRecord(t, seller, clueEntity);
    const converted = await createRecord(t, seller, clueEntity, { company_name: '回收测试有限公司' });
    await convert(converted);
    const table = tableOf(clueEntity);
    const old = new Date(Date.now() - 40 * 86_400_000);
    for (const id of [stale, converted])
      await t.database.db.update(table).set({ create_time: old, last_follow_time: old }).where(eq(table.id, id));
    expect(
      (await post(admin, '/api/PublicClue/setRule', { enabled: true, follow_days: 30, deal_days: 90 })).body.code,
    ).toBe(0);
    const preview = await t.call<Row[]>('GET', '/api/PublicClue/previewRecycle', {
      token: admin,
      query: { limit: 100 },
    });
    const due = preview.body.data.map((r) => r.id);
    expect(due).toContain(stale);
    expect(due).not.toContain(converted);
    const warned = (await poolSoon(t.database.db, new Date(), { limit: 1000 })).rows
      .filter((r) => r.def.key === 'clue')
      .map((r) => r.id);
    expect(warned).toContain(stale);
    expect(warned).not.toContain(converted);
    expect(await t.app.jobs.runNow('pool-recycle:clue')).toBe(true);
    const pooled = (
      await t.call<Row[]>('GET', '/api/PublicClue/getList', { token: admin, query: { limit: 100 } })
    ).body.data.map((r) => r.id);
    expect(pooled).toContain(stale);
    expect(pooled).not.toContain(converted);
    expect((await info(seller, 'Clue', converted)).data).toMatchObject({
      status: 3,
      in_pool: 1,
      owner_user_name: '王强',
    });
  });
});
