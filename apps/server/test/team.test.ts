import { ERR } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const canSee = async (token: string, id: number) =>
  (await t.call('GET', '/api/Customer/info', { token, query: { id } })).body.code === 0;

describe('team', () => {
  it('lets collaborators see a record until they are removed', async () => {
    const owner = await memberWith(t, customerEntity, '销售一部');
    const helper = await memberWith(t, customerEntity, '销售二部');
    const id = await createRecord(t, owner.token, customerEntity);
    expect(await canSee(helper.token, id)).toBe(false);
    expect(
      (
        await t.call('POST', '/api/Customer/addUser', {
          token: owner.token,
          body: { ids: String(id), user_ids: String(helper.userId) },
        })
      ).body.code,
    ).toBe(0);
    expect(await canSee(helper.token, id)).toBe(true);
    const team = await t.call<{ groupUser: { user_id: number }[]; manager_user_id: number }>(
      'GET',
      '/api/Customer/getTeam',
      { token: owner.token, query: { id } },
    );
    expect(team.body.data.groupUser.map((u) => u.user_id)).toEqual([helper.userId]);
    expect(team.body.data.manager_user_id).toBe(owner.userId);
    expect(
      (
        await t.call('POST', '/api/Customer/deleteUser', {
          token: owner.token,
          body: { id, user_ids: String(helper.userId) },
        })
      ).body.code,
    ).toBe(0);
    expect(await canSee(helper.token, id)).toBe(false);
  });

  it("transfers ownership and the record's department, logged", async () => {
    const owner = await memberWith(t, customerEntity, '销售一部');
    const next = await memberWith(t, customerEntity, '销售二部');
    const id = await createRecord(t, owner.token, customerEntity);
    const res = await t.call('POST', '/api/Customer/editUser', {
      token: owner.token,
      body: { ids: String(id), manager_user_id: next.userId },
    });
    expect(res.body.code).toBe(0);
    expect(await canSee(owner.token, id)).toBe(false);
    const row = (
      await t.call<Record<string, unknown>>('GET', '/api/Customer/info', { token: next.token, query: { id } })
    ).body.data;
    expect(row).toMatchObject({ owner_user_id: next.userId, dept_name: '销售二部' });
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', {
      token: next.token,
      query: { id },
    });
    expect(log.body.data[0].content).toMatch(/^转移负责人：负责人由「测试成员\d+」变更为「测试成员\d+」$/);
  });

  it('refuses team changes on records outside the scope and unknown members', async () => {
    const owner = await memberWith(t, customerEntity, '销售一部');
    const stranger = await memberWith(t, customerEntity, '销售二部');
    const id = await createRecord(t, owner.token, customerEntity);
    expect(
      (
        await t.call('POST', '/api/Customer/addUser', {
          token: stranger.token,
          body: { ids: String(id), user_ids: String(stranger.userId) },
        })
      ).body.code,
    ).toBe(ERR.notFound.code);
    expect(
      (
        await t.call('POST', '/api/Customer/addUser', {
          token: owner.token,
          body: { ids: String(id), user_ids: '99999' },
        })
      ).body.msg,
    ).toBe('所选成员不存在或已禁用');
    expect(
      (
        await t.call('POST', '/api/Customer/addLeader', {
          token: owner.token,
          body: { ids: String(id), user_ids: `${owner.userId},${stranger.userId}` },
        })
      ).body.msg,
    ).toBe('只能选择一位负责人');
  });
});
