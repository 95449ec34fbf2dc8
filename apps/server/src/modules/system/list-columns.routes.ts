import { listColumnRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { readListColumns, saveListColumns } from './list-columns.service.ts';

/**
 * 列设置 of the engine's lists: each member reads and saves only their own (order, shown or hidden, width), so they
 * follow the member to any browser. `columns: []` goes back to the defaults.
 */
export function listColumnRoutes(app: App) {
  const db = app.database.db;
  const tz = () => app.config.tzOffsetMinutes;

  serve(app, routes.get, async (req) => ok(await readListColumns(db, tz(), currentUser(req).user_id, req.query.list)));

  serve(app, routes.save, async (req) => {
    const { list: key, columns } = req.body;
    return ok(await saveListColumns(db, tz(), app.config.now(), currentUser(req).user_id, key, columns));
  });
}
