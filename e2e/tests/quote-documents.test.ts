import type { Browser, Download, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** The demo company's name, as 公司信息 holds it. */
const COMPANY = '星海软件科技有限公司';

/** Opens the first quote of the list whose title matches. */
async function openQuote(page: Page, title: RegExp) {
  await page.goto('/customer/offer');
  await page.getByRole('table').getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/customer\/offerInfo\?id=\d+/);
}

describe('a quote downloaded and printed from its page', () => {
  it('下载PDF saves the quote as a PDF, not an error, and 打印 prints the sheet with the company name', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);
    await openQuote(page, /./);
    await page.getByRole('button', { name: '下载PDF' }).waitFor();

    const answers: Response[] = [];
    const downloads: Download[] = [];
    context.on('response', (r) => void (r.url().includes('/api/Offer/pdf') && answers.push(r)));
    context.on('page', (tab) => tab.on('download', (d) => downloads.push(d)));
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: '下载PDF' }).click();
    await expect.poll(() => downloads.length).toBe(1);
    expect(downloads[0].suggestedFilename()).toMatch(/^报价单_BJ-\d{8}-\d{4}.*\.pdf$/);
    const pdf = answers.at(-1)!;
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);

    // 打印 opens the browser's print dialog on a sheet that is all a printed page shows
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => void (w.printed += 1);
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('article', { name: '打印报价单' });
    await sheet.getByRole('heading', { name: COMPANY }).waitFor();
    await sheet.getByRole('heading', { name: '报价单' }).waitFor();
    expect(await page.getByRole('button', { name: '下载PDF' }).isVisible()).toBe(false);
    await context.close();
  });
});
