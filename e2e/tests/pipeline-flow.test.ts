import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
/** Answers the 提示 confirmation and waits until it has closed (the next one is then the only one). */
async function confirm(page: Page) {
  const box = page.locator('.ant-modal-confirm');
  // once it has zoomed in: a click during the animation can be lost on a busy machine
  await page.locator('.ant-modal-confirm:not(.ant-zoom-appear)').waitFor();
  await box.getByRole('button', { name: /确\s*定/ }).click();
  await box.waitFor({ state: 'detached' });
}

/** Picks one record by name in the picker dialog that the input labelled `label` opens. */
async function pick(page: Page, label: string, title: string, name: string) {
  await page.getByLabel(label, { exact: true }).click();
  const d = dialog(page, title);
  await d.getByText(name).first().dblclick();
  await d.waitFor({ state: 'hidden' });
}

describe('a salesperson takes an opportunity to an accepted quote and wins it', () => {
  it('two products, a move on the kanban, a quote printed and accepted, the opportunity won', async () => {
    const name = `浏览器测试商机${Date.now() % 100000}`;
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);

    // 1. an opportunity on one of his customers, with two products from the catalogue
    await page.goto('/customer/addOpportunity');
    await page.getByLabel('商机名称').fill(name);
    await pick(page, '客户', '选择客户', '深圳市华锐智能科技有限公司');
    await page.getByRole('button', { name: '添加产品' }).click();
    const products = dialog(page, '选择产品');
    for (const p of ['企业云服务器 ECS', '云数据库服务']) await products.getByRole('row').filter({ hasText: p }).first().getByRole('checkbox').check();
    await products.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByLabel('第2行数量').fill('2');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/customer\/opportunityDetails\?id=\d+/);
    const chanceUrl = page.url();
    await page.getByText('企业云服务器 ECS').first().waitFor();
    await page.getByText('初步接洽').first().waitFor();

    // 2. moved on the kanban with the keyboard-friendly 移动到 menu
    await page.goto(`/customer/opportunities?view=kanban`);
    await page.getByRole('button', { name: `${name} 移动到` }).click();
    await page.getByRole('menuitem', { name: /方案报价/ }).click();
    await page.getByRole('article', { name }).waitFor();
    await page.goto(chanceUrl);
    await page.getByText('方案报价').first().waitFor();

    // 3. a quote from the opportunity: customer and opportunity come filled in
    await page
      .getByRole('button', { name: '新建报价' })
      .or(page.getByRole('link', { name: '新建报价' }))
      .first()
      .click();
    await page.waitForURL(/\/customer\/addOffer\?/);
    await page.getByLabel('报价主题').fill(`${name}报价`);
    await page.getByLabel('有效期至').fill('2099-12-31');
    await page.getByLabel('有效期至').press('Enter');
    await page.getByRole('button', { name: '添加产品' }).click();
    const quoted = dialog(page, '选择产品');
    await quoted.getByRole('row').filter({ hasText: '企业云服务器 ECS' }).first().getByRole('checkbox').check();
    await quoted.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/customer\/offerInfo\?id=\d+/);
    const offerNo = (
      await page
        .getByText(/BJ-\d{8}-\d{4}/)
        .first()
        .innerText()
    ).match(/BJ-\d{8}-\d{4}/)![0];

    // 4. printed: the print sheet holds the number and the total
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await page.getByRole('button', { name: '打印' }).click();
    expect(await page.locator('body').innerText()).toContain(offerNo);

    // 5. sent and accepted
    await page.getByRole('button', { name: /发\s*送/ }).click();
    await page.getByText('已发送').first().waitFor();
    await page.getByRole('button', { name: /接\s*受/ }).click();
    await confirm(page);
    await page.getByText('已接受').first().waitFor();

    // 6. the opportunity won
    await page.goto(chanceUrl);
    await page.getByRole('button', { name: /赢\s*单/ }).click();
    await confirm(page);
    await page.getByText('赢单').first().waitFor();
    await page.getByRole('button', { name: '重新打开' }).waitFor();
    await context.close();
  });
});
