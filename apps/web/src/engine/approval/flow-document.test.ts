import {
  contractEntity,
  contractRefundEntity,
  customerEntity,
  leaveEntity,
  recordCondition,
} from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../entity-api.ts';
import { awaitsSubmission, inApproval, isChangeable, isFlowDocument, maySubmit } from './flow-document.ts';

const row = (extra: Record<string, unknown>) => ({ id: 7, ...extra }) as EntityRow;

describe('flow documents', () => {
  it('are the entities with a flow type that are not OA applications', () => {
    expect(isFlowDocument(contractEntity)).toBe(true);
    expect(isFlowDocument(contractRefundEntity)).toBe(true);
    expect(isFlowDocument(leaveEntity)).toBe(false);
    expect(isFlowDocument(customerEntity)).toBe(false);
  });

  it('are submitted and changed only while 待提交, 已驳回 or 已撤回; withdrawn while 审批中', () => {
    for (const status of [1, 4, 5]) {
      expect(awaitsSubmission(contractEntity, row({ status }))).toBe(true);
      expect(isChangeable(contractEntity, row({ status }))).toBe(true);
    }
    for (const status of [2, 3, 9]) {
      expect(awaitsSubmission(contractEntity, row({ status }))).toBe(false);
      expect(isChangeable(contractEntity, row({ status }))).toBe(false);
    }
    expect(inApproval(contractRefundEntity, row({ status: 2 }))).toBe(true);
    expect(inApproval(contractRefundEntity, row({ status: 3 }))).toBe(false);
    // other entities keep their 编辑 and 删除 whatever their status
    expect(isChangeable(customerEntity, row({ status: 2 }))).toBe(true);
    expect(isChangeable(leaveEntity, row({ status: 1 }))).toBe(true);
  });

  it('are submitted by their owner (合同) or by whoever entered them (合同退款)', () => {
    expect(maySubmit(contractEntity, row({ owner_user_id: 3, create_user_id: 9 }), 3)).toBe(true);
    expect(maySubmit(contractEntity, row({ owner_user_id: 9, create_user_id: 3 }), 3)).toBe(false);
    expect(maySubmit(contractRefundEntity, row({ owner_user_id: 9, create_user_id: 3 }), 3)).toBe(true);
    expect(maySubmit(contractRefundEntity, row({ owner_user_id: 3, create_user_id: 9 }), 3)).toBe(false);
  });

  it('give the preview the saved amounts as numbers, choices, dates and people, as the server compares them', () => {
    const condition = recordCondition(
      contractEntity,
      row({
        title: '年度维保',
        amount: '120000.50',
        contract_type: 2,
        sign_date: '2024-05-01',
        sign_user_id: 4,
        back_amount: null,
        terms: '<p>x</p>',
      }),
    );
    expect(condition).toEqual({ amount: 120000.5, contract_type: 2, sign_date: '2024-05-01', sign_user_id: 4 });
  });
});
