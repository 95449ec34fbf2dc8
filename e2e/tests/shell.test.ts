import { SIDEBAR_COOKIE } from '@suwork/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, moduleTitles, newPage, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** The work tabs: the links to the pages open, in order. */
const workTabs = (page: Page) => page.getByRole('navigation', { name: '已打开的页面' });
const tabTitles = async (page: Page) => (await workTabs(page).getByRole('link').allInnerTexts()).map((t) => t.trim());

describe('layout shell', () => {
  it('builds the menus from the server and opens each module on its default page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    expect(await moduleTitles(page)).toEqual([
      '办公',
      '客户管理',
      '项目',
      '财务',
      '统计',
      '人事',
      '资产',
      '产品',
      '关联方',
      '云文档',
      '系统设置',
    ]);
    await page.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '财务' }).click();
    await page.waitForURL('**/financial/financial');
    await page.getByRole('heading', { level: 1, name: '财务概览' }).waitFor();
    await page.getByRole('region', { name: '收支趋势' }).waitFor();
    // a module still being built opens on its default page, which says so
    await page.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: '资产' }).click();
    await page.waitForURL('**/capital/manage');
    await page.getByText('该功能建设中').waitFor();
    await context.close();
  });

  it('keeps visited pages as work tabs and moves to the previous tab when the current one closes', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/clues');
    await page.getByRole('heading', { level: 1, name: '线索' }).waitFor();
    await page.getByRole('menuitem', { name: '公海线索' }).click();
    await page.waitForURL('**/customer/publicClues');
    await workTabs(page).getByRole('link', { name: '公海线索' }).waitFor();
    expect(await tabTitles(page)).toEqual(['工作台', '线索', '公海线索']);
    // the current page is marked as such
    expect(await workTabs(page).getByRole('link', { name: '公海线索' }).getAttribute('aria-current')).toBe('page');
    await workTabs(page).getByRole('button', { name: '关闭公海线索' }).click();
    await page.waitForURL('**/customer/clues');
    await workTabs(page).getByRole('link', { name: '公海线索' }).waitFor({ state: 'detached' });
    expect(await tabTitles(page)).toEqual(['工作台', '线索']);
    await workTabs(page).getByRole('link', { name: '工作台' }).click();
    await page.waitForURL('**/home/home');
    await context.close();
  });

  it('a saved 新建 form hands its tab to the record it made; at most 12 pages stay open, the one opened first closed first', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/addCustomer');
    await workTabs(page).getByRole('link', { name: '新建客户' }).waitFor();
    await page.getByLabel('客户名称').fill(`标签页客户${Date.now() % 100000}`);
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/customer\/customerInfo\?id=\d+/);
    await workTabs(page).getByRole('link', { name: '客户详情' }).waitFor();
    expect(await tabTitles(page)).toEqual(['工作台', '客户详情']);

    const pages = [
      ['channel', '渠道'],
      ['channelDemand', '渠道需求'],
      ['channelContact', '渠道联系人'],
      ['market', '市场活动'],
      ['clues', '线索'],
      ['publicClues', '公海线索'],
      ['inquiries', '询盘'],
      ['customer', '客户'],
      ['contactsUser', '联系人'],
      ['publicCustomer', '公海客户'],
      ['visitorPlan', '拜访计划'],
    ];
    for (const [route, title] of pages) {
      await page.goto(`/customer/${route}`);
      await workTabs(page).getByRole('link', { name: title, exact: true }).waitFor();
    }
    // twelve with the workbench: 客户详情, opened first, made room
    expect(await tabTitles(page)).toEqual(['工作台', ...pages.map(([, title]) => title)]);
    await context.close();
  });

  it("shows the product's icon in the browser tab, served by the server", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBe('/favicon.svg');
    const icon = await page.request.get(href!);
    expect([icon.status(), icon.headers()['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
    // the brand blue of the buttons and links
    expect(await icon.text()).toContain('#0958d9');
    await context.close();
  });

  it('remembers the sidebar closed after a reload', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/clues');
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE)?.value).toBe('0');
    await page.reload();
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await page.reload();
    await page.getByRole('button', { name: '收起菜单' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE)?.value).toBe('1');
    await context.close();
  });

  it('highlights the parent menu on a hidden route and shows a back button', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/contract');
    await page.goto('/customer/addContract');
    await page.getByRole('heading', { level: 1, name: '新建合同' }).waitFor();
    const selected = page.locator('.ant-menu-item-selected');
    expect((await selected.innerText()).trim()).toBe('合同');
    await page.getByRole('button', { name: /返\s*回/ }).click();
    await page.waitForURL('**/customer/contract');
    await context.close();
  });
});
