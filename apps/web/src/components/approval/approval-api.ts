import { flowAnswers, flowApproverView, flowListAnswers, flowRunView, flowStepUserView, flowStepView, type DataOf } from '@suwork/domain/contracts';
import type { z } from 'zod';
import { http } from '../../api/http.ts';

type Signal = { signal?: AbortSignal };

/** A step member: 1 待审核, 2 审批中, 3 已通过, 4 已拒绝. */
export type StepUser = z.infer<typeof flowStepUserView>;
/** One step of a flow, as preview and review send it. */
export type Step = z.infer<typeof flowStepView>;
/** 1 审批中, 2 已通过, 3 已拒绝, 4 已撤回 */
export type RunStatus = Run['status'];
export type Run = z.infer<typeof flowRunView>;
export type Review = DataOf<typeof flowAnswers.review>;
/** A member a self-chosen step may pick. */
export type Approver = z.infer<typeof flowApproverView>;

export type PreviewQuery = { flow_type?: string; id?: number; condition?: string; run_id?: number };
export type ApproverQuery = { user_ids?: string; role_ids?: string; user_name?: string; page: number; limit: number };

/** startflow: `to_user` as FlowPreview's toUser() gives it, `condition` the JSON of the values branches compare */
export type StartBody = { flow_type: string; detail_id: number; to_user: string; condition?: string };

/** pass_type: 2 approve, 3 reject */
export type ExamineBody = { flow_type: string; detail_id: number; reason: string; pass_type: 2 | 3 };

/** Calls of the approval engine. Writes report failures themselves (the client shows the message). */
export const approvalApi = {
  preview: (q: PreviewQuery, { signal }: Signal = {}) => http.get<DataOf<typeof flowAnswers.preview>>('/api/flow/preview', q, { signal }),
  review: (flow_type: string, detail_id: number, { signal }: Signal = {}) => http.get<DataOf<typeof flowAnswers.review>>('/api/flow/review', { flow_type, detail_id }, { signal }),
  approvers: (q: ApproverQuery, { signal }: Signal = {}) => http.get<DataOf<typeof flowListAnswers.getUserList>>('/api/Flow/getUserList', q, { signal }),
  /** submits a saved record (合同, 合同退款) into its approval flow */
  start: (body: StartBody) => http.post<DataOf<typeof flowAnswers.startflow>>('/api/flow/startflow', body),
  examine: (body: ExamineBody) => http.post<unknown>('/api/flow/examine', body),
  withdraw: (flow_type: string, detail_id: number) => http.post<unknown>('/api/flow/withdraw', { flow_type, detail_id }),
};

/** The react-query key of a record's approval run (timeline and buttons share it). */
export const reviewKey = (flow_type: string, detail_id: number) => ['approval', 'review', flow_type, detail_id] as const;
