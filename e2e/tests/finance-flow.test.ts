import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveFromCentre, launch, newPage, overviewFigure, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** 会计 of 财务部: pays */
const CLERK = { username: '黄丽', password: '123456' };
/** 财务经理, 黄丽's leader: approves her payments and watches the overview */
const FINANCE = { username: '赵敏', password: '123456' };

const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

describe('money out, as finance works it', () => {
  it('黄丽 pays 杨磊’s approved advance, 赵敏 approves the payment, and the overview moves', async () => {
    const { page: zhao } = await newPage(browser);
    await signIn(zhao, FINANCE);
    await zhao.goto('/financial/financial');
    await zhao.getByRole('button', { name: /^待付借款（元） 1,500\.00 .*查看明细$/ }).waitFor();
    const spentBefore = await overviewFigure(zhao, '支出（元）');

    // 1. 黄丽: 新建付款 → 借款 → tick the advance → it pays what is left, to its applicant's account
    const { page } = await newPage(browser);
    await signIn(page, CLERK);
    await page.goto('/financial/payment');
    await page.getByRole('button', { name: /新建付款/ }).click();
    const d = dialog(page, '新建付款');
    await d.getByText('借款', { exact: true }).click();
    const row = d.getByRole('row').filter({ hasText: '参展物料预付款' });
    await row.getByRole('checkbox').check();
    await expect.poll(() => d.getByLabel('收款方').inputValue()).toBe('杨磊');
    await expect.poll(() => d.getByText(/^付款合计/).innerText()).toBe('付款合计 1,500.00 元');
    await d.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/financial\/summayInfo\?id=(\d+)/);
    const paymentId = Number(new URL(page.url()).searchParams.get('id'));

    // 2. submitted: the flow shows 赵敏 approves
    await page.getByRole('button', { name: '提交审批' }).click();
    const submit = dialog(page, '提交审批');
    await submit.getByRole('region', { name: '审批流程' }).getByText('赵敏').waitFor();
    await submit.getByRole('button', { name: /^提\s*交$/ }).click();
    await submit.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '撤回审批' }).waitFor();

    // 3. 赵敏 approves it from 待我审批
    await approveFromCentre(zhao, { flowType: 6, id: paymentId });

    // 4. the overview: paid out this month, nothing left to pay on advances
    await zhao.goto('/financial/financial');
    await zhao.getByRole('button', { name: /^待付借款（元） 0\.00 .*查看明细$/ }).waitFor();
    expect(await overviewFigure(zhao, '支出（元）')).toBeCloseTo(spentBefore + 1500, 2);
    // and the advance is paid, awaiting repayment
    await zhao.getByRole('button', { name: /^借出未还（元）/ }).click();
    await zhao.waitForURL(/\/financial\/borrow\?/);
    await zhao.getByRole('row').filter({ hasText: '参展物料预付款' }).getByText('已付款待还款').waitFor();
  });
});
