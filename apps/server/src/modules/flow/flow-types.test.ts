import { FLOW_TYPES, ROUTE_BY_NAME } from '@suwork/domain';
import { describe, expect, it } from 'vitest';

describe('the flow catalogue', () => {
  it('numbers every approvable form once, 1 to 23, each with its Chinese name', () => {
    expect(FLOW_TYPES.map((f) => f.flow_type)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(new Set(FLOW_TYPES.map((f) => f.key)).size).toBe(23);
    expect(FLOW_TYPES.map((f) => f.flow_name).join('、')).toBe(
      '合同、合同变更、合同退款、发票、报销、付款、借款、采购、采购退货、内部采购、坏账、呆账、薪资、请假、转正、离职、离职交接、用车、用印、外出、工作交接、设备借用、项目验收',
    );
  });

  it('points each info_route at a route the web app has', () => {
    for (const f of FLOW_TYPES.filter((x) => x.info_route))
      expect(ROUTE_BY_NAME.has(f.info_route), f.info_route).toBe(true);
  });
});
