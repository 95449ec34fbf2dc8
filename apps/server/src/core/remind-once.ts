import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { remindersSent } from '../db/schema.ts';
import { notifyAll, type Notice } from './notify.ts';

/** One member's reminder of one occasion (a follow-up time reached, an event's start, a report day). */
export type Reminder = Omit<Notice, 'user_ids'> & {
  /** which reminder this is, e.g. 'follow_due', 'schedule' */
  kind: string;
  /** what makes this occasion distinct, e.g. the time reached */
  occasion: string;
  user_id: number;
};

const BATCH = 500;
const keyOf = (r: { kind: string; entity: string; record_id: number; occasion: string; user_id: number }) => `${r.kind}|${r.entity}|${r.record_id}|${r.occasion}|${r.user_id}`;
const rowOf = (r: Reminder) => ({ kind: r.kind, entity: r.business_type, record_id: r.business_id, occasion: r.occasion, user_id: r.user_id });

/**
 * Sends each reminder its member has not had before: the occasion is remembered in the same transaction as the
 * message, so a second run, or a job fired on a second instance, sends nothing again. Returns how many were sent.
 */
export async function remindOnce(db: Db, reminders: readonly Reminder[]): Promise<number> {
  let sent = 0;
  for (let i = 0; i < reminders.length; i += BATCH) {
    const batch = reminders.slice(i, i + BATCH);
    sent += await db.transaction(async (tx) => {
      const fresh = await tx
        .insert(remindersSent)
        .values(batch.map(rowOf))
        .onConflictDoNothing()
        .returning({ kind: remindersSent.kind, entity: remindersSent.entity, record_id: remindersSent.record_id, occasion: remindersSent.occasion, user_id: remindersSent.user_id });
      const isFresh = new Set(fresh.map(keyOf));
      const toSend = batch.filter((r) => isFresh.has(keyOf(rowOf(r))));
      await notifyAll(
        tx,
        toSend.map((r) => ({ user_ids: [r.user_id], business_type: r.business_type, business_id: r.business_id, title: r.title, message_type: r.message_type, channel: r.channel })),
      );
      return toSend.length;
    });
  }
  return sent;
}

/** Forgets what was sent about a record that is gone. */
export async function forgetReminders(tx: Db, businessType: string, businessId: number): Promise<void> {
  await tx.delete(remindersSent).where(and(eq(remindersSent.entity, businessType), eq(remindersSent.record_id, businessId)));
}
