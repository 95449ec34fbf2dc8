import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderQuotePdf, type QuotePdfInput, type QuotePdfLine } from '../src/modules/sales/quote-pdf.ts';

/** An 8×8 PNG in two colours. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAKElEQVR4nGOQCpknFTLvQ4XGhwoNZDYDVlGpkHkMWEWhElhNY6CDHQCpKFOBMzHtaQAAAABJRU5ErkJggg==',
  'base64',
);

const LONG_NAME = '企业级私有化部署一体化协同办公平台（含流程引擎、知识库、即时通讯与移动端）旗舰版年度订阅服务';

function line(i: number): QuotePdfLine {
  return {
    product_name: i === 0 ? LONG_NAME : `云服务器套餐${i + 1}号`,
    spec_name: i % 3 === 0 ? '8核16G' : '',
    module_name: i % 4 === 0 ? '运维模块' : '',
    unit: '套',
    price: '1200.00',
    quantity: '2',
    discount: '95.00',
    subtotal: '2280.00',
    remark: i === 1 ? '首年免费上门培训一次' : '',
  };
}

function quoteInput(lineCount: number, logo?: QuotePdfInput['company']['logo']): QuotePdfInput {
  return {
    company: { name: '苏州速沃信息科技有限公司', logo },
    quote: {
      offer_no: 'BJ-20261124-0001',
      version: 2,
      title: '协同办公平台采购报价',
      customer_name: '上海星辰科技有限公司',
      contact_name: '王晓明',
      owner_name: '李娜',
      create_date: '2026-11-24',
      valid_until: '2026-12-24',
      discount: '5.00',
      tax_rate: '13',
      lines_amount: '12995.00',
      before_tax: '12345.25',
      tax_amount: '1604.88',
      after_tax: '13950.13',
      terms:
        '1. 本报价有效期为 30 天。\n2. 付款方式：合同签订后支付 50% 预付款，验收合格后支付余款。\n' +
        '3. 交付周期：收到预付款后 15 个工作日内完成部署。'.repeat(6),
      status_name: '已提交',
    },
    lines: Array.from({ length: lineCount }, (_, i) => line(i)),
  };
}

async function parse(pdf: Uint8Array) {
  // The parser hands its buffer to a worker, so it gets a copy.
  const parser = new PDFParse({ data: pdf.slice() });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageThreshold: 0, imageDataUrl: false });
    return { text, images };
  } finally {
    await parser.destroy();
  }
}

const squash = (s: string) => s.replace(/\s+/g, '');

describe('quote PDF', () => {
  it('shows the quote in Chinese: number, title, customer, products, terms and totals', async () => {
    const pdf = await renderQuotePdf(quoteInput(3));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);

    const { text } = await parse(pdf);
    expect(text.total).toBe(1);
    for (const s of [
      '报价单',
      'BJ-20261124-0001 (v2)',
      '上海星辰科技有限公司',
      '王晓明',
      '李娜',
      '2026-12-24',
      '云服务器套餐2号',
      '8核16G',
      '备注：首年免费上门培训一次',
      '条款',
      '¥13,950.13',
      '¥1,604.88',
      '第 1 页 / 共 1 页',
    ]) {
      expect(text.text).toContain(s);
    }
    // A long product name wraps inside its cell, with nothing cut off.
    expect(squash(text.text)).toContain(LONG_NAME);
    expect(squash(text.text)).toContain(squash('收到预付款后 15 个工作日内完成部署'));
  });

  it('continues a long quote on further pages with the table header and page numbers on each', async () => {
    const pdf = await renderQuotePdf(quoteInput(120));
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);

    const { text } = await parse(pdf);
    expect(text.total).toBeGreaterThan(1);
    for (const page of text.pages) {
      expect(page.text).toContain(`第 ${page.num} 页 / 共 ${text.total} 页`);
      expect(page.text).toContain('BJ-20261124-0001');
    }
    const withRows = text.pages.filter((p) => p.text.includes('云服务器套餐'));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page.text).toContain('产品/服务');
    // No line is lost at a page break.
    for (let i = 2; i <= 120; i++) expect(text.text).toContain(`云服务器套餐${i}号`);
    expect(text.pages.at(-1)!.text).toContain('¥13,950.13');
  });

  it('puts the company logo on the first page', async () => {
    const pdf = await renderQuotePdf(quoteInput(2, { bytes: LOGO_PNG, type: 'png' }));
    const { text, images } = await parse(pdf);
    expect(text.text).toContain('苏州速沃信息科技有限公司');
    expect(images.pages[0].images.map((i) => [i.width, i.height])).toEqual([[8, 8]]);
  });

  it('still renders when the logo is not a readable image', async () => {
    const pdf = await renderQuotePdf(quoteInput(1, { bytes: new Uint8Array([1, 2, 3]), type: 'png' }));
    const { text, images } = await parse(pdf);
    expect(text.text).toContain('报价单');
    expect(images.pages[0].images).toEqual([]);
  });
});
