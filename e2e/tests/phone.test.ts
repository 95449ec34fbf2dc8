import { CONTRACT_STATUS, DEAL_STATUS } from '@suwork/domain/entities';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  fillSignIn,
  launch,
  newPage,
  PHONE,
  SALES,
  sidewaysOverflow,
  signIn,
  tokenOf,
} from './support.ts';

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
const widthOf = async (page: Page, role: 'dialog', name: string | RegExp) =>
  Math.round((await page.getByRole(role, { name }).boundingBox())?.width ?? 0);

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

    // 写跟进 is among the actions at the top, on the first screen, not under the fields and tabs
    const writeButton = page.getByRole('button', { name: /写跟进/ });
    const box = await writeButton.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(PHONE.height);
    await writeButton.click();
    const write = page.getByRole('dialog', { name: '写跟进' });
    await write.waitFor();
    await expect.poll(() => widthOf(page, 'dialog', '写跟进')).toBe(PHONE.width);
    await chooseOption(page, write.locator('#follow_type'), '电话');
    const note = `手机上记下的跟进${Date.now() % 100000}`;
    await write.getByRole('textbox', { name: '跟进记录' }).click();
    await page.keyboard.type(note);
    await write.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('跟进已保存').first().waitFor();
    // the feed is below the fields on a phone
    await page.getByText(note).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('shows on a contract card its amount, what is left to collect and its status as a tag; on a customer card the contact and a number to call', async () => {
    const { page } = await newPage(browser, PHONE);
    await signIn(page, SALES);
    await page.goto('/customer/contract');
    const contract = page.getByRole('list', { name: '记录' }).getByRole('listitem').first();
    await contract.waitFor();
    const fact = (card: Locator, label: string) =>
      card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
    expect(await fact(contract, '合同金额').innerText()).toMatch(/^[\d,]+\.\d{2}$/);
    expect(await fact(contract, '未回款').innerText()).toMatch(/^[\d,]+\.\d{2}$/);
    expect(Object.values(CONTRACT_STATUS)).toContain((await contract.locator('.ant-tag').innerText()).trim());
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto('/customer/customer');
    const customer = page.getByRole('list', { name: '记录' }).getByRole('listitem').first();
    await customer.waitFor();
    expect((await fact(customer, '联系人').innerText()).trim()).not.toBe('--');
    const call = fact(customer, '电话').getByRole('link');
    expect(await call.getAttribute('href')).toBe(`tel:${(await call.innerText()).trim()}`);
    expect(Object.values(DEAL_STATUS)).toContain((await customer.locator('.ant-tag').innerText()).trim());
  });

  it('shows the product lines of a quote as cards that fit the screen, on its page and in its form', async () => {
    const { page } = await newPage(browser, PHONE);
    await signIn(page, SALES);
    await page.goto('/customer/offer');
    await page.getByRole('list', { name: '记录' }).getByRole('link', { name: '云杉信息SaaS办公套件升级报价' }).click();
    await page.waitForURL(/\/customer\/offerInfo\?id=\d+/);
    for (const where of ['page', 'form']) {
      const lines = page.getByRole('list', { name: '产品明细' });
      await lines.getByRole('listitem').first().waitFor();
      expect(await lines.getByRole('listitem').count(), where).toBeGreaterThan(0);
      expect(await lines.getByRole('table').count(), where).toBe(0);
      // nothing scrolls sideways inside the lines' box, nor the page
      expect(await lines.evaluate((el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth), where).toBe(
        0,
      );
      expect(await sidewaysOverflow(page), where).toBe(0);
      if (where === 'page') {
        await page
          .getByRole('button', { name: /编\s*辑$/ })
          .first()
          .click();
        await page.waitForURL(/\/customer\/editOffer\?id=\d+/);
      }
    }
    await expect
      .poll(() => page.getByRole('list', { name: '产品明细' }).getByRole('spinbutton', { name: '第1行数量' }).count())
      .toBe(1);
  });

  it('opens the workbench on what waits for the member, not on empty cards', async () => {
    for (const who of [SALES, LEADER]) {
      const { page } = await newPage(browser, PHONE);
      await signIn(page, who);
      await page.goto('/');
      // a to-do of the member's, on the first screen, with no empty card above it
      const first = page.getByRole('listitem').getByRole('link').filter({ hasNotText: /^查看/ }).first();
      await first.waitFor();
      const box = await first.boundingBox();
      expect(box!.y + box!.height, who.username).toBeLessThan(PHONE.height);
      const empties = await page
        .getByText('暂无数据')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      expect(
        empties.filter((top) => top < box!.y),
        who.username,
      ).toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    }
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
    if (!page.url().includes(`detail_id=${id}`))
      await page.locator(`a[href$="flow_type=${GO_OUT}&detail_id=${id}"]`).first().click();
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
