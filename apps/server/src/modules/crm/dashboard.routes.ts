import { crmDashboardRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { crmOverview } from './dashboard.service.ts';

/** CRM overview for the dashboard: totals, trend and member ranking over a period, within the member's scope. */
export function crmDashboardRoutes(app: App) {
  serve(app, routes.overview, async (req) =>
    ok(await crmOverview(app.database.db, app, currentUser(req), req.query, app.config.tzOffsetMinutes)),
  );
}
