import { crmDashboardAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { isDate } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import { crmOverview } from './dashboard.service.ts';

const query = z.strictObject({
  start_date: z.string({ error: '请选择开始日期' }).refine(isDate, '开始日期应为 YYYY-MM-DD'),
  end_date: z.string({ error: '请选择结束日期' }).refine(isDate, '结束日期应为 YYYY-MM-DD'),
});

/** CRM overview for the dashboard: totals, trend and member ranking over a period, within the member's scope. */
export function crmDashboardRoutes(app: App) {
  app.get('/api/CrmDashboard/overview', { config: { auth: { node: 'customer_dashboard' } }, schema: { querystring: query, response: { 200: crmDashboardAnswers.overview } } }, async (req) =>
    ok(await crmOverview(app.database.db, app, currentUser(req), req.query, app.config.tzOffsetMinutes)),
  );
}
