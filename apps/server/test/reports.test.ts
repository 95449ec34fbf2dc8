import { DATA_SCOPE, ERR, REPORT_MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../src/core/sessions.ts';
import { todoProviders } from '../src/core/todo.ts';
import { notifications, users } from '../src/db/schema.ts';
import { remindMissingReports } from '../src/modules/report/report-missing.ts';
import { appForFile } from './harness.ts';
import { deptId, memberWithNodes, type Member } from './org-fixtures.ts';

const { t, admin } = await appForFile();
const WRITER = ['home_dayReport', 'home_reportList'];
const member = (dept = '销售一部', scope: (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE] = DATA_SCOPE.self) =>
  memberWithNodes(t, WRITER, { dept, scope });

type Row = { id: number; type_name: string; period_label: string; user_name: string; is_read: number };
type Info = {
  id: number;
  period_label: string;
  labels: Record<string, string>;
  work_content: string;
  receipts: { read: { user_name: string }[]; unread: { user_name: string }[] } | null;
  comments: { user_name: string; content: string }[];
};
const post = <T = unknown>(m: Member | string, url: string, body: Record<string, unknown>) =>
  t.call<T>('POST', url, { token: typeof m === 'string' ? m : m.token, body });
const get = <T = unknown>(m: Member | string, url: string, query: Record<string, string | number> = {}) =>
  t.call<T>('GET', url, { token: typeof m === 'string' ? m : m.token, query });
const write = (m: Member, type: number, date: string, extra: Record<string, unknown> = {}) =>
  post<{ id: number }>(m, '/api/Report/add', {
    type,
    date,
    work_content: '<p>拜访客户</p>',
    plan_content: '<p>整理报价</p>',
    ...extra,
  });
const messagesOf = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.business_type, 'report')))
  ).map((n) => n.title);
const nameOf = async (m: Member) =>
  (await t.database.db.select({ name: users.user_name }).from(users).where(eq(users.user_id, m.userId)))[0].name;

describe('writing reports', () => {
  it('writes one report per type and period, naming the period; a second for the same period is refused', async () => {
    const a = await member();
    const day = await write(a, 1, '2026-11-22');
    expect(day.body.code, day.body.msg).toBe(0);
    const week = await write(a, 2, '2026-11-18');
    const month = await write(a, 3, '2026-11-05');
    expect((await get<Info>(a, '/api/Report/info', { id: day.body.data.id })).body.data.period_label).toBe(
      '2026-11-22',
    );
    const weekInfo = (await get<Info>(a, '/api/Report/info', { id: week.body.data.id })).body.data;
    expect(weekInfo.period_label).toBe('2026-11-16至2026-11-22');
    expect(weekInfo.labels.work_content).toBe('本周工作内容');
    expect((await get<Info>(a, '/api/Report/info', { id: month.body.data.id })).body.data.period_label).toBe('2026-11');

    const again = await write(a, 2, '2026-11-20');
    expect(again.body.code).toBe(ERR.conflict.code);
    expect(again.body.msg).toBe(REPORT_MSG.duplicate(2, '2026-11-16至2026-11-22'));
    const found = await get<{ id: number }>(a, '/api/Report/findMine', { type: 2, date: '2026-11-21' });
    expect(found.body.data.id).toBe(week.body.data.id);
    expect((await get<{ id: number }>(a, '/api/Report/findMine', { type: 1, date: '2026-11-23' })).body.data.id).toBe(
      0,
    );
  });

  it('validates with Chinese messages and sanitises the text', async () => {
    const a = await member();
    expect((await write(a, 1, '2026-11-01', { work_content: '<p> </p>' })).body.msg).toBe('请填写今日工作内容');
    expect((await write(a, 3, '2026-11-01', { plan_content: '' })).body.msg).toBe('请填写下月工作计划');
    expect((await write(a, 4, '2026-11-01')).body.msg).toBe(REPORT_MSG.typeRequired);
    expect((await write(a, 1, '2026-02-30')).body.msg).toBe(REPORT_MSG.dateRequired);
    expect((await write(a, 1, '2026-11-01', { recipient_ids: [999_999] })).body.msg).toBe(REPORT_MSG.recipientInvalid);
    expect((await write(a, 1, '2026-11-01', { attachments: [999_999] })).body.msg).toBe('附件包含无效的文件');
    const ok = await write(a, 1, '2026-11-01', { work_content: '<p>完成<script>alert(1)</script></p>' });
    const info = (await get<Info>(a, '/api/Report/info', { id: ok.body.data.id })).body.data;
    expect(info.work_content).toContain('完成');
    expect(info.work_content).not.toContain('script');
  });
});

describe('who sees which report', () => {
  it('lists by view, marks unread reports sent to me, and refuses an outsider', async () => {
    const author = await member();
    const boss = await member('总经办');
    const outsider = await member('财务部');
    const { id } = (await write(author, 1, '2026-11-22', { recipient_ids: [boss.userId] })).body.data;
    const authorName = await nameOf(author);

    expect(await messagesOf(boss.userId)).toEqual([`${authorName}提交了日报（2026-11-22）`]);
    const toMe = (await get<Row[]>(boss, '/api/Report/getList', { view: 3 })).body;
    expect(toMe.data.map((r) => [r.id, r.is_read, r.type_name])).toEqual([[id, 1, '日报']]);
    expect((await get<Row[]>(boss, '/api/Report/getList', { view: 2 })).body.data).toEqual([]);
    expect((await get<Row[]>(author, '/api/Report/getList', { view: 2 })).body.data.map((r) => r.id)).toEqual([id]);
    expect((await get<Row[]>(author, '/api/Report/getList', { view: 3 })).body.data).toEqual([]);

    expect((await get<Row[]>(outsider, '/api/Report/getList', { view: 1 })).body.data).toEqual([]);
    const refused = await get(outsider, '/api/Report/info', { id });
    expect(refused.body.msg).toBe(REPORT_MSG.notFound);
    expect((await post(outsider, '/api/Report/comment', { report_id: id, content: '看看' })).body.msg).toBe(
      REPORT_MSG.notFound,
    );

    // the department's data scope sees it in 全部报告
    const lead = await member('销售部', DATA_SCOPE.deptAndChildren);
    expect(
      (
        await get<Row[]>(lead, '/api/Report/getList', {
          view: 1,
          type: 1,
          start_date: '2026-11-22',
          end_date: '2026-11-22',
          user_id: author.userId,
        })
      ).body.data.map((r) => r.id),
    ).toEqual([id]);
    expect(
      (await get<Row[]>(lead, '/api/Report/getList', { view: 1, type: 2, user_id: author.userId })).body.data,
    ).toEqual([]);
    expect(
      (
        await get<Row[]>(admin, '/api/Report/getList', {
          view: 1,
          dept_id: await deptId(t, '销售一部'),
          user_id: author.userId,
        })
      ).body.count,
    ).toBe(1);

    // adding a recipient on edit tells only the new one
    const second = await member('总经办');
    expect(
      (
        await post(author, '/api/Report/update', {
          id,
          work_content: '<p>改</p>',
          plan_content: '<p>改</p>',
          recipient_ids: [boss.userId, second.userId],
        })
      ).body.code,
    ).toBe(0);
    expect(await messagesOf(boss.userId)).toHaveLength(1);
    expect(await messagesOf(second.userId)).toEqual([`${authorName}提交了日报（2026-11-22）`]);
    // only the author edits
    expect(
      (await post(boss, '/api/Report/update', { id, work_content: '<p>改</p>', plan_content: '<p>改</p>' })).body.msg,
    ).toBe(REPORT_MSG.onlyAuthor);
  });
});

describe('read receipts, comments and to-dos', () => {
  it('records reading, shows 已读/未读 to the author, notifies the author of comments, lists 待阅报告', async () => {
    const author = await member();
    const r1 = await member('总经办');
    const r2 = await member('总经办');
    const { id } = (await write(author, 1, '2026-11-20', { recipient_ids: [r1.userId, r2.userId] })).body.data;
    const [n1, n2] = [await nameOf(r1), await nameOf(r2)];
    const todo = todoProviders(t.app).find((p) => p.key === 'report-unread')!;
    const asUser = (m: Member) => ({ tokenHash: '', user: { user_id: m.userId } }) as unknown as AuthContext;
    const before = await todo.load(t.app, asUser(r1), 5);
    expect(before.total).toBe(1);
    expect(before.items[0]).toMatchObject({ id, path: '/home/reportInfo', query: { id } });
    expect(before.items[0].title).toBe(`${await nameOf(author)}的日报（2026-11-20）`);

    const seen = (await get<Info>(r1, '/api/Report/info', { id })).body.data;
    expect(seen.receipts).toBeNull();
    const receipts = (await get<Info>(author, '/api/Report/info', { id })).body.data.receipts!;
    expect(receipts.read.map((p) => p.user_name)).toEqual([n1]);
    expect(receipts.unread.map((p) => p.user_name)).toEqual([n2]);
    expect((await todo.load(t.app, asUser(r1), 5)).total).toBe(0);
    expect((await get<Row[]>(r1, '/api/Report/getList', { view: 3 })).body.data[0].is_read).toBe(2);

    expect((await post(r1, '/api/Report/comment', { report_id: id, content: ' ' })).body.msg).toBe(
      REPORT_MSG.commentRequired,
    );
    expect((await post(r1, '/api/Report/comment', { report_id: id, content: '评'.repeat(501) })).body.msg).toBe(
      REPORT_MSG.commentTooLong,
    );
    expect((await post(r1, '/api/Report/comment', { report_id: id, content: '辛苦了' })).body.code).toBe(0);
    expect((await post(author, '/api/Report/comment', { report_id: id, content: '谢谢' })).body.code).toBe(0);
    expect(await messagesOf(author.userId)).toEqual([`${n1}评论了您的日报（2026-11-20）`]);
    const comments = (await get<Info>(r2, '/api/Report/info', { id })).body.data.comments;
    expect(comments.map((c) => [c.user_name, c.content])).toEqual([
      [n1, '辛苦了'],
      [await nameOf(author), '谢谢'],
    ]);
  });
});

describe('report rules and the missing list', () => {
  it('lists members under a rule without a report for the date; a manager sees the departments they lead; reminds them', async () => {
    const dept = await deptId(t, '项目部');
    const a = await member('项目部');
    const b = await member('项目部');
    const stranger = await member('采购部');
    const save = await post<{ id: number }>(admin, '/api/ReportRule/save', {
      type: 1,
      dept_ids: [dept],
      user_ids: [stranger.userId],
      days: [1, 2, 3, 4, 5],
      recipient_ids: [],
    });
    expect(save.body.code, save.body.msg).toBe(0);
    expect((await post(admin, '/api/ReportRule/save', { type: 1, days: [1] })).body.msg).toBe(
      REPORT_MSG.ruleTargetsRequired,
    );
    expect((await post(admin, '/api/ReportRule/save', { type: 1, user_ids: [a.userId], days: [] })).body.msg).toBe(
      REPORT_MSG.ruleDaysRequired,
    );
    expect((await post(a, '/api/ReportRule/save', { type: 1, user_ids: [a.userId], days: [1] })).body.code).toBe(
      ERR.noPermission.code,
    );

    const boss = await member('总经办');
    await post(admin, '/api/ReportRule/save', { type: 2, dept_ids: [dept], days: [5], recipient_ids: [boss.userId] });
    const defaults = (await get<{ user_id: number }[]>(a, '/api/ReportRule/defaults', { type: 2 })).body.data;
    expect(defaults.map((p) => p.user_id)).toEqual([boss.userId]);
    expect((await get<unknown[]>(stranger, '/api/ReportRule/defaults', { type: 2 })).body.data).toEqual([]);

    await write(a, 1, '2026-11-19'); // a Thursday
    type Missing = { list: { user_id: number }[] };
    const missing = (
      await get<Missing>(admin, '/api/Report/missing', { type: 1, date: '2026-11-19' })
    ).body.data.list.map((m) => m.user_id);
    expect(missing).toContain(b.userId);
    expect(missing).toContain(stranger.userId);
    expect(missing).not.toContain(a.userId);
    // a Sunday is not a reporting day
    expect(
      (await get<Missing>(admin, '/api/Report/missing', { type: 1, date: '2026-11-22' })).body.data.list.map(
        (m) => m.user_id,
      ),
    ).not.toContain(b.userId);

    const manager = await member('项目部');
    await t.database.db.execute(`update sys_dept set manager_id = ${manager.userId} where dept_id = ${dept}`);
    const seen = (
      await get<Missing>(manager, '/api/Report/missing', { type: 1, date: '2026-11-19' })
    ).body.data.list.map((m) => m.user_id);
    expect(seen).toContain(b.userId);
    expect(seen).not.toContain(stranger.userId);

    // 2026-11-19 18:00 in Shanghai
    const sent = await remindMissingReports(t.database.db, t.config.tzOffsetMinutes, new Date('2026-11-19T10:00:00Z'));
    expect(sent).toBeGreaterThan(0);
    // the job fired again (a second instance, a restart) sends nothing twice
    expect(await remindMissingReports(t.database.db, t.config.tzOffsetMinutes, new Date('2026-11-19T10:00:01Z'))).toBe(
      0,
    );
    const reminders = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, b.userId), eq(notifications.business_type, 'report_remind')));
    expect(reminders.map((n) => n.title)).toEqual(['您还没有提交日报（2026-11-19），请及时提交']);
    const forA = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, a.userId), eq(notifications.business_type, 'report_remind')));
    expect(forA).toEqual([]);
  });
});
