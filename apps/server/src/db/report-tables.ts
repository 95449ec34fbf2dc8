import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// 工作汇报: reports (one per member, type and period), who they are sent to and whether they read them,
// comments, and the rules saying who must report when.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** 日报 / 周报 / 月报; period_start is the day, the week's Monday or the month's first day. */
export const reports = pgTable(
  'office_report',
  {
    id: serial('id').primaryKey(),
    /** REPORT_TYPE */
    type: smallint('type').notNull(),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    period_end: date('period_end', { mode: 'string' }).notNull(),
    user_id: integer('user_id').notNull(),
    /** the author's department when written, for the data scope */
    dept_id: integer('dept_id').notNull().default(0),
    /** sanitised HTML */
    work_content: text('work_content').notNull().default(''),
    plan_content: text('plan_content').notNull().default(''),
    help_content: text('help_content').notNull().default(''),
    /** sys_file ids */
    attachments: ids('attachments'),
    create_time: at('create_time').notNull().defaultNow(),
    update_time: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('office_report_period_uq').on(t.user_id, t.type, t.period_start),
    index('office_report_dept_idx').on(t.dept_id, t.period_start),
    index('office_report_period_idx').on(t.type, t.period_start),
  ],
);

/** 抄送人 of a report; read_time set once they opened it. */
export const reportRecipients = pgTable(
  'office_report_recipient',
  {
    report_id: integer('report_id').notNull(),
    user_id: integer('user_id').notNull(),
    read_time: at('read_time'),
  },
  (t) => [
    primaryKey({ columns: [t.report_id, t.user_id] }),
    index('office_report_recipient_user_idx').on(t.user_id, t.read_time),
  ],
);

export const reportComments = pgTable(
  'office_report_comment',
  {
    id: serial('id').primaryKey(),
    report_id: integer('report_id').notNull(),
    user_id: integer('user_id').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('office_report_comment_report_idx').on(t.report_id, t.id)],
);

/** 汇报规则: these members and departments (with sub-departments) report this type on these days. */
export const reportRules = pgTable('office_report_rule', {
  id: serial('id').primaryKey(),
  type: smallint('type').notNull(),
  user_ids: ids('user_ids'),
  dept_ids: ids('dept_ids'),
  /** 日报: weekdays 1–7 (Monday 1); 周报: one weekday; 月报: one day of the month 1–31 (31 = the last day) */
  days: ids('days'),
  /** 抄送人 offered by default */
  recipient_ids: ids('recipient_ids'),
  /** 1 启用, 2 停用 */
  status: smallint('status').notNull().default(1),
  create_user_id: integer('create_user_id').notNull(),
  create_time: at('create_time').notNull().defaultNow(),
  update_time: at('update_time').notNull().defaultNow(),
});

export type Report = typeof reports.$inferSelect;
export type ReportRule = typeof reportRules.$inferSelect;
