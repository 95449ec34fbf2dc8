import { contactEntity, customerEntity, type EntityDef } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { rowActionsWidth } from './column-budget.ts';
import {
  applySettings,
  defaultSettings,
  isColumnWidth,
  isDefault,
  mergeSettings,
  moveColumn,
  updateColumn,
} from './column-settings.ts';
import { defaultColumnWidth } from './column-widths.ts';
import { listColumns } from './columns.tsx';

const keys = (cols: readonly { key?: unknown }[]) => cols.map((c) => c.key);
const field = (def: EntityDef, key: string) => def.fields.find((f) => f.key === key)!;
/** 查看, 编辑, 删除 */
const ACTIONS = rowActionsWidth(3);

describe('default columns', () => {
  it('are the list fields, then 负责人 and 创建时间, hidden as declared', () => {
    const d = defaultSettings(customerEntity, ACTIONS);
    expect(keys(d)).toEqual([
      'enterprise_name',
      'source',
      'industry',
      'level',
      'deal_status',
      'contact_name',
      'phone',
      'tags',
      'next_follow_time',
      'last_follow_time',
      'owner_user_name',
      'create_time',
    ]);
    expect(d.filter((c) => c.hidden).map((c) => c.key)).toEqual(['industry', 'last_follow_time']);
    expect(d.every((c) => c.width === null)).toBe(true);
  });

  it('are as wide as their type needs: title 200, phone 130, datetime 160, member 90, enums by their labels, money 120 on the right', () => {
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'enterprise_name'))).toBe(200);
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'phone'))).toBe(130);
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'next_follow_time'))).toBe(160);
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'tags'))).toBe(130);
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'contact_name'))).toBe(100);
    // 成交状态: 未成交 / 已成交 → the least; 客户级别: C（非优先客户）
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'deal_status'))).toBe(80);
    expect(defaultColumnWidth(customerEntity, field(customerEntity, 'level'))).toBe(130);
    const money = { ...field(customerEntity, 'phone'), key: 'amount', type: 'money' as const, list: true };
    const withMoney = { ...customerEntity, fields: [...customerEntity.fields, money] };
    const col = listColumns(withMoney, {}).find((c) => c.key === 'amount')!;
    expect([col.width, col.align]).toEqual([120, 'right']);
    const owner = listColumns(customerEntity, {}).find((c) => c.key === 'owner_user_name')!;
    expect([owner.title, owner.width]).toEqual(['负责人', 90]);
  });
});

describe('saved columns over the declared ones', () => {
  const defaults = defaultSettings(contactEntity, ACTIONS);

  it('come in the saved order; columns the list gained follow their declared neighbour; lost ones go', () => {
    const saved = [
      { key: 'mobile', hidden: false, width: 150 },
      { key: 'fax', hidden: false, width: 100 },
      { key: 'contact_name', hidden: false, width: null },
      { key: 'enterprise_id', hidden: true, width: null },
    ];
    const merged = mergeSettings(defaults, saved, 'contact_name');
    expect(keys(merged)).toEqual([
      'mobile',
      'phone',
      'email',
      'position',
      'is_decision_maker',
      'tags',
      'next_follow_time',
      'owner_user_name',
      'create_time',
      'contact_name',
      'enterprise_id',
    ]);
    expect(new Set(keys(merged))).toEqual(new Set(keys(defaults)));
    expect(merged.find((c) => c.key === 'mobile')?.width).toBe(150);
    expect(merged.find((c) => c.key === 'enterprise_id')?.hidden).toBe(true);
  });

  it('never hide the title column, and nothing saved is the defaults', () => {
    const merged = mergeSettings(defaults, [{ key: 'contact_name', hidden: true, width: null }], 'contact_name');
    expect(merged.find((c) => c.key === 'contact_name')?.hidden).toBe(false);
    expect(mergeSettings(defaults, [], 'contact_name')).toEqual(defaults);
    expect(isDefault(mergeSettings(defaults, [], 'contact_name'), defaults)).toBe(true);
    expect(isDefault(updateColumn(defaults, 'mobile', { width: 200 }), defaults)).toBe(false);
    expect(isDefault(moveColumn(defaults, 'mobile', -1), defaults)).toBe(false);
  });

  it('move one place at a time, not past either end', () => {
    expect(keys(moveColumn(defaults, 'mobile', -1)).slice(0, 3)).toEqual(['contact_name', 'mobile', 'enterprise_id']);
    expect(keys(moveColumn(defaults, 'enterprise_id', -1)).slice(0, 3)).toEqual([
      'enterprise_id',
      'contact_name',
      'mobile',
    ]);
    expect(keys(moveColumn(defaults, 'contact_name', -1))).toEqual(keys(defaults));
    expect(keys(moveColumn(defaults, 'create_time', 1))).toEqual(keys(defaults));
  });

  it('widths are whole pixels within 60–600', () => {
    expect([60, 600, 130].every(isColumnWidth)).toBe(true);
    expect([59, 601, 120.5, '120', null, undefined].some(isColumnWidth)).toBe(false);
  });
});

describe('the table with the settings', () => {
  it('leaves out hidden columns, orders and sizes the others, keeps the row actions last', () => {
    const columns = listColumns(customerEntity, { actions: { width: 160, render: () => null } });
    const settings = updateColumn(moveColumn(defaultSettings(customerEntity, ACTIONS), 'phone', -1), 'tags', {
      width: 250,
    });
    const out = applySettings(columns, settings);
    expect(keys(out)).toEqual([
      'enterprise_name',
      'source',
      'level',
      'deal_status',
      'phone',
      'contact_name',
      'tags',
      'next_follow_time',
      'owner_user_name',
      'create_time',
      'actions',
    ]);
    expect(out.find((c) => c.key === 'tags')?.width).toBe(250);
    expect(out.find((c) => c.key === 'phone')?.width).toBe(130);
  });
});
