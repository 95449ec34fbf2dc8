import { propertyHandoverRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  addHandover,
  confirmHandover,
  deleteHandovers,
  handoverDetail,
  handoverLog,
  handoverPage,
  updateHandover,
} from './property-handover.service.ts';

/** 财产交接: company property handed from one member to another; only the receiver confirms, and a confirmed record is final. */
export function propertyHandoverRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  serve(app, routes.getList, async (req) => okPage(await handoverPage(db, currentUser(req), req.query, tz)));

  serve(app, routes.info, async (req) => ok(await handoverDetail(db, currentUser(req), req.query.handover_id, tz)));

  serve(app, routes.add, async (req) => ok({ handover_id: await addHandover(app, db, currentUser(req), req.body) }));

  serve(app, routes.update, async (req) => {
    const { handover_id: id, ...b } = req.body;
    await updateHandover(app, db, currentUser(req), id, b, app.config.now());
    return ok({ handover_id: id });
  });

  serve(app, routes.del, async (req) =>
    ok({ count: await deleteHandovers(db, currentUser(req), [...new Set(req.body.ids)]) }),
  );

  serve(app, routes.confirm, async (req) => {
    await confirmHandover(db, currentUser(req), req.body.handover_id, app.config.now());
    return ok({ handover_id: req.body.handover_id });
  });

  serve(app, routes.getLog, async (req) => {
    const { rows, count } = await handoverLog(db, currentUser(req), req.query.handover_id, tz);
    return ok(rows, count);
  });
}
