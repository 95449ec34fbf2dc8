import { ERR } from '@suwork/domain';
import { channelEntity, clueEntity, customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { createTestApp, SALES, type TestContext } from './harness.ts';

// Public-pool mode of the team panel and the pooled record's follow-up feed: getTeam and addLeader on a record
// in the pool, for members holding the pool's page (and, to assign, its 分配 action).

let t: TestContext;
let seller: string; // 王强, 销售员: holds the pools' pages and 领取, not 分配
let sellerId: number;
let manager: string; // 李娜, 销售经理: holds 分配
let otherSeller: string; // 杨磊, 销售员 in 销售二部
beforeAll(async () => {
  t = await createTestApp();
  seller = await t.login(SALES);
  manager = await t.login({ username: '李娜', password: '123456' });
  otherSeller = await t.login({ username: '杨磊', password: '123456' });
  sellerId = (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token: seller })).body.data.uid;
});
afterAll(async () => t.close());

type Team = {
  groupUser: { user_id: number }[];
  manager_user_id: number;
  leader_id: number;
  manager: { user_id: number; user_name: string | null };
};
type Row = Record<string, unknown> & { id: number };

const getTeam = (token: string, id: number, controller = 'Customer') =>
  t.call<Team>('GET', `/api/${controller}/getTeam`, { token, query: { id } });
const addLeader = (token: string, ids: number[], userId: number, controller = 'Customer') =>
  t.call('POST', `/api/${controller}/addLeader`, { token, body: { ids: ids.join(','), user_ids: String(userId) } });
const listIds = async (token: string, controller: string) =>
  (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query: { limit: 100 } })).body.data.map(
    (r) => r.id,
  );
const logOf = async (token: string, id: number, controller = 'Customer') =>
  (await t.call<{ content: string }[]>('GET', `/api/${controller}/getLog`, { token, query: { id } })).body.data.map(
    (l) => l.content,
  );

/** A customer of 王强 with 杨磊 as collaborator, returned to the pool. */
async function pooledCustomer(): Promise<number> {
  const id = await createRecord(t, seller, customerEntity);
  const yang = (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token: otherSeller })).body.data.uid;
  expect(
    (
      await t.call('POST', '/api/Customer/addUser', {
        token: seller,
        body: { ids: String(id), user_ids: String(yang) },
      })
    ).body.code,
  ).toBe(0);
  expect(
    (await t.call('POST', '/api/Customer/toPublic', { token: seller, body: { ids: [id], reason: '客户暂无需求' } }))
      .body.code,
  ).toBe(0);
  return id;
}

describe('team panel in public-pool mode', () => {
  it('getTeam of a pooled record shows no owner and no collaborators to holders of the pool page', async () => {
    const id = await pooledCustomer();
    const team = await getTeam(otherSeller, id);
    expect(team.body.code).toBe(0);
    expect(team.body.data).toEqual({
      groupUser: [],
      manager_user_id: 0,
      leader_id: 0,
      manager: { user_id: 0, user_name: null },
    });
  });

  it('getTeam of a pooled record is refused without the pool page', async () => {
    const id = await pooledCustomer();
    const ownOnly = await memberWith(t, customerEntity, '销售一部');
    expect((await getTeam(ownOnly.token, id)).body.code).toBe(ERR.notFound.code);
    const unrelated = await memberWith(t, channelEntity, '销售一部');
    expect((await getTeam(unrelated.token, id)).body.code).toBe(ERR.noPermission.code);
  });

  it('getTeam of an own record keeps the data scope', async () => {
    const id = await createRecord(t, seller, customerEntity);
    expect((await getTeam(seller, id)).body.data).toMatchObject({
      manager_user_id: sellerId,
      manager: { user_name: '王强' },
    });
    // 杨磊 holds the pool page, but the record is 王强's and outside his scope
    expect((await getTeam(otherSeller, id)).body.code).toBe(ERR.notFound.code);
  });

  it('addLeader on a pooled record assigns it like 分配: it leaves the pool with the owner and department set, logged', async () => {
    const id = await pooledCustomer();
    const res = await addLeader(manager, [id], sellerId);
    expect(res.body.code).toBe(0);
    expect(await listIds(manager, 'PublicCustomer')).not.toContain(id);
    expect(await listIds(seller, 'Customer')).toContain(id);
    const row = (await t.call<Row>('GET', '/api/Customer/info', { token: seller, query: { id } })).body.data;
    expect(row).toMatchObject({
      owner_user_id: sellerId,
      owner_user_name: '王强',
      dept_name: '销售一部',
      in_pool: 1,
      pool_reason: '',
    });
    expect((await logOf(seller, id)).slice(0, 2)).toEqual([
      '从公海客户分配，负责人为「王强」',
      '放入公海客户：客户暂无需求',
    ]);
    expect((await getTeam(seller, id)).body.data).toMatchObject({ groupUser: [], manager_user_id: sellerId });
    // now an own record: assigning it "from the pool" again is a transfer and needs the entity's edit action
    expect((await addLeader(otherSeller, [id], sellerId)).body.code).toBe(ERR.notFound.code);
  });

  it('addLeader on a pooled record is refused without the pool page or its 分配 action, and changes nothing', async () => {
    const id = await pooledCustomer();
    expect((await addLeader(seller, [id], sellerId)).body.code).toBe(ERR.noPermission.code);
    const ownOnly = await memberWith(t, customerEntity, '销售一部');
    expect((await addLeader(ownOnly.token, [id], ownOnly.userId)).body.code).toBe(ERR.notFound.code);
    expect(await listIds(otherSeller, 'PublicCustomer')).toContain(id);
    expect(
      (await t.call<Row>('GET', '/api/PublicCustomer/info', { token: otherSeller, query: { id } })).body.data,
    ).toMatchObject({ owner_user_id: 0, in_pool: 2 });
  });

  it('addLeader does not mix pooled and own records, nor take a disabled or unknown member', async () => {
    const pooled = await pooledCustomer();
    const own = await createRecord(t, manager, customerEntity);
    expect((await addLeader(manager, [pooled, own], sellerId)).body.msg).toBe('公海中的数据和自己的数据不能一起分配');
    expect((await addLeader(manager, [pooled], 99999)).body.msg).toBe('所选成员不存在或已禁用');
    expect(await listIds(manager, 'PublicCustomer')).toContain(pooled);
  });

  it('works for the clue pool too', async () => {
    const id = await createRecord(t, seller, clueEntity);
    expect(
      (await t.call('POST', '/api/Clue/toPublic', { token: seller, body: { ids: [id], reason: '无效线索' } })).body
        .code,
    ).toBe(0);
    expect((await getTeam(otherSeller, id, 'Clue')).body.data).toMatchObject({ groupUser: [], manager_user_id: 0 });
    expect((await addLeader(manager, [id], sellerId, 'Clue')).body.code).toBe(0);
    expect((await logOf(seller, id, 'Clue'))[0]).toBe('从公海线索分配，负责人为「王强」');
  });
});

describe('follow-up feed of a pooled record', () => {
  it('is readable by holders of the pool page and read-only for everyone, its author included', async () => {
    const id = await createRecord(t, seller, customerEntity);
    const added = await t.call<{ id: number }>('POST', '/api/CommonFollow/add', {
      token: seller,
      body: {
        entity: 'customer',
        real_id: id,
        follow_type: 4,
        follow_time: '2026-11-20 10:00:00',
        contact_name: '周总',
        content: '<p>上门拜访</p>',
      },
    });
    expect(added.body.code).toBe(0);
    expect(
      (
        await t.call('POST', '/api/CommonFollow/addComment', {
          token: seller,
          body: { follow_id: added.body.data.id, content: '已报价' },
        })
      ).body.code,
    ).toBe(0);
    await t.call('POST', '/api/Customer/toPublic', { token: seller, body: { ids: [id], reason: '预算推迟' } });

    const feed = await t.call<
      Record<string, { content: string; user_name: string; comment_list: { content: string }[] }[]>
    >('GET', '/api/CommonFollow/getList', {
      token: otherSeller,
      query: { entity: 'customer', real_id: id },
    });
    expect(feed.body.code).toBe(0);
    expect(feed.body.count).toBe(1);
    expect(feed.body.data['2026-11-20']).toMatchObject([
      { content: '<p>上门拜访</p>', user_name: '王强', comment_list: [{ content: '已报价' }] },
    ]);

    const ownOnly = await memberWith(t, customerEntity, '销售一部');
    expect(
      (
        await t.call('GET', '/api/CommonFollow/getList', {
          token: ownOnly.token,
          query: { entity: 'customer', real_id: id },
        })
      ).body.code,
    ).toBe(ERR.notFound.code);

    const followId = added.body.data.id;
    expect(
      (
        await t.call('POST', '/api/CommonFollow/addComment', {
          token: otherSeller,
          body: { follow_id: followId, content: '我来跟' },
        })
      ).body.code,
    ).toBe(ERR.notFound.code);
    expect(
      (await t.call('POST', '/api/CommonFollow/edit', { token: seller, body: { id: followId, content: '<p>改</p>' } }))
        .body.code,
    ).toBe(ERR.notFound.code);
    expect(
      (await t.call('POST', '/api/CommonFollow/abolish', { token: seller, body: { id: followId } })).body.code,
    ).toBe(ERR.notFound.code);
  });
});
