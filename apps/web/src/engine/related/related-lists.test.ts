import { contractEntity, customerEntity, opportunityEntity, rivalEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { addQuery, relatedLabel, relatedTargets, withoutBackReference } from './related-lists.ts';

describe('related lists', () => {
  it('keeps the lists whose target page the member holds, in the declared order', () => {
    const held = new Set(['customer_offer', 'customer_contactsUser']);
    expect(relatedTargets(customerEntity, (n) => held.has(n)).map((r) => [r.target.key, r.field])).toEqual([
      ['contact', 'enterprise_id'],
      ['offer', 'enterprise_id'],
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

  it('新建 on a contract’s 开票申请 names the contract and its customer; lists over a multi-reference count too', () => {
    const invoices = relatedTargets(contractEntity, () => true).find((r) => r.target.key === 'invoice')!;
    expect(invoices.field).toBe('contract_ids');
    expect(addQuery(invoices.field, { id: 7, enterprise_id: 3, title: '年度维保合同' }, invoices.prefill)).toEqual({ contract_ids: 7, enterprise_id: 3 });
    // a parent without the field leaves it to the form
    expect(addQuery('contract_id', { id: 7 }, { enterprise_id: 'enterprise_id' })).toEqual({ contract_id: 7 });
  });
});
