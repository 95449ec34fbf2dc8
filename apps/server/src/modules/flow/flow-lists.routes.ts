import { flowRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { approverPage, examineCount, examineList } from './run-lists.service.ts';

/** The approval centre (待我审批 / 我已审批 / 我发起的 / 抄送我的), its counts, and the approver picker. */
export function flowListRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  serve(app, routes.examineList, async (req) => okPage(await examineList(db, currentUser(req).user_id, req.query, tz)));

  serve(app, routes.examineCount, async (req) => ok(await examineCount(db, currentUser(req).user_id)));

  serve(app, routes.getUserList, async (req) => okPage(await approverPage(db, req.query, currentUser(req).user_id)));
}
