import { contractEntity, customerEntity, opportunityEntity, rivalEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { relatedLabel, relatedTargets, withoutBackReference } from './related-lists.ts';

describe('related lists', () => {
  it('keeps the lists whose target page the member holds, in the declared order', () => {
    const held = new Set(['customer_offer', 'customer_contactsUser']);
    expect(relatedTargets(customerEntity, (n) => held.has(n)).map((r) => [r.target.key, r.field])).toEqual([
      ['contact', 'enterprise_id'],
      ['offer', 'enterprise_id'],
    ]);
    // a customer's whole chain: its people, its pipeline and its money
    expect(relatedTargets(customerEntity, () => true).map((r) => r.target.title)).toEqual([
      '联系人',
      '商机',
      '报价',
      '合同',
      '回款记录',
    ]);
    expect(relatedTargets(rivalEntity, () => true).map((r) => r.target.title)).toEqual(['竞品']);
    expect(relatedTargets(customerEntity, () => false)).toEqual([]);
  });

  it('labels a tab with its count, 10000+ past the counted rows', () => {
    expect(relatedLabel('商机')).toBe('商机');
    expect(relatedLabel('商机', { count: 3 })).toBe('商机 (3)');
    expect(relatedLabel('报价', { count: 10000, capped: true })).toBe('报价 (10000+)');
  });

  it('drops the reference back to the parent from the target', () => {
    const { fields } = withoutBackReference(opportunityEntity, 'enterprise_id');
    expect(fields.some((f) => f.key === 'enterprise_id')).toBe(false);
    expect(fields).toHaveLength(opportunityEntity.fields.length - 1);
  });

  it('lists a contract’s 开票申请 by their multi-reference 关联合同', () => {
    expect(
      relatedTargets(contractEntity, (n) => n === 'financial_invoice').map((r) => [r.target.key, r.field]),
    ).toEqual([['invoice', 'contract_ids']]);
  });
});
