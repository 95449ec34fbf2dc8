import { MSG } from './messages.ts';

// The approval engine's vocabulary: which business forms are approvable, and the numbered states of a run.
// Numbers are permanent: records, templates and runs store them.

export type FlowTypeDef = {
  flow_type: number;
  key: string;
  flow_name: string;
  /** named route of the record's detail page ('' when none yet) */
  info_route: string;
};

const flow = (flow_type: number, key: string, flow_name: string, info_route = ''): FlowTypeDef => ({
  flow_type,
  key,
  flow_name,
  info_route,
});

export const FLOW_TYPES: readonly FlowTypeDef[] = [
  flow(1, 'contract', '合同', 'contractInfo'),
  flow(2, 'contractChange', '合同变更', 'changeRequestInfo'),
  flow(3, 'contractRefund', '合同退款', 'contractRefundInfo'),
  flow(4, 'invoice', '发票', 'invoiceInfo'),
  flow(5, 'expense', '报销', 'expenseInfo'),
  flow(6, 'payment', '付款', 'summayInfo'),
  flow(7, 'borrow', '借款', 'borrowInfo'),
  flow(8, 'purchase', '采购', 'procurementInfo'),
  flow(9, 'procurementRefund', '采购退货', 'procurementRefundInfo'),
  flow(10, 'internalPurchase', '内部采购', 'internalPurchaseInfo'),
  flow(11, 'badDebt', '坏账', 'contractBrokenInfo'),
  flow(12, 'doubtfulDebt', '呆账', 'contractBadInfo'),
  flow(13, 'salary', '薪资', 'salaryInfo'),
  flow(14, 'leave', '请假', 'applicationInfo'),
  flow(15, 'becomeMember', '转正', 'applicationInfo'),
  flow(16, 'quit', '离职', 'applicationInfo'),
  flow(17, 'quitHandover', '离职交接', 'applicationInfo'),
  flow(18, 'useCar', '用车', 'applicationInfo'),
  flow(19, 'useSeal', '用印', 'applicationInfo'),
  flow(20, 'goOut', '外出', 'applicationInfo'),
  flow(21, 'workHandover', '工作交接', 'applicationInfo'),
  flow(22, 'deviceBorrow', '设备借用', 'deviceBorrowInfo'),
  flow(23, 'projectAcceptance', '项目验收', 'projectDetail'),
];

export const FLOW_TYPE_BY_NUMBER: ReadonlyMap<number, FlowTypeDef> = new Map(FLOW_TYPES.map((f) => [f.flow_type, f]));
export const FLOW_TYPE_BY_KEY: ReadonlyMap<string, FlowTypeDef> = new Map(FLOW_TYPES.map((f) => [f.key, f]));

/** Step type: 1 审批人, 2 抄送人 (the timeline calls it examineMode). */
export const FLOW_STEP_TYPE = { approver: 1, copy: 2 } as const;
export const FLOW_STEP_TYPE_LABELS: Record<number, string> = { 1: '审批人', 2: '抄送人' };

/** Where a step's people come from. */
export const SELECT_RANGE = { selfChosen: 1, members: 2, roles: 3, deptLeader: 4, leaderChain: 5 } as const;
export const SELECT_RANGE_LABELS: Record<number, string> = {
  1: '自选',
  2: '指定成员',
  3: '角色',
  4: '部门负责人',
  5: '连续多级部门负责人',
};

/** 1 或签 (any one approval passes the step), 2 会签 (all must approve). */
export const SIGN_MODE = { any: 1, all: 2 } as const;
export const SIGN_MODE_LABELS: Record<number, string> = { 1: '或签', 2: '会签' };

/** What happens to an approver step that resolves to nobody. */
export const NO_APPROVER = { autoPass: 1, toAdmin: 2 } as const;
export const NO_APPROVER_LABELS: Record<number, string> = { 1: '自动通过', 2: '转交管理员' };

/** Status of one person on a step (spec §4). */
export const STEP_USER_STATUS = { waiting: 1, inProgress: 2, passed: 3, rejected: 4 } as const;
export const STEP_USER_STATUS_LABELS: Record<number, string> = { 1: '待审核', 2: '审批中', 3: '已通过', 4: '已拒绝' };

/** Processing status of a step (spec §4). */
export const STEP_STATUS = { waiting: 1, processing: 2, done: 3 } as const;
export const STEP_STATUS_LABELS: Record<number, string> = { 1: '待处理', 2: '处理中', 3: '已处理' };

/** Status of a run (one submission of a record). */
export const RUN_STATUS = { running: 1, passed: 2, rejected: 3, withdrawn: 4 } as const;
export type RunStatus = (typeof RUN_STATUS)[keyof typeof RUN_STATUS];
export const RUN_STATUS_LABELS: Record<number, string> = { 1: '审批中', 2: '已通过', 3: '已拒绝', 4: '已撤回' };

/** Approval action (spec §4): 2 approve, 3 reject. */
export const PASS_TYPE = { approve: 2, reject: 3 } as const;

/** Tabs of the approval centre list. */
export const EXAMINE_TAB = { pending: 1, done: 2, mine: 3, copied: 4 } as const;
export const EXAMINE_TAB_LABELS: Record<number, string> = {
  1: '待我审批',
  2: '我已审批',
  3: '我发起的',
  4: '抄送我的',
};

/** Condition operators of a condition branch. */
export const CONDITION_OPS = ['gt', 'gte', 'lt', 'lte', 'eq', 'in'] as const;
export type ConditionOp = (typeof CONDITION_OPS)[number];

/** How many leader levels a 连续多级部门负责人 step may climb. */
export const MAX_LEADER_LEVELS = 10;
/** The most steps a template may hold. */
export const MAX_FLOW_STEPS = 30;

export const FLOW_MSG = {
  chooseApprover: MSG.chooseApprover,
  chooseOtherApprover: '不能选择自己审批自己的申请，请选择其他审批人',
  ownSubmission: '不能审批自己提交的申请',
  inputReason: MSG.inputReason,
  chooseFlowType: '请选择审批类型',
  chooseRecord: '请选择审批的记录',
  choosePassType: '请选择审批操作',
  badToUser: '审批人格式错误',
  badCondition: '审批条件格式错误',
  templateDisabled: '该审批流程已停用，请联系管理员',
  templateNotFound: '审批流程不存在',
  notInScope: '您不在该审批流程的适用范围内',
  recordMissing: '记录不存在',
  notOwner: '只能为自己的记录提交审批',
  alreadyRunning: '该记录正在审批中，请勿重复提交',
  alreadyPassed: '该记录已审批通过，无需再次提交',
  noRun: '该记录没有进行中的审批',
  notApprover: '您不是当前步骤的审批人',
  alreadyDecided: '该审批已处理，请刷新后查看',
  notInitiator: '只有发起人可以撤回审批',
  cannotWithdraw: '审批已有人处理，不能撤回',
  inApproval: '该记录正在审批中，不能修改',
  chooseStepType: '请选择步骤类型（审批人或抄送人）',
  chooseSelectRange: '请选择审批人来源',
  chooseMode: '请选择审批方式（或签或会签）',
  chooseSource: '请选择指定成员或角色',
  chooseLevel: `请选择部门负责人的级数（1-${MAX_LEADER_LEVELS}）`,
  chooseNoApprover: '请选择无审批人时的处理方式',
  needSteps: '请至少设置一个审批人步骤',
  tooManySteps: `审批步骤不能超过${MAX_FLOW_STEPS}个`,
  badConditionRule: '条件设置有误：请填写字段、比较方式和比较值',
  versionChanged: '审批流程已被他人修改，请刷新后重试',
  autoPassed: '无审批人，自动通过',
} as const;
