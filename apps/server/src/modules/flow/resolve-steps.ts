import { FLOW_STEP_TYPE, NO_APPROVER, SELECT_RANGE, type ConditionOp } from '@suwork/domain';
import type { FlowCondition, FlowDefinition, FlowStepTemplate } from './flow.tables.ts';

/** The people and departments step resolution reads (loaded once per start or preview; see directory.ts). */
export type Directory = {
  /** enabled members only */
  enabled: ReadonlySet<number>;
  /** role id → members holding it */
  roleMembers: ReadonlyMap<number, readonly number[]>;
  /** dept id → parent and leader */
  depts: ReadonlyMap<number, { parent_id: number; manager_id: number }>;
  /** the member admin (fallback approver), 0 when missing */
  adminId: number;
};

export type Initiator = { user_id: number; dept_id: number };

/** One step as it applies to this submission. */
export type ResolvedStep = FlowStepTemplate & {
  step_no: number;
  user_ids: number[];
  /** an approver step that nobody is left to decide: passes by itself */
  autoPass: boolean;
  /**
   * an approver step the initiator must choose for: a self-chosen one left empty, or one that named nobody but the
   * initiator (who never approves their own submission) — shown to them as self-chosen
   */
  needsChoice: boolean;
  /** the initiator chose themselves on a self-chosen step (请选择其他审批人) */
  namedSelf: boolean;
};

export type ResolveInput = {
  definition: FlowDefinition;
  initiator: Initiator;
  /** form values the condition branches compare against */
  condition: Record<string, unknown>;
  /** self-chosen people per step_no */
  toUser: Record<string, number[]>;
  directory: Directory;
};

export const parseIds = (source: string) => [
  ...new Set(
    source
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  ),
];

const asList = (v: FlowCondition['value']) =>
  (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim());

/** Whether one condition holds for the form values; a missing value never holds. */
export function conditionHolds(
  c: { field: string; op: ConditionOp; value: FlowCondition['value'] },
  values: Record<string, unknown>,
): boolean {
  const actual = values[c.field];
  if (actual === undefined || actual === null || actual === '') return false;
  if (c.op === 'eq') return String(actual) === String(c.value);
  if (c.op === 'in') {
    const wanted = asList(c.value);
    return (Array.isArray(actual) ? actual : [actual]).some((a) => wanted.includes(String(a)));
  }
  const a = Number(actual);
  const b = Number(c.value);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  if (c.op === 'gt') return a > b;
  if (c.op === 'gte') return a >= b;
  if (c.op === 'lt') return a < b;
  return a <= b;
}

export const stepApplies = (step: FlowStepTemplate, values: Record<string, unknown>) =>
  (step.conditions ?? []).every((c) => conditionHolds(c, values));

/**
 * Leaders upwards from the initiator's department, `levels` of them. A department the initiator leads
 * themselves is skipped (their leader is the one above), as are departments without a leader.
 */
export function leaderChain(initiator: Initiator, levels: number, dir: Directory): number[] {
  const out: number[] = [];
  const seen = new Set<number>();
  let deptId = initiator.dept_id;
  while (deptId > 0 && !seen.has(deptId) && out.length < levels) {
    seen.add(deptId);
    const dept = dir.depts.get(deptId);
    if (!dept) break;
    if (dept.manager_id > 0 && dept.manager_id !== initiator.user_id && !out.includes(dept.manager_id))
      out.push(dept.manager_id);
    deptId = dept.parent_id;
  }
  return out;
}

/** The people a step names by its source (members, roles, leaders), before the self-approval rule. */
export function candidatesOf(step: FlowStepTemplate, initiator: Initiator, dir: Directory): number[] | null {
  switch (step.selectRange) {
    case SELECT_RANGE.members:
      return parseIds(step.source);
    case SELECT_RANGE.roles:
      return [...new Set(parseIds(step.source).flatMap((r) => dir.roleMembers.get(r) ?? []))];
    case SELECT_RANGE.deptLeader:
      return leaderChain(initiator, 1, dir);
    case SELECT_RANGE.leaderChain:
      return leaderChain(initiator, Math.max(1, step.level ?? 1), dir);
    default:
      return null; // 自选: anyone
  }
}

const isSelfChosen = (step: FlowStepTemplate) => step.settype === 1 || step.selectRange === SELECT_RANGE.selfChosen;

/** The enabled members among ids, each once. */
const enabledOf = (ids: number[], dir: Directory) => [...new Set(ids)].filter((id) => dir.enabled.has(id));

/**
 * The steps of a submission: condition branches filtered, people resolved (enabled members only), the
 * self-approval rule and the no-approver rule applied. Pure: everything it reads is in the input.
 * Conditions on `dept_id` compare the initiator's department, whatever the form sent.
 *
 * Nobody approves their own submission, whatever the template says: the initiator is taken off every approver
 * step, may not choose themselves, and a step left empty by taking them off never passes by itself — it goes to
 * the administrator when the template says so and that is someone else, otherwise the initiator must choose.
 * Only a step that names nobody at all (a department without a leader) may pass by itself (无审批人，自动通过).
 */
export function resolveSteps({
  definition,
  initiator,
  condition,
  toUser,
  directory: dir,
}: ResolveInput): ResolvedStep[] {
  const out: ResolvedStep[] = [];
  const values = { ...condition, dept_id: initiator.dept_id };
  const self = initiator.user_id;
  const admin = dir.adminId > 0 && dir.enabled.has(dir.adminId) ? dir.adminId : 0;
  definition.steps.forEach((step, i) => {
    const step_no = i + 1;
    if (!stepApplies(step, values)) return;
    const range = candidatesOf(step, initiator, dir);
    const chosen = toUser[String(step_no)] ?? [];
    const selfChosen = isSelfChosen(step);
    let people = enabledOf(
      selfChosen ? (range ? chosen.filter((id) => range.includes(id)) : chosen) : (range ?? []),
      dir,
    );
    const resolved: ResolvedStep = {
      ...step,
      step_no,
      user_ids: people,
      autoPass: false,
      needsChoice: false,
      namedSelf: false,
    };
    if (step.type !== FLOW_STEP_TYPE.approver) return void out.push(resolved);
    resolved.namedSelf = selfChosen && chosen.includes(self);
    const named = people.length > 0;
    people = people.filter((id) => id !== self);
    if (people.length === 0 && !selfChosen) {
      const toAdmin = definition.no_approver === NO_APPROVER.toAdmin;
      if (toAdmin && admin > 0 && admin !== self) people = [admin];
      else if (!named && !(toAdmin && admin === self)) resolved.autoPass = true;
      else {
        // named only the initiator (or the administrator who is the initiator): the initiator chooses someone else
        Object.assign(resolved, { settype: 1, selectRange: SELECT_RANGE.selfChosen, source: '' });
        people = enabledOf(chosen, dir).filter((id) => id !== self);
        resolved.namedSelf = chosen.includes(self);
      }
    }
    resolved.user_ids = people;
    resolved.needsChoice = people.length === 0 && !resolved.autoPass;
    out.push(resolved);
  });
  return out;
}
