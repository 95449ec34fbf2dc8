import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isFormField } from '../field-model.ts';
import { dealEntity } from '../../test/deal-entity.ts';
import { addPayload, changedPayload, initialFormValues } from './form-values.ts';

const fields = dealEntity.fields.filter(isFormField);

describe('form values', () => {
  it('turn a record into widget values: dates as dayjs, numbers as numbers, members as ids', () => {
    const v = initialFormValues(fields, { id: 1, amount: '1234.50', sign_date: '2024-05-01', meet_time: '2024-05-01 08:30:00', kind: 1, helper_ids: '3,5', deal_name: 'x' });
    expect(v.amount).toBe(1234.5);
    expect(dayjs.isDayjs(v.sign_date) && v.sign_date.format('YYYY-MM-DD')).toBe('2024-05-01');
    expect(v.helper_ids).toEqual([3, 5]);
    expect(v.kind).toBe(1);
    expect(v.rate).toBeUndefined();
  });

  it('add sends dates as YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, trims text and leaves out empty fields', () => {
    const payload = addPayload(fields, {
      deal_name: '  年度框架 ',
      amount: 100.5,
      sign_date: dayjs('2024-05-01 13:00'),
      meet_time: dayjs('2024-05-01 08:30:15'),
      kind: undefined,
      helper_ids: [],
      rate: null,
    });
    expect(payload).toEqual({ deal_name: '年度框架', amount: 100.5, sign_date: '2024-05-01', meet_time: '2024-05-01 08:30:15' });
  });

  it('update sends only what changed, a cleared value as null', () => {
    const before = initialFormValues(fields, { id: 1, deal_name: 'x', amount: '10.00', sign_date: '2024-05-01', helper_ids: [3] });
    const after = { ...before, amount: 10, sign_date: dayjs('2024-05-02'), helper_ids: [3, 4], deal_name: 'x ' };
    expect(changedPayload(fields, before, after)).toEqual({ sign_date: '2024-05-02', helper_ids: [3, 4] });
    expect(changedPayload(fields, before, { ...before, amount: null })).toEqual({ amount: null });
  });
});
