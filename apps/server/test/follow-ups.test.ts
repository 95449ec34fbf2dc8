import { ERR } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, memberWith } from './entity-fixtures.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
let admin: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  customerId = await createRecord(t, admin, customerEntity);
});
afterAll(async () => t.close());

type Follow = {
  id: number;
  content: string;
  follow_type: number;
  status: number;
  user_name: string;
  comment_list: { id: number; content: string }[];
};
const valid = () => ({
  entity: 'customer',
  real_id: customerId,
  follow_type: 1,
  follow_time: '2026-11-20 10:00:00',
  next_follow_time: '2026-11-23 10:00:00',
  next_follow_content: '发报价单',
  contact_name: '李经理',
  content: '<p>电话沟通了需求，<b>下周</b>报价</p>',
});
const feed = async (token = admin, query: Record<string, string | number> = {}) =>
  (
    await t.call<Record<string, Follow[]>>('GET', '/api/CommonFollow/getList', {
      token,
      query: { entity: 'customer', real_id: customerId, ...query },
    })
  ).body;

describe('follow-ups', () => {
  it('refuses a follow-up missing what the spec requires, each with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ follow_type: undefined }, '请选择跟进类型'],
      [{ follow_type: 9 }, '请选择跟进类型'],
      [{ follow_time: undefined }, '请选择跟进时间'],
      [{ follow_time: '' }, '请选择跟进时间'],
      [{ contact_name: '  ' }, '请输入联系人'],
      [{ content: '<p> </p>' }, '请填写跟进记录'],
      [{ content: '<p><br></p>' }, '请填写跟进记录'],
      [{ next_follow_time: '2026-11-19 09:00:00' }, '下次跟进时间不能早于跟进时间'],
    ];
    for (const [change, msg] of cases) {
      const body: Record<string, unknown> = { ...valid(), ...change };
      for (const k of Object.keys(change)) if (change[k] === undefined) delete body[k];
      const res = await t.call('POST', '/api/CommonFollow/add', { token: admin, body });
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    expect((await feed()).count).toBe(0);
  });

  it("saves a follow-up, keeps the record's follow times and groups the feed by date", async () => {
    const res = await t.call<{ id: number }>('POST', '/api/CommonFollow/add', {
      token: admin,
      body: { ...valid(), content: '<p>见面<script>alert(1)</script><img src=x onerror="alert(2)"></p>' },
    });
    expect(res.body).toMatchObject({ code: 0, msg: '跟进已保存' });
    const { data, count } = await feed();
    expect(count).toBe(1);
    expect(Object.keys(data)).toEqual(['2026-11-20']);
    const [f] = data['2026-11-20'];
    expect(f).toMatchObject({
      id: res.body.data.id,
      follow_type: 1,
      user_name: 'admin',
      status: 1,
      contact_name: '李经理',
      follow_time: '2026-11-20 10:00:00',
      next_follow_time: '2026-11-23 10:00:00',
      comment_list: [],
      document_list: [],
    });
    expect(f.content).not.toMatch(/script|onerror/);
    const customer = await t.call<Record<string, unknown>>('GET', '/api/Customer/info', {
      token: admin,
      query: { id: customerId },
    });
    expect(customer.body.data).toMatchObject({
      last_follow_time: '2026-11-20 10:00:00',
      next_follow_time: '2026-11-23 10:00:00',
    });
    const log = await t.call<{ content: string }[]>('GET', '/api/Customer/getLog', {
      token: admin,
      query: { id: customerId },
    });
    expect(log.body.data[0].content).toContain('写了跟进（电话）');
  });

  it('pages the feed five at a time and filters by type and date', async () => {
    for (let d = 1; d <= 6; d++)
      await t.call('POST', '/api/CommonFollow/add', {
        token: admin,
        body: { ...valid(), follow_type: d % 2 ? 3 : 4, follow_time: `2026-10-0${d} 09:00:00`, next_follow_time: null },
      });
    const first = await feed(admin);
    expect(Object.values(first.data).flat().length).toBe(5);
    expect(first.count).toBeGreaterThanOrEqual(7);
    const wechat = await feed(admin, { follow_type: 3, limit: 50 });
    expect(
      Object.values(wechat.data)
        .flat()
        .every((f) => f.follow_type === 3),
    ).toBe(true);
    const oct = await feed(admin, { start_time: '2026-10-02', end_time: '2026-10-03', limit: 50 });
    expect(Object.keys(oct.data).sort()).toEqual(['2026-10-02', '2026-10-03']);
  });

  it('lets the author edit and void, others only comment; a comment needs text and returns its id', async () => {
    const { body } = await t.call<{ id: number }>('POST', '/api/CommonFollow/add', { token: admin, body: valid() });
    const id = body.data.id;
    const edited = await t.call('POST', '/api/CommonFollow/edit', {
      token: admin,
      body: { id, real_id: customerId, content: '<p>改过的记录</p>', attachment_id: '' },
    });
    expect(edited.body.code).toBe(0);
    const other = await t.login({ username: '张伟', password: '123456' });
    expect(
      (await t.call('POST', '/api/CommonFollow/edit', { token: other, body: { id, content: '<p>x</p>' } })).body.code,
    ).toBe(ERR.noPermission.code);
    expect(
      (await t.call('POST', '/api/CommonFollow/addComment', { token: other, body: { follow_id: id, content: '   ' } }))
        .body.msg,
    ).toBe('请输入回复内容');
    const comment = await t.call<{ id: number }>('POST', '/api/CommonFollow/addComment', {
      token: other,
      body: { follow_id: id, content: '收到' },
    });
    expect(comment.body.data.id).toBeGreaterThan(0);
    const found = Object.values((await feed(admin, { limit: 50 })).data)
      .flat()
      .find((f) => f.id === id)!;
    expect(found.content).toBe('<p>改过的记录</p>');
    expect(found.comment_list).toEqual([
      expect.objectContaining({ id: comment.body.data.id, content: '收到', user_name: '张伟' }),
    ]);
    expect((await t.call('POST', '/api/CommonFollow/abolish', { token: admin, body: { id } })).body.msg).toBe(
      '跟进已作废',
    );
    expect(
      Object.values((await feed(admin, { limit: 50 })).data)
        .flat()
        .find((f) => f.id === id)!.status,
    ).toBe(2);
    expect(
      (await t.call('POST', '/api/CommonFollow/edit', { token: admin, body: { id, content: '<p>y</p>' } })).body.msg,
    ).toBe('该跟进已作废');
  });

  it("hides the feed of a record outside the member's scope", async () => {
    const stranger = await memberWith(t, customerEntity, '销售二部');
    expect((await feed(stranger.token)).code).toBe(ERR.notFound.code);
    expect((await t.call('POST', '/api/CommonFollow/add', { token: stranger.token, body: valid() })).body.code).toBe(
      ERR.notFound.code,
    );
  });
});
