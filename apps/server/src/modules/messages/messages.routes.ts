import { ERR, MESSAGE_STATUS } from '@suwork/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { fail, ok } from '../../core/envelope.ts';
import { resolveMessageLink } from '../../core/message-links.ts';
import { currentUser, type App } from '../../core/types.ts';
import { infoQuery, listQuery, MESSAGE_MSG, msgIdQuery, typeQuery } from './messages.input.ts';
import { messageView, ownWhere, unreadCounts } from './message-rows.ts';

/** 消息中心: each signed-in member reads, marks and deletes only their own messages. */
export function messageRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const signedIn = { auth: 'signedIn' as const };

  /** The member's own message, or a refusal that names no one else's. */
  const own = async (tx: Db, userId: number, msgId: number) => {
    const [row] = await tx.select().from(notifications).where(and(eq(notifications.id, msgId), eq(notifications.user_id, userId)));
    if (!row) throw fail(ERR.notFound, MESSAGE_MSG.notYours);
    return row;
  };

  app.get('/api/Message/messageList', { config: signedIn, schema: { querystring: listQuery } }, async (req) => {
    const userId = currentUser(req).user_id;
    const q = req.query;
    const where = ownWhere(userId, q.message_type, q.status);
    const [rows, [{ n }], counts] = await Promise.all([
      db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(notifications).where(where),
      unreadCounts(db, userId),
    ]);
    return ok({ list: { data: rows.map((r) => messageView(r, tz)), count: Number(n) }, count: counts });
  });

  app.get('/api/Message/messageInfo', { config: signedIn, schema: { querystring: infoQuery } }, async (req) => {
    const userId = currentUser(req).user_id;
    const row = await own(db, userId, req.query.msg_id);
    if (row.status !== MESSAGE_STATUS.read) await db.update(notifications).set({ status: MESSAGE_STATUS.read }).where(eq(notifications.id, row.id));
    const link = await resolveMessageLink(db, row.business_type, row.business_id);
    return ok({ ...messageView({ ...row, status: MESSAGE_STATUS.read }, tz), link });
  });

  app.get('/api/Message/readMsg', { config: signedIn, schema: { querystring: msgIdQuery } }, async (req) => {
    const row = await own(db, currentUser(req).user_id, req.query.msg_id);
    await db.update(notifications).set({ status: MESSAGE_STATUS.read }).where(eq(notifications.id, row.id));
    return ok({ msg_id: row.id });
  });

  app.get('/api/Message/readBatch', { config: signedIn, schema: { querystring: typeQuery } }, async (req) => {
    const where = ownWhere(currentUser(req).user_id, req.query.message_type, MESSAGE_STATUS.unread);
    const done = await db.update(notifications).set({ status: MESSAGE_STATUS.read }).where(where).returning({ id: notifications.id });
    return ok({ count: done.length });
  });

  app.get('/api/Message/delMessmage', { config: signedIn, schema: { querystring: msgIdQuery } }, async (req) => {
    const row = await own(db, currentUser(req).user_id, req.query.msg_id);
    await db.delete(notifications).where(eq(notifications.id, row.id));
    return ok({ msg_id: row.id });
  });

  app.get('/api/Message/delReadMessmage', { config: signedIn, schema: { querystring: typeQuery } }, async (req) => {
    const where = ownWhere(currentUser(req).user_id, req.query.message_type, MESSAGE_STATUS.read);
    const done = await db.delete(notifications).where(where).returning({ id: notifications.id });
    return ok({ count: done.length });
  });
}
