import { STORAGE_KEYS } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { readRecentDepts, rememberDept, RECENT_DEPTS_MAX } from './recent-depts.ts';

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.habitDeptList) ?? 'null') as unknown;

describe('recent departments (habitDeptList)', () => {
  it('keeps the most recent first, once each', () => {
    rememberDept({ value: 2, label: '销售部' });
    rememberDept({ value: 5, label: '财务部' });
    rememberDept({ value: 2, label: '销售部' });
    expect(readRecentDepts()).toEqual([
      { value: 2, label: '销售部' },
      { value: 5, label: '财务部' },
    ]);
    expect(stored()).toEqual(readRecentDepts());
  });

  it('keeps at most 10, dropping the oldest', () => {
    for (let i = 1; i <= 12; i++) rememberDept({ value: i, label: `部门${i}` });
    const recent = readRecentDepts();
    expect(RECENT_DEPTS_MAX).toBe(10);
    expect(recent).toHaveLength(10);
    expect(recent.map((d) => d.value)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads a damaged entry as none', () => {
    localStorage.setItem(STORAGE_KEYS.habitDeptList, '{oops');
    expect(readRecentDepts()).toEqual([]);
    localStorage.setItem(
      STORAGE_KEYS.habitDeptList,
      JSON.stringify([{ value: 1, label: '总经办' }, 'x', { value: 'y' }]),
    );
    expect(readRecentDepts()).toEqual([{ value: 1, label: '总经办' }]);
  });
});
