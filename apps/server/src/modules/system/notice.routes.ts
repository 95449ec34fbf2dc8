import { ERR, HOME_PATH, MESSAGE_TYPE } from '@suwork/domain';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, noticeEntity } from '@suwork/domain/entities';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sys_notice } from '../../db/entity-tables.ts';
import { noticeReads } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { companyToday } from '../../core/time-format.ts';
import { htmlSummary, noticeAudience, visibleNoticeWhere } from './notice-visibility.ts';
import { notify } from '../../core/notify.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { idField, idParam } from '../../core/validation.ts';

export const NOTICE_MSG = {
  alreadyPublished: '该公告已发布',
  notPublished: '该公告未发布，无需撤回',
  expired: '该公告已过期，请先修改过期日期再发布',
} as const;

/** How many notices the shell lists at most (pinned first, then the newest). */
export const SHELL_NOTICE_LIMIT = 50;
/** The shell's notice list: every row is a system notice (message_type 0) in the status the spec gives (1). */
const SYS_NOTICE = { status: 1, message_type: 0 } as const;
const YES = 2;
const NO = 1;

const NOTICE_ID_MSG = '请选择公告';
const idBody = z.strictObject({ id: idField(NOTICE_ID_MSG) });
const idQuery = z.strictObject({ id: idParam(NOTICE_ID_MSG) });

/**
 * 公告 beyond the engine's pages: 发布 / 撤回 (the page's edit node), and what every signed-in member reads in
 * the shell: the notices meant for them, one notice in full, and marking one read.
 */
/** business_type of the messages a published notice leaves */
const NOTICE_BUSINESS_TYPE = 'notice';

export function noticeRoutes(app: App) {
  const db = app.database.db;
  const { tzOffsetMinutes: tz, now } = app.config;
  // a notice's message opens the workbench with the notice shown
  registerMessageLink(NOTICE_BUSINESS_TYPE, async (_db, id) => ({ path: HOME_PATH, query: { notice_id: id } }));
  const editNode = { node: `${noticeEntity.node}_edit` };

  /** Moves a notice from one status to the other, or explains why it cannot; logged on the notice. */
  const changeStatus = async (userId: number, id: number, to: typeof NOTICE_DRAFT | typeof NOTICE_PUBLISHED) => {
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [row] = await tx.select().from(sys_notice).where(eq(sys_notice.id, id)).for('update');
      if (!row) throw fail(ERR.notFound);
      if (to === NOTICE_PUBLISHED) {
        if (row.publish_status === NOTICE_PUBLISHED) throw invalid(NOTICE_MSG.alreadyPublished);
        if (row.expire_date && (row.expire_date as string) < companyToday(now(), tz)) throw invalid(NOTICE_MSG.expired);
      } else if (row.publish_status !== NOTICE_PUBLISHED) throw invalid(NOTICE_MSG.notPublished);
      const stamp = new Date(Math.floor(now().getTime() / 1000) * 1000);
      await tx
        .update(sys_notice)
        .set({ publish_status: to, publish_time: to === NOTICE_PUBLISHED ? stamp : null, update_time: stamp })
        .where(eq(sys_notice.id, id));
      const verb = to === NOTICE_PUBLISHED ? '发布' : '撤回';
      await writeLog(tx, { entity: noticeEntity.key, record_id: id, action: to === NOTICE_PUBLISHED ? 'publish' : 'withdraw', user_id: userId, content: `${verb}了公告：${String(row.title)}` });
      if (to === NOTICE_PUBLISHED) {
        const audience = (await noticeAudience(tx, (row.visible_dept_id as number | null) || null)).filter((id) => id !== userId);
        await notify(tx, { user_ids: audience, business_type: NOTICE_BUSINESS_TYPE, business_id: id, title: `新公告：${String(row.title)}`, message_type: MESSAGE_TYPE.office });
      }
    });
  };

  app.post('/api/Notice/publish', { config: { auth: editNode }, schema: { body: idBody } }, async (req) => {
    await changeStatus(currentUser(req).user_id, req.body.id, NOTICE_PUBLISHED);
    return ok({ id: req.body.id });
  });

  app.post('/api/Notice/withdraw', { config: { auth: editNode }, schema: { body: idBody } }, async (req) => {
    await changeStatus(currentUser(req).user_id, req.body.id, NOTICE_DRAFT);
    return ok({ id: req.body.id });
  });

  app.get('/api/Message/getSysNoticeList', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({}) } }, async (req) => {
    const user = currentUser(req);
    const where = await visibleNoticeWhere(db, user, companyToday(now(), tz));
    const rows = await db
      .select({ id: sys_notice.id, title: sys_notice.title, content: sys_notice.content, is_top: sys_notice.is_top, publish_time: sys_notice.publish_time, expire_date: sys_notice.expire_date })
      .from(sys_notice)
      .where(where)
      .orderBy(desc(sys_notice.is_top), desc(sys_notice.publish_time), desc(sys_notice.id))
      .limit(SHELL_NOTICE_LIMIT);
    const ids = rows.map((r) => r.id as number);
    const read = ids.length
      ? new Set((await db.select({ id: noticeReads.notice_id }).from(noticeReads).where(and(eq(noticeReads.user_id, user.user_id), inArray(noticeReads.notice_id, ids)))).map((r) => r.id))
      : new Set<number>();
    const list = rows.map((r) => ({
      id: r.id as number,
      notice_id: r.id as number,
      title: r.title as string,
      summary: htmlSummary(r.content as string),
      publish_time: formatDateTime(r.publish_time as Date | null, tz),
      expire_date: r.expire_date as string | null,
      is_top: r.is_top as number,
      is_read: read.has(r.id as number) ? YES : NO,
      ...SYS_NOTICE,
    }));
    return ok(list, list.length);
  });

  /** One notice in full, if it is meant for the member; out of reach reads as missing. */
  const readable = async (req: Parameters<typeof currentUser>[0], id: number) => {
    const where = await visibleNoticeWhere(db, currentUser(req), companyToday(now(), tz));
    const [row] = await db.select().from(sys_notice).where(and(eq(sys_notice.id, id), where));
    if (!row) throw fail(ERR.notFound);
    return row;
  };

  app.get('/api/Message/sysNoticeInfo', { config: { auth: 'signedIn' }, schema: { querystring: idQuery } }, async (req) => {
    const row = await readable(req, req.query.id);
    const [read] = await db.select({ id: noticeReads.notice_id }).from(noticeReads).where(and(eq(noticeReads.user_id, currentUser(req).user_id), eq(noticeReads.notice_id, row.id as number)));
    return ok({
      id: row.id as number,
      notice_id: row.id as number,
      title: row.title as string,
      content: row.content as string,
      publish_time: formatDateTime(row.publish_time as Date | null, tz),
      expire_date: row.expire_date as string | null,
      is_top: row.is_top as number,
      is_read: read ? YES : NO,
      ...SYS_NOTICE,
    });
  });

  app.post('/api/Message/readSysNotice', { config: { auth: 'signedIn' }, schema: { body: idBody } }, async (req) => {
    const row = await readable(req, req.body.id);
    await db.insert(noticeReads).values({ notice_id: row.id as number, user_id: currentUser(req).user_id }).onConflictDoNothing();
    return ok({ id: row.id as number });
  });
}
