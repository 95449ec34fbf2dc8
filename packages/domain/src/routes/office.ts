import { z } from 'zod';
import { scheduleAnswers, taskAnswers } from '../contracts/office.ts';
import {
  SCHEDULE_MSG,
  SCHEDULE_REMIND,
  SCHEDULE_REPEAT,
  SCHEDULE_TITLE_MAX,
  TASK_MSG,
  TASK_TITLE_MAX,
} from '../tasks-schedule.ts';
import { idParam, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// 任务 and 日程: lists, forms, board moves, subtasks and comments of tasks; a calendar range and the events of 日程.

/** 'YYYY-MM-DD HH:mm[:ss]' or '' (none), as the forms send it */
const timeText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => s === '' || /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s), message);

/** member ids, as an array or comma-joined */
const memberIds = (message: string) =>
  z
    .union([z.array(idParam(message)), z.string()], { error: message })
    .transform((v, ctx) => {
      const list =
        typeof v === 'string'
          ? v
              .split(',')
              .filter((s) => s.trim() !== '')
              .map(Number)
          : v;
      if (list.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return [...new Set(list)];
    })
    .pipe(z.array(z.number()).max(200, '成员最多200人'));

const taskId = positiveId(TASK_MSG.notFound);
const oneOf = (values: number[], message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message);

/** The board shows every task of a filter on one page, so the task list reads up to this many rows at once. */
const TASK_BOARD_LIMIT = 200;

const taskListQuery = z.strictObject({
  ...pageShape(20, TASK_BOARD_LIMIT),
  /** 0 all I can see, 1 我负责的, 2 我参与的, 3 我创建的 */
  mine: z.coerce.number().int().min(0).max(3).default(0),
  status: z.coerce.number().int().min(0).max(4).default(0),
  priority: z.coerce.number().int().min(0).max(4).default(0),
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
});

const taskBody = z.strictObject({
  title: z
    .string({ error: TASK_MSG.titleRequired })
    .trim()
    .min(1, TASK_MSG.titleRequired)
    .max(TASK_TITLE_MAX, TASK_MSG.titleTooLong),
  description: z.string().max(2_000_000, '任务描述过长').default(''),
  assignee_id: idParam(TASK_MSG.assigneeRequired),
  participant_ids: memberIds(TASK_MSG.memberMissing).default([]),
  start_time: timeText(TASK_MSG.timeInvalid).default(''),
  due_time: timeText(TASK_MSG.timeInvalid).default(''),
  priority: oneOf([1, 2, 3, 4], TASK_MSG.priorityInvalid).default(2),
  status: oneOf([1, 2, 3, 4], TASK_MSG.statusInvalid).default(1),
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
});
const taskUpdateBody = taskBody.extend({ id: taskId });
const taskIdQuery = z.strictObject({ id: taskId });
const taskIdBody = z.strictObject({ id: taskId });
const taskLogQuery = z.strictObject({ id: taskId, ...pageShape(20) });
const taskStatusBody = z.strictObject({ id: taskId, status: oneOf([1, 2, 3, 4], TASK_MSG.statusInvalid) });
const subtaskAddBody = z.strictObject({
  task_id: taskId,
  title: z
    .string({ error: TASK_MSG.subtaskRequired })
    .trim()
    .min(1, TASK_MSG.subtaskRequired)
    .max(TASK_TITLE_MAX, '子任务标题不能超过100个字'),
});
const subtaskDoneBody = z.strictObject({
  id: positiveId(TASK_MSG.subtaskNotFound),
  done: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});
const taskCommentBody = z.strictObject({
  task_id: taskId,
  content: z
    .string({ error: TASK_MSG.commentRequired })
    .trim()
    .min(1, TASK_MSG.commentRequired)
    .max(1000, '评论不能超过1000个字'),
});

const scheduleId = positiveId(SCHEDULE_MSG.notFound);
const dayText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

const scheduleBody = z.strictObject({
  title: z
    .string({ error: SCHEDULE_MSG.titleRequired })
    .trim()
    .min(1, SCHEDULE_MSG.titleRequired)
    .max(SCHEDULE_TITLE_MAX, SCHEDULE_MSG.titleTooLong),
  start_time: timeText(SCHEDULE_MSG.startRequired).refine((s) => s !== '', SCHEDULE_MSG.startRequired),
  end_time: timeText(SCHEDULE_MSG.endRequired).refine((s) => s !== '', SCHEDULE_MSG.endRequired),
  all_day: flag.default(false),
  participant_ids: memberIds('所选成员不存在').default([]),
  location: z.string().trim().max(100, '地点不能超过100个字').default(''),
  remark: z.string().trim().max(1000, '备注不能超过1000个字').default(''),
  remind_minutes: z.coerce
    .number({ error: SCHEDULE_MSG.remindInvalid })
    .refine((v) => String(v) in SCHEDULE_REMIND, SCHEDULE_MSG.remindInvalid)
    .default(0),
  repeat_rule: z
    .string()
    .refine((v) => v in SCHEDULE_REPEAT, SCHEDULE_MSG.repeatInvalid)
    .default('none'),
  repeat_until: z.union([z.literal(''), dayText(SCHEDULE_MSG.repeatInvalid)]).default(''),
  customer_id: z.coerce.number().int().min(0).default(0),
  project_id: z.coerce.number().int().min(0).default(0),
});
const scheduleUpdateBody = scheduleBody.extend({ id: scheduleId });
const scheduleIdQuery = z.strictObject({ id: scheduleId });
const scheduleIdBody = z.strictObject({ id: scheduleId });
const scheduleRangeQuery = z.strictObject({
  start_date: dayText(SCHEDULE_MSG.rangeInvalid),
  end_date: dayText(SCHEDULE_MSG.rangeInvalid),
});

const TASK = { node: 'home_task' } as const;
const TASK_EDIT = { node: 'home_task_edit' } as const;
const SCHEDULE = { node: 'home_schedule' } as const;

export const taskRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Task/getList',
    auth: TASK,
    query: taskListQuery,
    answer: taskAnswers.getList,
  }),
  info: route({ method: 'GET', path: '/api/Task/info', auth: TASK, query: taskIdQuery, answer: taskAnswers.info }),
  add: route({
    method: 'POST',
    path: '/api/Task/add',
    auth: { node: 'home_task_add' },
    body: taskBody,
    answer: taskAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Task/update',
    auth: TASK_EDIT,
    body: taskUpdateBody,
    answer: taskAnswers.update,
  }),
  /** a board move (or the status select on a card) */
  setStatus: route({
    method: 'POST',
    path: '/api/Task/setStatus',
    auth: TASK_EDIT,
    body: taskStatusBody,
    answer: taskAnswers.setStatus,
  }),
  del: route({
    method: 'POST',
    path: '/api/Task/del',
    auth: { node: 'home_task_del' },
    body: taskIdBody,
    answer: taskAnswers.del,
  }),
  getLog: route({
    method: 'GET',
    path: '/api/Task/getLog',
    auth: TASK,
    query: taskLogQuery,
    answer: taskAnswers.getLog,
  }),
  addSubtask: route({
    method: 'POST',
    path: '/api/Task/addSubtask',
    auth: TASK_EDIT,
    body: subtaskAddBody,
    answer: taskAnswers.addSubtask,
  }),
  checkSubtask: route({
    method: 'POST',
    path: '/api/Task/checkSubtask',
    auth: TASK_EDIT,
    body: subtaskDoneBody,
    answer: taskAnswers.checkSubtask,
  }),
  /** anyone on the task may comment; the others on it are told */
  comment: route({
    method: 'POST',
    path: '/api/Task/comment',
    auth: TASK,
    body: taskCommentBody,
    answer: taskAnswers.comment,
  }),
};

export const scheduleRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Schedule/getList',
    auth: SCHEDULE,
    query: scheduleRangeQuery,
    answer: scheduleAnswers.getList,
  }),
  info: route({
    method: 'GET',
    path: '/api/Schedule/info',
    auth: SCHEDULE,
    query: scheduleIdQuery,
    answer: scheduleAnswers.info,
  }),
  add: route({
    method: 'POST',
    path: '/api/Schedule/add',
    auth: { node: 'home_schedule_add' },
    body: scheduleBody,
    answer: scheduleAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Schedule/update',
    auth: { node: 'home_schedule_edit' },
    body: scheduleUpdateBody,
    answer: scheduleAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/Schedule/del',
    auth: { node: 'home_schedule_del' },
    body: scheduleIdBody,
    answer: scheduleAnswers.del,
  }),
};
