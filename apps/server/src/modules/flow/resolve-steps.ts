import { FLOW_STEP_TYPE, NO_APPROVER, SELECT_RANGE, type ConditionOp } from '@suwork/domain';
import type { FlowCondition, FlowDefinition, FlowStepTemplate } from '../../db/schema.ts';

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
  /** a self-chosen approver step the initiator left empty */
  needsChoice: boolean;
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

const asList = (v: FlowCondition['value']) => (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim());

/** Whether one condition holds for the form values; a missing value never holds. */
export function conditionHolds(c: { field: string; op: ConditionOp; value: FlowCondition['value'] }, values: Record<string, unknown>): boolean {
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

export const stepApplies = (step: FlowStepTemplate, values: Record<string, unknown>) => (step.conditions ?? []).every((c) => conditionHolds(c, values));

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
    if (dept.manager_id > 0 && dept.manager_id !== initiator.user_id && !out.includes(dept.manager_id)) out.push(dept.manager_id);
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

/**
 * The steps of a submission: condition branches filtered, people resolved (enabled members only), the
 * self-approval rule and the no-approver rule applied. Pure: everything it reads is in the input.
 * Conditions on `dept_id` compare the initiator's department, whatever the form sent.
 */
export function resolveSteps({ definition, initiator, condition, toUser, directory: dir }: ResolveInput): ResolvedStep[] {
  const out: ResolvedStep[] = [];
  const values = { ...condition, dept_id: initiator.dept_id };
  definition.steps.forEach((step, i) => {
    const step_no = i + 1;
    if (!stepApplies(step, values)) return;
    const range = candidatesOf(step, initiator, dir);
    let people: number[];
    if (isSelfChosen(step)) {
      const chosen = toUser[String(step_no)] ?? [];
      people = range ? chosen.filter((id) => range.includes(id)) : chosen;
    } else people = range ?? [];
    people = [...new Set(people)].filter((id) => dir.enabled.has(id));
    const approver = step.type === FLOW_STEP_TYPE.approver;
    const needsChoice = approver && isSelfChosen(step) && people.length === 0;
    if (approver && !definition.allow_self_approve) people = people.filter((id) => id !== initiator.user_id);
    let autoPass = false;
    if (approver && people.length === 0 && !needsChoice) {
      const admin = dir.adminId;
      if (definition.no_approver === NO_APPROVER.toAdmin && admin > 0 && dir.enabled.has(admin) && (admin !== initiator.user_id || definition.allow_self_approve)) people = [admin];
      else autoPass = true;
    }
    out.push({ ...step, step_no, user_ids: people, autoPass, needsChoice });
  });
  return out;
}
