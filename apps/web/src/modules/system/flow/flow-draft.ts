import { FLOW_MSG, MAX_LEADER_LEVELS, type ConditionOp } from '@suwork/domain';
import type { FlowSaveBody, FlowStepTemplate, FlowTemplateInfo } from './flow-api.ts';

type StepTemplate = FlowStepTemplate;
type StepCondition = NonNullable<StepTemplate['conditions']>[number];
/** 1 发起人自选, 2 指定成员, 3 角色, 4 部门负责人, 5 连续多级部门负责人 */
export type SelectRange = StepTemplate['selectRange'];

export type ConditionDraft = { key: number; field: string; op: ConditionOp; value: string };

/**
 * A step while it is edited. Members and roles are kept apart so switching 审批人来源 back and forth loses
 * nothing; only the source of the chosen range is sent.
 */
export type StepDraft = {
  key: number;
  /** 1 审批人, 2 抄送人 */
  type: StepTemplate['type'];
  selectRange: SelectRange;
  members: number[];
  roles: number[];
  /** 1 或签, 2 会签 */
  mode: StepTemplate['mode'];
  level: number;
  conditions: ConditionDraft[];
};

export type FlowDraft = Omit<FlowTemplateInfo, 'steps' | 'flow_name'> & { steps: StepDraft[] };

export const SELECT_RANGE_OPTIONS: { value: SelectRange; label: string }[] = [
  { value: 1, label: '发起人自选' },
  { value: 2, label: '指定成员' },
  { value: 3, label: '角色' },
  { value: 4, label: '部门负责人' },
  { value: 5, label: '连续多级部门负责人' },
];

export const CONDITION_OP_OPTIONS: { value: ConditionOp; label: string }[] = [
  { value: 'gt', label: '大于' },
  { value: 'gte', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'lte', label: '小于等于' },
  { value: 'eq', label: '等于' },
  { value: 'in', label: '属于' },
];

const NUMERIC_OPS: readonly ConditionOp[] = ['gt', 'gte', 'lt', 'lte'];

let lastKey = 0;
const nextKey = () => ++lastKey;

const ids = (source: string) =>
  source
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

const valueText = (v: StepCondition['value'] | readonly (string | number)[]) =>
  Array.isArray(v) ? v.join(',') : String(v);

export const newCondition = (): ConditionDraft => ({ key: nextKey(), field: '', op: 'gt', value: '' });

export const newStep = (type: 1 | 2): StepDraft => ({
  key: nextKey(),
  type,
  selectRange: 2,
  members: [],
  roles: [],
  mode: 1,
  level: 1,
  conditions: [],
});

export function draftOf(info: FlowTemplateInfo): FlowDraft {
  return {
    id: info.id,
    flow_type: info.flow_type,
    enabled: info.enabled,
    version: info.version,
    dept_ids: [...info.dept_ids],
    user_ids: [...info.user_ids],
    no_approver: info.no_approver,
    steps: info.steps.map((s) => ({
      key: nextKey(),
      type: s.type,
      selectRange: s.selectRange,
      members: s.selectRange === 2 ? ids(s.source) : [],
      roles: s.selectRange === 3 ? ids(s.source) : [],
      mode: s.mode,
      level: s.level ?? 1,
      conditions: (s.conditions ?? []).map((c) => ({
        key: nextKey(),
        field: c.field,
        op: c.op,
        value: valueText(c.value),
      })),
    })),
  };
}

/** 或签 / 会签 matters only for an approver step that may hold several people (a department leader is one). */
export const hasSignMode = (s: Pick<StepDraft, 'type' | 'selectRange'>) => s.type === 1 && s.selectRange !== 4;

const conditionOf = (c: ConditionDraft): StepCondition => {
  const value = c.value.trim();
  return { field: c.field.trim(), op: c.op, value: NUMERIC_OPS.includes(c.op) ? Number(value) : value };
};

function stepOf(s: StepDraft): StepTemplate {
  const source = s.selectRange === 2 ? s.members.join(',') : s.selectRange === 3 ? s.roles.join(',') : '';
  const step: StepTemplate = {
    type: s.type,
    settype: s.selectRange === 1 ? 1 : 0,
    selectRange: s.selectRange,
    source,
    mode: hasSignMode(s) ? s.mode : 1,
  };
  if (s.selectRange === 5) step.level = s.level;
  if (s.conditions.length) step.conditions = s.conditions.map(conditionOf);
  return step;
}

/** The body of POST /api/flow/save. */
export function saveBodyOf(d: FlowDraft): FlowSaveBody {
  return {
    id: d.id,
    flow_type: d.flow_type,
    enabled: d.enabled,
    version: d.version,
    dept_ids: d.dept_ids,
    user_ids: d.user_ids,
    no_approver: d.no_approver,
    steps: d.steps.map(stepOf),
  };
}

/** Why the draft cannot be saved (the first problem, with the step number), or undefined. */
export function draftProblem(d: FlowDraft): string | undefined {
  if (!d.steps.some((s) => s.type === 1)) return FLOW_MSG.needSteps;
  for (const [i, s] of d.steps.entries()) {
    const n = `第${i + 1}步：`;
    if (s.selectRange === 2 && s.members.length === 0) return `${n}请选择指定成员`;
    if (s.selectRange === 3 && s.roles.length === 0) return `${n}请选择角色`;
    if (s.selectRange === 5 && !(Number.isInteger(s.level) && s.level >= 1 && s.level <= MAX_LEADER_LEVELS))
      return `${n}${FLOW_MSG.chooseLevel}`;
    for (const c of s.conditions) {
      if (!c.field.trim() || !c.value.trim()) return `${n}请填写条件的字段和值`;
      if (NUMERIC_OPS.includes(c.op) && !Number.isFinite(Number(c.value.trim())))
        return `${n}条件「${c.field.trim()}」的值应为数字`;
    }
  }
  return undefined;
}
