import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOption, launch, moduleTitles, newPage, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const treeNode = (page: Page, title: string) =>
  page
    .locator('.ant-tree-treenode')
    .filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}$`) }) });
const ok = /^(确\s*定|保\s*存)$/;

describe('an administrator sets up a department, a role and a member', () => {
  it('builds a department tree, adds a member (every validation message), gives them a role; they see exactly its menus until disabled', async () => {
    const n = Date.now() % 100000;
    const [centre, team, roleName] = [`研发中心${n}`, `前端组${n}`, `客服专员${n}`];
    const member = { username: `137${String(n).padStart(8, '0')}`, password: 'pass-e2e-1' };
    const { page } = await newPage(browser);
    await signIn(page);

    // 1. a department under 全公司, and one under it
    await page.goto('/personnel/dept');
    await treeNode(page, '全公司').locator('.ant-tree-title').click();
    await page.getByRole('button', { name: '新建部门' }).click();
    await dialog(page, '新建部门').getByLabel('部门名称').fill(centre);
    await dialog(page, '新建部门').getByRole('button', { name: ok }).click();
    await treeNode(page, centre).locator('.ant-tree-title').click();
    await page.getByRole('button', { name: '新建部门' }).click();
    await dialog(page, '新建部门').getByLabel('部门名称').fill(team);
    await dialog(page, '新建部门').getByRole('button', { name: ok }).click();
    const teamNode = treeNode(page, team);
    if (!(await teamNode.isVisible())) await treeNode(page, centre).locator('.ant-tree-switcher').click();
    await teamNode.waitFor();
    // the new department hangs under the first one
    const indent = async (title: string) => treeNode(page, title).locator('.ant-tree-indent-unit').count();
    expect(await indent(team)).toBe((await indent(centre)) + 1);

    // 2. a role holding only the CRM module
    await page.goto('/system/roleManagement');
    await page.getByRole('button', { name: '新建角色' }).click();
    await dialog(page, '新建角色').getByLabel('角色名称').fill(roleName);
    await dialog(page, '新建角色').getByRole('button', { name: ok }).click();
    await page.getByRole('cell', { name: roleName }).click();
    const perms = page.getByRole('group', { name: '功能权限' });
    await perms
      .locator('.ant-tree-treenode')
      .filter({ has: page.locator('.ant-tree-title', { hasText: /^客户管理$/ }) })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
    await page.getByRole('button', { name: '保存权限' }).click();
    await page.getByText('操作成功').first().waitFor();

    // 3. a member in the new department: every required field says what it needs, then the save succeeds
    await page.goto('/personnel/dept');
    await treeNode(page, centre).locator('.ant-tree-title').waitFor();
    if (!(await treeNode(page, team).isVisible())) await treeNode(page, centre).locator('.ant-tree-switcher').click();
    await treeNode(page, team).locator('.ant-tree-title').click();
    await page.getByRole('button', { name: '新建成员' }).click();
    const form = dialog(page, '新建成员');
    await form.getByLabel('成员名').waitFor();
    await form.getByRole('button', { name: ok }).click();
    await page.getByText('请填写必要信息').first().waitFor();
    for (const msg of ['请输入成员名', '请输入手机号', '请输入密码', '请选择角色', '请输入邮箱'])
      await form.locator('.ant-form-item-explain-error', { hasText: msg }).waitFor();
    await form.getByLabel('成员名').fill(`测试成员${n}`);
    await form.getByLabel('手机号').fill(member.username);
    await form.getByLabel('密码').fill(member.password);
    await chooseOption(page, form.getByLabel('角色'), roleName);
    await form.getByLabel('邮箱').fill(`m${n}@example.com`);
    await form.getByRole('button', { name: ok }).click();
    await form.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: member.username });
    await row.waitFor();

    // 4. signed in as the member: exactly the menus of the role
    const { page: theirs } = await newPage(browser);
    await signIn(theirs, member);
    expect(await moduleTitles(theirs)).toEqual(['客户管理']);

    // 5. disabled by the administrator: their open session ends, at the latest at their next step
    await row.getByRole('button', { name: '禁用' }).click();
    await dialog(page, '提示').getByRole('button', { name: ok }).click();
    await page.getByText('操作成功').first().waitFor();
    // the message centre's next refresh may already have ended it; otherwise their next step does
    const rail = theirs.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '客户管理' });
    void rail.click({ timeout: 10_000 }).catch(() => undefined); // gone once the page has left for /login
    await theirs.waitForURL(/\/login/);
    await theirs.getByLabel('账号').waitFor();
  });
});
