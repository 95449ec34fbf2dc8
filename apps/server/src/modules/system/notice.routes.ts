import { HOME_PATH } from '@suwork/domain';
import { NOTICE_DRAFT, NOTICE_PUBLISHED } from '@suwork/domain/entities';
import { noticeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  changeNoticeStatus,
  markNoticeRead,
  NOTICE_BUSINESS_TYPE,
  noticeDetail,
  shellNotices,
} from './notice.service.ts';

/**
 * 公告 beyond the engine's pages: 发布 / 撤回 (the page's edit node), and what every signed-in member reads in
 * the shell: the notices meant for them, one notice in full, and marking one read.
 */
export function noticeRoutes(app: App) {
  const db = app.database.db;
  const clock = () => ({ now: app.config.now(), tz: app.config.tzOffsetMinutes });
  // a notice's message opens the workbench with the notice shown
  registerMessageLink(app, NOTICE_BUSINESS_TYPE, async (_db, id) => ({ path: HOME_PATH, query: { notice_id: id } }));

  serve(app, routes.publish, async (req) => {
    await changeNoticeStatus(db, currentUser(req).user_id, req.body.id, NOTICE_PUBLISHED, clock());
    return ok({ id: req.body.id });
  });

  serve(app, routes.withdraw, async (req) => {
    await changeNoticeStatus(db, currentUser(req).user_id, req.body.id, NOTICE_DRAFT, clock());
    return ok({ id: req.body.id });
  });

  serve(app, routes.getSysNoticeList, async (req) => {
    const list = await shellNotices(db, currentUser(req), clock());
    return ok(list, list.length);
  });

  serve(app, routes.sysNoticeInfo, async (req) => ok(await noticeDetail(db, currentUser(req), req.query.id, clock())));

  serve(app, routes.readSysNotice, async (req) =>
    ok({ id: await markNoticeRead(db, currentUser(req), req.body.id, clock()) }),
  );
}
