import { describe, expect, it } from 'vitest';
import { draftOf, draftProblem, newCondition, newStep, saveBodyOf } from './flow-draft.ts';
import { CONTRACT_TEMPLATE } from './flow-fixtures.ts';

const draft = () => draftOf(CONTRACT_TEMPLATE);

describe('flow draft', () => {
  it('round-trips a template into the save body', () => {
    const { flow_name: _, ...body } = CONTRACT_TEMPLATE;
    expect(saveBodyOf(draft())).toEqual(body);
  });

  it('sends only the source of the chosen range, and 或签 where one person decides', () => {
    const d = draft();
    d.steps[1] = { ...d.steps[1], members: [11], selectRange: 4 };
    expect(saveBodyOf(d).steps[1]).toEqual({
      type: 1,
      settype: 0,
      selectRange: 4,
      source: '',
      mode: 1,
      conditions: [{ field: 'amount', op: 'gte', value: 10000 }],
    });
    d.steps[1] = { ...d.steps[1], selectRange: 3 };
    expect(saveBodyOf(d).steps[1]).toMatchObject({ selectRange: 3, source: '3', mode: 2 });
  });

  it('names the first problem with its step', () => {
    const d = draft();
    expect(draftProblem(d)).toBeUndefined();
    d.steps.push({ ...newStep(2), selectRange: 3 });
    expect(draftProblem(d)).toBe('第4步：请选择角色');
    d.steps[3] = {
      ...d.steps[3],
      roles: [2],
      conditions: [{ ...newCondition(), field: 'amount', op: 'gt', value: '很多' }],
    };
    expect(draftProblem(d)).toBe('第4步：条件「amount」的值应为数字');
    d.steps[3].conditions[0].value = '';
    expect(draftProblem(d)).toBe('第4步：请填写条件的字段和值');
    expect(draftProblem({ ...d, steps: d.steps.filter((s) => s.type === 2) })).toBe('请至少设置一个审批人步骤');
  });
});
