import { describe, expect, it } from 'vitest';
import { opportunityEntity } from '@suwork/domain/entities';
import {
  displayText,
  fieldMap,
  fieldsOutsideSections,
  isFormField,
  isListColumn,
  keptNames,
  nameKey,
  sectionFields,
} from './field-model.ts';
import { dealEntity } from '../test/deal-entity.ts';
import { quoteEntity } from '../test/quote-entity.ts';

const field = (key: string) => {
  const f = fieldMap(dealEntity).get(key);
  if (!f) throw new Error(key);
  return f;
};
const row = {
  id: 1,
  deal_name: '年度框架',
  amount: '1234567.5',
  rate: 13,
  kind: 2,
  enterprise_id: 9,
  enterprise_name: '上海华东科技有限公司',
  sales_id: 3,
  sales_name: '王强',
  helper_ids: [3, 4],
  helper_ids_names: '王强、李娜',
  dept: 0,
  dept_name: '全公司',
  meet_time: '2024-06-01 09:30:00',
  qty: null,
};

describe('nameKey', () => {
  it('follows the API: _id becomes _name, other keys get _name, several members _names', () => {
    expect(nameKey(field('enterprise_id'))).toBe('enterprise_name');
    expect(nameKey(field('sales_id'))).toBe('sales_name');
    expect(nameKey(field('dept'))).toBe('dept_name');
    expect(nameKey(field('helper_ids'))).toBe('helper_ids_names');
  });
});

describe('displayText', () => {
  it('money with two decimals and separators, percent with %', () => {
    expect(displayText(field('amount'), row)).toBe('1,234,567.50');
    expect(displayText(field('rate'), row)).toBe('13.00%');
  });

  it('enum label; reference, member and department names from <key>_name', () => {
    expect(displayText(field('kind'), row)).toBe('续约');
    expect(displayText(field('enterprise_id'), row)).toBe('上海华东科技有限公司');
    expect(displayText(field('sales_id'), row)).toBe('王强');
    expect(displayText(field('dept'), { ...row, dept_name: '全公司' })).toBe('全公司');
    expect(displayText(field('helper_ids'), row)).toBe('王强、李娜');
  });

  it('datetime as given, empty as empty', () => {
    expect(displayText(field('meet_time'), row)).toBe('2024-06-01 09:30:00');
    expect(displayText(field('qty'), row)).toBe('');
    expect(displayText(field('sign_date'), row)).toBe('');
  });
});

describe('emptyText', () => {
  it('says what an empty value means, in tables and detail pages alike', () => {
    const range = { ...field('dept'), emptyText: '全体员工' };
    expect(displayText(range, { id: 1, dept: null })).toBe('全体员工');
    expect(displayText(range, { id: 1, dept: 3, dept_name: '销售一部' })).toBe('销售一部');
    expect(displayText({ ...field('kind'), emptyText: '未分类' }, { id: 1, kind: null })).toBe('未分类');
  });
});

describe('form fields', () => {
  it('leave out non-writable fields; attachments are uploaded in the form', () => {
    const keys = sectionFields(dealEntity, isFormField).flatMap((s) => s.fields.map((f) => f.key));
    expect(keys).toContain('files');
    expect(keys).not.toContain('status_note');
    expect(keys).toContain('helper_ids');
  });

  it('fields outside every section still reach the detail page', () => {
    expect(fieldsOutsideSections(dealEntity).map((f) => f.key)).toEqual(['status_note']);
  });
});

describe('product lines', () => {
  const lines = fieldMap(quoteEntity).get('product_lines')!;

  it('are never a list column, even when declared `list`', () => {
    expect(quoteEntity.fields.filter(isListColumn).map((f) => f.key)).toEqual(['title', 'amount']);
  });

  it('read as their items and quantities', () => {
    const row = {
      id: 1,
      product_lines: [
        {
          product_id: 3,
          spec_id: 31,
          module_id: null,
          service_id: null,
          price: '199.00',
          quantity: '2',
          discount: '0',
          remark: '',
          product_name: '云服务器',
          spec_name: '8核16G',
          module_name: '',
          unit: '台',
          subtotal: '398.00',
        },
        {
          product_id: null,
          spec_id: null,
          module_id: null,
          service_id: 7,
          price: '500.00',
          quantity: '1',
          discount: '0',
          remark: '',
          product_name: '实施服务',
          spec_name: '',
          module_name: '',
          unit: '次',
          subtotal: '500.00',
        },
      ],
    };
    expect(displayText(lines, row)).toBe('云服务器 8核16G × 2；实施服务 × 1');
    expect(displayText(lines, { id: 1, product_lines: [] })).toBe('');
  });

  it('an integer id with its name kept beside it (阶段组, 商机阶段) is shown by the name, which is not listed again', () => {
    expect([...keptNames(opportunityEntity)]).toEqual([
      ['stage_group_id', 'stage_group_name'],
      ['stage_id', 'stage_name'],
    ]);
    expect(fieldsOutsideSections(opportunityEntity).map((f) => f.key)).not.toContain('stage_name');
    expect(fieldsOutsideSections(opportunityEntity).map((f) => f.key)).not.toContain('stage_group_name');
    expect(keptNames(dealEntity).size).toBe(0);
  });
});
