import { HOME_PATH } from '@suwork/domain';
import { noticeAnswers } from '@suwork/domain/contracts';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, noticeEntity } from '@suwork/domain/entities';
import { z } from 'zod';
import { noticeReads } from './system.tables.ts';
import { ok } from '../../core/envelope.ts';
import { idField, idParam } from '../../core/kit/index.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { currentUser, type App } from '../../core/types.ts';
import { changeNoticeStatus, NOTICE_BUSINESS_TYPE, noticeDetail, readableNotice, shellNotices } from './notice.service.ts';

const NOTICE_ID_MSG = '请选择公告';
const idBody = z.strictObject({ id: idField(NOTICE_ID_MSG) });
const idQuery = z.strictObject({ id: idParam(NOTICE_ID_MSG) });

/**
 * 公告 beyond the engine's pages: 发布 / 撤回 (the page's edit node), and what every signed-in member reads in
 * the shell: the notices meant for them, one notice in full, and marking one read.
 */
export function noticeRoutes(app: App) {
  const db = app.database.db;
  const clock = () => ({ now: app.config.now(), tz: app.config.tzOffsetMinutes });
  // a notice's message opens the workbench with the notice shown
  registerMessageLink(app, NOTICE_BUSINESS_TYPE, async (_db, id) => ({ path: HOME_PATH, query: { notice_id: id } }));
  const editNode = { node: `${noticeEntity.node}_edit` };

  app.post('/api/Notice/publish', { config: { auth: editNode }, schema: { response: { 200: noticeAnswers.publish }, body: idBody } }, async (req) => {
    await changeNoticeStatus(db, currentUser(req).user_id, req.body.id, NOTICE_PUBLISHED, clock());
    return ok({ id: req.body.id });
  });

  app.post('/api/Notice/withdraw', { config: { auth: editNode }, schema: { response: { 200: noticeAnswers.withdraw }, body: idBody } }, async (req) => {
    await changeNoticeStatus(db, currentUser(req).user_id, req.body.id, NOTICE_DRAFT, clock());
    return ok({ id: req.body.id });
  });

  app.get('/api/Message/getSysNoticeList', { config: { auth: 'signedIn' }, schema: { response: { 200: noticeAnswers.getSysNoticeList }, querystring: z.strictObject({}) } }, async (req) => {
    const list = await shellNotices(db, currentUser(req), clock());
    return ok(list, list.length);
  });

  app.get('/api/Message/sysNoticeInfo', { config: { auth: 'signedIn' }, schema: { response: { 200: noticeAnswers.sysNoticeInfo }, querystring: idQuery } }, async (req) =>
    ok(await noticeDetail(db, currentUser(req), req.query.id, clock())),
  );

  app.post('/api/Message/readSysNotice', { config: { auth: 'signedIn' }, schema: { response: { 200: noticeAnswers.readSysNotice }, body: idBody } }, async (req) => {
    const row = await readableNotice(db, currentUser(req), req.body.id, clock());
    await db
      .insert(noticeReads)
      .values({ notice_id: row.id, user_id: currentUser(req).user_id })
      .onConflictDoNothing();
    return ok({ id: row.id });
  });
}
