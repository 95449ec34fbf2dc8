import { ERR, MESSAGE_TYPE } from '@suwork/domain';
import type { SysNotice, SysNoticeDetail } from '@suwork/domain/contracts';
import { NOTICE_DRAFT, NOTICE_PUBLISHED, noticeEntity } from '@suwork/domain/entities';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noticeReads } from './system.tables.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { inTx } from '../../core/kit/index.ts';
import { notify } from '../../core/notify.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { companyToday, formatDateTime } from '../../core/time-format.ts';
import { htmlSummary, noticeAudience, sys_notice, visibleNoticeWhere } from './notice-visibility.ts';

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

/** business_type of the messages a published notice leaves */
export const NOTICE_BUSINESS_TYPE = 'notice';

type Clock = { now: Date; tz: number };

/** Moves a notice from one status to the other, or explains why it cannot; logged on the notice. */
export async function changeNoticeStatus(
  db: Db,
  userId: number,
  id: number,
  to: typeof NOTICE_DRAFT | typeof NOTICE_PUBLISHED,
  { now, tz }: Clock,
) {
  await inTx(db, async (tx) => {
    const [row] = await tx.select().from(sys_notice).where(eq(sys_notice.id, id)).for('update');
    if (!row) throw fail(ERR.notFound);
    if (to === NOTICE_PUBLISHED) {
      if (row.publish_status === NOTICE_PUBLISHED) throw invalid(NOTICE_MSG.alreadyPublished);
      if (row.expire_date && row.expire_date < companyToday(now, tz)) throw invalid(NOTICE_MSG.expired);
    } else if (row.publish_status !== NOTICE_PUBLISHED) throw invalid(NOTICE_MSG.notPublished);
    const stamp = new Date(Math.floor(now.getTime() / 1000) * 1000);
    await tx
      .update(sys_notice)
      .set({ publish_status: to, publish_time: to === NOTICE_PUBLISHED ? stamp : null, update_time: stamp })
      .where(eq(sys_notice.id, id));
    const verb = to === NOTICE_PUBLISHED ? '发布' : '撤回';
    await writeLog(tx, {
      entity: noticeEntity.key,
      record_id: id,
      action: to === NOTICE_PUBLISHED ? 'publish' : 'withdraw',
      user_id: userId,
      content: `${verb}了公告：${row.title}`,
    });
    if (to === NOTICE_PUBLISHED) {
      const audience = (await noticeAudience(tx, row.visible_dept_id || null)).filter((id) => id !== userId);
      await notify(tx, {
        user_ids: audience,
        business_type: NOTICE_BUSINESS_TYPE,
        business_id: id,
        title: `新公告：${row.title}`,
        message_type: MESSAGE_TYPE.office,
      });
    }
  });
}

/** The notices meant for the member, pinned first, then the newest, each saying whether they read it. */
export async function shellNotices(db: Db, user: SessionUser, { now, tz }: Clock): Promise<SysNotice[]> {
  const where = await visibleNoticeWhere(db, user, companyToday(now, tz));
  const rows = await db
    .select({
      id: sys_notice.id,
      title: sys_notice.title,
      content: sys_notice.content,
      is_top: sys_notice.is_top,
      publish_time: sys_notice.publish_time,
      expire_date: sys_notice.expire_date,
    })
    .from(sys_notice)
    .where(where)
    .orderBy(desc(sys_notice.is_top), desc(sys_notice.publish_time), desc(sys_notice.id))
    .limit(SHELL_NOTICE_LIMIT);
  const ids = rows.map((r) => r.id);
  const read = ids.length
    ? new Set(
        (
          await db
            .select({ id: noticeReads.notice_id })
            .from(noticeReads)
            .where(and(eq(noticeReads.user_id, user.user_id), inArray(noticeReads.notice_id, ids)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  return rows.map((r) => ({
    id: r.id,
    notice_id: r.id,
    title: r.title,
    summary: htmlSummary(r.content),
    publish_time: formatDateTime(r.publish_time, tz),
    expire_date: r.expire_date,
    is_top: r.is_top ?? NO,
    is_read: read.has(r.id) ? YES : NO,
    ...SYS_NOTICE,
  }));
}

/** One notice, if it is meant for the member; out of reach reads as missing. */
export async function readableNotice(db: Db, user: SessionUser, id: number, { now, tz }: Clock) {
  const where = await visibleNoticeWhere(db, user, companyToday(now, tz));
  const [row] = await db
    .select()
    .from(sys_notice)
    .where(and(eq(sys_notice.id, id), where));
  if (!row) throw fail(ERR.notFound);
  return row;
}

/** One notice in full, and whether the member read it. */
export async function noticeDetail(db: Db, user: SessionUser, id: number, clock: Clock): Promise<SysNoticeDetail> {
  const row = await readableNotice(db, user, id, clock);
  const [read] = await db
    .select({ id: noticeReads.notice_id })
    .from(noticeReads)
    .where(and(eq(noticeReads.user_id, user.user_id), eq(noticeReads.notice_id, row.id)));
  return {
    id: row.id,
    notice_id: row.id,
    title: row.title,
    content: row.content,
    publish_time: formatDateTime(row.publish_time, clock.tz),
    expire_date: row.expire_date,
    is_top: row.is_top ?? NO,
    is_read: read ? YES : NO,
    ...SYS_NOTICE,
  };
}

/** Marks a notice meant for the member as read by them (once; reading it again changes nothing); answers its id. */
export async function markNoticeRead(db: Db, user: SessionUser, id: number, clock: Clock): Promise<number> {
  const row = await readableNotice(db, user, id, clock);
  await db.insert(noticeReads).values({ notice_id: row.id, user_id: user.user_id }).onConflictDoNothing();
  return row.id;
}
