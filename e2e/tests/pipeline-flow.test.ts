import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveFromCentre, companyToday, launch, newPage, SALES, signIn } from './support.ts';

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

/** 销售经理, leader of 销售一部: approves 王强's contracts */
const MANAGER = { username: '刘洋', password: '123456' };
/** one of 王强's customers with nothing won yet (未成交) */
const CUSTOMER = '杭州云杉信息技术有限公司';

/** The value of a detail page's field, by its label. */
const field = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) });
const fieldReads = (page: Page, label: string, value: string) =>
  field(page, label).getByText(value, { exact: true }).waitFor();

async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** Picks one record by name in the picker dialog that the input labelled `label` opens. */
async function pick(page: Page, label: string, title: string, name: string) {
  await page.getByLabel(label, { exact: true }).click();
  const d = dialog(page, title);
  await d.getByText(name).first().dblclick();
  await d.waitFor({ state: 'hidden' });
}

describe('a salesperson takes an opportunity to an accepted quote and a contract that wins it', () => {
  it('two products, a move on the kanban, a quote printed and accepted, the contract approved: the opportunity won, the customer 已成交', async () => {
    const name = `浏览器测试商机${Date.now() % 100000}`;
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);

    // 1. an opportunity on one of his customers, with two products from the catalogue
    await page.goto('/customer/addOpportunity');
    await page.getByLabel('商机名称').fill(name);
    await pick(page, '客户', '选择客户', CUSTOMER);
    await page.getByRole('button', { name: '添加产品' }).click();
    const products = dialog(page, '选择产品');
    for (const p of ['企业云服务器 ECS', '云数据库服务'])
      await products.getByRole('row').filter({ hasText: p }).first().getByRole('checkbox').check();
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

    // 6. 转为合同 from the opportunity, still open: a contract submitted for approval
    await page.goto(chanceUrl);
    await fieldReads(page, '商机状态', '进行中');
    await page.getByRole('button', { name: '转为合同' }).click();
    await page.waitForURL(/\/customer\/addContract\?/);
    const form = page.getByRole('form', { name: '合同表单' });
    await form.getByText(name).first().waitFor();
    const title = `${name}合同`;
    await form.getByLabel('合同名称').fill(title);
    for (const label of ['签约日期', '开始日期']) await pickDate(page, label, companyToday());
    await pickDate(page, '结束日期', `${Number(companyToday().slice(0, 4)) + 1}-12-31`);
    await form.getByLabel('合同金额（元）').fill('50000');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/customer\/contractInfo\?id=\d+/);
    const contractId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('button', { name: '提交审批' }).click();
    const submit = page.getByRole('dialog', { name: '提交审批' });
    await submit.getByRole('region', { name: '审批流程' }).getByText('刘洋').waitFor();
    await submit.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.getByRole('button', { name: '撤回审批' }).waitFor();

    // 7. 刘洋 approves it: the opportunity is won with it, and its customer is 已成交
    const { context: manager, page: approver } = await newPage(browser);
    await signIn(approver, MANAGER);
    await approveFromCentre(approver, { flowType: 1, id: contractId, title: `合同 · ${title} · ¥50,000.00` });
    await manager.close();
    await page.goto(chanceUrl);
    await fieldReads(page, '商机状态', '赢单');
    await fieldReads(page, '商机阶段', '赢单');
    await page.getByRole('button', { name: '重新打开' }).waitFor();
    for (const action of ['转为合同', /^赢\s*单$/, /^输\s*单$/])
      expect(await page.getByRole('button', { name: action }).count()).toBe(0);
    await page.getByRole('tab', { name: '操作记录' }).click();
    await page.getByText(`合同「${title}」审批通过，商机赢单`).waitFor();
    await page.getByRole('tab', { name: '基本信息' }).click();
    await field(page, '客户').getByRole('link', { name: CUSTOMER }).click();
    await page.waitForURL(/\/customer\/customerInfo\?id=\d+/);
    await fieldReads(page, '成交状态', '已成交');

    // 8. the board's 赢单 column shows it among this month's wins
    await page.goto('/customer/opportunities?view=kanban');
    await page.getByRole('region', { name: '赢单' }).getByRole('article', { name }).waitFor();
    await context.close();
  }, 240_000);
});
