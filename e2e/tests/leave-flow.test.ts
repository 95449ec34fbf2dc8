import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, baseURL, chooseOption, launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const LEADER = { username: '刘洋', password: '123456' };

/** 审批管理 as the administrator would set it: 请假 goes to an approver the applicant chooses (发起人自选). */
async function leaveApproverChosenByApplicant() {
  const call = async <T>(path: string, token: string, body?: unknown): Promise<T> => {
    const res = await fetch(baseURL() + path, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; msg: string; data: T };
    if (json.code !== 0) throw new Error(json.msg);
    return json.data;
  };
  const { token } = await call<{ token: string }>('/api/Login/login', '', ADMIN);
  const leave = (await call<{ id: number; flow_type: number }[]>('/api/flow/getList', token)).find(
    (t) => t.flow_type === 14,
  )!;
  await call('/api/flow/save', token, {
    id: leave.id,
    flow_type: 14,
    no_approver: 2,
    dept_ids: [],
    user_ids: [],
    steps: [{ type: 1, settype: 1, selectRange: 1, source: '', mode: 1 }],
  });
}

async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('a member asks for leave and the department leader decides', () => {
  it('submits choosing the approver; the leader must give a reason to reject, approves; the applicant sees 已通过', async () => {
    const reason = `回老家办事${Date.now() % 100000}`;
    const { page } = await newPage(browser);
    await signIn(page, SALES);

    // 1. the leave form, with its approval flow (the department leader) under the fields
    await leaveApproverChosenByApplicant();
    await page.goto('/home/leaveAdd');
    const form = page.getByRole('form', { name: '请假表单' });
    await form.getByText('审批流程').waitFor();
    await chooseOption(page, form.getByLabel('请假类型'), '年假');
    await pickDate(page, '开始日期', '2026-03-02');
    await pickDate(page, '结束日期', '2026-03-03');
    await form.getByLabel('请假事由').fill(reason);
    // no approver chosen yet: 请选择审批人！ and nothing is sent
    await form.getByRole('button', { name: /^提\s*交$/ }).click();
    await page.getByText('请选择审批人！').first().waitFor();
    await form.getByRole('button', { name: '选择审批人' }).click();
    const picker = page.getByRole('dialog', { name: '选择审批人' });
    await picker.getByLabel('姓名').fill('刘洋');
    await picker.getByLabel('姓名').press('Enter');
    // the search answers before a row is chosen: a row checked in the list it replaces would be dropped
    const rows = picker.locator('.ant-table-row');
    await expect
      .poll(async () => (await rows.allInnerTexts()).join('|'), { timeout: 10_000 })
      .toMatch(/^[^|]*刘洋[^|]*$/);
    await rows.filter({ hasText: '刘洋' }).getByRole('checkbox').check();
    await picker.getByRole('button', { name: /^确\s*定$/ }).click();
    await form.getByText('刘洋').waitFor();
    await form.getByRole('button', { name: /^提\s*交$/ }).click();

    // 2. its detail: 2 days (the form's defaults: 上午 of the first day to 下午 of the next), in approval, withdrawable
    await page.getByText(reason).waitFor();
    const duration = page.locator('.ant-descriptions-item').filter({ hasText: '时长（天）' });
    await expect.poll(() => duration.innerText()).toMatch(/2\.00?\b/);
    await page.locator('.ant-descriptions-item').filter({ hasText: '审批状态' }).getByText('审批中').waitFor();
    await page.getByRole('button', { name: /^撤\s*回$/ }).waitFor();

    // 3. the leader, in another browser: 待我审批 lists it by its facts, 王强 as 发起人; its detail's 审批记录 reads the
    // same title; 拒绝 without a reason is refused, then 同意
    const title = '请假 · 年假 · 03-02 至 03-03 · 2天';
    const { page: leader } = await newPage(browser);
    await signIn(leader, LEADER);
    await leader.goto('/home/examine');
    const row = leader.getByRole('row').filter({ hasText: title }).first();
    await row.getByRole('cell', { name: '王强', exact: true }).waitFor();
    await row.getByRole('link', { name: '查看' }).click();
    await leader.getByText(reason).waitFor();
    await leader.getByRole('region', { name: '审批记录' }).getByText(title).waitFor();
    await leader.getByRole('button', { name: /^拒\s*绝$/ }).click();
    const dialog = leader.getByRole('dialog');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await leader.getByText('请输入说明').first().waitFor();
    await dialog.getByRole('button', { name: /^取\s*消$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await leader.getByRole('button', { name: /^同\s*意$/ }).click();
    await expect.poll(() => leader.getByLabel('说明').inputValue()).toBe('同意');
    await leader
      .getByRole('dialog')
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await leader.getByText('操作成功').first().waitFor();

    // 4. the applicant: 我发起的 shows it passed
    await page.goto('/home/examine?tab=3');
    const mine = page.getByRole('row').filter({ hasText: title }).first();
    await mine.getByText('已通过').waitFor();
  });
});

describe('a rejected application is changed and sent again', () => {
  it('发起申请 → 用印; the leader rejects; the applicant resubmits from 我发起的; the leader sees it again', async () => {
    const file = `采购合同${Date.now() % 100000}`;
    const { page } = await newPage(browser);
    await signIn(page, SALES);
    await page.goto('/home/examine');
    await page.getByRole('button', { name: /发起申请/ }).click();
    await page.getByRole('menuitem', { name: '用印' }).click();
    const form = page.getByRole('form', { name: '用印表单' });
    await form.getByText('刘洋').waitFor();
    await chooseOption(page, form.getByLabel('印章类型'), '合同专用章');
    await form.getByLabel('文件名称').fill(file);
    await pickDate(page, '用印日期', '2026-12-02');
    await form.getByLabel('用印事由').fill('与供应商签约');
    await form.getByRole('button', { name: /^提\s*交$/ }).click();
    // the file's own field (the 审批记录 above the steps names it too, in the approval's title)
    await page.getByText(file, { exact: true }).waitFor();

    // the approval is titled by the seal, the file and the copies (the form's default: 1)
    const title = `用印 · 合同专用章 · ${file} · 1份`;
    const { page: leader } = await newPage(browser);
    await signIn(leader, LEADER);
    await leader.goto('/home/examine');
    await leader.getByRole('row').filter({ hasText: title }).getByRole('link', { name: '查看' }).click();
    await leader.getByText(file, { exact: true }).waitFor();
    await leader.getByRole('button', { name: /^拒\s*绝$/ }).click();
    await leader.getByLabel('说明').fill('请注明合同编号');
    await leader
      .getByRole('dialog')
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await leader.getByText('操作成功').first().waitFor();

    await page.goto('/home/examine?tab=3');
    const mine = page.getByRole('row').filter({ hasText: title });
    await mine.getByText('已拒绝').waitFor();
    await mine.getByRole('link', { name: '查看' }).click();
    await page.getByRole('button', { name: '重新提交' }).click();
    const again = page.getByRole('form', { name: '用印表单' });
    await expect.poll(() => again.getByLabel('文件名称').inputValue()).toBe(file);
    await again.getByLabel('文件名称').fill(`${file}（编号 HT-01）`);
    await again.getByRole('button', { name: /^重新提交$/ }).click();
    await page.getByText(`${file}（编号 HT-01）`, { exact: true }).waitFor();
    await page.locator('.ant-descriptions-item').filter({ hasText: '审批状态' }).getByText('审批中').waitFor();

    // the new run is titled by the changed file name
    await leader.goto('/home/examine');
    await leader
      .getByRole('row')
      .filter({ hasText: `用印 · 合同专用章 · ${file}（编号 HT-01） · 1份` })
      .getByText('审批中')
      .waitFor();
  });
});
