import { flowApproverView, flowRunView, flowStepUserView, flowStepView } from '@suwork/domain/contracts';
import { flowRoutes, type AnswerData, type InputOf } from '@suwork/domain/routes';
import type { z } from 'zod';
import { call } from '../../api/call.ts';

type Signal = { signal?: AbortSignal };

/** A step member: 1 待审核, 2 审批中, 3 已通过, 4 已拒绝. */
export type StepUser = z.infer<typeof flowStepUserView>;
/** One step of a flow, as preview and review send it. */
export type Step = z.infer<typeof flowStepView>;
/** 1 审批中, 2 已通过, 3 已拒绝, 4 已撤回 */
export type RunStatus = Run['status'];
export type Run = z.infer<typeof flowRunView>;
export type Review = AnswerData<typeof flowRoutes.review>;
/** A member a self-chosen step may pick. */
export type Approver = z.infer<typeof flowApproverView>;

export type PreviewQuery = InputOf<typeof flowRoutes.preview>;
export type ApproverQuery = InputOf<typeof flowRoutes.getUserList>;
/** startflow: `to_user` as FlowPreview's toUser() gives it, `condition` the JSON of the values branches compare */
export type StartBody = InputOf<typeof flowRoutes.startflow>;
/** pass_type: 2 approve, 3 reject */
export type ExamineBody = InputOf<typeof flowRoutes.examine>;

/** Calls of the approval engine. Writes report failures themselves (the client shows the message). */
export const approvalApi = {
  preview: (q: PreviewQuery, { signal }: Signal = {}) => call(flowRoutes.preview, q, { signal }),
  review: (flow_type: string, detail_id: number, { signal }: Signal = {}) =>
    call(flowRoutes.review, { flow_type, detail_id }, { signal }),
  approvers: (q: ApproverQuery, { signal }: Signal = {}) => call(flowRoutes.getUserList, q, { signal }),
  /** submits a saved record (合同, 合同退款) into its approval flow */
  start: (body: StartBody) => call(flowRoutes.startflow, body),
  examine: (body: ExamineBody) => call(flowRoutes.examine, body),
  withdraw: (flow_type: string, detail_id: number) => call(flowRoutes.withdraw, { flow_type, detail_id }),
};

/** The react-query key of a record's approval run (timeline and buttons share it). */
export const reviewKey = (flow_type: string, detail_id: number) =>
  ['approval', 'review', flow_type, detail_id] as const;
