import { MESSAGE_CHANNEL, MESSAGE_TYPE, SCHEDULE_MSG } from '@suwork/domain';
import { and, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schedules } from '../../db/office-tables.ts';
import { remindOnce, type Reminder } from '../../core/remind-once.ts';
import { companyToday, formatDateTime } from '../../core/time-format.ts';
import { candidatesIn, SCHEDULE_BUSINESS_TYPE } from './schedule.service.ts';
import { occurrencesIn } from './schedule-occurrences.ts';

export const SCHEDULE_REMINDER_JOB = 'schedule-reminders';
/** the longest reminder (1 day) plus a minute */
const LOOKAHEAD_MS = (1440 + 1) * 60_000;

/**
 * Reminds the creator and participants of each occurrence whose reminder time (start − remind_minutes) has come
 * and which has not started yet, each member once per occurrence (core/remind-once.ts).
 * Returns how many reminders were sent.
 */
export async function sendScheduleReminders(db: Db, now: Date, tz: number): Promise<number> {
  const to = new Date(now.getTime() + LOOKAHEAD_MS);
  const fromDate = companyToday(now, tz);
  const list = await db
    .select()
    .from(schedules)
    .where(and(gt(schedules.remind_minutes, 0), candidatesIn(now, to, fromDate)));
  const reminders: Reminder[] = [];
  for (const s of list) {
    for (const o of occurrencesIn(s, now, to, tz)) {
      const due = o.start.getTime() - s.remind_minutes * 60_000;
      if (due > now.getTime() || o.start <= now) continue;
      const title = SCHEDULE_MSG.reminder(s.title, formatDateTime(o.start, tz)!.slice(0, 16));
      for (const user_id of new Set([s.create_user_id, ...s.participant_ids])) {
        reminders.push({
          kind: 'schedule',
          occasion: o.start.toISOString(),
          user_id,
          business_type: SCHEDULE_BUSINESS_TYPE,
          business_id: s.id,
          title,
          message_type: MESSAGE_TYPE.schedule,
          channel: MESSAGE_CHANNEL.crontab,
        });
      }
    }
  }
  return remindOnce(db, reminders);
}
