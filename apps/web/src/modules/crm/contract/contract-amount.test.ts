import { describe, expect, it } from 'vitest';
import { contractTitleOf } from './contract-api.ts';
import { contractAmountNote } from './contract-amount.ts';

const QUOTE = { title: '华锐智能安全网关采购报价', discount: '3.00', tax_rate: 13 };

describe('合同金额 against the product lines', () => {
  it('says nothing without lines or an amount', () => {
    expect(contractAmountNote('1000', undefined)).toBeUndefined();
    expect(contractAmountNote(undefined, '1000.00')).toBeUndefined();
    expect(contractAmountNote('', '1000.00')).toBeUndefined();
  });

  it('the same figure: says they agree', () => {
    expect(contractAmountNote('315400', '315400.00')).toEqual({ tone: 'ok', text: '与产品明细合计一致' });
  });

  it("a quote's total with tax: explains it by the quote's discount and tax rate", () => {
    expect(contractAmountNote('140958.46', '128600.00', QUOTE)).toEqual({
      tone: 'ok',
      text: '产品明细合计 128,600.00 元，按报价「华锐智能安全网关采购报价」的整单折扣 3%、税率 13%计为含税 140,958.46 元',
    });
    expect(contractAmountNote('356402', '315400.00', { title: '甲报价', discount: '0', tax_rate: 13 })?.text).toBe(
      '产品明细合计 315,400.00 元，按报价「甲报价」的税率 13%计为含税 356,402.00 元',
    );
  });

  it('another figure: says how far apart, and offers the figures it may be set to', () => {
    expect(contractAmountNote('356402', '300000.00', QUOTE)).toEqual({
      tone: 'differs',
      text: '与产品明细合计 300,000.00 元相差 56,402.00 元，请核对（如含税或另有费用，可在备注中说明）',
      choices: [
        { label: '按报价整单折扣 3%、税率 13%计为 328,830.00 元', amount: '328830.00' },
        { label: '改为产品明细合计 300,000.00 元', amount: '300000.00' },
      ],
    });
    expect(contractAmountNote('90000', '100000.00')).toMatchObject({
      tone: 'differs',
      choices: [{ amount: '100000.00' }],
    });
  });
});

describe('合同名称 from a quote', () => {
  it('is the quote’s, signed as a contract', () => {
    expect(contractTitleOf('华锐智能安全网关采购报价')).toBe('华锐智能安全网关采购合同');
    expect(contractTitleOf('云平台一期报价单 ')).toBe('云平台一期合同');
    expect(contractTitleOf('ERP 实施方案')).toBe('ERP 实施方案合同');
    expect(contractTitleOf('报价')).toBe('');
    expect(contractTitleOf('长'.repeat(100))).toHaveLength(100);
  });
});
