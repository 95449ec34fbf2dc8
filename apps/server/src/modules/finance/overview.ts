import { financeRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { financeOverview } from './overview.service.ts';

export { financeOverview };

/** 财务概览 of a period, for the member's data scope. */
export function overviewRoutes(app: App) {
  serve(app, routes.overview, async (req) =>
    ok(await financeOverview(app.database.db, app, currentUser(req), req.query)),
  );
}
