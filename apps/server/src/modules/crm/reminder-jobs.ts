import { MESSAGE_CHANNEL, MESSAGE_TYPE, POOL_WARNING_DAYS } from '@suwork/domain';
import { eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import { andAll } from '../../core/engine/list-query.ts';
import { DAY_MS } from '../../core/engine/pool-rule.ts';
import type { JobService } from '../../core/jobs.ts';
import { remindOnce, type Reminder } from '../../core/remind-once.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { FOLLOW_DUE_ENTITIES, ownedView, poolSoon, stillFollowed } from './my-records.ts';

/** A follow-up time further back than this is not reminded of any more (a server down for days sends no flood). */
export const FOLLOW_REMINDER_LOOKBACK_DAYS = 7;
/** A reminder to a record's owner, on the 客户管理 tab and the crontab channel. */
const crmReminder = (kind: string, entity: string, record_id: number, user_id: number) => ({
  kind,
  business_type: entity,
  business_id: record_id,
  user_id,
  message_type: MESSAGE_TYPE.customer,
  channel: MESSAGE_CHANNEL.crontab,
});

/** 跟进提醒: every owned customer, clue or contact whose next follow-up time has come tells its owner, once per time set. */
export async function remindFollowUpsDue(app: App, now: Date): Promise<number> {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const reminders: Reminder[] = [];
  for (const def of FOLLOW_DUE_ENTITIES) {
    const s = ownedView(db, def);
    const cols = s.cols;
    const rows = await db
      .select({ id: cols.id, title: cols[def.titleField], owner_user_id: cols.owner_user_id, next: cols.next_follow_time })
      .from(s.table)
      .where(
        andAll([
          isNotNull(cols.next_follow_time),
          lte(cols.next_follow_time, now),
          gte(cols.next_follow_time, new Date(now.getTime() - FOLLOW_REMINDER_LOOKBACK_DAYS * DAY_MS)),
          gt(cols.owner_user_id, 0),
          'in_pool' in cols ? eq(cols.in_pool, 1) : undefined,
          stillFollowed(def, cols),
        ]),
      )
      .limit(50_000);
    for (const r of rows) {
      const when = formatDateTime(r.next as Date, tz)!;
      reminders.push({
        ...crmReminder('follow_due', def.key, r.id as number, r.owner_user_id as number),
        occasion: (r.next as Date).toISOString(),
        title: `${def.title}「${String(r.title ?? '')}」已到下次跟进时间（${when}），请及时跟进`,
      });
    }
  }
  return remindOnce(db, reminders);
}

/** 公海预警: the owner of a record the recycling rule will pool within the warning window hears of it once per window. */
export async function warnPoolRecycling(app: App, now: Date): Promise<number> {
  const tz = app.config.tzOffsetMinutes;
  const soon = await poolSoon(app.database.db, now);
  const reminders = soon.rows.map((r) => ({
    ...crmReminder('pool_warning', r.def.key, r.id, r.owner_user_id),
    occasion: r.time.toISOString(),
    title: `${r.def.title}「${r.title}」将于 ${formatDateTime(r.time, tz)!.slice(0, 10)} 被自动回收到${r.def.pool!.title}（${POOL_WARNING_DAYS}天内），请及时跟进`,
  }));
  return remindOnce(app.database.db, reminders);
}

/** Follow-up reminders every five minutes; recycling warnings each morning, before the 02:00 recycling of the next night. */
export function registerCrmReminderJobs(app: App, jobs: JobService): void {
  jobs.register({ name: 'crm-follow-due', pattern: '*/5 * * * *', run: async () => void (await remindFollowUpsDue(app, app.config.now())) });
  jobs.register({ name: 'crm-pool-warning', pattern: '0 9 * * *', run: async () => void (await warnPoolRecycling(app, app.config.now())) });
}
