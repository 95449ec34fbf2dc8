import { CATALOGUE, MSG, type AppNode } from '@suwork/domain';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, launch, moduleTitles, newPage, signIn, tokenOf } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('signing in and out', () => {
  it('sends a visitor to the sign-in page and back to where they were going', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/customer/clues?page=2');
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect')!)).toBe('/customer/clues?page=2');
    await fillSignIn(page);
    await page.waitForURL('**/customer/clues?page=2');
    await page.getByRole('heading', { level: 1, name: '线索' }).waitFor();
    await expect(page.title()).resolves.toContain('线索');
    expect(await tokenOf(context)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await context.close();
  });

  it('shows the server message for wrong credentials and stays on the sign-in page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await fillSignIn(page, { username: 'admin', password: 'wrong-password' });
    await page.getByText('账号或密码错误').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('asks for both fields before sending anything', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('密码').press('Enter');
    await page.getByText('请输入账号').first().waitFor();
    await page.getByText('请输入密码').first().waitFor();
    await context.close();
  });

  it('takes a signed-in member away from /login', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/login');
    await page.waitForURL('**/home/home');
    await page.getByRole('heading', { level: 1, name: '工作台' }).waitFor();
    await context.close();
  });

  it('signs out through the user menu, revoking the token', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    const token = await tokenOf(context);
    await page.getByRole('button', { name: '用户菜单' }).click();
    // the menu once it has slid in: a click during the animation can be lost on a busy machine
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden):not(.ant-slide-up-enter):not(.ant-slide-up-appear)')
      .getByText('退出', { exact: true })
      .click();
    await page.waitForURL(/\/login\?redirect=%2F$|\/login\?redirect=\/$/);
    expect(await tokenOf(context)).toBeUndefined();
    const res = await page.request.get('/api/user/getUserInfo', { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).code).toBe(403);
    await page.goto('/home/home');
    await page.waitForURL(/\/login\?redirect=/);
    await context.close();
  });

  it('opens public pages without signing in', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/shareFile', '/registered', '/downloadDevice']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });
});

/** Node ids of these nodes with everything under them (a page with all its actions) and their module. */
const nodeIds = (...names: string[]) => {
  const under = (n: AppNode): number[] => [n.node_id, ...n.children.flatMap(under)];
  return [
    ...new Set(names.flatMap((name) => [CATALOGUE.byName.get(name)!.parent_id, ...under(CATALOGUE.byName.get(name)!)])),
  ].join(',');
};

/** An answer of the API, as the administrator's page sends it. */
async function call(request: APIRequestContext, token: string, url: string, data: Record<string, unknown>) {
  const res = await request.post(url, { headers: { Authorization: `Bearer ${token}` }, data });
  const body = (await res.json()) as { code: number; msg: string; data: Record<string, number> | null };
  expect(body.msg).toBe('操作成功');
  return body.data;
}

/** The page titles of the side menu. */
const sidePages = (page: Page) => page.locator('.ant-menu-item').allInnerTexts();

describe('a permission change', () => {
  it('keeps the member signed in: their menu refreshes in place with 您的权限已更新, the page taken away says 无权访问', async () => {
    const n = Date.now() % 100000;
    const { context, page: admin } = await newPage(browser);
    await signIn(admin);
    const token = (await tokenOf(context))!;
    const roleName = `线索专员${n}`;
    const role = await call(context.request, token, '/api/role/add', {
      role_name: roleName,
      node_ids: nodeIds('customer_clues', 'customer_publicClues'),
      data_scope: 1,
    });
    const tree = (await (
      await context.request.get('/api/Department/getDeptTree', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { value: number; label: string; children?: unknown[] }[];
    };
    const sales = JSON.stringify(tree.data).match(/"value":(\d+),"label":"销售部"/)!;
    const member = { username: `136${String(n).padStart(8, '0')}`, password: 'pass-e2e-2' };
    await call(context.request, token, '/api/user/add', {
      dept_id: Number(sales[1]),
      user_name: `权限成员${n}`,
      user_phone: member.username,
      user_pwd: member.password,
      role_id: String(role!.role_id),
      user_email: `p${n}@example.com`,
    });

    // the member is on 线索
    const { page: theirs } = await newPage(browser);
    await signIn(theirs, member, '/login?redirect=/customer/clues');
    await theirs.getByRole('heading', { level: 1, name: '线索' }).waitFor();
    expect(await moduleTitles(theirs)).toEqual(['客户管理']);
    expect(await sidePages(theirs)).toEqual(['线索', '公海线索']);

    // the administrator takes 线索 (with its buttons) away in the role editor
    await admin.goto('/system/roleManagement');
    await admin.getByRole('cell', { name: roleName }).click();
    const perms = admin.getByRole('group', { name: '功能权限' });
    await perms.getByRole('searchbox', { name: '搜索功能权限' }).fill('线索');
    const clues = perms
      .locator('.ant-tree-treenode')
      .filter({ has: admin.locator('.ant-tree-title', { hasText: /^线索$/ }) });
    await clues.locator('.ant-tree-checkbox-checked').waitFor();
    await clues.locator('.ant-tree-checkbox').click();
    await clues
      .locator('.ant-tree-checkbox:not(.ant-tree-checkbox-checked):not(.ant-tree-checkbox-indeterminate)')
      .waitFor();
    // watched from before the save: the member's page hears of it at once (pushed) or at their next step
    const told = theirs.getByText(MSG.permissionsUpdated).first().waitFor();
    await admin.getByRole('button', { name: '保存权限' }).click();
    await admin.getByText('操作成功').first().waitFor();

    // still signed in, told, 线索 gone
    await theirs.getByRole('menuitem', { name: '公海线索' }).click();
    await told;
    await theirs.getByRole('heading', { level: 1, name: '公海线索' }).waitFor();
    expect(await sidePages(theirs)).toEqual(['公海线索']);
    await theirs.goto('/customer/clues');
    await theirs.getByText('无权访问').waitFor();
    expect(new URL(theirs.url()).pathname).toBe('/customer/clues');
    // a fresh load of a page still held: signed in, the new menu
    await theirs.goto('/customer/publicClues');
    await theirs.getByRole('heading', { level: 1, name: '公海线索' }).waitFor();
    expect(await sidePages(theirs)).toEqual(['公海线索']);
    expect(await theirs.getByText('登录已失效，请重新登录').count()).toBe(0);
  });
});
