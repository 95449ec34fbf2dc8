import { z } from 'zod';
import { reportAnswers, reportRuleAnswers } from '../contracts/report.ts';
import { REPORT_COMMENT_MAX, REPORT_MSG, REPORT_RECIPIENTS_MAX } from '../reports.ts';
import { idList, idParam, isDate, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// 工作汇报: 日报 / 周报 / 月报 written, edited, listed by view, read and commented; 汇报规则 and who has not reported.

const reportId = positiveId(REPORT_MSG.notFound);
const type = z.coerce
  .number({ error: REPORT_MSG.typeRequired })
  .int(REPORT_MSG.typeRequired)
  .min(1, REPORT_MSG.typeRequired)
  .max(3, REPORT_MSG.typeRequired);
const day = (message: string) => z.string({ error: message }).trim().refine(isDate, message);
const rich = z.string().max(2_000_000, REPORT_MSG.tooLong).default('');

/** 日报 date, or any day of the week / month the report is for. */
const reportBody = z.strictObject({
  type,
  date: day(REPORT_MSG.dateRequired),
  work_content: rich,
  plan_content: rich,
  help_content: rich,
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
  recipient_ids: idList(REPORT_MSG.recipientInvalid, REPORT_RECIPIENTS_MAX).default([]),
});
const reportUpdateBody = reportBody.omit({ type: true, date: true }).extend({ id: reportId });

const listQuery = z.strictObject({
  view: z.coerce.number().int().min(1).max(3).default(1),
  type: z.coerce.number().int().min(0).max(3).default(0),
  start_date: day('开始日期格式有误').optional(),
  end_date: day('结束日期格式有误').optional(),
  user_id: idList('成员有误').optional(),
  dept_id: idList('部门有误').optional(),
  ...pageShape(),
});

/** for_edit=1: the author opening it to edit */
const idQuery = z.strictObject({ id: reportId, for_edit: z.coerce.number().int().min(0).max(1).default(0) });
const idBody = z.strictObject({ id: reportId });
const mineQuery = z.strictObject({ type, date: day(REPORT_MSG.dateRequired) });

const commentBody = z.strictObject({
  report_id: reportId,
  content: z
    .string({ error: REPORT_MSG.commentRequired })
    .trim()
    .min(1, REPORT_MSG.commentRequired)
    .max(REPORT_COMMENT_MAX, REPORT_MSG.commentTooLong),
});

const ruleBody = z
  .strictObject({
    id: z.coerce.number().int().min(0).default(0),
    type,
    user_ids: idList('成员有误').default([]),
    dept_ids: idList('部门有误').default([]),
    days: z
      .array(z.coerce.number().int().min(1).max(31), { error: REPORT_MSG.ruleDaysRequired })
      .min(1, REPORT_MSG.ruleDaysRequired),
    recipient_ids: idList(REPORT_MSG.recipientInvalid, REPORT_RECIPIENTS_MAX).default([]),
    status: z.coerce.number().int().min(1).max(2).default(1),
  })
  .refine((r) => r.user_ids.length + r.dept_ids.length > 0, { message: REPORT_MSG.ruleTargetsRequired })
  .refine((r) => (r.type === 3 ? true : r.days.every((d) => d <= 7)), { message: '星期的取值有误' })
  .transform((r) => ({ ...r, days: r.type === 1 ? [...new Set(r.days)].sort((a, b) => a - b) : r.days.slice(0, 1) }));

const missingQuery = z.strictObject({ type, date: day(REPORT_MSG.dateRequired) });

const WRITE = { node: 'home_dayReport' } as const;
const READ = { node: 'home_reportList' } as const;
const RULES = { node: 'home_reportRule' } as const;
const RULES_EDIT = { node: 'home_reportRule_edit' } as const;

export const reportRoutes = {
  add: route({ method: 'POST', path: '/api/Report/add', auth: WRITE, body: reportBody, answer: reportAnswers.add }),
  update: route({
    method: 'POST',
    path: '/api/Report/update',
    auth: WRITE,
    body: reportUpdateBody,
    answer: reportAnswers.update,
  }),
  /** the member's own report of this type for the period the date falls in, to edit it instead of writing a second */
  findMine: route({
    method: 'GET',
    path: '/api/Report/findMine',
    auth: WRITE,
    query: mineQuery,
    answer: reportAnswers.findMine,
  }),
  getList: route({
    method: 'GET',
    path: '/api/Report/getList',
    auth: READ,
    query: listQuery,
    answer: reportAnswers.getList,
  }),
  info: route({ method: 'GET', path: '/api/Report/info', auth: READ, query: idQuery, answer: reportAnswers.info }),
  comment: route({
    method: 'POST',
    path: '/api/Report/comment',
    auth: READ,
    body: commentBody,
    answer: reportAnswers.comment,
  }),
  del: route({
    method: 'POST',
    path: '/api/Report/del',
    auth: { node: 'home_reportList_del' },
    body: idBody,
    answer: reportAnswers.del,
  }),
  /** 未提交: an administrator (whole-company scope) sees everyone, a manager the departments they lead */
  missing: route({
    method: 'GET',
    path: '/api/Report/missing',
    auth: READ,
    query: missingQuery,
    answer: reportAnswers.missing,
  }),
};

export const reportRuleRoutes = {
  getList: route({ method: 'GET', path: '/api/ReportRule/getList', auth: RULES, answer: reportRuleAnswers.getList }),
  save: route({
    method: 'POST',
    path: '/api/ReportRule/save',
    auth: RULES_EDIT,
    body: ruleBody,
    answer: reportRuleAnswers.save,
  }),
  del: route({
    method: 'POST',
    path: '/api/ReportRule/del',
    auth: RULES_EDIT,
    body: idBody,
    answer: reportRuleAnswers.del,
  }),
  /** the 抄送人 the rules covering the member suggest for a new report of this type */
  defaults: route({
    method: 'GET',
    path: '/api/ReportRule/defaults',
    auth: WRITE,
    query: z.strictObject({ type }),
    answer: reportRuleAnswers.defaults,
  }),
};
