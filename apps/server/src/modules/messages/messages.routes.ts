import { messageAnswers } from '@suwork/domain/contracts';
import { ok } from '../../core/envelope.ts';
import { currentUser, type App } from '../../core/types.ts';
import { infoQuery, listQuery, msgIdQuery, typeQuery } from './messages.input.ts';
import { deleteMessage, deleteRead, markAllRead, markRead, messagePage, openMessage, ownMessage } from './messages.service.ts';

/** 消息中心: each signed-in member reads, marks and deletes only their own messages. */
export function messageRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const signedIn = { auth: 'signedIn' as const };

  app.get('/api/Message/messageList', { config: signedIn, schema: { querystring: listQuery, response: { 200: messageAnswers.messageList } } }, async (req) =>
    ok(await messagePage(db, currentUser(req).user_id, req.query, tz)),
  );

  app.get('/api/Message/messageInfo', { config: signedIn, schema: { querystring: infoQuery, response: { 200: messageAnswers.messageInfo } } }, async (req) =>
    ok(await openMessage(app, db, currentUser(req).user_id, req.query.msg_id, tz)),
  );

  app.get('/api/Message/readMsg', { config: signedIn, schema: { querystring: msgIdQuery, response: { 200: messageAnswers.readMsg } } }, async (req) => {
    const row = await ownMessage(db, currentUser(req).user_id, req.query.msg_id);
    await markRead(db, row.id);
    return ok({ msg_id: row.id });
  });

  app.get('/api/Message/readBatch', { config: signedIn, schema: { querystring: typeQuery, response: { 200: messageAnswers.readBatch } } }, async (req) =>
    ok({ count: await markAllRead(db, currentUser(req).user_id, req.query.message_type) }),
  );

  app.get('/api/Message/delMessmage', { config: signedIn, schema: { querystring: msgIdQuery, response: { 200: messageAnswers.delMessmage } } }, async (req) => {
    const row = await ownMessage(db, currentUser(req).user_id, req.query.msg_id);
    await deleteMessage(db, row.id);
    return ok({ msg_id: row.id });
  });

  app.get('/api/Message/delReadMessmage', { config: signedIn, schema: { querystring: typeQuery, response: { 200: messageAnswers.delReadMessmage } } }, async (req) =>
    ok({ count: await deleteRead(db, currentUser(req).user_id, req.query.message_type) }),
  );
}
