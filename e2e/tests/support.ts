import { COMPANY_TZ_OFFSET_MINUTES, TOKEN_COOKIE } from '@suwork/domain';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export const ADMIN = { username: 'admin', password: 'admin123' };
/** 销售员 */
export const SALES = { username: '王强', password: '123456' };

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** The pages the running test opened, with the errors each saw (printed when the test fails). */
export const openPages = new Map<Page, string[]>();

/** A desktop's window, and a phone's (390 × 844, touch). */
/**
 * Today as the company reads it ('YYYY-MM-DD' in its time zone, as the server and the web's date fields do): from
 * 16:00 UTC it is already tomorrow there, whatever the machine's own zone.
 */
export const companyToday = () => new Date(Date.now() + COMPANY_TZ_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    locale: 'zh-CN',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('console', (msg) => void (msg.type() === 'error' && errors.push(`console: ${msg.text()}`)));
  page.on('requestfailed', (req) =>
    errors.push(`request failed: ${req.method()} ${req.url()} ${req.failure()?.errorText ?? ''}`),
  );
  page.on(
    'response',
    (res) => void (res.status() >= 500 && errors.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`)),
  );
  openPages.set(page, errors);
  return { context, page };
}

/** Fills the sign-in form of the current page and submits it with Enter. */
export async function fillSignIn(page: Page, who = ADMIN) {
  await page.getByLabel('账号').fill(who.username);
  await page.getByLabel('密码').fill(who.password);
  await page.getByLabel('密码').press('Enter');
}

export async function signIn(page: Page, who = ADMIN, path = '/login') {
  await page.goto(path);
  await fillSignIn(page, who);
  // the rail, or on a phone the button that opens it
  await page
    .getByRole('navigation', { name: '一级菜单' })
    .or(page.getByRole('button', { name: '打开菜单' }))
    .waitFor();
}

export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === TOKEN_COOKIE)?.value;
}

/** The titles of the first-level menu. */
export async function moduleTitles(page: Page): Promise<string[]> {
  const rail = page.getByRole('navigation', { name: '一级菜单' });
  return (await rail.getByRole('button').allInnerTexts()).map((t) => t.trim());
}

/**
 * A dialog (by its accessible name) once it has zoomed in: a click during the animation can be lost on a busy
 * machine.
 */
export async function settledDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const d = page.getByRole('dialog', { name });
  await d.and(page.locator(':not(.ant-zoom-appear):not(.ant-zoom-enter)')).waitFor();
  return d;
}

/**
 * Chooses `option` in the select `select` (its combobox) and waits until the select shows it and, for a single
 * select, its list has closed. A click on an option while the list is still opening can be lost on a busy machine;
 * then the list is closed and opened again, at most three times.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  const root = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  for (let attempt = 1; ; attempt++) {
    await select.click();
    await open.locator('.ant-select-item-option').filter({ hasText: exact }).first().click();
    try {
      await root.filter({ hasText: option }).waitFor({ timeout: 5_000 });
      if (!(await root.getAttribute('class'))?.includes('ant-select-multiple'))
        await expect.poll(() => open.count(), { timeout: 5_000 }).toBe(0);
      return;
    } catch (err) {
      if (attempt === 3) throw err;
      if ((await open.count()) > 0) await select.press('Escape');
    }
  }
}

/**
 * 同意 from 待我审批: opens the approval centre's row of the document (by its flow type and id, showing `title` when
 * given), agrees with `reason`, and waits until the centre no longer lists it.
 */
export async function approveFromCentre(
  page: Page,
  { flowType, id, title, reason }: { flowType: number; id: number; title?: string; reason?: string },
) {
  await page.goto('/home/examine');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href$="flow_type=${flowType}&detail_id=${id}"]`) });
  if (title !== undefined) await row.getByText(title).waitFor();
  await row.getByRole('link', { name: '查看' }).click();
  await page.getByRole('button', { name: /^同\s*意$/ }).click();
  const d = await settledDialog(page, /^同\s*意$/);
  await expect.poll(() => d.getByLabel('说明').inputValue()).toBe('同意');
  if (reason !== undefined) await d.getByLabel('说明').fill(reason);
  await d.getByRole('button', { name: /^确\s*定$/ }).click();
  // decided: back in the approval centre, where it no longer waits
  await page.waitForURL(/\/home\/examine/);
  await expect.poll(() => row.count()).toBe(0);
}

/** How far the page scrolls sideways (0: it fits its window). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The amount a figure of 财务概览 on the page shows (收入（元） 134,700.00 …, 查看明细), as a number of yuan. */
export async function overviewFigure(page: Page, label: string): Promise<number> {
  const tile = page.getByRole('button', { name: new RegExp(`^${label} [\\d,.]+ .*查看明细$`) });
  const text = (await tile.textContent()) ?? '';
  return Number(/ ([\d,.]+)/.exec(text)![1].replaceAll(',', ''));
}
