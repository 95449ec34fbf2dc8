import { taskAnswers } from '@suwork/domain/contracts';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/office-tables.ts';
import { readLog } from '../../core/engine/operation-log.ts';
import { ok } from '../../core/envelope.ts';
import { okPage } from '../../core/kit/index.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { currentUser, type App } from '../../core/types.ts';
import { editableTask, visibleTask } from './task-access.ts';
import * as input from './task.input.ts';
import { addSubtask, checkSubtask, commentOnTask, createTask, deleteTask, setTaskStatus, TASK_LOG_ENTITY, taskInfo, taskPage, taskValues, updateTask } from './task.service.ts';

const TASK_NODE = 'home_task';

/** 任务: list (我负责的 / 我参与的 / 我创建的), board moves, subtasks, comments and its activity log. */
export function taskRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const deps = { db, tz, app };
  const node = (n: string) => ({ config: { auth: { node: n } } });

  registerMessageLink(app, 'task', async (d, id) => {
    const [row] = await d.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id));
    return row ? { path: '/home/taskInfo', query: { id } } : null;
  });

  app.get('/api/Task/getList', { ...node(TASK_NODE), schema: { querystring: input.taskListQuery, response: { 200: taskAnswers.getList } } }, async (req) =>
    okPage(await taskPage(deps, currentUser(req).user_id, req.query, app.config.now())),
  );

  app.get('/api/Task/info', { ...node(TASK_NODE), schema: { querystring: input.taskIdQuery, response: { 200: taskAnswers.info } } }, async (req) =>
    ok(await taskInfo(deps, currentUser(req), req.query.id, app.config.now())),
  );

  app.post('/api/Task/add', { ...node('home_task_add'), schema: { body: input.taskBody, response: { 200: taskAnswers.add } } }, async (req) => {
    const user = currentUser(req);
    const id = await createTask(db, user, await taskValues(deps, user, req.body));
    return ok({ id });
  });

  app.post('/api/Task/update', { ...node('home_task_edit'), schema: { body: input.taskUpdateBody, response: { 200: taskAnswers.update } } }, async (req) => {
    const user = currentUser(req);
    const before = await editableTask(db, req.body.id, user.user_id);
    await updateTask(deps, user, before, await taskValues(deps, user, req.body, before), app.config.now());
    return ok({ id: before.id });
  });

  /** A board move (or the status select on a card). */
  app.post('/api/Task/setStatus', { ...node('home_task_edit'), schema: { body: input.taskStatusBody, response: { 200: taskAnswers.setStatus } } }, async (req) => {
    await setTaskStatus(db, currentUser(req), req.body.id, req.body.status, app.config.now());
    return ok({ id: req.body.id });
  });

  app.post('/api/Task/del', { ...node('home_task_del'), schema: { body: input.taskIdBody, response: { 200: taskAnswers.del } } }, async (req) => {
    await deleteTask(db, currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });

  app.get('/api/Task/getLog', { ...node(TASK_NODE), schema: { querystring: input.taskLogQuery, response: { 200: taskAnswers.getLog } } }, async (req) => {
    await visibleTask(db, req.query.id, currentUser(req).user_id);
    const { rows, count } = await readLog(db, TASK_LOG_ENTITY, req.query.id, req.query.page, req.query.limit, tz);
    return ok(rows, count);
  });

  app.post('/api/Task/addSubtask', { ...node('home_task_edit'), schema: { body: input.subtaskAddBody, response: { 200: taskAnswers.addSubtask } } }, async (req) => {
    const id = await addSubtask(db, currentUser(req), req.body.task_id, req.body.title);
    return ok({ id });
  });

  app.post('/api/Task/checkSubtask', { ...node('home_task_edit'), schema: { body: input.subtaskDoneBody, response: { 200: taskAnswers.checkSubtask } } }, async (req) => {
    await checkSubtask(db, currentUser(req), req.body.id, req.body.done);
    return ok({ id: req.body.id });
  });

  /** Anyone on the task may comment; the others on it are told. */
  app.post('/api/Task/comment', { ...node(TASK_NODE), schema: { body: input.commentBody, response: { 200: taskAnswers.comment } } }, async (req) => {
    const id = await commentOnTask(db, currentUser(req), req.body.task_id, req.body.content);
    return ok({ id });
  });
}
