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

export type Run = { run_id: number; flow_type: string; flow_name: string; detail_id: number; status: RunStatus; status_name: string; initiator_id: number; initiator_name: string; create_time: string };

export type Review = { run: Run | null; steps: Step[]; can_examine: boolean; can_withdraw: boolean };

/** A member a self-chosen step may pick. */
export type Approver = { user_id: number; user_name: string; avatar_url: string; dept_name: string };

export type PreviewQuery = { flow_type?: string; id?: number; condition?: string; run_id?: number };
export type ApproverQuery = { user_ids?: string; role_ids?: string; user_name?: string; page: number; limit: number };

/** 1 待我审批, 2 我已审批, 3 我发起的, 4 抄送我的 */
export type ExamineTab = 1 | 2 | 3 | 4;
export type ExamineQuery = { tab: ExamineTab; flow_type?: string; start_time?: string; end_time?: string; page: number; limit: number };
export type ExamineRow = { run_id: number; flow_type: string; flow_name: string; detail_id: number; title: string; initiator_name: string; create_time: string; status: RunStatus; status_name: string; info_route: string };
export type ExamineCount = { pending: number; done: number; mine: number; copied: number };

/** A flow template of the catalogue (系统设置 → 审批管理), one per approvable type. */
export type FlowTemplate = { id: number; flow_type: number; flow_name: string; enabled: boolean; version: number; update_time: string };

export type ConditionOp = 'gt' | 'gte' | 'lt' | 'lte' | 'eq' | 'in';
/** A step applies only when every condition holds for the submitted form values (`field` is a form value key). */
export type StepCondition = { field: string; op: ConditionOp; value: string | number };

/** One step of a template (what 审批设置 edits). */
export type StepTemplate = {
  /** 1 审批人, 2 抄送人 */
  type: 1 | 2;
  /** 1 exactly when selectRange is 1 (the initiator chooses) */
  settype: 0 | 1;
  /** 1 发起人自选, 2 指定成员, 3 角色, 4 部门负责人, 5 连续多级部门负责人 */
  selectRange: 1 | 2 | 3 | 4 | 5;
  /** comma-joined member ids (2) or role ids (3); '' otherwise */
  source: string;
  /** 1 或签, 2 会签 */
  mode: 1 | 2;
  /** leader levels to climb (selectRange 5) */
  level?: number;
  conditions?: StepCondition[];
};

/** A template with its current version: GET /api/flow/info, and (without flow_name) the body of POST /api/flow/save. */
export type FlowTemplateInfo = {
  id: number;
  flow_type: number;
  flow_name: string;
  enabled: boolean;
  version: number;
  /** 适用范围: departments and members; both empty = 全公司 */
  dept_ids: number[];
  user_ids: number[];
  allow_self_approve: boolean;
  /** 1 自动通过, 2 转交管理员 */
  no_approver: 1 | 2;
  steps: StepTemplate[];
};
export type FlowSaveBody = Omit<FlowTemplateInfo, 'flow_name'>;

/** pass_type: 2 approve, 3 reject */
export type ExamineBody = { flow_type: string; detail_id: number; reason: string; pass_type: 2 | 3 };

/** Calls of the approval engine. Writes report failures themselves (the client shows the message). */
export const approvalApi = {
  preview: (q: PreviewQuery, { signal }: Signal = {}) => http.get<Step[]>('/api/flow/preview', q, { signal }),
  review: (flow_type: string, detail_id: number, { signal }: Signal = {}) => http.get<Review>('/api/flow/review', { flow_type, detail_id }, { signal }),
  approvers: (q: ApproverQuery, { signal }: Signal = {}) => http.get<Approver[]>('/api/Flow/getUserList', q, { signal }),
  examine: (body: ExamineBody) => http.post<unknown>('/api/flow/examine', body),
  withdraw: (flow_type: string, detail_id: number) => http.post<unknown>('/api/flow/withdraw', { flow_type, detail_id }),
  examineList: (q: ExamineQuery, { signal }: Signal = {}) => http.get<ExamineRow[]>('/api/flow/examineList', q, { signal }),
  examineCount: ({ signal }: Signal = {}) => http.get<ExamineCount>('/api/flow/examineCount', undefined, { signal }),
  templates: ({ signal }: Signal = {}) => http.get<FlowTemplate[]>('/api/flow/getList', undefined, { signal }),
  templateInfo: (id: number, { signal }: Signal = {}) => http.get<FlowTemplateInfo>('/api/flow/info', { id }, { signal }),
  /** writes a new version; runs under way keep the version they started with */
  saveTemplate: (body: FlowSaveBody) => http.post<{ id: number; version: number }>('/api/flow/save', body),
  setTemplateStatus: (id: number, enabled: boolean) => http.post<unknown>('/api/flow/setStatus', { id, enabled }),
};

/** The react-query key of a record's approval run (timeline and buttons share it). */
/** The react-query key of the template catalogue (审批管理, 新建审批). */
export const TEMPLATES_KEY = ['approval', 'templates'] as const;
/** The react-query key of one template (审批设置). */
export const templateKey = (id: number) => ['approval', 'template', id] as const;

export const reviewKey = (flow_type: string, detail_id: number) => ['approval', 'review', flow_type, detail_id] as const;
