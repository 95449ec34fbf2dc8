import { MESSAGE_CHANNEL, MESSAGE_TYPE } from '@suwork/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resultRows } from '../db/result-rows.ts';
import { remindersSent } from '../db/schema.ts';
import { announceMessages, type Notice, type WrittenMessage } from './notify.ts';

/** One member's reminder of one occasion (a follow-up time reached, an event's start, a report day). */
export type Reminder = Omit<Notice, 'user_ids'> & {
  /** which reminder this is, e.g. 'follow_due', 'schedule' */
  kind: string;
  /** what makes this occasion distinct, e.g. the time reached */
  occasion: string;
  user_id: number;
};

const BATCH = 500;
/** sys_notification.title's length */
const TITLE_MAX = 255;
const keyOf = (r: Reminder) => `${r.kind}|${r.business_type}|${r.business_id}|${r.occasion}|${r.user_id}`;

/**
 * Sends each reminder its member has not had before: the occasion is remembered in the same transaction as the
 * message, so a second run, or a job fired on a second instance, sends nothing again. Returns how many were sent.
 *
 * Jobs send reminders by the thousand, so each batch is one statement — the reminders as one JSON parameter,
 * remembered, and a message written for each one new (as notifyAll writes them) — and one realtime announcement.
 */
export async function remindOnce(db: Db, reminders: readonly Reminder[]): Promise<number> {
  // the same reminder twice in one call is one reminder
  const unique = [...new Map(reminders.filter((r) => r.user_id > 0).map((r) => [keyOf(r), r])).values()];
  let sent = 0;
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH).map((r) => ({
      kind: r.kind,
      entity: r.business_type,
      record_id: r.business_id,
      occasion: r.occasion,
      user_id: r.user_id,
      title: r.title.slice(0, TITLE_MAX),
      message_type: r.message_type ?? MESSAGE_TYPE.office,
      channel: r.channel ?? MESSAGE_CHANNEL.event,
    }));
    sent += await db.transaction(async (tx) => {
      const res = await tx.execute(sql`
        with input as (
          select * from json_to_recordset(${JSON.stringify(batch)}::json)
            as x(kind varchar, entity varchar, record_id integer, occasion varchar, user_id integer, title varchar, message_type smallint, channel varchar)
        ), fresh as (
          insert into sys_reminder_sent (kind, entity, record_id, occasion, user_id)
          select kind, entity, record_id, occasion, user_id from input
          on conflict do nothing
          returning kind, entity, record_id, occasion, user_id
        )
        insert into sys_notification (user_id, business_type, business_id, title, message_type, channel)
        select i.user_id, i.entity, i.record_id, i.title, i.message_type, i.channel from fresh f join input i using (kind, entity, record_id, occasion, user_id)
        returning id, user_id, title, channel, message_type, business_type, business_id,
                  to_char(create_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as create_time`);
      const rows = resultRows<WrittenMessage>(res);
      await announceMessages(tx, rows);
      return rows.length;
    });
  }
  return sent;
}

/** Forgets what was sent about a record that is gone. */
export async function forgetReminders(tx: Db, businessType: string, businessId: number): Promise<void> {
  await tx
    .delete(remindersSent)
    .where(and(eq(remindersSent.entity, businessType), eq(remindersSent.record_id, businessId)));
}
