import { scheduleAnswers } from '@suwork/domain/contracts';
import { eq } from 'drizzle-orm';
import { schedules } from '../../db/office-tables.ts';
import { ok } from '../../core/envelope.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { currentUser, type App } from '../../core/types.ts';
import * as input from './schedule.input.ts';
import { createSchedule, deleteSchedule, occurrencesBetween, SCHEDULE_BUSINESS_TYPE, scheduleInfo, scheduleValues, updateSchedule } from './schedule.service.ts';

/** 日程: a calendar range (repeats expanded), add, update and delete; participants are told when added. */
export function scheduleRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps = { db, tz };
  const node = (n: string) => ({ config: { auth: { node: n } } });

  registerMessageLink(app, SCHEDULE_BUSINESS_TYPE, async (d, id) => {
    const [row] = await d.select({ start_time: schedules.start_time }).from(schedules).where(eq(schedules.id, id));
    return row ? { path: '/home/schedule', query: { id, date: formatDateTime(row.start_time, tz)!.slice(0, 10) } } : null;
  });

  app.get('/api/Schedule/getList', { ...node('home_schedule'), schema: { querystring: input.scheduleRangeQuery, response: { 200: scheduleAnswers.getList } } }, async (req) => {
    const rows = await occurrencesBetween(deps, currentUser(req).user_id, req.query.start_date, req.query.end_date);
    return ok(rows, rows.length);
  });

  app.get('/api/Schedule/info', { ...node('home_schedule'), schema: { querystring: input.scheduleIdQuery, response: { 200: scheduleAnswers.info } } }, async (req) =>
    ok(await scheduleInfo(deps, currentUser(req).user_id, req.query.id)),
  );

  app.post('/api/Schedule/add', { ...node('home_schedule_add'), schema: { body: input.scheduleBody, response: { 200: scheduleAnswers.add } } }, async (req) => {
    const user = currentUser(req);
    const id = await createSchedule(db, user, await scheduleValues(deps, user, req.body));
    return ok({ id });
  });

  app.post('/api/Schedule/update', { ...node('home_schedule_edit'), schema: { body: input.scheduleUpdateBody, response: { 200: scheduleAnswers.update } } }, async (req) => {
    await updateSchedule(deps, currentUser(req), req.body.id, req.body);
    return ok({ id: req.body.id });
  });

  app.post('/api/Schedule/del', { ...node('home_schedule_del'), schema: { body: input.scheduleIdBody, response: { 200: scheduleAnswers.del } } }, async (req) => {
    await deleteSchedule(db, currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });
}
