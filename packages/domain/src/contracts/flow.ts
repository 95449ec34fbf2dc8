import { z } from 'zod';
import { CONDITION_OPS } from '../flow.ts';
import { emptyBody, idOf, listBody, okBody } from './envelope.ts';

/** A member on a step: status 1 待审核, 2 审批中, 3 已通过, 4 已拒绝; reason and examine_time once they decided. */
export const flowStepUserView = z.object({
  user_id: z.number(),
  user_name: z.string(),
  avatar_url: z.string(),
  status: z.number(),
  reason: z.string().optional(),
  examine_time: z.string().optional(),
});

/** One step of a run (or of a preview): type 1 审批人 / 2 抄送人 (examineMode the same), status 1 待处理, 2 处理中, 3 已处理. */
export const flowStepView = z.object({
  step_id: z.number(),
  type: z.number(),
  examineMode: z.number(),
  settype: z.number(),
  selectRange: z.number(),
  source: z.string(),
  mode: z.number(),
  users: z.array(flowStepUserView),
  status: z.number(),
  reason: z.string(),
});

/**
 * The latest run of a record: status 1 审批中, 2 已通过, 3 已拒绝, 4 已撤回; `title` as the approval centre lists it
 * (请假 · 年假 · 11-27 至 11-28 · 2天, written when the run started).
 */
export const flowRunView = z.object({
  run_id: z.number(),
  flow_type: z.number(),
  flow_name: z.string(),
  detail_id: z.number(),
  title: z.string(),
  status: z.number(),
  status_name: z.string(),
  initiator_id: z.number(),
  initiator_name: z.string(),
  create_time: z.string(),
});

export const flowReviewView = z.object({
  run: flowRunView.nullable(),
  steps: z.array(flowStepView),
  can_examine: z.boolean(),
  can_withdraw: z.boolean(),
});

/** A row of the approval centre; `title`: the document's name and facts (请假 · 年假 · 11-27 至 11-28 · 2天). */
export const examineRowView = z.object({
  run_id: z.number(),
  flow_type: z.number(),
  flow_name: z.string(),
  detail_id: z.number(),
  title: z.string(),
  initiator_name: z.string(),
  create_time: z.string(),
  status: z.number(),
  status_name: z.string(),
  info_route: z.string(),
});

export const examineCountView = z.object({
  pending: z.number(),
  done: z.number(),
  mine: z.number(),
  copied: z.number(),
});

/** A member a self-chosen step may pick. */
export const flowApproverView = z.object({
  user_id: z.number(),
  user_name: z.string(),
  avatar_url: z.string(),
  dept_name: z.string(),
});

/** A template of the catalogue (审批管理), one per approvable type. */
export const flowTemplateRowView = z.object({
  flow_type: z.number(),
  flow_name: z.string(),
  id: z.number(),
  enabled: z.boolean(),
  version: z.number(),
  update_time: z.string(),
});

export const flowConditionView = z.object({
  field: z.string(),
  op: z.enum(CONDITION_OPS),
  value: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
});

/** One step of a template: type 1 审批人 / 2 抄送人; selectRange 1 自选 … 5 连续多级部门负责人; mode 1 或签 / 2 会签. */
export const flowStepTemplateView = z.object({
  type: z.number(),
  settype: z.number(),
  selectRange: z.number(),
  source: z.string(),
  mode: z.number(),
  level: z.number().optional(),
  conditions: z.array(flowConditionView).optional(),
});

/** A template with its current version (no_approver 1 自动通过, 2 转交管理员; no departments and members: 全公司). */
export const flowTemplateInfoView = z.object({
  id: z.number(),
  flow_type: z.number(),
  flow_name: z.string(),
  enabled: z.boolean(),
  version: z.number(),
  dept_ids: z.array(z.number()),
  user_ids: z.array(z.number()),
  no_approver: z.number(),
  steps: z.array(flowStepTemplateView),
});

export type FlowStepUser = z.infer<typeof flowStepUserView>;
export type FlowStep = z.infer<typeof flowStepView>;
export type FlowRun = z.infer<typeof flowRunView>;
export type FlowReview = z.infer<typeof flowReviewView>;
export type ExamineRow = z.infer<typeof examineRowView>;
export type ExamineCount = z.infer<typeof examineCountView>;
export type FlowApprover = z.infer<typeof flowApproverView>;
export type FlowTemplateRow = z.infer<typeof flowTemplateRowView>;
export type FlowStepTemplate = z.infer<typeof flowStepTemplateView>;
export type FlowTemplateInfo = z.infer<typeof flowTemplateInfoView>;

/** A record's approval: /api/flow/<name>. */
export const flowAnswers = {
  preview: okBody(z.array(flowStepView)),
  startflow: okBody(idOf('run_id')),
  examine: emptyBody,
  withdraw: okBody(idOf('run_id')),
  review: okBody(flowReviewView),
};

/** The approval centre and the approver picker: /api/flow/examineList, examineCount, /api/Flow/getUserList. */
export const flowListAnswers = {
  examineList: listBody(examineRowView),
  examineCount: okBody(examineCountView),
  getUserList: listBody(flowApproverView),
};

/** 审批管理: /api/flow/getList, info, save, setStatus. */
export const flowTemplateAnswers = {
  getList: listBody(flowTemplateRowView),
  info: okBody(flowTemplateInfoView),
  save: okBody(flowTemplateInfoView),
  setStatus: okBody(z.object({ id: z.number(), enabled: z.boolean() })),
};
