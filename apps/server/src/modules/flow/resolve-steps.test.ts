import { describe, expect, it } from 'vitest';
import type { FlowDefinition, FlowStepTemplate } from '../../db/schema.ts';
import { conditionHolds, resolveSteps, type Directory } from './resolve-steps.ts';

// Company: 1 总经办 (leader 10, admin is 1) > 2 销售部 (leader 20) > 3 销售一部 (leader 30); member 31 in 销售一部.
const dir: Directory = {
  enabled: new Set([1, 10, 20, 30, 31, 32, 40, 41]),
  roleMembers: new Map([
    [7, [40, 41, 99]],
    [8, [31]],
  ]),
  depts: new Map([
    [1, { parent_id: 0, manager_id: 10 }],
    [2, { parent_id: 1, manager_id: 20 }],
    [3, { parent_id: 2, manager_id: 30 }],
    [4, { parent_id: 2, manager_id: 0 }],
  ]),
  adminId: 1,
};
const member = { user_id: 31, dept_id: 3 };
const approver = (s: Partial<FlowStepTemplate>): FlowStepTemplate => ({ type: 1, settype: 0, selectRange: 4, source: '', mode: 1, ...s });
const def = (steps: FlowStepTemplate[], extra: Partial<FlowDefinition> = {}): FlowDefinition => ({ dept_ids: [], user_ids: [], allow_self_approve: false, no_approver: 2, steps, ...extra });
const resolve = (d: FlowDefinition, opts: { initiator?: { user_id: number; dept_id: number }; condition?: Record<string, unknown>; toUser?: Record<string, number[]> } = {}) =>
  resolveSteps({ definition: d, initiator: opts.initiator ?? member, condition: opts.condition ?? {}, toUser: opts.toUser ?? {}, directory: dir });
const people = (d: FlowDefinition, opts?: Parameters<typeof resolve>[1]) => resolve(d, opts).map((s) => s.user_ids);

describe('approver sources', () => {
  it('specific members (2): the enabled ones named in source', () => {
    expect(people(def([approver({ selectRange: 2, source: '20,99,40' })]))).toEqual([[20, 40]]);
  });

  it('roles (3): enabled members holding any of the roles', () => {
    expect(people(def([approver({ selectRange: 3, source: '7' })]))).toEqual([[40, 41]]);
  });

  it("department leader (4): the leader of the initiator's department", () => {
    expect(people(def([approver({ selectRange: 4 })]))).toEqual([[30]]);
  });

  it('a leader submitting gets the leader of the department above', () => {
    expect(people(def([approver({ selectRange: 4 })]), { initiator: { user_id: 30, dept_id: 3 } })).toEqual([[20]]);
  });

  it('leaders upwards (5): as many levels as asked, skipping departments without a leader', () => {
    expect(people(def([approver({ selectRange: 5, level: 2 })]))).toEqual([[30, 20]]);
    expect(people(def([approver({ selectRange: 5, level: 5 })]))).toEqual([[30, 20, 10]]);
    expect(people(def([approver({ selectRange: 5, level: 1 })]), { initiator: { user_id: 32, dept_id: 4 } })).toEqual([[20]]);
  });

  it('self-chosen (settype 1 / selectRange 1): the people the initiator chose for that step', () => {
    const steps = resolve(def([approver({ selectRange: 1, settype: 1 }), approver({ selectRange: 3, settype: 1, source: '7' })]), { toUser: { 1: [20, 10], 2: [41, 20] } });
    expect(steps.map((s) => s.user_ids)).toEqual([[20, 10], [41]]);
    expect(steps.every((s) => !s.needsChoice)).toBe(true);
  });

  it('a self-chosen approver step left empty needs a choice; a self-chosen copy step does not', () => {
    const steps = resolve(def([approver({ selectRange: 1, settype: 1 }), { ...approver({ selectRange: 1, settype: 1 }), type: 2 }]));
    expect(steps.map((s) => s.needsChoice)).toEqual([true, false]);
  });

  it('copy recipients are resolved like approvers and never fall back to the administrator', () => {
    const steps = resolve(def([approver({}), { ...approver({ selectRange: 2, source: '40' }), type: 2 }, { ...approver({ selectRange: 2, source: '99' }), type: 2 }]));
    expect(steps.map((s) => [s.type, s.user_ids, s.autoPass])).toEqual([
      [1, [30], false],
      [2, [40], false],
      [2, [], false],
    ]);
  });
});

describe('condition branches', () => {
  const branchy = def([
    approver({ conditions: [{ field: 'amount', op: 'gte', value: 10000 }] }),
    approver({
      selectRange: 2,
      source: '20',
      conditions: [
        { field: 'amount', op: 'gt', value: 50000 },
        { field: 'type', op: 'in', value: [1, 2] },
      ],
    }),
    approver({ selectRange: 2, source: '40' }),
  ]);

  it('keeps a step only when all its conditions hold', () => {
    expect(resolve(branchy, { condition: { amount: 5000 } }).map((s) => s.step_no)).toEqual([3]);
    expect(resolve(branchy, { condition: { amount: 20000, type: 1 } }).map((s) => s.step_no)).toEqual([1, 3]);
    expect(resolve(branchy, { condition: { amount: '60000', type: '2' } }).map((s) => s.step_no)).toEqual([1, 2, 3]);
    expect(resolve(branchy, { condition: { amount: 60000, type: 3 } }).map((s) => s.step_no)).toEqual([1, 3]);
  });

  it("dept_id is the initiator's department, whatever the form sent", () => {
    const byDept = def([approver({ conditions: [{ field: 'dept_id', op: 'in', value: [3] }] }), approver({ selectRange: 2, source: '20' })]);
    expect(resolve(byDept, { condition: { dept_id: 9 } }).map((s) => s.step_no)).toEqual([1, 2]);
    expect(resolve(byDept, { initiator: { user_id: 32, dept_id: 4 }, condition: { dept_id: 3 } }).map((s) => s.step_no)).toEqual([2]);
  });

  it('compares each operator, and a missing or non-numeric value never holds', () => {
    const v = { n: 5, s: 'a' };
    expect([conditionHolds({ field: 'n', op: 'gt', value: 5 }, v), conditionHolds({ field: 'n', op: 'gte', value: 5 }, v)]).toEqual([false, true]);
    expect([conditionHolds({ field: 'n', op: 'lt', value: 6 }, v), conditionHolds({ field: 'n', op: 'lte', value: 4 }, v)]).toEqual([true, false]);
    expect([conditionHolds({ field: 's', op: 'eq', value: 'a' }, v), conditionHolds({ field: 's', op: 'in', value: 'b,a' }, v)]).toEqual([true, true]);
    expect([conditionHolds({ field: 'x', op: 'eq', value: '' }, v), conditionHolds({ field: 's', op: 'gt', value: 1 }, v)]).toEqual([false, false]);
  });
});

describe('nobody to approve, and approving oneself', () => {
  it('no approver → 2: the administrator decides', () => {
    const steps = resolve(def([approver({ selectRange: 2, source: '99' })], { no_approver: 2 }));
    expect(steps.map((s) => [s.user_ids, s.autoPass])).toEqual([[[1], false]]);
  });

  it('no approver → 1: the step passes by itself', () => {
    const steps = resolve(def([approver({ selectRange: 2, source: '99' })], { no_approver: 1 }));
    expect(steps.map((s) => [s.user_ids, s.autoPass])).toEqual([[[], true]]);
  });

  it('the initiator is taken off their own step unless the template allows it', () => {
    const own = [approver({ selectRange: 2, source: '31,40' }), approver({ selectRange: 3, source: '8' })];
    expect(people(def(own, { no_approver: 1 }))).toEqual([[40], []]);
    expect(people(def(own, { allow_self_approve: true }))).toEqual([[31, 40], [31]]);
  });

  it('an administrator initiator is not handed their own step; it passes instead', () => {
    const steps = resolve(def([approver({ selectRange: 2, source: '99' })]), { initiator: { user_id: 1, dept_id: 1 } });
    expect(steps.map((s) => [s.user_ids, s.autoPass])).toEqual([[[], true]]);
  });
});

describe('或签 and 会签', () => {
  it('keeps the mode of each step for the run to apply', () => {
    expect(resolve(def([approver({ selectRange: 3, source: '7', mode: 2 }), approver({ mode: 1 })])).map((s) => s.mode)).toEqual([2, 1]);
  });
});
