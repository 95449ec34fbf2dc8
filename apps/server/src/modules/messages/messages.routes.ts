import { messageRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  deleteMessage,
  deleteRead,
  markAllRead,
  markRead,
  messagePage,
  openMessage,
  ownMessage,
} from './messages.service.ts';

/** 消息中心: each signed-in member reads, marks and deletes only their own messages. */
export function messageRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  serve(app, routes.messageList, async (req) => ok(await messagePage(db, currentUser(req).user_id, req.query, tz)));

  serve(app, routes.messageInfo, async (req) =>
    ok(await openMessage(app, db, currentUser(req).user_id, req.query.msg_id, tz)),
  );

  serve(app, routes.readMsg, async (req) => {
    const row = await ownMessage(db, currentUser(req).user_id, req.query.msg_id);
    await markRead(db, row.id);
    return ok({ msg_id: row.id });
  });

  serve(app, routes.readBatch, async (req) =>
    ok({ count: await markAllRead(db, currentUser(req).user_id, req.query.message_type) }),
  );

  serve(app, routes.delMessmage, async (req) => {
    const row = await ownMessage(db, currentUser(req).user_id, req.query.msg_id);
    await deleteMessage(db, row.id);
    return ok({ msg_id: row.id });
  });

  serve(app, routes.delReadMessmage, async (req) =>
    ok({ count: await deleteRead(db, currentUser(req).user_id, req.query.message_type) }),
  );
}
