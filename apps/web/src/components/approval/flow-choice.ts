import type { Approver, ApproverQuery, Step } from './approval-api.ts';
import { APPROVER_STEP } from './approval-labels.ts';

/** The approvers the initiator chose, by step_id. */
export type Chosen = Readonly<Record<number, readonly Approver[]>>;

/** A step whose approvers the initiator chooses (settype 1). */
export const isSelfChosen = (s: Step): boolean => s.settype === 1;

/** `to_user` of startflow: `{ "<step_id>": [user_id, ...] }` for the self-chosen steps of `steps`. */
export function toUserJson(steps: readonly Step[], chosen: Chosen): string {
  const entries = steps
    .filter(isSelfChosen)
    .map((s) => [String(s.step_id), (chosen[s.step_id] ?? []).map((u) => u.user_id)] as const);
  return JSON.stringify(Object.fromEntries(entries.filter(([, ids]) => ids.length > 0)));
}

/** True when a self-chosen approver step has nobody chosen (submitting would fail with 请选择审批人！). */
export function missingApprover(steps: readonly Step[], chosen: Chosen): boolean {
  return steps.some((s) => isSelfChosen(s) && s.type === APPROVER_STEP && (chosen[s.step_id]?.length ?? 0) === 0);
}

/** Who a self-chosen step may pick from: the members (2 指定成员) or roles (3 角色) in its source; anyone otherwise. */
export function approverRange(step: Step): Pick<ApproverQuery, 'user_ids' | 'role_ids'> {
  const source = step.source.trim();
  if (!source) return {};
  if (step.selectRange === 2) return { user_ids: source };
  if (step.selectRange === 3) return { role_ids: source };
  return {};
}
