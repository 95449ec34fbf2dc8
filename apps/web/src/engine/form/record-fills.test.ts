import { f } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import { carriesSources, fillCell, fillCells, filledValues, planFill } from './record-fills.ts';

const fields = [
  f.money('amount', '回款金额（元）'),
  f.text('company', '发票抬头'),
  f.text('address_phone', '地址、电话'),
];
const fills = {
  amount: 'stay_amount',
  company: { first: ['invoice_title', 'enterprise_name'] },
  address_phone: { join: ['invoice_address', 'invoice_phone'] },
};

describe('what a chosen record fills in', () => {
  it('a field as it is, the first non-empty of several, or the non-empty ones joined by a space', () => {
    const record = {
      id: 1,
      stay_amount: '15000.00',
      invoice_title: ' ',
      enterprise_name: '南京金陵商贸',
      invoice_address: '南京市鼓楼区',
      invoice_phone: null,
    };
    expect(fillCells(fills, record)).toEqual({
      amount: '15000.00',
      company: '南京金陵商贸',
      address_phone: '南京市鼓楼区',
    });
    expect(fillCell({ join: ['a', 'b'] }, { a: '', b: '' })).toBe('');
    expect(filledValues(fields, fills, record)).toEqual({
      amount: 15000,
      company: '南京金陵商贸',
      address_phone: '南京市鼓楼区',
    });
  });

  it('a picked row is enough when it carries every field read; else the record is read', () => {
    expect(carriesSources({ amount: 'stay_amount' }, { id: 1, stay_amount: '0.00' })).toBe(true);
    expect(carriesSources(fills, { id: 1, stay_amount: '0.00', enterprise_name: '甲' })).toBe(false);
  });
});

describe('how a fill meets what the form holds', () => {
  const next = { amount: 15000, company: '南京金陵商贸', address_phone: '' };

  it('empty fields take the values at once; a typed value is asked about, never replaced by nothing', () => {
    expect(planFill(fields, {}, new Map(), next)).toEqual({
      apply: { amount: 15000, company: '南京金陵商贸' },
      ask: {},
    });
    expect(planFill(fields, { amount: 5000, address_phone: '手写地址' }, new Map(), next)).toEqual({
      apply: { company: '南京金陵商贸' },
      ask: { amount: 15000 },
    });
  });

  it('what an earlier fill put there is replaced without asking, and cleared when the new record has nothing', () => {
    const filled = new Map<string, number | string>([
      ['amount', 60000],
      ['address_phone', '深圳市南山区 0755-86001234'],
    ]);
    expect(planFill(fields, { amount: 60000, address_phone: '深圳市南山区 0755-86001234' }, filled, next)).toEqual({
      apply: { amount: 15000, company: '南京金陵商贸', address_phone: '' },
      ask: {},
    });
  });

  it('the same value is left alone, however it is written', () => {
    expect(
      planFill(fields, { amount: 15000, company: '南京金陵商贸' }, new Map(), {
        amount: 15000.0,
        company: '南京金陵商贸',
      }),
    ).toEqual({ apply: {}, ask: {} });
  });
});
