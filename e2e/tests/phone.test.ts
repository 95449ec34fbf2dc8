import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, launch, newPage, PHONE, SALES, sidewaysOverflow, signIn, tokenOf } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** 销售经理, 王强's department leader: approves his 外出 (its flow is the default one, which no other test changes) */
const LEADER = { username: '刘洋', password: '123456' };
const GO_OUT = 20;

/** The menus' drawer from the header's button, then a module of the rail, a group of its menu and a page of it. */
async function openFromMenu(page: Page, module: string, group: string, entry: string | RegExp) {
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menus = page.getByRole('dialog', { name: '菜单' });
  await menus.getByRole('navigation', { name: '一级菜单' }).getByRole('button', { name: module }).click();
  await menus.getByRole('menuitem', { name: new RegExp(`${group}$`) }).click();
  await menus.getByRole('menuitem', { name: entry }).click();
  await menus.waitFor({ state: 'hidden' });
}

/** The bounding width of what `name` labels, as the phone shows it. */
const widthOf = async (page: Page, role: 'dialog', name: string | RegExp) => Math.round((await page.getByRole(role, { name }).boundingBox())?.width ?? 0);

describe('on a phone (390 × 844)', () => {
  it('signs in on a page that fits the screen, and the menus open from the header', async () => {
    const { page } = await newPage(browser, PHONE);
    await page.goto('/login');
    expect(await sidewaysOverflow(page)).toBe(0);
    await fillSignIn(page, SALES);
    await page.getByRole('button', { name: '打开菜单' }).waitFor();
    // the rail and the module menu are not on the page until asked for
    expect(await page.getByRole('navigation', { name: '一级菜单' }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('opens 客户 from the menu as cards, a customer, and writes a follow-up in a full-screen sheet', async () => {
    const { page } = await newPage(browser, PHONE);
    await signIn(page, SALES);
    await openFromMenu(page, '客户管理', '客户管理', /^客户$/);
    await page.waitForURL(/\/customer\/customer(\?|$)/);
    const cards = page.getByRole('list', { name: '记录' });
    await cards.getByRole('listitem').first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    // the filters open in a drawer
    await page.getByRole('button', { name: /筛选/ }).click();
    await page.getByRole('dialog', { name: '筛选' }).getByLabel('关键字').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '筛选' }).waitFor({ state: 'hidden' });

    const first = cards.getByRole('listitem').first();
    const name = (await first.getByRole('link').first().innerText()).trim();
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/customer\/customerInfo\?id=\d+/);
    await page.getByRole('heading', { name }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole('button', { name: /写跟进/ }).click();
    const write = page.getByRole('dialog', { name: '写跟进' });
    await write.waitFor();
    await expect.poll(() => widthOf(page, 'dialog', '写跟进')).toBe(PHONE.width);
    await write.locator('#follow_type').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '电话' }).first().click();
    const note = `手机上记下的跟进${Date.now() % 100000}`;
    await write.getByRole('textbox', { name: '跟进记录' }).click();
    await page.keyboard.type(note);
    await write.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('跟进已保存').first().waitFor();
    // the feed is below the fields on a phone
    await page.getByText(note).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('takes the leader from the message centre to the 外出 waiting for him, and he approves it in a full-screen sheet', async () => {
    // 王强 asks to go out (through the API: the form is another test's)
    const { context: asker, page: wang } = await newPage(browser);
    await signIn(wang, SALES);
    const place = `手机审批客户${Date.now() % 100000}`;
    const applied = await asker.request.post('/api/GoOut/add', {
      headers: { Authorization: `Bearer ${await tokenOf(asker)}` },
      data: { start_time: '2026-12-14 09:00:00', end_time: '2026-12-14 11:00:00', place, reason: '上门演示' },
    });
    const answer = (await applied.json()) as { code: number; msg: string; data: { id: number } | null };
    expect(answer.msg).toBe('操作成功');
    const id = answer.data!.id;

    const { page } = await newPage(browser, PHONE);
    await signIn(page, LEADER);
    await page.getByRole('button', { name: /^消息/ }).click();
    const centre = page.getByRole('dialog').filter({ hasText: '消息中心' });
    await centre.waitFor();
    expect(Math.round((await centre.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await centre
      .getByRole('button', { name: /^王强提交的外出审批待您处理/ })
      .first()
      .click();
    await page.waitForURL((url) => url.search.includes(`detail_id=${id}`) || url.pathname === '/home/examine');
    if (!page.url().includes(`detail_id=${id}`)) await page.locator(`a[href$="flow_type=${GO_OUT}&detail_id=${id}"]`).first().click();
    await page.getByText(place).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.getByRole('button', { name: /^同\s*意$/ }).click();
    const agree = page.getByRole('dialog', { name: /^同\s*意$/ });
    await agree.and(page.locator(':not(.ant-zoom-appear):not(.ant-zoom-enter)')).waitFor();
    await expect.poll(() => widthOf(page, 'dialog', /^同\s*意$/)).toBe(PHONE.width);
    await agree.getByRole('button', { name: /^确\s*定$/ }).click();
    // decided: back where he came from, and it is in 我已审批
    await page.waitForURL((url) => !url.search.includes(`detail_id=${id}`));
    await page.goto('/home/examine?tab=2');
    await page.locator(`a[href$="flow_type=${GO_OUT}&detail_id=${id}"]`).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
