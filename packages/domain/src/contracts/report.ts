import { z } from 'zod';
import { dateTime, idOf, listBody, okBody } from './envelope.ts';

const person = z.object({ user_id: z.number(), user_name: z.string() });
const fieldLabels = z.object({ work_content: z.string(), plan_content: z.string(), help_content: z.string() });
/** A file of a report as its detail shows it; `url` loads it. */
const reportFile = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string() });

/** A row of 汇报列表; is_read: reports sent to the member 1 未读 / 2 已读, 0 otherwise. */
export const reportRowView = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  period_label: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  dept_name: z.string(),
  summary: z.string(),
  comment_count: z.number(),
  is_read: z.number(),
  create_time: dateTime(),
  update_time: dateTime(),
});

/** A report with its files, recipients, comments and (for its author) who has read it. */
export const reportInfoView = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  labels: fieldLabels,
  period_start: z.string(),
  period_end: z.string(),
  period_label: z.string(),
  user_id: z.number(),
  user_name: z.string(),
  dept_name: z.string(),
  work_content: z.string(),
  plan_content: z.string(),
  help_content: z.string(),
  attachments: z.array(z.number()),
  attachments_files: z.array(reportFile),
  recipients: z.array(person),
  is_author: z.boolean(),
  receipts: z.object({ read: z.array(person.extend({ read_time: dateTime() })), unread: z.array(person) }).nullable(),
  comments: z.array(person.extend({ id: z.number(), content: z.string(), create_time: dateTime() })),
  create_time: dateTime(),
  update_time: dateTime(),
});

/** The member's own report of a type for the period a date falls in (id 0: none yet). */
export const reportMineView = z.object({
  id: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  period_label: z.string(),
});

export const missingMemberView = z.object({
  user_id: z.number(),
  user_name: z.string(),
  dept_id: z.number(),
  dept_name: z.string(),
});

/** A 汇报规则: who reports (members, departments with their sub-departments), on which days, to whom by default; status 1 启用 / 2 停用. */
export const reportRuleView = z.object({
  id: z.number(),
  type: z.number(),
  type_name: z.string(),
  users: z.array(person),
  depts: z.array(z.object({ dept_id: z.number(), dept_name: z.string() })),
  days: z.array(z.number()),
  recipients: z.array(person),
  status: z.number(),
});

export type ReportPerson = z.infer<typeof person>;
export type ReportRow = z.infer<typeof reportRowView>;
export type ReportInfo = z.infer<typeof reportInfoView>;
export type ReportMine = z.infer<typeof reportMineView>;
export type MissingMember = z.infer<typeof missingMemberView>;
export type ReportRule = z.infer<typeof reportRuleView>;

const reportId = okBody(idOf('id'));

/** 日报 / 周报 / 月报: /api/Report/<name>. */
export const reportAnswers = {
  add: reportId,
  update: reportId,
  findMine: okBody(reportMineView),
  getList: listBody(reportRowView),
  info: okBody(reportInfoView),
  comment: reportId,
  del: reportId,
  /** 未提交: count is the number of members listed */
  missing: okBody(z.object({ period_label: z.string(), list: z.array(missingMemberView) })).extend({
    count: z.number(),
  }),
};

/** 汇报规则: /api/ReportRule/<name>. */
export const reportRuleAnswers = {
  getList: okBody(z.array(reportRuleView)),
  save: reportId,
  del: reportId,
  /** the default 抄送人 for a new report of a type */
  defaults: okBody(z.array(person)),
};
