// The follow-up reminder job walks due records in (next_follow_time, id) order from a durable mark: a backlog
// is worked off in one run, the next run starts where it stopped, and a time set behind the mark is still reminded.
import { customerEntity } from '@suwork/domain/entities';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../src/core/realtime/realtime-message.ts';
import { remindOnce } from '../src/core/remind-once.ts';
import { formatDateTime } from '../src/core/time-format.ts';
import { tableOf } from '../src/db/entity-tables.ts';
import { resultRows } from '../src/db/result-rows.ts';
import { notifications, remindersSent, users } from '../src/db/schema.ts';
import { FOLLOW_DUE_BATCH, readFollowDueMark, remindFollowUpsDue } from '../src/modules/crm/reminder-jobs.ts';
import { bulkSetup, SALES } from './harness.ts';
import { at, recordWith, sellersApp, setClock } from './workbench-fixtures.ts';

// every batch the job sends goes through remindOnce: counted, and passed on
vi.mock('../src/core/remind-once.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/core/remind-once.ts')>();
  return { ...real, remindOnce: vi.fn(real.remindOnce) };
});
const remindCalls = vi.mocked(remindOnce).mock.calls;

const { t, seller } = await sellersApp();
const db = t.database.db;
const tz = t.config.tzOffsetMinutes;
const customers = tableOf(customerEntity);
const [wang] = await db
  .select({ user_id: users.user_id, dept_id: users.dept_id })
  .from(users)
  .where(eq(users.user_name, '王强'));

/** The follow-up reminders a customer's owner got. */
const remindersOf = async (id: number) =>
  db
    .select({ title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.user_id, wang.user_id),
        eq(notifications.business_type, 'customer'),
        eq(notifications.business_id, id),
      ),
    );

const minutes = (n: number) => n * 60_000;

describe('follow-up reminders from a mark', () => {
  it('reminds of a follow-up written with a next time behind the mark', async () => {
    // the test clock is the real one here: a follow-up's own times are the database's
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const first = await recordWith(t, seller, customerEntity, '标记客户甲', {
      next_follow_time: new Date(now.getTime() - minutes(20)),
    });
    await remindFollowUpsDue(t.app, now);
    expect(await remindersOf(first)).toHaveLength(1);
    expect((await readFollowDueMark(db, 'customer'))?.id).toBe(first);

    const later = await recordWith(t, seller, customerEntity, '标记客户乙', {});
    const follow = await t.call('POST', '/api/CommonFollow/add', {
      token: seller,
      body: {
        entity: 'customer',
        real_id: later,
        follow_type: 1,
        follow_time: formatDateTime(new Date(now.getTime() - minutes(60)), tz),
        next_follow_time: formatDateTime(new Date(now.getTime() - minutes(30)), tz),
        contact_name: '张经理',
        content: '<p>补录的跟进</p>',
      },
    });
    expect(follow.body.code).toBe(0);
    await remindFollowUpsDue(t.app, new Date(now.getTime() + minutes(1)));
    await remindFollowUpsDue(t.app, new Date(now.getTime() + minutes(6)));
    expect((await remindersOf(later)).map((m) => m.title)).toEqual([
      `客户「标记客户乙」已到下次跟进时间（${formatDateTime(new Date(now.getTime() - minutes(30)), tz)}），请及时跟进`,
    ]);
  });

  it('reminds of a record falling due after the mark on the next run, and moves the mark to it', async () => {
    const a = await recordWith(t, seller, customerEntity, '标记客户丙', { next_follow_time: at('2026-12-01 09:00') });
    await remindFollowUpsDue(t.app, at('2026-12-01 10:00'));
    expect(await readFollowDueMark(db, 'customer')).toMatchObject({
      time: '2026-12-01T01:00:00.000000Z',
      id: a,
      checked: at('2026-12-01 10:00').toISOString(),
    });

    const b = await recordWith(t, seller, customerEntity, '标记客户丁', { next_follow_time: at('2026-12-01 11:00') });
    await remindFollowUpsDue(t.app, at('2026-12-01 10:30'));
    expect(await remindersOf(b)).toHaveLength(0);
    const pushed: RealtimeEnvelope[] = [];
    const stop = await t.database.listen(REALTIME_CHANNEL, (payload) =>
      pushed.push(JSON.parse(payload) as RealtimeEnvelope),
    );
    await remindFollowUpsDue(t.app, at('2026-12-01 11:05'));
    const [message] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.business_type, 'customer'), eq(notifications.business_id, b)));
    expect(message).toMatchObject({
      user_id: wang.user_id,
      title: '客户「标记客户丁」已到下次跟进时间（2026-12-01 11:00:00），请及时跟进',
      message_type: 2,
      channel: 'crontab_msg',
    });
    // announced to the realtime channel as notifyAll announces messages
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    await stop();
    expect(pushed[0]).toEqual({
      user_id: wang.user_id,
      msg_id: message.id,
      content: message.title,
      channel: 'crontab_msg',
      message_type: 2,
      business_type: 'customer',
      business_id: b,
      create_time: message.create_time.toISOString(),
    });
    expect(await readFollowDueMark(db, 'customer')).toMatchObject({ time: '2026-12-01T03:00:00.000000Z', id: b });
    await remindFollowUpsDue(t.app, at('2026-12-01 11:10'));
    expect(await remindersOf(a)).toHaveLength(1);
    expect(await remindersOf(b)).toHaveLength(1);
  });

  it('reminds once of a record whose next time is edited back behind the mark', async () => {
    const edited = await recordWith(t, seller, customerEntity, '改期客户', {
      next_follow_time: at('2026-12-05 09:00'),
    });
    const due = await recordWith(t, seller, customerEntity, '到期客户', { next_follow_time: at('2026-12-01 12:00') });
    await remindFollowUpsDue(t.app, at('2026-12-01 12:05'));
    expect(await remindersOf(due)).toHaveLength(1);
    expect((await readFollowDueMark(db, 'customer'))?.id).toBe(due);

    // at 12:10 the seller moves the next follow-up to 11:50, behind the mark (12:00)
    setClock(t, '2026-12-01 12:10');
    const token = await t.login(SALES); // the session of a week ago has expired
    expect(
      (
        await t.call('POST', '/api/Customer/update', {
          token,
          body: { id: edited, next_follow_time: '2026-12-01 11:50:00' },
        })
      ).body.code,
    ).toBe(0);
    await remindFollowUpsDue(t.app, at('2026-12-01 12:15'));
    expect((await remindersOf(edited)).map((m) => m.title)).toEqual([
      '客户「改期客户」已到下次跟进时间（2026-12-01 11:50:00），请及时跟进',
    ]);
    await remindFollowUpsDue(t.app, at('2026-12-01 12:20'));
    await remindFollowUpsDue(t.app, at('2026-12-02 09:00'));
    expect(await remindersOf(edited)).toHaveLength(1);
  });
});

describe('a backlog of due follow-ups', () => {
  it(
    'reminds 120,000 due customers in one run, and the next run reads none of them again',
    { timeout: 180_000 },
    async () => {
      const [{ before }] = resultRows<{ before: number }>(
        await db.execute(sql`select coalesce(max(id), 0)::int as before from ${customers}`),
      );
      // one statement, as scripts/seed-scale.ts does: due over 12-18/19, pairs sharing a time to the microsecond
      let started = performance.now();
      await bulkSetup(
        db,
        sql`
      insert into ${customers} (enterprise_name, next_follow_time, in_pool, pool_exempt, deal_status, create_user_id, owner_user_id, dept_id, create_time, update_time)
      select '积压客户' || g,
             timestamptz '2026-12-18 00:00:00+08' + (g % 100000) * interval '1 second' + (g % 100000 % 7) * interval '1 microsecond',
             1, 1, 1, ${wang.user_id}, ${wang.user_id}, ${wang.dept_id}, timestamptz '2026-12-01 08:00:00+08', timestamptz '2026-12-01 08:00:00+08'
      from generate_series(1, 120000) g`,
      );
      const insertMs = performance.now() - started;
      const backlog = and(
        eq(remindersSent.kind, 'follow_due'),
        eq(remindersSent.entity, 'customer'),
        gt(remindersSent.record_id, before),
      );
      const sentCount = async () => Number((await db.select({ n: count() }).from(remindersSent).where(backlog))[0].n);
      const messageCount = async () =>
        Number(
          (
            await db
              .select({ n: count() })
              .from(notifications)
              .where(
                and(
                  eq(notifications.user_id, wang.user_id),
                  eq(notifications.business_type, 'customer'),
                  gt(notifications.business_id, before),
                ),
              )
          )[0].n,
        );

      remindCalls.length = 0;
      started = performance.now();
      const sent = await remindFollowUpsDue(t.app, at('2026-12-20 10:00'));
      const runMs = performance.now() - started;
      expect(sent).toBeGreaterThanOrEqual(120_000);
      expect(await sentCount()).toBe(120_000);
      expect(await messageCount()).toBe(120_000);
      // batches of at most FOLLOW_DUE_BATCH, each read once
      const batches = remindCalls
        .map(
          ([, reminders]) => reminders.filter((r) => r.business_type === 'customer' && r.business_id > before).length,
        )
        .filter((n) => n > 0);
      expect(Math.max(...batches)).toBeLessThanOrEqual(FOLLOW_DUE_BATCH);
      expect(batches.reduce((a, b) => a + b, 0)).toBe(120_000);
      expect(batches.length).toBe(120_000 / FOLLOW_DUE_BATCH);

      // the mark is on the last row, to the microsecond: 12-19 03:46:39 (g = 99,999)
      const [last] = resultRows<{ id: number }>(
        await db.execute(
          sql`select id from ${customers} where id > ${before} order by next_follow_time desc, id desc limit 1`,
        ),
      );
      expect(await readFollowDueMark(db, 'customer')).toEqual({
        time: '2026-12-18T19:46:39.000004Z',
        id: last.id,
        checked: at('2026-12-20 10:00').toISOString(),
      });

      remindCalls.length = 0;
      started = performance.now();
      expect(await remindFollowUpsDue(t.app, at('2026-12-20 10:05'))).toBe(0);
      const secondMs = performance.now() - started;
      expect(remindCalls.flatMap(([, reminders]) => reminders)).toEqual([]);
      expect(await sentCount()).toBe(120_000);
      expect(await messageCount()).toBe(120_000);
      expect((await readFollowDueMark(db, 'customer'))?.id).toBe(last.id);
      console.log(
        `[${t.database.kind}] insert ${(insertMs / 1000).toFixed(1)} s, first run ${(runMs / 1000).toFixed(1)} s, second run ${secondMs.toFixed(0)} ms`,
      );
    },
  );
});
