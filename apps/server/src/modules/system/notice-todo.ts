import { routeLink, TODO_COUNT_CAP } from '@suwork/domain';
import { and, desc, eq, notExists } from 'drizzle-orm';
import { noticeReads } from './system.tables.ts';
import { cappedCountColumn, cappedTotal } from '../../core/kit/index.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { companyToday } from '../../core/time-format.ts';
import { sys_notice, visibleNoticeWhere } from './notice-visibility.ts';

const HOME_PATH = routeLink('home')!.path;

/** 公告 on the workbench: notices meant for the member that they have not read, pinned first, newest next. */
export function registerNoticeTodo(app: App): void {
  registerTodo(app, {
    key: 'notice',
    title: '公告',
    order: 90,
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const { tzOffsetMinutes: tz, now } = app.config;
      const visible = await visibleNoticeWhere(db, auth.user, companyToday(now(), tz));
      const unread = notExists(
        db
          .select({ one: noticeReads.notice_id })
          .from(noticeReads)
          .where(and(eq(noticeReads.notice_id, sys_notice.id), eq(noticeReads.user_id, auth.user.user_id))),
      );
      const where = and(visible, unread);
      const rows = await db
        .select({
          id: sys_notice.id,
          title: sys_notice.title,
          publish_time: sys_notice.publish_time,
          n: cappedCountColumn(sys_notice, where, TODO_COUNT_CAP),
        })
        .from(sys_notice)
        .where(where)
        .orderBy(desc(sys_notice.is_top), desc(sys_notice.publish_time), desc(sys_notice.id))
        .limit(limit);
      return {
        ...cappedTotal(rows, TODO_COUNT_CAP),
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          time: formatDateTime(r.publish_time, tz) ?? undefined,
          path: HOME_PATH,
          query: { notice_id: r.id },
        })),
      };
    },
  });
}
