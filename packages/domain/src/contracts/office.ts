import { z } from 'zod';
import { dateTime, idOf, listBody, okBody } from './envelope.ts';

/** One task as lists and the board show it. */
export const taskRowView = z.object({
  id: z.number(),
  title: z.string(),
  assignee_id: z.number(),
  assignee_name: z.string(),
  participant_ids: z.array(z.number()),
  participant_names: z.array(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss', '' when unset */
  start_time: z.string(),
  due_time: z.string(),
  priority: z.number(),
  priority_name: z.string(),
  status: z.number(),
  status_name: z.string(),
  overdue: z.boolean(),
  subtask_total: z.number(),
  subtask_done: z.number(),
  create_user_id: z.number(),
  create_user_name: z.string(),
  create_time: dateTime(),
  update_time: dateTime(),
});
export const taskFileView = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  ext: z.string(),
});
export const taskInfoView = taskRowView.extend({
  description: z.string(),
  attachments: z.array(z.number()),
  attachments_files: z.array(taskFileView),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  subtasks: z.array(z.object({ id: z.number(), title: z.string(), done: z.boolean() })),
  comments: z.array(
    z.object({
      id: z.number(),
      content: z.string(),
      user_id: z.number(),
      user_name: z.string(),
      create_time: dateTime(),
    }),
  ),
});
/** One line of a record's operation log. */
export const taskLogView = z.object({
  id: z.number(),
  create_time: dateTime(),
  user_name: z.string().nullable(),
  content: z.string(),
  action: z.string(),
});
export type TaskRow = z.infer<typeof taskRowView>;
export type TaskInfo = z.infer<typeof taskInfoView>;
export type TaskLogLine = z.infer<typeof taskLogView>;

const taskId = okBody(idOf('id'));

/** 任务: /api/Task/<name>. */
export const taskAnswers = {
  getList: listBody(taskRowView),
  info: okBody(taskInfoView),
  add: taskId,
  update: taskId,
  setStatus: taskId,
  del: taskId,
  getLog: listBody(taskLogView),
  addSubtask: taskId,
  checkSubtask: taskId,
  comment: taskId,
};

/** One occurrence of an event in a listed range (a repeating event gives one per day, week or month). */
export const occurrenceView = z.object({
  id: z.number(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  all_day: z.boolean(),
  participant_ids: z.array(z.number()),
  participant_names: z.array(z.string()),
  location: z.string(),
  remark: z.string(),
  remind_minutes: z.number(),
  remind_name: z.string(),
  repeat_rule: z.string(),
  repeat_name: z.string(),
  /** company date 'YYYY-MM-DD', '' when the repeat has no end */
  repeat_until: z.string(),
  customer_id: z.number(),
  customer_name: z.string(),
  project_id: z.number(),
  project_name: z.string(),
  create_user_id: z.number(),
  create_user_name: z.string(),
  can_edit: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceView>;

const scheduleId = okBody(idOf('id'));

/** 日程: /api/Schedule/<name>. */
export const scheduleAnswers = {
  getList: listBody(occurrenceView),
  info: okBody(occurrenceView),
  add: scheduleId,
  update: scheduleId,
  del: scheduleId,
};
