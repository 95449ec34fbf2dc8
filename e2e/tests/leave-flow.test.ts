import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const LEADER = { username: '刘洋', password: '123456' };

async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('a member asks for leave and the department leader decides', () => {
  it('submits with the flow shown; the leader must give a reason to reject, approves; the applicant sees 已通过', async () => {
    const reason = `回老家办事${Date.now() % 100000}`;
    const { page } = await newPage(browser);
    await signIn(page, SALES);

    // 1. the leave form, with its approval flow (the department leader) under the fields
    await page.goto('/home/leaveAdd');
    const form = page.getByRole('form', { name: '请假表单' });
    await form.getByText('审批流程').waitFor();
    await form.getByText('刘洋').waitFor();
    await form.getByLabel('请假类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^年假$/ }).click();
    await pickDate(page, '开始日期', '2026-03-02');
    await pickDate(page, '结束日期', '2026-03-03');
    await form.getByLabel('请假事由').fill(reason);
    await form.getByRole('button', { name: /^保\s*存$/ }).click();

    // 2. its detail: 2 days (the form's defaults: 上午 of the first day to 下午 of the next), in approval, withdrawable
    await page.getByText(reason).waitFor();
    const duration = page.locator('.ant-descriptions-item').filter({ hasText: '时长（天）' });
    await expect.poll(() => duration.innerText()).toMatch(/2\.00?\b/);
    await page.locator('.ant-descriptions-item').filter({ hasText: '审批状态' }).getByText('审批中').waitFor();
    await page.getByRole('button', { name: /^撤\s*回$/ }).waitFor();

    // 3. the leader, in another browser: 待我审批 → the leave → 拒绝 without a reason is refused, then 同意
    const { page: leader } = await newPage(browser);
    await signIn(leader, LEADER);
    await leader.goto('/home/examine');
    const row = leader.getByRole('row').filter({ hasText: '王强提交的请假审批' }).first();
    await row.getByRole('link', { name: '查看' }).click();
    await leader.getByText(reason).waitFor();
    await leader.getByRole('button', { name: /^拒\s*绝$/ }).click();
    const dialog = leader.getByRole('dialog');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await leader.getByText('请输入说明').first().waitFor();
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await leader.getByRole('button', { name: /^同\s*意$/ }).click();
    await expect.poll(() => leader.getByLabel('说明').inputValue()).toBe('同意');
    await leader.getByRole('dialog').getByRole('button', { name: /^确\s*定$/ }).click();
    await leader.getByText('操作成功').first().waitFor();

    // 4. the applicant: 我发起的 shows it passed
    await page.goto('/home/examine?tab=3');
    const mine = page.getByRole('row').filter({ hasText: '王强提交的请假审批' }).first();
    await mine.getByText('已通过').waitFor();
  });
});
