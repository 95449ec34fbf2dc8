import { FLOW_TITLE_MAX } from '@suwork/domain/entities';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

// 审批: templates and their versions, and the runs with their steps and the people on them.

const createTime = () => timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updateTime = () => timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A condition on a form value: the step applies only when every condition of it holds. */
export type FlowCondition = {
  field: string;
  op: 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'in';
  value: string | number | (string | number)[];
};
/** One step of a flow template (see docs/approvals.md). */
export type FlowStepTemplate = {
  type: number;
  settype: number;
  selectRange: number;
  source: string;
  mode: number;
  level?: number;
  conditions?: FlowCondition[];
};
/** What a template version says; frozen once written. */
/** A template version's definition (versions saved before the self-approval rule may also hold `allow_self_approve`, which nothing reads). */
export type FlowDefinition = { dept_ids: number[]; user_ids: number[]; no_approver: number; steps: FlowStepTemplate[] };

/** 审批管理: one template per flow_type; `version` points at its current definition. */
export const flowTemplates = pgTable(
  'flow_template',
  {
    id: serial('id').primaryKey(),
    flow_type: smallint('flow_type').notNull(),
    /** 1 enabled, 2 disabled */
    enabled: smallint('enabled').notNull().default(1),
    version: integer('version').notNull().default(1),
    create_time: createTime(),
    update_time: updateTime(),
  },
  (t) => [uniqueIndex('flow_template_type_uq').on(t.flow_type)],
);

/** Every saved definition of a template; runs keep the one they started with. */
export const flowTemplateVersions = pgTable(
  'flow_template_version',
  {
    id: serial('id').primaryKey(),
    template_id: integer('template_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FlowDefinition>().notNull(),
    create_user_id: integer('create_user_id').notNull().default(0),
    create_time: createTime(),
  },
  (t) => [uniqueIndex('flow_template_version_uq').on(t.template_id, t.version)],
);

/** One submission of a record into approval. At most one run per record is in approval at a time. */
export const flowRuns = pgTable(
  'flow_run',
  {
    run_id: serial('run_id').primaryKey(),
    flow_type: smallint('flow_type').notNull(),
    detail_id: integer('detail_id').notNull(),
    template_id: integer('template_id').notNull(),
    version: integer('version').notNull(),
    initiator_id: integer('initiator_id').notNull(),
    /** 请假 · 年假 · 11-27 至 11-28 · 2天: the document's name and facts when the run started ('' for runs before titles) */
    title: varchar('title', { length: FLOW_TITLE_MAX }).notNull().default(''),
    /** RUN_STATUS: 1 审批中, 2 已通过, 3 已拒绝, 4 已撤回 */
    status: smallint('status').notNull().default(1),
    /** step_no of the step in progress; 0 when finished */
    current_step: integer('current_step').notNull().default(0),
    /** the form values the condition branches were evaluated on */
    condition: jsonb('condition').$type<Record<string, unknown>>().notNull().default({}),
    create_time: createTime(),
    update_time: updateTime(),
    finish_time: timestamp('finish_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('flow_run_record_idx').on(t.flow_type, t.detail_id, t.run_id),
    uniqueIndex('flow_run_running_uq')
      .on(t.flow_type, t.detail_id)
      .where(sql`${t.status} = 1`),
    index('flow_run_initiator_idx').on(t.initiator_id, t.run_id),
  ],
);

/** The steps of a run, resolved when it started (people included), in order. */
export const flowRunSteps = pgTable(
  'flow_run_step',
  {
    id: serial('id').primaryKey(),
    run_id: integer('run_id').notNull(),
    /** position of the step in the template (1-based): the API's step_id */
    step_no: integer('step_no').notNull(),
    type: smallint('type').notNull(),
    settype: smallint('settype').notNull().default(0),
    select_range: smallint('select_range').notNull(),
    source: varchar('source', { length: 1000 }).notNull().default(''),
    mode: smallint('mode').notNull().default(1),
    /** STEP_STATUS: 1 待处理, 2 处理中, 3 已处理 */
    status: smallint('status').notNull().default(1),
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
  },
  (t) => [uniqueIndex('flow_run_step_uq').on(t.run_id, t.step_no)],
);

/** A person on a run step; one decision per person per step. */
export const flowStepUsers = pgTable(
  'flow_step_user',
  {
    id: serial('id').primaryKey(),
    run_id: integer('run_id').notNull(),
    step_no: integer('step_no').notNull(),
    user_id: integer('user_id').notNull(),
    /** STEP_USER_STATUS: 1 待审核, 2 审批中, 3 已通过, 4 已拒绝 */
    status: smallint('status').notNull().default(1),
    reason: varchar('reason', { length: 1000 }).notNull().default(''),
    examine_time: timestamp('examine_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('flow_step_user_uq').on(t.run_id, t.step_no, t.user_id),
    index('flow_step_user_user_idx').on(t.user_id, t.status),
  ],
);
