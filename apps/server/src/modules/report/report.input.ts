import { REPORT_COMMENT_MAX, REPORT_MSG, REPORT_RECIPIENTS_MAX } from '@suwork/domain';
import { z } from 'zod';
import { isDate } from '../../core/time-format.ts';
import { idList, idParam, pageShape, positiveId } from '../../core/kit/index.ts';

const reportId = positiveId(REPORT_MSG.notFound);
const type = z.coerce.number({ error: REPORT_MSG.typeRequired }).int(REPORT_MSG.typeRequired).min(1, REPORT_MSG.typeRequired).max(3, REPORT_MSG.typeRequired);
const day = (message: string) => z.string({ error: message }).trim().refine(isDate, message);
const rich = z.string().max(2_000_000, REPORT_MSG.tooLong).default('');

/** 日报 date, or any day of the week / month the report is for. */
export const reportBody = z.strictObject({
  type,
  date: day(REPORT_MSG.dateRequired),
  work_content: rich,
  plan_content: rich,
  help_content: rich,
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
  recipient_ids: idList(REPORT_MSG.recipientInvalid, REPORT_RECIPIENTS_MAX).default([]),
});
export const reportUpdateBody = reportBody.omit({ type: true, date: true }).extend({ id: reportId });

export const listQuery = z.strictObject({
  view: z.coerce.number().int().min(1).max(3).default(1),
  type: z.coerce.number().int().min(0).max(3).default(0),
  start_date: day('开始日期格式有误').optional(),
  end_date: day('结束日期格式有误').optional(),
  user_id: idList('成员有误').optional(),
  dept_id: idList('部门有误').optional(),
  ...pageShape(),
});

/** for_edit=1: the author opening it to edit */
export const idQuery = z.strictObject({ id: reportId, for_edit: z.coerce.number().int().min(0).max(1).default(0) });
export const idBody = z.strictObject({ id: reportId });
export const mineQuery = z.strictObject({ type, date: day(REPORT_MSG.dateRequired) });

export const commentBody = z.strictObject({
  report_id: reportId,
  content: z.string({ error: REPORT_MSG.commentRequired }).trim().min(1, REPORT_MSG.commentRequired).max(REPORT_COMMENT_MAX, REPORT_MSG.commentTooLong),
});

export const ruleBody = z
  .strictObject({
    id: z.coerce.number().int().min(0).default(0),
    type,
    user_ids: idList('成员有误').default([]),
    dept_ids: idList('部门有误').default([]),
    days: z.array(z.coerce.number().int().min(1).max(31), { error: REPORT_MSG.ruleDaysRequired }).min(1, REPORT_MSG.ruleDaysRequired),
    recipient_ids: idList(REPORT_MSG.recipientInvalid, REPORT_RECIPIENTS_MAX).default([]),
    status: z.coerce.number().int().min(1).max(2).default(1),
  })
  .refine((r) => r.user_ids.length + r.dept_ids.length > 0, { message: REPORT_MSG.ruleTargetsRequired })
  .refine((r) => (r.type === 3 ? true : r.days.every((d) => d <= 7)), { message: '星期的取值有误' })
  .transform((r) => ({ ...r, days: r.type === 1 ? [...new Set(r.days)].sort((a, b) => a - b) : r.days.slice(0, 1) }));

export const missingQuery = z.strictObject({ type, date: day(REPORT_MSG.dateRequired) });
