// 工作汇报 (日报 / 周报 / 月报) vocabulary shared by the server and the web.

export const REPORT_TYPE = { day: 1, week: 2, month: 3 } as const;
export type ReportType = (typeof REPORT_TYPE)[keyof typeof REPORT_TYPE];
export const REPORT_TYPE_LABEL: Record<number, string> = { 1: '日报', 2: '周报', 3: '月报' };

/** The list's tabs. */
export const REPORT_VIEW = { all: 1, mine: 2, toMe: 3 } as const;
export const REPORT_VIEW_LABEL: Record<number, string> = { 1: '全部报告', 2: '我提交的', 3: '抄送我的' };

/** The three template fields of a report and their labels per type. */
export const REPORT_FIELDS = ['work_content', 'plan_content', 'help_content'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export const REPORT_FIELD_LABEL: Record<number, Record<ReportField, string>> = {
  1: { work_content: '今日工作内容', plan_content: '明日工作计划', help_content: '需协调与帮助' },
  2: { work_content: '本周工作内容', plan_content: '下周工作计划', help_content: '需协调与帮助' },
  3: { work_content: '本月工作内容', plan_content: '下月工作计划', help_content: '需协调与帮助' },
};

export const WEEKDAY_LABEL: Record<number, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

export const REPORT_COMMENT_MAX = 500;
export const REPORT_RECIPIENTS_MAX = 50;

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The period a date falls in: the day, its week (Monday to Sunday) or its month, as dates. */
export function reportPeriod(type: number, date: string): { start: string; end: string } {
  const d = utc(date);
  if (type === REPORT_TYPE.week) {
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
    return { start: ymd(monday), end: ymd(new Date(monday.getTime() + 6 * 86_400_000)) };
  }
  if (type === REPORT_TYPE.month) {
    const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
    return { start: ymd(first), end: ymd(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))) };
  }
  return { start: date, end: date };
}

/** How a period is named: 2026-11-22, 2026-11-16至2026-11-22, 2026-11. */
export function reportPeriodLabel(type: number, start: string, end: string): string {
  if (type === REPORT_TYPE.week) return `${start}至${end}`;
  if (type === REPORT_TYPE.month) return start.slice(0, 7);
  return start;
}

export const REPORT_MSG = {
  typeRequired: '请选择汇报类型',
  dateRequired: '请选择汇报日期',
  workRequired: (type: number) => `请填写${REPORT_FIELD_LABEL[type]?.work_content ?? '工作内容'}`,
  planRequired: (type: number) => `请填写${REPORT_FIELD_LABEL[type]?.plan_content ?? '工作计划'}`,
  tooLong: '汇报内容过长',
  duplicate: (type: number, period: string) => `您已提交过${period}的${REPORT_TYPE_LABEL[type]}，请在原汇报上修改`,
  notFound: '汇报不存在或无权查看',
  onlyAuthor: '只有汇报人可以修改或删除该汇报',
  recipientInvalid: '抄送人包含无效的成员',
  commentRequired: '请填写评论内容',
  commentTooLong: `评论不能超过${REPORT_COMMENT_MAX}个字`,
  ruleTargetsRequired: '请选择需要提交汇报的成员或部门',
  ruleDaysRequired: '请选择提交汇报的日期',
  ruleNotFound: '汇报规则不存在',
  submitted: (name: string, type: number, period: string) => `${name}提交了${REPORT_TYPE_LABEL[type]}（${period}）`,
  commented: (name: string, type: number, period: string) => `${name}评论了您的${REPORT_TYPE_LABEL[type]}（${period}）`,
  remind: (type: number, period: string) => `您还没有提交${REPORT_TYPE_LABEL[type]}（${period}），请及时提交`,
} as const;
