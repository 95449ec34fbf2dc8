import { MESSAGE_STATUS, MESSAGE_TYPE } from '@suwork/domain';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { formatDateTime } from '../../core/time-format.ts';

export type MessageRow = typeof notifications.$inferSelect;

/** One message as the message centre shows it. */
export const messageView = (r: MessageRow, tz: number) => ({
  msg_id: r.id,
  content: r.title,
  create_time: formatDateTime(r.create_time, tz) ?? '',
  status: r.status,
  business_type: r.business_type,
  business_id: r.business_id,
  message_type: r.message_type,
  channel: r.channel,
});

/** The member's messages, narrowed to one tab (0: every tab) and optionally one status. */
export function ownWhere(userId: number, messageType = 0, status = 0): SQL {
  return and(
    eq(notifications.user_id, userId),
    messageType ? eq(notifications.message_type, messageType) : undefined,
    status ? eq(notifications.status, status) : undefined,
  )!;
}

/** Unread counts per tab, named as the drawer's tabs. */
export async function unreadCounts(db: Db, userId: number) {
  const rows = await db
    .select({ message_type: notifications.message_type, n: count() })
    .from(notifications)
    .where(ownWhere(userId, 0, MESSAGE_STATUS.unread))
    .groupBy(notifications.message_type);
  const of = (t: number) => Number(rows.find((r) => r.message_type === t)?.n ?? 0);
  return {
    countAll: rows.reduce((s, r) => s + Number(r.n), 0),
    work: of(MESSAGE_TYPE.office),
    customer: of(MESSAGE_TYPE.customer),
    task: of(MESSAGE_TYPE.task),
    schedule: of(MESSAGE_TYPE.schedule),
  };
}
