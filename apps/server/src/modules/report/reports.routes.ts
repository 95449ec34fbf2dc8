import { reportRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  addComment,
  addReport,
  deleteReport,
  findMine,
  reportInfo,
  reportPage,
  updateReport,
  type ReportDeps,
} from './report.service.ts';

/** 日报 / 周报 / 月报: write, edit, list by view, read (with receipts), comment. */
export function reportRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps: ReportDeps = { app, db, tz, now: () => app.config.now() };

  serve(app, routes.add, async (req) => ok({ id: await addReport(deps, currentUser(req), req.body) }));

  serve(app, routes.update, async (req) => ok({ id: await updateReport(deps, currentUser(req), req.body) }));

  serve(app, routes.findMine, async (req) =>
    ok(await findMine(db, currentUser(req).user_id, req.query.type, req.query.date)),
  );

  serve(app, routes.getList, async (req) => okPage(await reportPage(db, currentUser(req), req.query, tz)));

  serve(app, routes.info, async (req) =>
    ok(await reportInfo(deps, currentUser(req), req.query.id, Boolean(req.query.for_edit))),
  );

  serve(app, routes.comment, async (req) =>
    ok({ id: await addComment(db, currentUser(req), req.body.report_id, req.body.content) }),
  );

  serve(app, routes.del, async (req) => ok({ id: await deleteReport(db, currentUser(req), req.body.id) }));
}
