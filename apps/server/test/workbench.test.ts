import { clueEntity, contactEntity, customerEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableOf } from '../src/db/entity-tables.ts';
import { saveTemplate } from './flow-fixtures.ts';
import { memberWithNodes } from './org-fixtures.ts';
import {
  at,
  CRM_AND_CORE_SECTIONS,
  recordWith,
  section,
  sellersApp,
  setClock,
  todoList,
} from './workbench-fixtures.ts';

const { t, admin, seller, otherSeller } = await sellersApp();
setClock(t, '2026-11-20 10:00');

describe('GET /api/Home/todoList', () => {
  it('lists the sections in order, each with a title, a total, its items and where 查看更多 goes', async () => {
    const sections = await todoList(t, admin);
    const mine = sections.filter((s) => CRM_AND_CORE_SECTIONS.includes(s.key));
    expect(mine.map((s) => [s.key, s.title])).toEqual([
      ['examine', '待我审批'],
      ['followDue', '今日待跟进'],
      ['poolSoon', '即将掉入公海'],
      ['notice', '公告'],
    ]);
    expect(mine.find((s) => s.key === 'examine')?.morePath).toBe('/home/examine');
    for (const s of sections) expect(s.items.length).toBeLessThanOrEqual(5);
  });

  it('shows only the sections whose page the member holds', async () => {
    const nobody = await memberWithNodes(t, []);
    const keys = (await todoList(t, nobody.token)).map((s) => s.key);
    expect(keys.filter((k) => CRM_AND_CORE_SECTIONS.includes(k))).toEqual(['notice']);
    const approver = await memberWithNodes(t, ['home_examine']);
    expect((await todoList(t, approver.token)).map((s) => s.key)).toContain('examine');
    expect((await todoList(t, approver.token)).map((s) => s.key)).not.toContain('followDue');
  });

  it('needs a sign-in', async () => {
    expect((await t.call('GET', '/api/Home/todoList')).body.code).toBe(403);
  });
});

describe('待我审批', () => {
  it('lists the runs waiting on the member, opening like the approval centre', async () => {
    const LEAVE = 14;
    await saveTemplate(t, admin, LEAVE, [
      {
        type: 1,
        selectRange: 2,
        source: String(
          (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token: otherSeller })).body.data.uid,
        ),
      },
    ]);
    const leave = {
      leave_type: 3,
      start_date: '2026-03-02',
      start_half: 1,
      end_date: '2026-03-03',
      end_half: 1,
      reason: '回家探亲',
    };
    expect((await t.call('POST', '/api/Leave/add', { token: seller, body: leave })).body.code).toBe(0);
    const waiting = await section(t, otherSeller, 'examine');
    expect(waiting?.total).toBe(1);
    // who submitted it, then the run's title: the leave's type, days and length (上午 to 上午: a day and a half)
    expect(waiting?.items[0]).toMatchObject({
      title: '王强：请假 · 年假 · 03-02 至 03-03 · 1.5天',
      path: expect.stringMatching(/^\/home\//),
    });
    expect((await section(t, seller, 'examine'))?.total ?? 0).toBe(0);
  });
});

describe('今日待跟进', () => {
  it("lists my customers, clues and contacts due today or overdue, earliest first, not tomorrow's and not others'", async () => {
    const overdue = await recordWith(t, seller, customerEntity, '逾期客户', {
      next_follow_time: at('2026-11-18 09:00'),
    });
    const today = await recordWith(t, seller, clueEntity, '今日线索', { next_follow_time: at('2026-11-20 23:30') });
    const contact = await recordWith(t, seller, contactEntity, '今日联系人', {
      next_follow_time: at('2026-11-20 08:00'),
    });
    await recordWith(t, seller, customerEntity, '明日客户', { next_follow_time: at('2026-11-21 00:10') });
    await recordWith(t, otherSeller, customerEntity, '别人的客户', { next_follow_time: at('2026-11-19 09:00') });

    const due = await section(t, seller, 'followDue');
    expect(due?.items.map((i) => i.title)).toEqual(['客户：逾期客户', '联系人：今日联系人', '线索：今日线索']);
    expect(due?.total).toBe(3);
    expect(due?.items[0]).toMatchObject({
      time: '2026-11-18 09:00:00',
      path: '/customer/customerInfo',
      query: { id: overdue },
    });
    expect(due?.items[2]).toMatchObject({ path: '/customer/clueInfo', query: { id: today } });
    expect(due?.items[1].query).toEqual({ id: contact });
    // seeing everything (admin) is not the same as owning it
    expect((await section(t, admin, 'followDue'))?.items.map((i) => i.title) ?? []).not.toContain('客户：逾期客户');
  });

  it('includes records the member collaborates on, and shows five with the full total', async () => {
    const shared = await recordWith(t, otherSeller, customerEntity, '协作客户', {
      next_follow_time: at('2026-11-17 09:00'),
    });
    const sellerId = (await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token: seller })).body.data.uid;
    expect(
      (
        await t.call('POST', '/api/Customer/addUser', {
          token: otherSeller,
          body: { ids: String(shared), user_ids: String(sellerId) },
        })
      ).body.code,
    ).toBe(0);
    for (let i = 0; i < 3; i++)
      await recordWith(t, seller, customerEntity, `批量客户${i}`, { next_follow_time: at('2026-11-19 12:00') });
    const due = await section(t, seller, 'followDue');
    expect(due?.total).toBe(7);
    expect(due?.items).toHaveLength(5);
    expect(due?.items[0].title).toBe('客户：协作客户');
  });
});

describe('a section with a large backlog', () => {
  it('counts up to 100 and says the total was cut there, still listing the earliest five', async () => {
    const first = await recordWith(t, otherSeller, customerEntity, '积压客户0', {
      next_follow_time: at('2026-11-01 09:00'),
    });
    const table = tableOf(customerEntity);
    const [row] = await t.database.db.select().from(table).where(eq(table.id, first));
    const { id: _id, ...copy } = row;
    await t.database.db.insert(table).values(
      Array.from({ length: 120 }, (_, i) => ({
        ...copy,
        enterprise_name: `积压客户${i + 1}`,
        next_follow_time: at('2026-11-02 09:00'),
      })),
    );
    const due = await section(t, otherSeller, 'followDue');
    expect(due).toMatchObject({ total: 100, capped: true });
    expect(due?.items.map((i) => i.title)).toEqual([
      '客户：积压客户0',
      ...[1, 2, 3, 4].map(() => expect.stringMatching(/^客户：积压客户\d+$/)),
    ]);
    // the seller's own short list is counted exactly, and says nothing of a cap
    const mine = await section(t, seller, 'followDue');
    expect(mine?.capped).toBeUndefined();
    expect(mine?.total).toBeLessThan(100);
  });
});

describe('即将掉入公海', () => {
  it('lists my customers the recycling rule will pool within three days, when the rule is on', async () => {
    const soon = await recordWith(t, seller, customerEntity, '将回收客户', {
      create_time: at('2026-10-01 10:00'),
      last_follow_time: at('2026-10-22 12:00'),
      deal_status: 2,
    });
    await recordWith(t, seller, customerEntity, '刚跟进客户', {
      create_time: at('2026-10-01 10:00'),
      last_follow_time: at('2026-11-15 12:00'),
      deal_status: 2,
    });
    expect((await section(t, seller, 'poolSoon'))?.total).toBe(0);
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 30, deal_days: 365 },
        })
      ).body.code,
    ).toBe(0);
    const pool = await section(t, seller, 'poolSoon');
    expect(pool?.items.map((i) => i.title)).toEqual(['客户：将回收客户']);
    expect(pool?.items[0]).toMatchObject({ time: '2026-11-21 12:00:00', query: { id: soon } });
    expect((await section(t, otherSeller, 'poolSoon'))?.items.map((i) => i.title)).not.toContain('客户：将回收客户');
  });

  it('puts first the records going soonest, whichever way they fall due, and counts each once', async () => {
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 30, deal_days: 60 },
        })
      ).body.code,
    ).toBe(0);
    const before = (await section(t, seller, 'poolSoon'))!.total;
    // not followed up for 30 days and without a deal for 60: due both ways
    await recordWith(t, seller, customerEntity, '久未跟进未成交客户', {
      create_time: at('2026-09-01 10:00'),
      last_follow_time: at('2026-10-01 10:00'),
      deal_status: 1,
    });
    // followed up lately, but without a deal for 60 days on 11-21 09:00, before 将回收客户 goes at 12:00
    const undealt = await recordWith(t, seller, customerEntity, '未成交客户', {
      create_time: at('2026-09-22 09:00'),
      last_follow_time: at('2026-11-15 12:00'),
      deal_status: 1,
    });
    const pool = await section(t, seller, 'poolSoon');
    const mine = ['客户：久未跟进未成交客户', '客户：未成交客户', '客户：将回收客户'];
    expect(pool?.items.map((i) => i.title).filter((title) => mine.includes(title))).toEqual(mine);
    expect(pool?.items.find((i) => i.query?.id === undealt)).toMatchObject({ time: '2026-11-21 09:00:00' });
    expect(pool?.total).toBe(before + 2);
  });
});

describe('公告', () => {
  it('lists unread notices meant for the member; a read one leaves the list', async () => {
    const add = await t.call<{ id: number }>('POST', '/api/Notice/add', {
      token: admin,
      body: { title: '年终总结安排', content: '<p>请各部门准备</p>' },
    });
    const id = add.body.data.id;
    expect((await t.call('POST', '/api/Notice/publish', { token: admin, body: { id } })).body.code).toBe(0);
    const before = await section(t, seller, 'notice');
    expect(before?.items.find((i) => i.id === id)).toMatchObject({
      title: '年终总结安排',
      path: '/home/home',
      query: { notice_id: id },
    });
    expect((await t.call('POST', '/api/Message/readSysNotice', { token: seller, body: { id } })).body.code).toBe(0);
    const after = await section(t, seller, 'notice');
    expect(after?.items.find((i) => i.id === id)).toBeUndefined();
    expect(after!.total).toBe(before!.total - 1);
  });
});

describe('GET /api/project/getAbnormalRemind', () => {
  it('lists my overdue follow-ups, not those due later today', async () => {
    const lated = await recordWith(t, seller, customerEntity, '逾期未跟进客户', {
      next_follow_time: at('2026-11-20 09:00'),
    });
    await recordWith(t, seller, customerEntity, '今晚跟进客户', { next_follow_time: at('2026-11-20 20:00') });
    const res = await t.call<{ type: string; id: number; title: string; content: string; path: string }[]>(
      'GET',
      '/api/project/getAbnormalRemind',
      { token: seller },
    );
    expect(res.body.code).toBe(0);
    const titles = res.body.data.map((r) => r.title);
    expect(titles).toContain('客户：逾期未跟进客户');
    expect(titles).not.toContain('客户：今晚跟进客户');
    expect(res.body.data.find((r) => r.id === lated)).toMatchObject({
      type: 'followOverdue',
      path: '/customer/customerInfo',
      content: '下次跟进时间 2026-11-20 09:00:00 已过，尚未跟进',
    });
    const nobody = await memberWithNodes(t, []);
    expect(
      (await t.call<unknown[]>('GET', '/api/project/getAbnormalRemind', { token: nobody.token })).body.data,
    ).toEqual([]);
  });
});
