import {
  ENTITIES,
  contractEntity,
  customerEntity,
  isListColumn,
  opportunityEntity,
  productEntity,
} from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { cardFields } from './card-fields.ts';
import { statusTone } from './status-tone.ts';

const keys = (def: Parameters<typeof cardFields>[0]) => {
  const { facts, tag } = cardFields(def);
  return { facts: facts.map((f) => f.key), tag: tag?.key };
};

describe('what a phone card shows', () => {
  it('declares only list fields, which a list page reads, and an enum as the tag', () => {
    for (const def of ENTITIES.filter((e) => e.card)) {
      const listed = new Map(def.fields.filter(isListColumn).map((f) => [f.key, f]));
      for (const key of def.card!.facts) expect(listed.has(key), `${def.key}.${key}`).toBe(true);
      if (def.card!.tag) expect(listed.get(def.card!.tag)?.type, `${def.key}.${def.card!.tag}`).toBe('enum');
    }
  });

  it('shows the money and state a salesperson asks about', () => {
    expect(keys(contractEntity)).toEqual({
      facts: ['contract_no', 'company_name', 'amount', 'stay_amount'],
      tag: 'status',
    });
    expect(keys(customerEntity)).toEqual({
      facts: ['level', 'contact_name', 'phone', 'next_follow_time'],
      tag: 'deal_status',
    });
    expect(keys(opportunityEntity).facts).toEqual(expect.arrayContaining(['amount', 'stage_name']));
  });

  it('falls back to the first list fields and the status as tag', () => {
    const first = productEntity.fields.filter((f) => isListColumn(f) && f.key !== productEntity.titleField);
    const status = first.find((f) => f.key === 'status' && f.type === 'enum');
    expect(keys(productEntity)).toEqual({
      facts: first
        .filter((f) => f !== status)
        .slice(0, 4)
        .map((f) => f.key),
      tag: status?.key,
    });
  });
});

describe('the colour of a state', () => {
  it('reads what the state means: trouble red, done green, under way blue, closed grey', () => {
    expect(['已驳回', '输单', '待回款（已逾期）', '部分回款（已逾期）'].map(statusTone)).toEqual([
      'error',
      'error',
      'error',
      'error',
    ]);
    expect(['已通过', '已成交', '赢单', '已回款', '已转客户'].map(statusTone)).toEqual([
      'success',
      'success',
      'success',
      'success',
      'success',
    ]);
    expect(['审核中', '审批中', '进行中', '待回款', '已发送'].map(statusTone)).toEqual([
      'processing',
      'processing',
      'processing',
      'processing',
      'processing',
    ]);
    expect(['待提交', '已作废', '未成交', '草稿', '已撤回'].map(statusTone)).toEqual([
      'default',
      'default',
      'default',
      'default',
      'default',
    ]);
    expect(statusTone('部分回款')).toBe('warning');
  });
});
