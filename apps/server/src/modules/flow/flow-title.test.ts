import { FLOW_TYPES } from '@suwork/domain';
import {
  borrowEntity,
  contractEntity,
  ENTITIES,
  expenseEntity,
  FLOW_TITLE_MAX,
  flowTitleFields,
  flowTitleOf,
  goOutEntity,
  invoiceEntity,
  leaveEntity,
  paymentEntity,
  quitHandoverEntity,
  useCarEntity,
  useSealEntity,
} from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';

const chars = (s: string) => Array.from(s).length;

describe('approval titles (EntityDef.flowTitle)', () => {
  it('declares the facts of every document in approval, naming its own fields', () => {
    const documents = ENTITIES.filter((d) => d.flowType !== undefined);
    // every flow type with a document: 1–21
    expect(documents.map((d) => d.flowType).sort((a, b) => a! - b!)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    for (const d of documents) {
      expect(d.flowTitle?.length, d.key).toBeGreaterThan(0);
      for (const key of flowTitleFields(d))
        expect(
          d.fields.some((f) => f.key === key),
          `${d.key}.${key}`,
        ).toBe(true);
      expect(FLOW_TYPES.some((t) => t.flow_type === d.flowType)).toBe(true);
    }
  });

  it('reads a leave as its type, its days in company dates and its length', () => {
    const leave = {
      leave_type: 3,
      leave_type_name: '年假',
      start_date: '2026-11-27',
      start_half: 1,
      end_date: '2026-11-28',
      end_half: 2,
      duration: '2.00',
      reason: '回老家探亲',
    };
    expect(flowTitleOf(leaveEntity, leave)).toBe('请假 · 年假 · 11-27 至 11-28 · 2天');
    // one day, half of it; the dictionary's current label wins over the declared one
    expect(
      flowTitleOf(leaveEntity, {
        ...leave,
        leave_type_name: '带薪年假',
        end_date: '2026-11-27',
        end_half: 1,
        duration: '0.50',
      }),
    ).toBe('请假 · 带薪年假 · 11-27 · 0.5天');
  });

  it('reads amounts in yuan with the cent and thousands, and the free text as typed', () => {
    expect(flowTitleOf(expenseEntity, { amount: '1860.5', title: '11月华东客户巡访差旅费' })).toBe(
      '报销 · ¥1,860.50 · 11月华东客户巡访差旅费',
    );
    expect(flowTitleOf(borrowEntity, { money: '3000', reason: '华东客户巡访\n差旅备用金' })).toBe(
      '借款 · ¥3,000.00 · 华东客户巡访 差旅备用金',
    );
    expect(flowTitleOf(paymentEntity, { amount: '680.00', payee: '杨磊' })).toBe('付款 · ¥680.00 · 杨磊');
    expect(flowTitleOf(contractEntity, { title: '华锐智能安全网关采购合同', amount: '140958.46' })).toBe(
      '合同 · 华锐智能安全网关采购合同 · ¥140,958.46',
    );
    expect(flowTitleOf(invoiceEntity, { invoice_type: 1, amount: '29000.00' })).toBe(
      '开票申请 · 增值税普票 · ¥29,000.00',
    );
    expect(flowTitleOf(contractEntity, { title: '大额合同', amount: '1234567890.1' })).toBe(
      '合同 · 大额合同 · ¥1,234,567,890.10',
    );
  });

  it('reads times in company time as given, a same-day span once, names, quantities and lead-ins', () => {
    expect(
      flowTitleOf(goOutEntity, {
        place: '武汉长江能源科技有限公司',
        start_time: '2026-11-27 09:00:00',
        end_time: '2026-11-27 12:00:00',
        hours: '3.0',
      }),
    ).toBe('外出 · 武汉长江能源科技有限公司 · 11-27 09:00 至 12:00 · 3小时');
    expect(
      flowTitleOf(useCarEntity, {
        car: '沪A·12345',
        start_time: '2026-11-27 18:00:00',
        end_time: '2026-11-28 08:30:00',
        destination: '浦东机场',
      }),
    ).toBe('用车 · 沪A·12345 · 11-27 18:00 至 11-28 08:30 · 前往浦东机场');
    expect(
      flowTitleOf(useSealEntity, {
        seal_type: 3,
        seal_type_name: '财务专用章',
        file_name: '季度增值税申报表',
        copies: 2,
      }),
    ).toBe('用印 · 财务专用章 · 季度增值税申报表 · 2份');
    expect(
      flowTitleOf(quitHandoverEntity, {
        quit_user_id: 4,
        quit_user_name: '孙丽',
        receiver_id: 5,
        receiver_name: '李娜',
        handover_date: '2026-12-31',
      }),
    ).toBe('离职交接 · 孙丽 · 交接给李娜 · 12-31');
  });

  it('leaves out the facts that hold nothing', () => {
    expect(flowTitleOf(paymentEntity, { amount: '680.00', payee: '  ' })).toBe('付款 · ¥680.00');
    expect(flowTitleOf(leaveEntity, {})).toBe('请假');
  });

  it(`keeps within ${FLOW_TITLE_MAX} characters, cutting the free text short with …`, () => {
    const reason = '华东客户巡访差旅备用金'.repeat(20);
    const title = flowTitleOf(borrowEntity, { money: '3000', reason });
    expect(chars(title)).toBe(FLOW_TITLE_MAX);
    expect(title.startsWith('借款 · ¥3,000.00 · 华东客户巡访差旅备用金')).toBe(true);
    expect(title.endsWith('…')).toBe(true);
    // the facts after a long free text stay whole
    const contract = flowTitleOf(contractEntity, { title: '很长的合同名称'.repeat(20), amount: '140958.46' });
    expect(chars(contract)).toBe(FLOW_TITLE_MAX);
    expect(contract.endsWith('… · ¥140,958.46')).toBe(true);
    // a short title is left alone; characters outside the BMP count once, as the column counts them
    expect(flowTitleOf(expenseEntity, { amount: '1', title: '𠮷'.repeat(10) })).toBe(
      `报销 · ¥1.00 · ${'𠮷'.repeat(10)}`,
    );
    expect(chars(flowTitleOf(expenseEntity, { amount: '1', title: '𠮷'.repeat(200) }))).toBe(FLOW_TITLE_MAX);
  });
});
