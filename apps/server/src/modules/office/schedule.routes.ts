import { scheduleRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import {
  createSchedule,
  deleteSchedule,
  occurrencesBetween,
  SCHEDULE_BUSINESS_TYPE,
  scheduleInfo,
  scheduleLink,
  scheduleValues,
  updateSchedule,
} from './schedule.service.ts';

/** 日程: a calendar range (repeats expanded), add, update and delete; participants are told when added. */
export function scheduleRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps = { db, tz };

  registerMessageLink(app, SCHEDULE_BUSINESS_TYPE, (d, id) => scheduleLink(d, id, tz));

  serve(app, routes.getList, async (req) => {
    const rows = await occurrencesBetween(deps, currentUser(req).user_id, req.query.start_date, req.query.end_date);
    return ok(rows, rows.length);
  });

  serve(app, routes.info, async (req) => ok(await scheduleInfo(deps, currentUser(req).user_id, req.query.id)));

  serve(app, routes.add, async (req) => {
    const user = currentUser(req);
    const id = await createSchedule(db, user, await scheduleValues(deps, user, req.body));
    return ok({ id });
  });

  serve(app, routes.update, async (req) => {
    await updateSchedule(deps, currentUser(req), req.body.id, req.body);
    return ok({ id: req.body.id });
  });

  serve(app, routes.del, async (req) => {
    await deleteSchedule(db, currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });
}
