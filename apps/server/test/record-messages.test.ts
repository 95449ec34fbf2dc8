import { MESSAGE_CHANNEL, MESSAGE_TYPE } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';

// Records given to members, or that they are added to, and replies to their follow-ups, reach them as messages.
const { t, admin } = await appForFile();
const [sales, liu] = await Promise.all([t.login(SALES), t.login(demo('刘洋'))]);
const salesId = await userId(t, '王强');

const post = <T = unknown>(url: string, body: Record<string, unknown>, token = admin) =>
  t.call<T>('POST', url, { token, body });
const messagesOf = (userId: number, business_type: string, business_id: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, userId),
        eq(notifications.business_type, business_type),
        eq(notifications.business_id, business_id),
      ),
    );
type Info = { content: string; link: { path: string; query?: Record<string, number> } | null };

describe('messages about records', () => {
  it('a member added to a project hears of it on project_msg, and the message opens the project', async () => {
    const { body } = await post<{ id: number }>('/api/Project/add', {
      project_name: '消息测试项目',
      status: 1,
      start_date: '2026-11-01',
    });
    expect(
      (await post('/api/Project/addUser', { ids: String(body.data.id), user_ids: String(salesId) })).body.code,
    ).toBe(0);
    const [msg] = await messagesOf(salesId, 'project', body.data.id);
    expect(msg).toMatchObject({
      title: 'admin将您添加为项目「消息测试项目」的协同人',
      channel: MESSAGE_CHANNEL.project,
      message_type: MESSAGE_TYPE.office,
      status: 1,
    });
    const info = await t.call<Info>('GET', '/api/Message/messageInfo', {
      token: sales,
      query: { type: 1, msg_id: msg.id },
    });
    expect(info.body.data.link).toEqual({ path: '/project/projectDetail', query: { id: body.data.id } });
  });

  it('a clue handed to a member reaches them on clue_msg; the one who acted hears nothing', async () => {
    const { body } = await post<{ id: number }>('/api/Clue/add', { clue_name: '消息测试线索' });
    expect(body.code).toBe(0);
    expect((await post('/api/Clue/editUser', { ids: String(body.data.id), manager_user_id: salesId })).body.code).toBe(
      0,
    );
    const mine = await messagesOf(salesId, 'clue', body.data.id);
    expect(mine.map((m) => [m.title, m.channel, m.message_type])).toEqual([
      ['admin将线索「消息测试线索」交给您负责', MESSAGE_CHANNEL.clue, MESSAGE_TYPE.customer],
    ]);
    expect(await messagesOf(await userId(t, 'admin'), 'clue', body.data.id)).toEqual([]);
  });

  it('an opportunity handed over or shared reaches the member on chance_msg, and the message opens it', async () => {
    const customer = await post<{ id: number }>('/api/Customer/add', { enterprise_name: '消息测试商机客户' });
    const { body } = await post<{ id: number }>('/api/Chance/add', {
      chance_name: '消息测试商机',
      enterprise_id: customer.body.data.id,
    });
    expect(body.code).toBe(0);
    expect(
      (await post('/api/Chance/addUser', { ids: String(body.data.id), user_ids: String(salesId) })).body.code,
    ).toBe(0);
    const liuId = await userId(t, '刘洋');
    expect((await post('/api/Chance/editUser', { ids: String(body.data.id), manager_user_id: liuId })).body.code).toBe(
      0,
    );
    const [shared] = await messagesOf(salesId, 'opportunity', body.data.id);
    const [given] = await messagesOf(liuId, 'opportunity', body.data.id);
    for (const m of [shared, given])
      expect(m).toMatchObject({ channel: MESSAGE_CHANNEL.chance, message_type: MESSAGE_TYPE.customer, status: 1 });
    expect(given.title).toBe('admin将商机「消息测试商机」交给您负责');
    const info = await t.call<Info>('GET', '/api/Message/messageInfo', {
      token: liu,
      query: { type: 2, msg_id: given.id },
    });
    expect(info.body.data.link).toEqual({ path: '/customer/opportunityDetails', query: { id: body.data.id } });
  });

  it('assigning from the public pool tells the new owner', async () => {
    const { body } = await post<{ id: number }>('/api/Customer/add', { enterprise_name: '消息测试公海客户' }, sales);
    expect((await post('/api/Customer/toPublic', { ids: [body.data.id], reason: '暂无需求' }, sales)).body.code).toBe(
      0,
    );
    expect((await post('/api/PublicCustomer/assign', { ids: [body.data.id], user_id: salesId })).body.code).toBe(0);
    const [msg] = await messagesOf(salesId, 'customer', body.data.id);
    expect(msg.title).toBe('admin从公海客户将客户「消息测试公海客户」分配给您');
  });

  it('a reply to a follow-up reaches its author on follow_comment_msg', async () => {
    const { body } = await post<{ id: number }>('/api/Customer/add', { enterprise_name: '消息测试跟进客户' }, sales);
    const follow = await post<{ id: number }>(
      '/api/CommonFollow/add',
      {
        entity: 'customer',
        real_id: body.data.id,
        follow_type: 1,
        follow_time: '2026-11-20 10:00:00',
        contact_name: '甲',
        content: '<p>电话沟通</p>',
      },
      sales,
    );
    expect(
      (await post('/api/CommonFollow/addComment', { follow_id: follow.body.data.id, content: '下周一起拜访' }, liu))
        .body.code,
    ).toBe(0);
    const [msg] = await messagesOf(salesId, 'customer', body.data.id);
    expect(msg).toMatchObject({
      title: '刘洋回复了客户「消息测试跟进客户」的跟进：下周一起拜访',
      channel: MESSAGE_CHANNEL.followComment,
      message_type: MESSAGE_TYPE.customer,
    });
    // replying to one's own follow-up tells nobody
    await post('/api/CommonFollow/addComment', { follow_id: follow.body.data.id, content: '已约好时间' }, sales);
    expect(await messagesOf(salesId, 'customer', body.data.id)).toHaveLength(1);
  });
});
