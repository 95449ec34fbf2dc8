import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const menuOpen = (page: Page) => page.getByRole('button', { name: '收起菜单' });

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A tab by its label: focused from the keyboard, a tab's name also says where it is (Tab 9 of 10). */
const tabNamed = (page: Page, label: string) =>
  page.getByRole('tab', { name: new RegExp(`^(Tab \\d+ of \\d+\\s*)?${escaped(label)}$`) });
const labelOf = (text: string) => text.replace(/^Tab \d+ of \d+\s*/, '').trim();

/** The header cell of a column by its exact title. */
const header = (table: Locator, title: string) =>
  table.locator('thead th').filter({ hasText: new RegExp(`^${escaped(title)}$`) });

describe('money and status in view at 1440 × 900 with the menu open', () => {
  for (const [list, path, titles] of [
    [
      '合同',
      '/customer/contract',
      ['合同编号', '合同名称', '合同金额（元）', '已回款（元）', '未回款（元）', '合同状态'],
    ],
    ['商机', '/customer/opportunities', ['商机名称', '预计金额（元）', '预计成交日期', '商机状态']],
    ['报价', '/customer/offer', ['报价单号', '含税总计（元）', '状态']],
  ] as const) {
    it(`the ${list} list shows ${titles.join('、')} inside the table, before the fixed 操作 column`, async () => {
      const { context, page } = await newPage(browser);
      await signIn(page);
      await page.goto(path);
      await menuOpen(page).waitFor();
      const table = page.locator('.ant-table').first();
      await table.locator('.ant-table-row').first().waitFor();
      const box = (await table.locator('.ant-table-container').boundingBox())!;
      const actions = (await header(table, '操作').boundingBox())!;
      for (const title of titles) {
        const cell = (await header(table, title).boundingBox())!;
        expect({ title, left: cell.x >= box.x, right: cell.x + cell.width <= actions.x + 0.5 }).toEqual({
          title,
          left: true,
          right: true,
        });
      }
      if (list === '合同') {
        // 合同编号 whole, not cut with an ellipsis
        const number = table
          .locator('.ant-table-row')
          .first()
          .getByText(/^HT-\d{8}-\d{4}$/);
        expect(await number.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await context.close();
    });
  }

  it("a contract's header shows 合同金额, 已回款, 未回款 and 合同状态 as its key figures", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/contractInfo?id=1');
    const figures = page.getByRole('group', { name: '关键数据' });
    await figures.waitFor();
    expect(await figures.locator('dt').allInnerTexts()).toEqual([
      '合同金额（元）',
      '已回款（元）',
      '未回款（元）',
      '合同状态',
    ]);
    // the same values as 基本信息 below
    for (const label of ['合同金额（元）', '已回款（元）', '未回款（元）', '合同状态']) {
      const figure = (
        await figures
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: label }) })
          .locator('dd')
          .innerText()
      ).trim();
      const field = page
        .locator('.ant-descriptions-item')
        .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: label }) });
      expect((await field.locator('.ant-descriptions-item-content').innerText()).trim()).toBe(figure);
    }
    expect(await figures.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(900);
    await context.close();
  });
});

/**
 * Opens a tab with the keyboard alone, from the tab now open: Tab to 更多, Enter, the arrow keys to the tab and Enter
 * when 更多 lists it; else back to the tab list, the arrow keys along it and Enter.
 */
async function openTabByKeyboard(page: Page, name: string) {
  const current = page.getByRole('tab', { selected: true });
  await expect.poll(() => isFocused(current)).toBe(true);
  const more = page.getByRole('button', { name: '更多' });
  if ((await more.count()) > 0) {
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(more)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menu');
    // the focus moves into the menu
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement)).catch(() => false)).toBe(true);
    const item = menu.getByRole('menuitem', { name, exact: true });
    if ((await item.count()) > 0) {
      for (let i = 0; i < 12 && !(await isFocused(item)); i++) {
        const before = await focusedText(page);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => focusedText(page)).not.toBe(before);
      }
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(more)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => isFocused(current)).toBe(true);
  }
  const names = (await page.getByRole('tab').allInnerTexts()).map(labelOf);
  const from = names.indexOf(labelOf(await current.innerText()));
  const to = names.indexOf(name);
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  await expect.poll(() => isFocused(tabNamed(page, name))).toBe(true);
  await page.keyboard.press('Enter');
}

describe('every tab of a detail page within reach of the keyboard', () => {
  it('on a contract at 1440 px the tabs that do not fit are under 更多, and each tab opens from the keyboard', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/customer/contractInfo?id=1');
    const first = page.getByRole('tab', { name: '基本信息' });
    await first.waitFor();
    await page.getByRole('tab', { name: '版本记录' }).waitFor({ state: 'attached' });
    const more = page.getByRole('button', { name: '更多' });
    await more.waitFor();
    const box = (await more.boundingBox())!;
    expect(box.width).toBeGreaterThan(30);
    expect(box.height).toBeGreaterThan(20);

    const names = (await page.getByRole('tab').allInnerTexts()).map(labelOf);
    expect(names).toEqual(expect.arrayContaining(['开票申请 (0)', '版本记录']));
    await first.focus();
    for (const name of ['开票申请 (0)', '版本记录', ...names.filter((n) => n !== '开票申请 (0)' && n !== '版本记录')]) {
      await openTabByKeyboard(page, name);
      const tab = tabNamed(page, name);
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tabpanel', { name: new RegExp(`${escaped(name)}$`) }).waitFor();
      // the tab just opened is in view and has the focus
      await expect.poll(() => isFocused(tab)).toBe(true);
      const bar = (await page.getByRole('tablist').first().boundingBox())!;
      const inView = async () => {
        const shown = (await tab.boundingBox())!;
        return shown.x >= bar.x - 0.5 && shown.x + shown.width <= bar.x + bar.width + 0.5;
      };
      await expect.poll(inView).toBe(true);
    }
    await context.close();
  }, 180_000);
});

describe('财务概览', () => {
  it('lays its six figures out 6 in a row at 1440 px, 3 + 3 at 1280 px and 2 × 3 on a phone, never one alone', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto('/financial/financial');
    const tiles = page.getByRole('button', { name: /查看明细$/ });
    await expect.poll(() => tiles.count()).toBe(6);
    const rows = async () => {
      const ys = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      return [...new Set(ys)].map((y) => ys.filter((v) => v === y).length);
    };
    await expect.poll(rows).toEqual([6]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(rows).toEqual([3, 3]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(rows).toEqual([2, 2, 2]);
    await context.close();
  });
});
