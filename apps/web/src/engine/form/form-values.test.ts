import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isFormField } from '../field-model.ts';
import { dealEntity } from '../../test/deal-entity.ts';
import { quoteEntity } from '../../test/quote-entity.ts';
import { addPayload, changedPayload, initialFormValues } from './form-values.ts';
import type { EditableLine } from './product-line-values.ts';

const fields = dealEntity.fields.filter(isFormField);

describe('form values', () => {
  it('a multi-reference (关键决策人) goes to the form and back as a list of ids', () => {
    const makers = [{ key: 'decision_maker_ids', label: '关键决策人', type: 'references', entity: 'contact' }] as const;
    expect(initialFormValues(makers, { id: 1, decision_maker_ids: [4, 7] }).decision_maker_ids).toEqual([4, 7]);
    expect(addPayload(makers, { decision_maker_ids: [4, 7] })).toEqual({ decision_maker_ids: [4, 7] });
  });

  it('an add page takes single choices named by its query (新建报价 from an opportunity) and nothing else', () => {
    const v = initialFormValues(
      fields,
      undefined,
      new URLSearchParams('enterprise_id=7&kind=2&sales_id=3&helper_ids=4&deal_name=x&step=1'),
    );
    expect(v).toMatchObject({ enterprise_id: 7, kind: 2, sales_id: 3 });
    expect(v.helper_ids).toBeUndefined();
    expect(v.deal_name).toBeUndefined();
    expect(
      initialFormValues(fields, undefined, new URLSearchParams('enterprise_id=abc')).enterprise_id,
    ).toBeUndefined();
  });

  it('an add page takes values from the record its query names (a quote’s amount), after the query’s ids and before the declared defaults', () => {
    const query = new URLSearchParams('enterprise_id=7');
    const v = initialFormValues(fields, undefined, query, { amount: '135600.00', enterprise_id: 9, deal_name: null });
    expect(v).toMatchObject({ enterprise_id: 7, amount: 135600 });
    expect(v.deal_name).toBeUndefined();
    expect(addPayload(fields, v)).toMatchObject({ enterprise_id: 7, amount: 135600 });
  });

  it('turn a record into widget values: dates as dayjs, numbers as numbers, members as ids', () => {
    const v = initialFormValues(fields, {
      id: 1,
      amount: '1234.50',
      sign_date: '2024-05-01',
      meet_time: '2024-05-01 08:30:00',
      kind: 1,
      helper_ids: '3,5',
      deal_name: 'x',
    });
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
    expect(payload).toEqual({
      deal_name: '年度框架',
      amount: 100.5,
      sign_date: '2024-05-01',
      meet_time: '2024-05-01 08:30:15',
    });
  });

  it('update sends only what changed, a cleared value as null', () => {
    const before = initialFormValues(fields, {
      id: 1,
      deal_name: 'x',
      amount: '10.00',
      sign_date: '2024-05-01',
      helper_ids: [3],
    });
    const after = { ...before, amount: 10, sign_date: dayjs('2024-05-02'), helper_ids: [3, 4], deal_name: 'x ' };
    expect(changedPayload(fields, before, after)).toEqual({ sign_date: '2024-05-02', helper_ids: [3, 4] });
    expect(changedPayload(fields, before, { ...before, amount: null })).toEqual({ amount: null });
  });
});

describe('product lines in the form values', () => {
  const linesFields = quoteEntity.fields.filter(isFormField);
  const stored = {
    product_id: 3,
    spec_id: 31,
    module_id: null,
    service_id: null,
    price: '199.00',
    quantity: '1.00',
    discount: '0.00',
    remark: '',
    product_name: '云服务器',
    spec_name: '8核16G',
    module_name: '',
    unit: '台',
    subtotal: '199.00',
  };

  it("are the record's lines (an empty list when it has none)", () => {
    expect(initialFormValues(linesFields, { id: 1, product_lines: [stored] }).product_lines).toEqual([
      expect.objectContaining({ product_name: '云服务器', price: '199.00' }),
    ]);
    expect(initialFormValues(linesFields, { id: 1, product_lines: null }).product_lines).toEqual([]);
  });

  it('go out without names, unit or subtotal; update sends them only when a line changed', () => {
    const before = initialFormValues(linesFields, { id: 1, title: '年度采购', product_lines: [stored] });
    expect(changedPayload(linesFields, before, before)).toEqual({});
    const [line] = before.product_lines as EditableLine[];
    const after = { ...before, product_lines: [{ ...line, quantity: '2.5', remark: ' 加急 ' }] };
    expect(changedPayload(linesFields, before, after)).toEqual({
      product_lines: [{ product_id: 3, spec_id: 31, price: '199.00', quantity: '2.5', discount: '0', remark: '加急' }],
    });
    expect(changedPayload(linesFields, before, { ...before, product_lines: [] })).toEqual({ product_lines: [] });
    expect(addPayload(linesFields, { title: '空报价', product_lines: [] })).toEqual({ title: '空报价' });
  });
});
