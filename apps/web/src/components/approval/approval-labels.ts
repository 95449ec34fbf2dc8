import type { RunStatus, Step, StepUser } from './approval-api.ts';

type Label = { text: string; color: string };

export const USER_STATUS: Record<StepUser['status'], Label> = {
  1: { text: '待审核', color: 'default' },
  2: { text: '审批中', color: 'processing' },
  3: { text: '已通过', color: 'success' },
  4: { text: '已拒绝', color: 'error' },
};

export const STEP_STATUS: Record<Step['status'], string> = { 1: '待处理', 2: '处理中', 3: '已处理' };

export const RUN_STATUS: Record<RunStatus, Label> = {
  1: { text: '审批中', color: 'processing' },
  2: { text: '已通过', color: 'success' },
  3: { text: '已拒绝', color: 'error' },
  4: { text: '已撤回', color: 'default' },
};

/** examineMode / type: 1 审批人, 2 抄送人 */
export const STEP_KIND: Record<number, string> = { 1: '审批人', 2: '抄送人' };

/** How an approver step decides, shown under its title. */
export const SIGN_MODE: Record<Step['mode'], string> = { 1: '或签（一人同意即可）', 2: '会签（需所有审批人同意）' };

export const APPROVER_STEP = 1;
export const COPY_STEP = 2;
