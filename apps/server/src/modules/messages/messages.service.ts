import { ERR, MESSAGE_STATUS, MESSAGE_TYPE } from '@suwork/domain';
import type { MessageCounts, MessageRow } from '@suwork/domain/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { fail } from '../../core/envelope.ts';
import { paged, type PageParams } from '../../core/kit/index.ts';
import { resolveMessageLink, type MessageLink } from '../../core/message-links.ts';
import type { WithRegistries } from '../../core/registries.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { MESSAGE_MSG } from '@suwork/domain/routes';

type Notification = typeof notifications.$inferSelect;

/** One message as the message centre shows it. */
export const messageView = (r: Notification, tz: number): MessageRow => ({
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
export async function unreadCounts(db: Db, userId: number): Promise<MessageCounts> {
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

/** One page of the member's messages in a tab and status, newest first, with the unread counts of every tab. */
export async function messagePage(
  db: Db,
  userId: number,
  q: PageParams & { message_type: number; status: number },
  tz: number,
) {
  const where = ownWhere(userId, q.message_type, q.status);
  const [page, counts] = await Promise.all([
    paged(db, q, { from: notifications, where }, ({ limit, offset }) =>
      db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(limit).offset(offset),
    ),
    unreadCounts(db, userId),
  ]);
  return { list: { data: page.rows.map((r) => messageView(r, tz)), count: page.count }, count: counts };
}

/** The member's own message, or a refusal that names no one else's. */
export async function ownMessage(db: Db, userId: number, msgId: number): Promise<Notification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, msgId), eq(notifications.user_id, userId)));
  if (!row) throw fail(ERR.notFound, MESSAGE_MSG.notYours);
  return row;
}

/** Opening a message reads it; it answers where the message leads (null when the record is gone). */
export async function openMessage(
  app: WithRegistries,
  db: Db,
  userId: number,
  msgId: number,
  tz: number,
): Promise<MessageRow & { link: MessageLink | null }> {
  const row = await ownMessage(db, userId, msgId);
  if (row.status !== MESSAGE_STATUS.read) await markRead(db, row.id);
  const link = await resolveMessageLink(app, db, row.business_type, row.business_id);
  return { ...messageView({ ...row, status: MESSAGE_STATUS.read }, tz), link };
}

export async function markRead(db: Db, msgId: number): Promise<void> {
  await db.update(notifications).set({ status: MESSAGE_STATUS.read }).where(eq(notifications.id, msgId));
}

/** Marks every unread message of a tab (0: all) read; answers how many. */
export async function markAllRead(db: Db, userId: number, messageType: number): Promise<number> {
  const done = await db
    .update(notifications)
    .set({ status: MESSAGE_STATUS.read })
    .where(ownWhere(userId, messageType, MESSAGE_STATUS.unread))
    .returning({ id: notifications.id });
  return done.length;
}

export async function deleteMessage(db: Db, msgId: number): Promise<void> {
  await db.delete(notifications).where(eq(notifications.id, msgId));
}

/** Deletes every read message of a tab (0: all); answers how many. */
export async function deleteRead(db: Db, userId: number, messageType: number): Promise<number> {
  const done = await db
    .delete(notifications)
    .where(ownWhere(userId, messageType, MESSAGE_STATUS.read))
    .returning({ id: notifications.id });
  return done.length;
}
