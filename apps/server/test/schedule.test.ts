import { MESSAGE_CHANNEL, SCHEDULE_MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import { resolveMessageLink } from '../src/core/message-links.ts';
import { parseDateTime } from '../src/core/time-format.ts';
import { todoProviders } from '../src/core/todo.ts';
import { sendScheduleReminders } from '../src/modules/office/schedule-reminders.ts';
import { appForFile, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';

const { t } = await appForFile();
const wang = await t.login(SALES);
const chen = await t.login({ username: '陈静', password: '123456' });
const [liId, wangId, chenId] = await Promise.all([userId(t, '李娜'), userId(t, '王强'), userId(t, '陈静')]);
const tz = t.config.tzOffsetMinutes;
const db = t.database.db;

type Occurrence = {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  participant_names: string[];
  can_edit: boolean;
};
const post = <T = unknown>(url: string, body: Record<string, unknown>, token = wang) =>
  t.call<T>('POST', url, { token, body });
const list = async (start_date: string, end_date: string, token = wang) =>
  (await t.call<Occurrence[]>('GET', '/api/Schedule/getList', { token, query: { start_date, end_date } })).body;
const addEvent = async (body: Record<string, unknown>, token = wang) => {
  const res = await post<{ id: number }>(
    '/api/Schedule/add',
    { title: '日程', start_time: '2026-03-02 09:00', end_time: '2026-03-02 10:00', ...body },
    token,
  );
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data.id;
};
const messagesOf = (user: number, id: number) =>
  db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, user),
        eq(notifications.business_type, 'schedule'),
        eq(notifications.business_id, id),
      ),
    );
const at = (s: string) => parseDateTime(s, tz)!;

describe('日程', () => {
  it('validates with Chinese messages', async () => {
    const msg = async (body: Record<string, unknown>) =>
      (
        await post('/api/Schedule/add', {
          title: '会',
          start_time: '2026-03-02 09:00',
          end_time: '2026-03-02 10:00',
          ...body,
        })
      ).body.msg;
    expect(await msg({ title: '' })).toBe(SCHEDULE_MSG.titleRequired);
    expect(await msg({ start_time: '' })).toBe(SCHEDULE_MSG.startRequired);
    expect(await msg({ end_time: '2026-03-02 08:00' })).toBe(SCHEDULE_MSG.endBeforeStart);
    expect(await msg({ remind_minutes: 7 })).toBe(SCHEDULE_MSG.remindInvalid);
    expect(await msg({ repeat_rule: 'yearly' })).toBe(SCHEDULE_MSG.repeatInvalid);
    expect(await msg({ repeat_rule: 'daily', repeat_until: '2026-03-01' })).toBe(SCHEDULE_MSG.repeatEndBeforeStart);
    expect((await list('2026-03-01', '2026-06-30')).msg).toBe(SCHEDULE_MSG.rangeTooLong);
  });

  it('links a customer and a project the member can see, named on the calendar; others are refused', async () => {
    const admin = await t.login({ username: 'admin', password: 'admin123' });
    const customer = (await post<{ id: number }>('/api/Customer/add', { enterprise_name: '日程关联客户' })).body.data
      .id;
    const project = (
      await post<{ id: number }>(
        '/api/Project/add',
        { project_name: '日程关联项目', status: 1, start_date: '2026-03-01' },
        admin,
      )
    ).body.data.id;
    expect(
      (
        await post('/api/Schedule/add', {
          title: '项目会',
          start_time: '2026-03-05 09:00',
          end_time: '2026-03-05 10:00',
          project_id: project,
        })
      ).body.msg,
    ).toBe('所选项目不存在或无权查看');
    await post('/api/Project/addUser', { ids: String(project), user_ids: String(wangId) }, admin);
    const id = await addEvent({
      title: '项目会',
      start_time: '2026-03-05 09:00',
      end_time: '2026-03-05 10:00',
      customer_id: customer,
      project_id: project,
    });
    const seen = (await list('2026-03-05', '2026-03-05')).data.find((o) => o.id === id) as Occurrence & {
      customer_name: string;
      project_name: string;
    };
    expect([seen.customer_name, seen.project_name]).toEqual(['日程关联客户', '日程关联项目']);
    const theirs = (await post<{ id: number }>('/api/Customer/add', { enterprise_name: '别人的客户' }, chen)).body.data
      .id;
    expect(
      (
        await post('/api/Schedule/add', {
          title: '拜访',
          start_time: '2026-03-05 11:00',
          end_time: '2026-03-05 12:00',
          customer_id: theirs,
        })
      ).body.msg,
    ).toBe('所选客户不存在或无权查看');
  });

  it('adds, edits and deletes an event; participants see it and are told; others do not', async () => {
    const id = await addEvent({ title: '客户拜访', participant_ids: [chenId], location: '上海', customer_id: 0 });
    const [message] = await messagesOf(chenId, id);
    expect(message.title).toBe('王强邀请您参加日程「客户拜访」');
    expect(message.message_type).toBe(4);
    const seen = (await list('2026-03-01', '2026-03-31', chen)).data.find((o) => o.id === id)!;
    expect(seen).toMatchObject({ title: '客户拜访', start_time: '2026-03-02 09:00:00', can_edit: false });
    expect(
      (
        await post(
          '/api/Schedule/update',
          { id, title: '改', start_time: '2026-03-02 09:00', end_time: '2026-03-02 10:00' },
          chen,
        )
      ).body.msg,
    ).toBe(SCHEDULE_MSG.noEdit);
    const li = await t.login({ username: '李娜', password: '123456' });
    expect((await list('2026-03-01', '2026-03-31', li)).data.map((o) => o.id)).not.toContain(id);
    expect((await t.call('GET', '/api/Schedule/info', { token: li, query: { id } })).body.msg).toBe(
      SCHEDULE_MSG.notFound,
    );
    await post('/api/Schedule/update', {
      id,
      title: '客户拜访（改期）',
      start_time: '2026-03-03 14:00',
      end_time: '2026-03-03 15:00',
      participant_ids: [chenId, liId],
    });
    expect((await messagesOf(chenId, id)).length).toBe(1);
    expect((await messagesOf(liId, id)).map((m) => m.title)).toEqual(['王强邀请您参加日程「客户拜访（改期）」']);
    expect((await list('2026-03-03', '2026-03-03')).data.find((o) => o.id === id)!.title).toBe('客户拜访（改期）');
    expect(await resolveMessageLink(t.app, db, 'schedule', id)).toEqual({
      path: '/home/schedule',
      query: { id, date: '2026-03-03' },
    });
    expect((await post('/api/Schedule/del', { id })).body.code).toBe(0);
    expect((await list('2026-03-01', '2026-03-31')).data.map((o) => o.id)).not.toContain(id);
  });

  it('expands repeats across a month: daily up to the end date, weekly, monthly skipping short months', async () => {
    const daily = await addEvent(
      {
        title: '晨会',
        start_time: '2026-04-27 09:00',
        end_time: '2026-04-27 09:15',
        repeat_rule: 'daily',
        repeat_until: '2026-05-05',
      },
      chen,
    );
    const weekly = await addEvent(
      { title: '周会', start_time: '2026-04-06 15:00', end_time: '2026-04-06 16:00', repeat_rule: 'weekly' },
      chen,
    );
    const monthly = await addEvent(
      { title: '月底对账', start_time: '2026-01-31 10:00', end_time: '2026-01-31 11:00', repeat_rule: 'monthly' },
      chen,
    );
    const may = (await list('2026-05-01', '2026-05-31', chen)).data;
    const startsOf = (id: number) => may.filter((o) => o.id === id).map((o) => o.start_time.slice(0, 10));
    expect(startsOf(daily)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05']);
    expect(startsOf(weekly)).toEqual(['2026-05-04', '2026-05-11', '2026-05-18', '2026-05-25']);
    expect(startsOf(monthly)).toEqual(['2026-05-31']);
    expect((await list('2026-04-01', '2026-04-30', chen)).data.filter((o) => o.id === monthly)).toEqual([]);
  });

  it('reminds creator and participants once at start − minutes (not before, not twice), on the crontab channel', async () => {
    const id = await addEvent({
      title: '合同评审',
      start_time: '2026-06-10 10:00',
      end_time: '2026-06-10 11:00',
      remind_minutes: 15,
      participant_ids: [chenId],
    });
    const reminders = async (user: number) =>
      (await messagesOf(user, id)).filter((m) => m.channel === MESSAGE_CHANNEL.crontab);
    await sendScheduleReminders(db, at('2026-06-10 09:44'), tz);
    expect(await reminders(wangId)).toEqual([]);
    await sendScheduleReminders(db, at('2026-06-10 09:45'), tz);
    await sendScheduleReminders(db, at('2026-06-10 09:46'), tz);
    for (const user of [wangId, chenId]) {
      const sent = await reminders(user);
      expect(sent.map((m) => [m.title, m.message_type])).toEqual([
        ['日程提醒：「合同评审」将于2026-06-10 10:00开始', 4],
      ]);
    }
    // 李娜 joins after the reminder went out: she is reminded before the start, the others not again
    const joined = await post('/api/Schedule/update', {
      id,
      title: '合同评审',
      start_time: '2026-06-10 10:00',
      end_time: '2026-06-10 11:00',
      remind_minutes: 15,
      participant_ids: [chenId, liId],
    });
    expect(joined.body.code, joined.body.msg).toBe(0);
    await sendScheduleReminders(db, at('2026-06-10 09:50'), tz);
    expect((await reminders(liId)).length).toBe(1);
    await sendScheduleReminders(db, at('2026-06-10 10:01'), tz);
    expect((await reminders(wangId)).length).toBe(1);
    expect((await reminders(chenId)).length).toBe(1);
  });

  it('reminds each occurrence of a repeating event once', async () => {
    const id = await addEvent(
      {
        title: '每日站会',
        start_time: '2026-07-01 09:00',
        end_time: '2026-07-01 09:15',
        remind_minutes: 5,
        repeat_rule: 'daily',
      },
      chen,
    );
    await sendScheduleReminders(db, at('2026-07-01 08:55'), tz);
    await sendScheduleReminders(db, at('2026-07-01 08:58'), tz);
    await sendScheduleReminders(db, at('2026-07-02 08:56'), tz);
    const sent = (await messagesOf(chenId, id)).map((m) => m.title);
    expect(sent).toEqual([
      '日程提醒：「每日站会」将于2026-07-01 09:00开始',
      '日程提醒：「每日站会」将于2026-07-02 09:00开始',
    ]);
  });

  it('lists 今日日程 in the to-do hub', async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = new Date(now.getTime() + tz * 60_000);
    const today = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
    await addEvent({ title: '今日-下午会', start_time: `${today} 15:00`, end_time: `${today} 16:00` });
    await addEvent({ title: '今日-全天', start_time: today, end_time: today, all_day: true });
    const provider = todoProviders(t.app).find((p) => p.key === 'schedule')!;
    expect(provider.title).toBe('今日日程');
    const auth = { tokenHash: '', user: { user_id: wangId } } as Parameters<typeof provider.load>[1];
    const section = await provider.load(t.app, auth, 10);
    const titles = section.items.map((i) => [i.title, i.time]);
    expect(titles).toContainEqual(['今日-全天', '全天']);
    expect(titles).toContainEqual(['今日-下午会', '15:00']);
    expect(section.items[0].path).toBe('/home/schedule');
  });
});
