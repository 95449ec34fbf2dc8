import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, moduleTitles, newPage, SALES, signIn, tokenOf } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

describe('a 销售员', () => {
  it('sees only its own menus', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);
    expect(await moduleTitles(page)).toEqual(['办公', '客户管理', '财务', '产品', '云文档']);
    await page.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '客户管理' }).click();
    await page.waitForURL('**/customer/clues');
    await expect(page.getByRole('menuitem', { name: '渠道' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('is told 无权访问 on a page it may not open, and stays signed in', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);
    await page.goto('/system/roleManagement');
    await page.getByText('无权访问').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/roleManagement');
    await page.goto('/home/home');
    await page.getByRole('heading', { level: 1, name: '工作台' }).waitFor();
    await context.close();
  });

  it('is refused by the API elsewhere with a permission code, not signed out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, SALES);
    const authorization = `Bearer ${await tokenOf(context)}`;
    const refused = await (await page.request.get('/api/node/getAllNode', { headers: { authorization } })).json();
    expect(refused).toEqual({ code: 4031, msg: '没有权限执行此操作', data: null });
    const me = await (await page.request.get('/api/user/getUserInfo', { headers: { authorization } })).json();
    expect(me.data.name).toBe('王强');
    await context.close();
  });
});
