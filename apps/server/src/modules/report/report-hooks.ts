import { REPORT_TYPE_LABEL } from '@suwork/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { reportRecipients, reports } from '../../db/report-tables.ts';
import { users } from '../../db/schema.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { REPORT_REMIND_TYPE, remindMissingReports } from './report-missing.ts';
import { periodLabelOf, REPORT_BUSINESS_TYPE } from './reports.routes.ts';

/** Where report messages open, the 待阅报告 to-do section and the end-of-day reminder. */
export function reportHooks(app: App) {
  registerMessageLink(REPORT_BUSINESS_TYPE, async (db, id) => {
    const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
    return row ? { path: '/home/reportInfo', query: { id: row.id } } : null;
  });
  registerMessageLink(REPORT_REMIND_TYPE, async (_db, type) => ({ path: '/home/dayReport', query: { type } }));

  registerTodo({
    key: 'report-unread',
    title: '待阅报告',
    order: 40,
    node: 'home_reportList',
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const where = and(eq(reportRecipients.user_id, auth.user.user_id), isNull(reportRecipients.read_time));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ r: reports, user_name: users.user_name })
          .from(reportRecipients)
          .innerJoin(reports, eq(reports.id, reportRecipients.report_id))
          .leftJoin(users, eq(users.user_id, reports.user_id))
          .where(where)
          .orderBy(desc(reports.create_time), desc(reports.id))
          .limit(limit),
        db.select({ total: sql<number>`count(*)::int` }).from(reportRecipients).innerJoin(reports, eq(reports.id, reportRecipients.report_id)).where(where),
      ]);
      return {
        total: Number(total),
        items: rows.map(({ r, user_name }) => ({
          id: r.id,
          title: `${user_name ?? ''}的${REPORT_TYPE_LABEL[r.type]}（${periodLabelOf(r)}）`,
          time: formatDateTime(r.create_time, app.config.tzOffsetMinutes) ?? undefined,
          path: '/home/reportInfo',
          query: { id: r.id },
        })),
        morePath: '/home/reportList?view=3',
      };
    },
  });

  app.jobs.register({ name: 'report-remind', pattern: '0 18 * * *', run: async () => void (await remindMissingReports(app.database.db, app.config.tzOffsetMinutes, app.config.now())) });
}
