import { describe, expect, it } from 'vitest';
import type { FlowDefinition, FlowStepTemplate } from './flow.tables.ts';
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
const approver = (s: Partial<FlowStepTemplate>): FlowStepTemplate => ({
  type: 1,
  settype: 0,
  selectRange: 4,
  source: '',
  mode: 1,
  ...s,
});
const def = (steps: FlowStepTemplate[], extra: Partial<FlowDefinition> = {}): FlowDefinition => ({
  dept_ids: [],
  user_ids: [],
  no_approver: 2,
  steps,
  ...extra,
});
const resolve = (
  d: FlowDefinition,
  opts: {
    initiator?: { user_id: number; dept_id: number };
    condition?: Record<string, unknown>;
    toUser?: Record<string, number[]>;
  } = {},
) =>
  resolveSteps({
    definition: d,
    initiator: opts.initiator ?? member,
    condition: opts.condition ?? {},
    toUser: opts.toUser ?? {},
    directory: dir,
  });
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
    expect(people(def([approver({ selectRange: 5, level: 1 })]), { initiator: { user_id: 32, dept_id: 4 } })).toEqual([
      [20],
    ]);
  });

  it('self-chosen (settype 1 / selectRange 1): the people the initiator chose for that step', () => {
    const steps = resolve(
      def([approver({ selectRange: 1, settype: 1 }), approver({ selectRange: 3, settype: 1, source: '7' })]),
      { toUser: { 1: [20, 10], 2: [41, 20] } },
    );
    expect(steps.map((s) => s.user_ids)).toEqual([[20, 10], [41]]);
    expect(steps.every((s) => !s.needsChoice)).toBe(true);
  });

  it('a self-chosen approver step left empty needs a choice; a self-chosen copy step does not', () => {
    const steps = resolve(
      def([approver({ selectRange: 1, settype: 1 }), { ...approver({ selectRange: 1, settype: 1 }), type: 2 }]),
    );
    expect(steps.map((s) => s.needsChoice)).toEqual([true, false]);
  });

  it('copy recipients are resolved like approvers and never fall back to the administrator', () => {
    const steps = resolve(
      def([
        approver({}),
        { ...approver({ selectRange: 2, source: '40' }), type: 2 },
        { ...approver({ selectRange: 2, source: '99' }), type: 2 },
      ]),
    );
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
    const byDept = def([
      approver({ conditions: [{ field: 'dept_id', op: 'in', value: [3] }] }),
      approver({ selectRange: 2, source: '20' }),
    ]);
    expect(resolve(byDept, { condition: { dept_id: 9 } }).map((s) => s.step_no)).toEqual([1, 2]);
    expect(
      resolve(byDept, { initiator: { user_id: 32, dept_id: 4 }, condition: { dept_id: 3 } }).map((s) => s.step_no),
    ).toEqual([2]);
  });

  it('compares each operator, and a missing or non-numeric value never holds', () => {
    const v = { n: 5, s: 'a' };
    expect([
      conditionHolds({ field: 'n', op: 'gt', value: 5 }, v),
      conditionHolds({ field: 'n', op: 'gte', value: 5 }, v),
    ]).toEqual([false, true]);
    expect([
      conditionHolds({ field: 'n', op: 'lt', value: 6 }, v),
      conditionHolds({ field: 'n', op: 'lte', value: 4 }, v),
    ]).toEqual([true, false]);
    expect([
      conditionHolds({ field: 's', op: 'eq', value: 'a' }, v),
      conditionHolds({ field: 's', op: 'in', value: 'b,a' }, v),
    ]).toEqual([true, true]);
    expect([
      conditionHolds({ field: 'x', op: 'eq', value: '' }, v),
      conditionHolds({ field: 's', op: 'gt', value: 1 }, v),
    ]).toEqual([false, false]);
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

  it('the initiator is taken off their own step; the others on it decide', () => {
    const own = [approver({ selectRange: 2, source: '31,40' }), approver({ selectRange: 3, source: '7,8' })];
    expect(people(def(own, { no_approver: 1 }))).toEqual([[40], [40, 41]]);
  });

  it('a template saved with the old "allow self-approval" switch on still never hands the initiator their own step', () => {
    const legacy = {
      ...def([approver({ selectRange: 2, source: '31' })], { no_approver: 1 }),
      allow_self_approve: true,
    };
    expect(resolve(legacy).map((s) => [s.user_ids, s.autoPass, s.needsChoice])).toEqual([[[], false, true]]);
  });
});

// Every step kind × every no-approver rule × an ordinary or an administrator initiator: a step that named only the
// initiator never passes by itself and never lands on them.
describe('nobody approves their own submission', () => {
  type Kind = {
    name: string;
    step: (self: number) => FlowStepTemplate;
    chosen?: (self: number) => number[];
    selfChosen: boolean;
  };
  const kinds: Kind[] = [
    { name: 'specific members', step: (self) => approver({ selectRange: 2, source: String(self) }), selfChosen: false },
    { name: 'a role', step: (self) => approver({ selectRange: 3, source: self === 1 ? '9' : '8' }), selfChosen: false },
    {
      name: 'self-chosen, anyone',
      step: () => approver({ selectRange: 1, settype: 1 }),
      chosen: (self) => [self],
      selfChosen: true,
    },
    {
      name: 'self-chosen among members',
      step: (self) => approver({ selectRange: 2, settype: 1, source: `${self},40` }),
      chosen: (self) => [self],
      selfChosen: true,
    },
    {
      name: 'self-chosen among a role',
      step: (self) => approver({ selectRange: 3, settype: 1, source: self === 1 ? '9' : '8' }),
      chosen: (self) => [self],
      selfChosen: true,
    },
  ];
  const initiators = [
    { who: 'a member', initiator: member },
    { who: 'the administrator', initiator: { user_id: 1, dept_id: 1 } },
  ];
  const withAdminRole: Directory = { ...dir, roleMembers: new Map([...dir.roleMembers, [9, [1]]]) };
  const run = (
    d: FlowDefinition,
    initiator: { user_id: number; dept_id: number },
    toUser: Record<string, number[]> = {},
  ) => resolveSteps({ definition: d, initiator, condition: {}, toUser, directory: withAdminRole });

  for (const kind of kinds)
    for (const { who, initiator } of initiators)
      for (const no_approver of [1, 2])
        it(`${kind.name}, ${who}, no approver → ${no_approver}`, () => {
          const self = initiator.user_id;
          const [step] = run(
            def([kind.step(self)], { no_approver }),
            initiator,
            kind.chosen ? { 1: kind.chosen(self) } : {},
          );
          expect(step.user_ids).not.toContain(self);
          expect(step.autoPass).toBe(false);
          if (kind.selfChosen) {
            // naming oneself is refused (请选择其他审批人), and the step stays unchosen
            expect([step.namedSelf, step.needsChoice]).toEqual([true, true]);
          } else if (no_approver === 2 && self !== 1) {
            expect([step.user_ids, step.needsChoice]).toEqual([[1], false]);
          } else {
            // the initiator must choose someone else: the step is shown as self-chosen, from anyone
            expect([step.needsChoice, step.settype, step.selectRange, step.source]).toEqual([true, 1, 1, '']);
            const [chosen] = run(def([kind.step(self)], { no_approver }), initiator, { 1: [40] });
            expect([chosen.user_ids, chosen.needsChoice, chosen.namedSelf]).toEqual([[40], false, false]);
            const [again] = run(def([kind.step(self)], { no_approver }), initiator, { 1: [self, 40] });
            expect(again.namedSelf).toBe(true);
          }
        });

  it('leaders: the chain skips the initiator, so a department leader is never their own approver', () => {
    for (const selectRange of [4, 5]) {
      expect(
        people(def([approver({ selectRange, level: 2 })]), { initiator: { user_id: 30, dept_id: 3 } })[0],
      ).not.toContain(30);
    }
  });

  it('leaders: an administrator who leads the top department, with nobody above, must choose an approver when the rule is 转交管理员', () => {
    const adminLeads: Directory = { ...dir, depts: new Map([...dir.depts, [1, { parent_id: 0, manager_id: 1 }]]) };
    const [step] = resolveSteps({
      definition: def([approver({ selectRange: 4 })], { no_approver: 2 }),
      initiator: { user_id: 1, dept_id: 1 },
      condition: {},
      toUser: {},
      directory: adminLeads,
    });
    expect([step.user_ids, step.autoPass, step.needsChoice]).toEqual([[], false, true]);
  });

  it('a step naming nobody at all still follows 无审批人: passes by itself under 自动通过', () => {
    const [step] = resolve(def([approver({ selectRange: 2, source: '99' })], { no_approver: 1 }), {
      initiator: { user_id: 1, dept_id: 1 },
    });
    expect([step.user_ids, step.autoPass, step.needsChoice]).toEqual([[], true, false]);
  });

  it('a self-chosen step naming the initiator with someone else is still refused', () => {
    const [step] = resolve(def([approver({ selectRange: 1, settype: 1 })]), { toUser: { 1: [31, 40] } });
    expect([step.user_ids, step.namedSelf, step.needsChoice]).toEqual([[40], true, false]);
  });
});

describe('或签 and 会签', () => {
  it('keeps the mode of each step for the run to apply', () => {
    expect(
      resolve(def([approver({ selectRange: 3, source: '7', mode: 2 }), approver({ mode: 1 })])).map((s) => s.mode),
    ).toEqual([2, 1]);
  });
});
