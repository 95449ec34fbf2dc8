import { http } from '../../api/http.ts';

type Signal = { signal?: AbortSignal };

/** A step member: 1 待审核, 2 审批中, 3 已通过, 4 已拒绝. */
export type StepUser = { user_id: number; user_name: string; avatar_url: string; status: 1 | 2 | 3 | 4; reason?: string; examine_time?: string };

/** One step of a flow, as preview and review send it. */
export type Step = {
  step_id: number;
  /** 1 审批人, 2 抄送人 */
  type: 1 | 2;
  /** the same as `type`, named as the timeline names it */
  examineMode: 1 | 2;
  /** 1: the initiator chooses this step's approvers */
  settype: 0 | 1;
  /** 1 自选, 2 指定成员, 3 角色, 4 部门负责人, 5 连续多级部门负责人 */
  selectRange: 1 | 2 | 3 | 4 | 5;
  /** comma-joined member ids (selectRange 2) or role ids (3) */
  source: string;
  /** 1 或签, 2 会签 */
  mode: 1 | 2;
  users: StepUser[];
  /** 1 待处理, 2 处理中, 3 已处理 */
  status: 1 | 2 | 3;
  reason: string;
};

/** 1 审批中, 2 已通过, 3 已拒绝, 4 已撤回 */
export type RunStatus = 1 | 2 | 3 | 4;

export type Run = {
  run_id: number;
  flow_type: string;
  flow_name: string;
  detail_id: number;
  status: RunStatus;
  status_name: string;
  initiator_id: number;
  initiator_name: string;
  create_time: string;
};

export type Review = { run: Run | null; steps: Step[]; can_examine: boolean; can_withdraw: boolean };

/** A member a self-chosen step may pick. */
export type Approver = { user_id: number; user_name: string; avatar_url: string; dept_name: string };

export type PreviewQuery = { flow_type?: string; id?: number; condition?: string; run_id?: number };
export type ApproverQuery = { user_ids?: string; role_ids?: string; user_name?: string; page: number; limit: number };

/** pass_type: 2 approve, 3 reject */
export type ExamineBody = { flow_type: string; detail_id: number; reason: string; pass_type: 2 | 3 };

/** Calls of the approval engine. Writes report failures themselves (the client shows the message). */
export const approvalApi = {
  preview: (q: PreviewQuery, { signal }: Signal = {}) => http.get<Step[]>('/api/flow/preview', q, { signal }),
  review: (flow_type: string, detail_id: number, { signal }: Signal = {}) => http.get<Review>('/api/flow/review', { flow_type, detail_id }, { signal }),
  approvers: (q: ApproverQuery, { signal }: Signal = {}) => http.get<Approver[]>('/api/Flow/getUserList', q, { signal }),
  examine: (body: ExamineBody) => http.post<unknown>('/api/flow/examine', body),
  withdraw: (flow_type: string, detail_id: number) => http.post<unknown>('/api/flow/withdraw', { flow_type, detail_id }),
};

/** The react-query key of a record's approval run (timeline and buttons share it). */
export const reviewKey = (flow_type: string, detail_id: number) => ['approval', 'review', flow_type, detail_id] as const;
