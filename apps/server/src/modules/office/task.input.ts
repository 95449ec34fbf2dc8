import { TASK_MSG, TASK_TITLE_MAX } from '@suwork/domain';
import { z } from 'zod';
import { idParam, pageShape, positiveId } from '../../core/kit/index.ts';
import { memberIds, timeText } from './office-input.ts';

const taskId = positiveId(TASK_MSG.notFound);
const oneOf = (values: number[], message: string) =>
  z.coerce
    .number({ error: message })
    .int(message)
    .refine((v) => values.includes(v), message);

/** The board shows every task of a filter on one page, so the task list reads up to this many rows at once. */
const TASK_BOARD_LIMIT = 200;

export const taskListQuery = z.strictObject({
  ...pageShape(20, TASK_BOARD_LIMIT),
  /** 0 all I can see, 1 我负责的, 2 我参与的, 3 我创建的 */
  mine: z.coerce.number().int().min(0).max(3).default(0),
  status: z.coerce.number().int().min(0).max(4).default(0),
  priority: z.coerce.number().int().min(0).max(4).default(0),
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
});

export const taskBody = z.strictObject({
  title: z.string({ error: TASK_MSG.titleRequired }).trim().min(1, TASK_MSG.titleRequired).max(TASK_TITLE_MAX, TASK_MSG.titleTooLong),
  description: z.string().max(2_000_000, '任务描述过长').default(''),
  assignee_id: idParam(TASK_MSG.assigneeRequired),
  participant_ids: memberIds(TASK_MSG.memberMissing).default([]),
  start_time: timeText(TASK_MSG.timeInvalid).default(''),
  due_time: timeText(TASK_MSG.timeInvalid).default(''),
  priority: oneOf([1, 2, 3, 4], TASK_MSG.priorityInvalid).default(2),
  status: oneOf([1, 2, 3, 4], TASK_MSG.statusInvalid).default(1),
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
});
export const taskUpdateBody = taskBody.extend({ id: taskId });
export const taskIdQuery = z.strictObject({ id: taskId });
export const taskIdBody = z.strictObject({ id: taskId });
export const taskLogQuery = z.strictObject({ id: taskId, ...pageShape(20) });
export const taskStatusBody = z.strictObject({ id: taskId, status: oneOf([1, 2, 3, 4], TASK_MSG.statusInvalid) });
export const subtaskAddBody = z.strictObject({
  task_id: taskId,
  title: z.string({ error: TASK_MSG.subtaskRequired }).trim().min(1, TASK_MSG.subtaskRequired).max(TASK_TITLE_MAX, '子任务标题不能超过100个字'),
});
export const subtaskDoneBody = z.strictObject({ id: positiveId(TASK_MSG.subtaskNotFound), done: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1) });
export const commentBody = z.strictObject({
  task_id: taskId,
  content: z.string({ error: TASK_MSG.commentRequired }).trim().min(1, TASK_MSG.commentRequired).max(1000, '评论不能超过1000个字'),
});
