import { TODO_COUNT_CAP } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { reports } from '../../db/report-tables.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { REPORT_REMIND_TYPE, remindMissingReports } from './report-missing.ts';
import { REPORT_BUSINESS_TYPE, unreadReports } from './report.service.ts';

/** Where report messages open, the 待阅报告 to-do section and the end-of-day reminder. */
export function reportHooks(app: App) {
  registerMessageLink(app, REPORT_BUSINESS_TYPE, async (db, id) => {
    const [row] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
    return row ? { path: '/home/reportInfo', query: { id: row.id } } : null;
  });
  registerMessageLink(app, REPORT_REMIND_TYPE, async (_db, type) => ({ path: '/home/dayReport', query: { type } }));

  registerTodo(app, {
    key: 'report-unread',
    title: '待阅报告',
    order: 40,
    node: 'home_reportList',
    load: async (app, auth, limit) => ({
      ...(await unreadReports(app.database.db, auth.user.user_id, limit, app.config.tzOffsetMinutes, TODO_COUNT_CAP)),
      morePath: '/home/reportList?view=3',
    }),
  });

  app.jobs.register({
    name: 'report-remind',
    label: '日志未交提醒',
    pattern: '0 18 * * *',
    run: async () => void (await remindMissingReports(app.database.db, app.config.tzOffsetMinutes, app.config.now())),
  });
}
