import { MESSAGE_CHANNEL, MESSAGE_TYPE, SCHEDULE_MSG } from '@suwork/domain';
import { and, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schedules, scheduleRemindersSent } from '../../db/office-tables.ts';
import { notify } from '../../core/notify.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { inTx } from '../org/org-common.ts';
import { candidatesIn } from './schedule.routes.ts';
import { occurrencesIn } from './schedule-occurrences.ts';

export const SCHEDULE_REMINDER_JOB = 'schedule-reminders';
/** the longest reminder (1 day) plus a minute */
const LOOKAHEAD_MS = (1440 + 1) * 60_000;

/**
 * Reminds the creator and participants of each occurrence whose reminder time (start − remind_minutes) has come
 * and which has not started yet. A row in office_schedule_reminder per occurrence makes it once only.
 * Returns how many occurrences were reminded.
 */
export async function sendScheduleReminders(db: Db, now: Date, tz: number): Promise<number> {
  const to = new Date(now.getTime() + LOOKAHEAD_MS);
  const fromDate = formatDateTime(now, tz)!.slice(0, 10);
  const list = await db.select().from(schedules).where(and(gt(schedules.remind_minutes, 0), candidatesIn(now, to, fromDate)));
  let sent = 0;
  for (const s of list) {
    for (const o of occurrencesIn(s, now, to, tz)) {
      const due = o.start.getTime() - s.remind_minutes * 60_000;
      if (due > now.getTime() || o.start <= now) continue;
      const first = await inTx(db, async (tx) => {
        const [row] = await tx
          .insert(scheduleRemindersSent)
          .values({ schedule_id: s.id, occurrence_start: o.start, sent_time: now })
          .onConflictDoNothing()
          .returning({ id: scheduleRemindersSent.id });
        if (!row) return false;
        await notify(tx, {
          user_ids: [s.create_user_id, ...s.participant_ids],
          business_type: 'schedule',
          business_id: s.id,
          title: SCHEDULE_MSG.reminder(s.title, formatDateTime(o.start, tz)!.slice(0, 16)),
          message_type: MESSAGE_TYPE.schedule,
          channel: MESSAGE_CHANNEL.crontab,
        });
        return true;
      });
      if (first) sent++;
    }
  }
  return sent;
}
