import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

// 办公: 任务 (with subtasks and comments) and 日程 (with the reminders already sent).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 任务; seen by its creator, assignee and participants. */
export const tasks = pgTable(
  'office_task',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    /** sanitised HTML */
    description: text('description').notNull().default(''),
    assignee_id: integer('assignee_id').notNull(),
    participant_ids: integer('participant_ids').array().notNull().default([]),
    start_time: at('start_time'),
    due_time: at('due_time'),
    /** TASK_PRIORITY 1–4 */
    priority: smallint('priority').notNull().default(2),
    /** TASK_STATUS 1–4 */
    status: smallint('status').notNull().default(1),
    /** sys_file ids */
    attachments: integer('attachments').array().notNull().default([]),
    create_user_id: integer('create_user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
    update_time: at('update_time').notNull().defaultNow(),
  },
  (t) => [
    index('office_task_assignee_idx').on(t.assignee_id, t.status),
    index('office_task_creator_idx').on(t.create_user_id),
  ],
);

export const taskSubtasks = pgTable(
  'office_task_subtask',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    done: boolean('done').notNull().default(false),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('office_task_subtask_task_idx').on(t.task_id)],
);

export const taskComments = pgTable(
  'office_task_comment',
  {
    id: serial('id').primaryKey(),
    task_id: integer('task_id').notNull(),
    user_id: integer('user_id').notNull(),
    content: varchar('content', { length: 1000 }).notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [index('office_task_comment_task_idx').on(t.task_id)],
);

/** 日程; seen by its creator and participants. Repeating events are expanded when a range is listed. */
export const schedules = pgTable(
  'office_schedule',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    start_time: at('start_time').notNull(),
    end_time: at('end_time').notNull(),
    all_day: boolean('all_day').notNull().default(false),
    participant_ids: integer('participant_ids').array().notNull().default([]),
    location: varchar('location', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 1000 }).notNull().default(''),
    /** minutes before the start; 0 = none */
    remind_minutes: integer('remind_minutes').notNull().default(0),
    /** SCHEDULE_REPEAT key */
    repeat_rule: varchar('repeat_rule', { length: 10 }).notNull().default('none'),
    /** last day an occurrence may start on (company date); null = no end */
    repeat_until: date('repeat_until', { mode: 'string' }),
    customer_id: integer('customer_id').notNull().default(0),
    project_id: integer('project_id').notNull().default(0),
    create_user_id: integer('create_user_id').notNull(),
    create_time: at('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('office_schedule_creator_idx').on(t.create_user_id),
    index('office_schedule_start_idx').on(t.start_time),
  ],
);

export type Task = typeof tasks.$inferSelect;
export type Schedule = typeof schedules.$inferSelect;
