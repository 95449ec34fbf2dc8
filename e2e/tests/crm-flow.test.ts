import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const OTHER_SALES = { username: '杨磊', password: '123456' };
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

describe('a salesperson works a clue through to the public pool', () => {
  it('creates a clue, follows it up, converts it, returns the customer to the pool, and another member claims it', async () => {
    const stamp = Date.now() % 100000;
    // the customer is named after the clue's company, not after the clue
    const name = `浏览器测试科技有限公司${stamp}`;
    const title = `展会留资线索${stamp}`;
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);

    // 1. a new clue
    await page.goto('/customer/addClue');
    await page.getByLabel('线索名称').fill(title);
    await page.getByLabel('公司名称').fill(name);
    await page.getByLabel('联系人', { exact: true }).fill('周明');
    await page.getByLabel('手机').fill('13912345678');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL(/\/customer\/clueInfo\?id=\d+/);
    const clueUrl = page.url();
    await page.getByRole('heading', { name: title }).waitFor();

    // 2. a follow-up: every rule the spec names, then a valid one
    await page.getByRole('button', { name: /写跟进/ }).click();
    const write = dialog(page, '写跟进');
    await write.waitFor();
    await write.locator('#contact_name').fill('');
    await write.getByRole('button', { name: /保\s*存/ }).click();
    for (const msg of ['请选择跟进类型', '请输入联系人', '请填写跟进记录'])
      await write.getByText(msg).first().waitFor();
    const followTime = write.locator('.ant-form-item').filter({ has: page.locator('#follow_time') });
    await followTime.locator('.ant-picker').hover();
    await followTime.locator('.ant-picker-clear').click();
    await write.getByText('请选择跟进时间').first().waitFor();
    await chooseOption(page, write.locator('#follow_type'), '拜访');
    await write.locator('#follow_time').click();
    await write.locator('#follow_time').fill('2026-11-20 10:00');
    await write.locator('#follow_time').press('Enter');
    await write.locator('#contact_name').fill('周明');
    await write.getByRole('textbox', { name: '跟进记录' }).click();
    await page.keyboard.type('上门拜访，客户对方案有兴趣');
    await write.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('跟进已保存').first().waitFor();
    await page.getByText('上门拜访，客户对方案有兴趣').first().waitFor();

    // 3. convert to a customer; the follow-up goes with it
    await page
      .getByRole('button', { name: '转客户' })
      .or(page.getByRole('link', { name: '转客户' }))
      .first()
      .click();
    await page.waitForURL(/\/customer\/transferCustomer\?id=\d+/);
    expect(await page.getByLabel('客户名称').inputValue()).toBe(name);
    await page.getByRole('button', { name: /转为客户/ }).click();
    await page.waitForURL(/\/customer\/customerInfo\?id=\d+/);
    const customerUrl = new URL(page.url());
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('上门拜访，客户对方案有兴趣').first().waitFor();

    // the converted clue is read-only now and leads to its customer
    await page.goto(clueUrl);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('已转化为客户').first().waitFor();
    // its follow-ups went with it to the customer; the feed is read-only
    await page.getByText('暂无动态').first().waitFor();
    for (const action of [/编\s*辑/, /删\s*除/, /放入公海/, /转客户/, /写跟进/])
      expect(await page.getByRole('main').getByRole('button', { name: action }).count()).toBe(0);
    await page.getByRole('link', { name: '查看客户' }).click();
    await page.waitForURL((url) => url.pathname === customerUrl.pathname && url.search === customerUrl.search);
    await page.getByRole('heading', { name }).waitFor();

    // 4. back to the pool, with the reason the dialog insists on
    await page.getByRole('button', { name: '放入公海' }).click();
    const toPool = dialog(page, '放入公海');
    await toPool.getByRole('button', { name: /确\s*定/ }).click();
    await toPool.getByText('请输入退回原因').first().waitFor();
    await toPool.getByLabel('退回原因').fill('客户预算推迟到明年');
    await toPool.getByRole('button', { name: /确\s*定/ }).click();
    await page.waitForURL(/\/customer\/customer(\?|$)/);
    await context.close();

    // 5. another salesperson claims it from 公海客户
    const other = await newPage(browser);
    await signIn(other.page, OTHER_SALES);
    await other.page.goto(`/customer/publicCustomer?keyword=${encodeURIComponent(name)}`);
    const row = other.page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByRole('checkbox').check();
    await other.page.getByRole('button', { name: /领取/ }).first().click();
    await other.page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    // claimed: it leaves the pool list
    await row.waitFor({ state: 'detached' });
    await other.page.goto(`/customer/customer?keyword=${encodeURIComponent(name)}`);
    const mine = other.page.getByRole('row').filter({ hasText: name });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('杨磊');
    await other.context.close();
  });
});
