import { TOKEN_COOKIE } from '@suwork/domain';
import { customerEntity } from '@suwork/domain/entities';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_NAME } from '../src/db/seed-data.ts';
import { createRecord } from './entity-fixtures.ts';
import { createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
let seller: string;
let offerId: number;
beforeAll(async () => {
  t = await createTestApp();
  seller = await t.login(SALES);
  const enterprise_id = await createRecord(t, seller, customerEntity);
  const offer = await t.call<{ id: number }>('POST', '/api/Offer/add', {
    token: seller,
    body: { title: '网关设备报价', enterprise_id, valid_until: '2099-12-31', tax_rate: 0 },
  });
  offerId = offer.body.data.id;
});
afterAll(async () => t.close());

/** 下载PDF as a browser tab opens it: the address alone, with whatever cookie the browser holds. */
const openInTab = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Offer/pdf?offer_id=${offerId}`,
    headers: cookie ? { cookie: `${TOKEN_COOKIE}=${cookie}` } : {},
  });

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('下载PDF opened in a new tab', () => {
  it('answers the quote as a PDF to the session cookie alone, headed with the company name of 公司信息', async () => {
    const res = await openInTab(seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;.*\.pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(DEMO_COMPANY_NAME);
    expect(text).toContain('网关设备报价');
    // the department the administrator sits in is not the company
    expect(text).not.toContain('总经办');
  });

  it('follows a change of 公司信息 on the next download', async () => {
    const admin = await t.login();
    await t.call('POST', '/api/Company/update', {
      token: admin,
      body: { company_name: '星海软件（上海）有限公司', logo_id: 0 },
    });
    expect(await pdfText((await openInTab(seller)).rawPayload)).toContain('星海软件（上海）有限公司');
  });

  it('refuses a tab without a sign-in, a member who may not see the quote, and one without the quotes page', async () => {
    const signedOut = await openInTab();
    expect([signedOut.statusCode, signedOut.json().msg]).toEqual([401, '登录已失效，请重新登录']);
    expect((await openInTab('not-a-token')).statusCode).toBe(401);

    // 杨磊 sells too, but sees only his own quotes
    const otherSeller = await t.login({ username: '杨磊', password: '123456' });
    const hidden = await openInTab(otherSeller);
    expect([hidden.statusCode, hidden.json().msg]).toEqual([404, '数据不存在或无权查看']);

    // 黄丽 (finance) has no 报价 page
    const finance = await t.login({ username: '黄丽', password: '123456' });
    const noPage = await openInTab(finance);
    expect([noPage.statusCode, noPage.headers['content-type']]).toEqual([
      403,
      expect.stringContaining('application/json'),
    ]);
  });
});
