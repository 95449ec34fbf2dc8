import { MESSAGE_CHANNEL, MESSAGE_TYPE, POOL_WARNING_DAYS } from '@suwork/domain';
import type { EntityDef, RowOf } from '@suwork/domain/entities';
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows } from '../../db/schema.ts';
import { andAll } from '../../core/engine/list-query.ts';
import { DAY_MS } from '../../core/engine/pool-rule.ts';
import type { JobService } from '../../core/jobs.ts';
import { remindOnce, type Reminder } from '../../core/remind-once.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { FOLLOW_DUE_ENTITIES, ownedView, poolSoonBatches, stillFollowed } from './my-records.ts';
import { readSetting, writeSetting } from '../../core/kit/index.ts';

/** A follow-up time further back than this is not reminded of any more (a server down for days sends no flood). */
export const FOLLOW_REMINDER_LOOKBACK_DAYS = 7;
/** Due records read, and reminded, at a time. */
export const FOLLOW_DUE_BATCH = 2_000;
/**
 * How far before the previous run the "changed since" look goes: an edit whose transaction began before that
 * run and committed after it (or a clock a little behind) is still seen. Re-reading costs nothing but time:
 * what was sent is not sent again.
 */
const CHANGED_SLACK_MS = 5 * 60_000;

/**
 * How far the follow-up reminders of one entity have got, in sys_setting: the last reminded row in
 * (next_follow_time, id) order, the time as an ISO string to the microsecond (the column keeps microseconds, a
 * JavaScript Date only milliseconds), and `checked`, the `now` of the last finished run.
 */
export type FollowDueMark = { time: string; id: number; checked?: string };
export const followDueMarkKey = (entity: string) => `remind:follow_due:${entity}`;

/** A reminder to a record's owner, on the 客户管理 tab and the crontab channel. */
const crmReminder = (kind: string, entity: string, record_id: number, user_id: number) => ({
  kind,
  business_type: entity,
  business_id: record_id,
  user_id,
  message_type: MESSAGE_TYPE.customer,
  channel: MESSAGE_CHANNEL.crontab,
});

export async function readFollowDueMark(db: Db, entity: string): Promise<FollowDueMark | undefined> {
  const v = (await readSetting(db, followDueMarkKey(entity))) as Partial<FollowDueMark> | undefined;
  if (!v || typeof v.time !== 'string' || !Number.isInteger(v.id) || Number.isNaN(Date.parse(v.time))) return undefined;
  return {
    time: v.time,
    id: v.id!,
    checked: typeof v.checked === 'string' && !Number.isNaN(Date.parse(v.checked)) ? v.checked : undefined,
  };
}

async function writeMark(db: Db, entity: string, mark: FollowDueMark, now: Date): Promise<void> {
  await writeSetting(db, followDueMarkKey(entity), mark, now);
}

/**
 * 跟进提醒: every owned customer, clue or contact whose next follow-up time has come tells its owner, once per
 * time set. Returns how many were sent.
 *
 * Each entity's due records are walked in (next_follow_time, id) order from where the last run stopped (its mark
 * in sys_setting) up to `now`, FOLLOW_DUE_BATCH at a time, the mark written after each batch: one run works off
 * any backlog, a crashed run resumes, and a run reads only what fell due since the last (never further back
 * than FOLLOW_REMINDER_LOOKBACK_DAYS).
 *
 * A next follow-up time can also be set to a moment the walk has already passed (edited to ten minutes ago, or
 * given with a follow-up written late), and a record can become remindable without its time changing (taken from
 * the pool, given to another owner, a clue reopened). So before walking on, each run also reads the due records
 * (within the lookback window, behind the mark) that changed since the previous run began: the record's
 * update_time, which every edit, creation and change of owner sets, or a follow-up written or edited since with
 * its next time in the window — a follow-up sets the record's next time without touching its update_time.
 * Both are read through indexes (update_time, id and crm_follow's next_follow_time) and cover minutes of edits;
 * remindOnce drops what was already sent. Not covered: voiding a follow-up that brings back an older next time
 * behind the mark (it touches neither), which is reminded only if edited again.
 */
export async function remindFollowUpsDue(app: App, now: Date): Promise<number> {
  let sent = 0;
  for (const def of FOLLOW_DUE_ENTITIES) sent += await remindEntityDue(app, def, now);
  return sent;
}

async function remindEntityDue(app: App, def: EntityDef, now: Date): Promise<number> {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const s = ownedView(db, def);
  const cols = s.cols;
  const time = cols.next_follow_time;
  const from = new Date(now.getTime() - FOLLOW_REMINDER_LOOKBACK_DAYS * DAY_MS);
  const due = (extra: (SQL | undefined)[]) =>
    andAll([
      gte(time, from),
      lte(time, now),
      gt(cols.owner_user_id, 0),
      'in_pool' in cols ? eq(cols.in_pool, 1) : undefined,
      stillFollowed(def, cols),
      ...extra,
    ]);
  const fields = {
    id: cols.id,
    title: cols[def.titleField],
    owner_user_id: cols.owner_user_id,
    next: time,
    update_time: cols.update_time,
    // the exact time, for the mark
    exact: sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  };
  // any followed-up entity: owned, its rows have the system columns RowOf gives every owned declaration
  type DueRow = Pick<RowOf<EntityDef & { owned: true }>, 'id' | 'owner_user_id' | 'update_time'> & {
    title: unknown;
    next: Date;
    exact: string;
  };
  const remind = (rows: DueRow[]) =>
    remindOnce(
      db,
      rows.map((r) => ({
        ...crmReminder('follow_due', def.key, r.id, r.owner_user_id),
        occasion: r.next.toISOString(),
        title: `${def.title}「${String(r.title ?? '')}」已到下次跟进时间（${formatDateTime(r.next, tz)!}），请及时跟进`,
      })) satisfies Reminder[],
    );

  let sent = 0;
  const saved = await readFollowDueMark(db, def.key);
  if (saved) {
    // records behind the mark that changed since the previous run began (a clock put back counts from now)
    const lastRun = saved.checked ? Math.min(Date.parse(saved.checked), now.getTime()) : from.getTime();
    const since = new Date(Math.max(lastRun - CHANGED_SLACK_MS, from.getTime()));
    const behind = sql`${time} <= ${saved.time}::timestamptz`;
    for (let after: DueRow | undefined; ;) {
      const rows = (await db
        .select(fields)
        .from(s.table)
        .where(
          due([
            behind,
            gte(cols.update_time, since),
            after
              ? or(
                  gt(cols.update_time, after.update_time),
                  and(eq(cols.update_time, after.update_time), gt(cols.id, after.id)),
                )
              : undefined,
          ]),
        )
        .orderBy(asc(cols.update_time), asc(cols.id))
        .limit(FOLLOW_DUE_BATCH)) as DueRow[];
      sent += await remind(rows);
      if (rows.length < FOLLOW_DUE_BATCH) break;
      after = rows[rows.length - 1];
    }
    const followed = await db
      .selectDistinct({ id: follows.record_id })
      .from(follows)
      .where(
        and(
          eq(follows.entity, def.key),
          gte(follows.next_follow_time, from),
          lte(follows.next_follow_time, now),
          or(gte(follows.create_time, since), gte(follows.update_time, since)),
        ),
      );
    const ids = followed.map((f) => f.id);
    for (let i = 0; i < ids.length; i += FOLLOW_DUE_BATCH) {
      const rows = (await db
        .select(fields)
        .from(s.table)
        .where(due([behind, inArray(cols.id, ids.slice(i, i + FOLLOW_DUE_BATCH))]))) as DueRow[];
      sent += await remind(rows);
    }
  }

  // the walk: what fell due after the mark, in order
  let mark = saved;
  for (;;) {
    const rows = (await db
      .select(fields)
      .from(s.table)
      .where(due([mark ? sql`(${time}, ${cols.id}) > (${mark.time}::timestamptz, ${mark.id})` : undefined]))
      .orderBy(asc(time), asc(cols.id))
      .limit(FOLLOW_DUE_BATCH)) as DueRow[];
    sent += await remind(rows);
    if (rows.length > 0) {
      const last = rows[rows.length - 1];
      mark = { time: last.exact, id: last.id, checked: saved?.checked };
      await writeMark(db, def.key, mark, now);
    }
    if (rows.length < FOLLOW_DUE_BATCH) break;
  }
  if (mark) await writeMark(db, def.key, { ...mark, checked: now.toISOString() }, now);
  return sent;
}

/** 公海预警: the owner of a record the recycling rule will pool within the warning window hears of it once per window. */
export async function warnPoolRecycling(app: App, now: Date): Promise<number> {
  const tz = app.config.tzOffsetMinutes;
  let sent = 0;
  // every record due within the window, a batch at a time: a backlog of any size is warned of in one run
  for await (const batch of poolSoonBatches(app.database.db, now, FOLLOW_DUE_BATCH)) {
    const reminders = batch.map((r) => ({
      ...crmReminder('pool_warning', r.def.key, r.id, r.owner_user_id),
      occasion: r.time.toISOString(),
      title: `${r.def.title}「${r.title}」将于 ${formatDateTime(r.time, tz)!.slice(0, 10)} 被自动回收到${r.def.pool!.title}（${POOL_WARNING_DAYS}天内），请及时跟进`,
    }));
    sent += await remindOnce(app.database.db, reminders);
  }
  return sent;
}

/** Follow-up reminders every five minutes; recycling warnings each morning, before the 02:00 recycling of the next night. */
export function registerCrmReminderJobs(app: App, jobs: JobService): void {
  jobs.register({
    name: 'crm-follow-due',
    label: '跟进到期提醒',
    pattern: '*/5 * * * *',
    run: async () => void (await remindFollowUpsDue(app, app.config.now())),
  });
  jobs.register({
    name: 'crm-pool-warning',
    label: '公海回收预警',
    pattern: '0 9 * * *',
    run: async () => void (await warnPoolRecycling(app, app.config.now())),
  });
}
