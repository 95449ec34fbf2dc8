import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resolveMessageLink } from '../src/core/message-links.ts';
import { notifications } from '../src/db/schema.ts';
import { FOLLOW_DUE_BATCH, remindFollowUpsDue, warnPoolRecycling } from '../src/modules/crm/reminder-jobs.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { userId } from './org-fixtures.ts';
import { at, recordWith, sellersApp } from './workbench-fixtures.ts';

const { t, admin, seller, otherSeller } = await sellersApp();

/** Messages a member received about one record. */
const messagesAbout = async (name: string, businessId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, await userId(t, name)),
        eq(notifications.business_type, 'customer'),
        eq(notifications.business_id, businessId),
      ),
    );

describe('follow-up due reminders', () => {
  it('tells the owner when the next follow-up time comes, not before, and never twice', async () => {
    const id = await recordWith(t, seller, customerEntity, '华东贸易', { next_follow_time: at('2026-11-20 14:00') });

    await remindFollowUpsDue(t.app, at('2026-11-20 13:59'));
    expect(await messagesAbout('王强', id)).toHaveLength(0);

    await remindFollowUpsDue(t.app, at('2026-11-20 14:00'));
    const sent = await messagesAbout('王强', id);
    expect(sent.map((m) => [m.title, m.message_type, m.channel, m.status])).toEqual([
      ['客户「华东贸易」已到下次跟进时间（2026-11-20 14:00:00），请及时跟进', 2, 'crontab_msg', 1],
    ]);
    expect(await messagesAbout('杨磊', id)).toHaveLength(0);

    await remindFollowUpsDue(t.app, at('2026-11-20 14:05'));
    await remindFollowUpsDue(t.app, at('2026-11-21 09:00'));
    expect(await messagesAbout('王强', id)).toHaveLength(1);
  });

  it('reminds again when a new next follow-up time is set and reached', async () => {
    const id = await recordWith(t, seller, customerEntity, '西南物流', { next_follow_time: at('2026-11-20 09:00') });
    await remindFollowUpsDue(t.app, at('2026-11-20 10:00'));
    // a follow-up written on 11-20 sets the next time to 11-23
    const follow = await t.call('POST', '/api/CommonFollow/add', {
      token: seller,
      body: {
        entity: 'customer',
        real_id: id,
        follow_type: 1,
        follow_time: '2026-11-20 10:30:00',
        next_follow_time: '2026-11-23 09:00:00',
        contact_name: '张经理',
        content: '<p>电话沟通</p>',
      },
    });
    expect(follow.body.code).toBe(0);
    await remindFollowUpsDue(t.app, at('2026-11-22 10:00'));
    expect(await messagesAbout('王强', id)).toHaveLength(1);
    await remindFollowUpsDue(t.app, at('2026-11-23 09:00'));
    expect(await messagesAbout('王强', id)).toHaveLength(2);
  });

  it('does not remind of a clue already turned into a customer', async () => {
    const converted = await recordWith(t, seller, clueEntity, '已转化线索', {
      next_follow_time: at('2026-11-20 08:00'),
      status: 3,
    });
    const open = await recordWith(t, seller, clueEntity, '跟进中线索', {
      next_follow_time: at('2026-11-20 08:00'),
      status: 2,
    });
    await remindFollowUpsDue(t.app, at('2026-11-20 08:30'));
    const clueMessages = async (id: number) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.business_type, 'clue'), eq(notifications.business_id, id)));
    expect(await clueMessages(converted)).toHaveLength(0);
    expect((await clueMessages(open)).map((m) => m.title)).toEqual([
      '线索「跟进中线索」已到下次跟进时间（2026-11-20 08:00:00），请及时跟进',
    ]);
  });

  it('opens the customer from the message', async () => {
    const id = await recordWith(t, seller, customerEntity, '北方机械', {});
    expect(await resolveMessageLink(t.app, t.database.db, 'customer', id)).toEqual({
      path: '/customer/customerInfo',
      query: { id },
    });
    expect(await resolveMessageLink(t.app, t.database.db, 'customer', 999_999)).toBeNull();
  });
});

describe('public-pool recycling warnings', () => {
  it('warns the owner of a customer pooled within three days, once per window, only while the rule is on', async () => {
    const id = await recordWith(t, otherSeller, customerEntity, '南方电子', {
      create_time: at('2026-10-01 10:00'),
      last_follow_time: at('2026-10-25 12:00'),
      deal_status: 2,
    });
    const now = at('2026-11-20 10:00');

    await warnPoolRecycling(t.app, now);
    expect(await messagesAbout('杨磊', id)).toHaveLength(0);

    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 30, deal_days: 365 },
        })
      ).body.code,
    ).toBe(0);
    // pooled on 11-24 12:00: not yet within three days
    await warnPoolRecycling(t.app, now);
    expect(await messagesAbout('杨磊', id)).toHaveLength(0);

    await warnPoolRecycling(t.app, at('2026-11-21 13:00'));
    const sent = await messagesAbout('杨磊', id);
    expect(sent.map((m) => [m.title, m.message_type, m.channel])).toEqual([
      ['客户「南方电子」将于 2026-11-24 被自动回收到公海客户（3天内），请及时跟进', 2, 'crontab_msg'],
    ]);
    expect(await messagesAbout('王强', id)).toHaveLength(0);

    await warnPoolRecycling(t.app, at('2026-11-22 09:00'));
    expect(await messagesAbout('杨磊', id)).toHaveLength(1);
  });

  it('does not warn of an exempt customer', async () => {
    const id = await recordWith(t, seller, customerEntity, '免回收客户', {
      create_time: at('2026-10-01 10:00'),
      last_follow_time: at('2026-10-20 12:00'),
      deal_status: 2,
      pool_exempt: 2,
    });
    await warnPoolRecycling(t.app, at('2026-11-20 10:00'));
    expect(await messagesAbout('王强', id)).toHaveLength(0);
  });
});

describe('public-pool recycling warnings at scale', () => {
  it('warns of every record due, batch after batch, in one run, and of none again', async () => {
    const many = FOLLOW_DUE_BATCH * 2 + 7;
    const table = tableOf(customerEntity);
    await t.database.db.execute(sql`
      insert into ${table} (enterprise_name, in_pool, pool_exempt, deal_status, create_user_id, owner_user_id, dept_id, create_time, last_follow_time)
      select '待回收客户' || g, 1, 1, 2, u.user_id, u.user_id, u.dept_id, ${at('2026-10-01 10:00')}, ${at('2026-10-25 12:00')}
      from generate_series(1, ${many}) g, (select user_id, dept_id from sys_user where user_name = '刘洋') u`);
    expect(
      (
        await t.call('POST', '/api/PublicCustomer/setRule', {
          token: admin,
          body: { enabled: true, follow_days: 30, deal_days: 365 },
        })
      ).body.code,
    ).toBe(0);
    const count = async () =>
      Number(
        resultRows<{ n: number }>(
          await t.database.db.execute(
            sql`select count(*)::int as n from ${notifications} where ${notifications.title} like '客户「待回收客户%' and ${notifications.user_id} = ${await userId(t, '刘洋')}`,
          ),
        )[0].n,
      );
    await warnPoolRecycling(t.app, at('2026-11-21 13:00'));
    expect(await count()).toBe(many);
    await warnPoolRecycling(t.app, at('2026-11-21 14:00'));
    expect(await count()).toBe(many);
  }, 120_000);
});

describe('scheduling', () => {
  it('runs both reminders through the job service', async () => {
    expect(await t.app.jobs.runNow('crm-follow-due')).toBe(true);
    expect(await t.app.jobs.runNow('crm-pool-warning')).toBe(true);
  });
});
