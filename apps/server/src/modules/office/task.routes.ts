import { taskRoutes as routes } from '@suwork/domain/routes';
import { readLog } from '../../core/engine/operation-log.ts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { serve } from '../../core/serve.ts';
import { currentUser, type App } from '../../core/types.ts';
import { editableTask, visibleTask } from './task-access.ts';
import {
  addSubtask,
  checkSubtask,
  commentOnTask,
  createTask,
  deleteTask,
  setTaskStatus,
  TASK_LOG_ENTITY,
  taskInfo,
  taskLink,
  taskPage,
  taskValues,
  updateTask,
} from './task.service.ts';

/** 任务: list (我负责的 / 我参与的 / 我创建的), board moves, subtasks, comments and its activity log. */
export function taskRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps = { db, tz, app };

  registerMessageLink(app, 'task', taskLink);

  serve(app, routes.getList, async (req) =>
    okPage(await taskPage(deps, currentUser(req).user_id, req.query, app.config.now())),
  );

  serve(app, routes.info, async (req) => ok(await taskInfo(deps, currentUser(req), req.query.id, app.config.now())));

  serve(app, routes.add, async (req) => {
    const user = currentUser(req);
    const id = await createTask(db, user, await taskValues(deps, user, req.body));
    return ok({ id });
  });

  serve(app, routes.update, async (req) => {
    const user = currentUser(req);
    const before = await editableTask(db, req.body.id, user.user_id);
    await updateTask(deps, user, before, await taskValues(deps, user, req.body, before), app.config.now());
    return ok({ id: before.id });
  });

  serve(app, routes.setStatus, async (req) => {
    await setTaskStatus(db, currentUser(req), req.body.id, req.body.status, app.config.now());
    return ok({ id: req.body.id });
  });

  serve(app, routes.del, async (req) => {
    await deleteTask(db, currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });

  serve(app, routes.getLog, async (req) => {
    await visibleTask(db, req.query.id, currentUser(req).user_id);
    const { rows, count } = await readLog(db, TASK_LOG_ENTITY, req.query.id, req.query.page, req.query.limit, tz);
    return ok(rows, count);
  });

  serve(app, routes.addSubtask, async (req) => {
    const id = await addSubtask(db, currentUser(req), req.body.task_id, req.body.title);
    return ok({ id });
  });

  serve(app, routes.checkSubtask, async (req) => {
    await checkSubtask(db, currentUser(req), req.body.id, req.body.done);
    return ok({ id: req.body.id });
  });

  serve(app, routes.comment, async (req) => {
    const id = await commentOnTask(db, currentUser(req), req.body.task_id, req.body.content);
    return ok({ id });
  });
}
