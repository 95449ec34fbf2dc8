import AxeBuilder from '@axe-core/playwright';
import { MSG, ROUTES, STORAGE_KEYS, type AppRoute } from '@suwork/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, PHONE, sidewaysOverflow, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

// Every page of the route table, as admin: axe finds no serious or critical violation, and on a phone nothing
// scrolls sideways. Pages still being built (该功能建设中) are counted, not checked.

/** The signed-in pages; a record's page opens the demo's first record. */
const PAGES = ROUTES.filter((r) => r.meta.type !== 'public');
const addressOf = (r: AppRoute) => r.path.replace(/:[a-z_]+/gi, '1') + (r.meta.hidden && !r.path.includes(':') ? '?id=1' : '');

/** Opens a page and waits until it has drawn itself: no spinner, nothing loading. */
async function open(page: Page, address: string) {
  // a fresh tab bar each time: hundreds of tabs are not what a member has
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.workTab);
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await page.locator('main .ant-spin-spinning').first().waitFor({ state: 'detached' });
}

const building = async (page: Page) => (await page.locator('main').getByText(MSG.underConstruction).count()) > 0;

/** The serious and critical violations axe finds on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? v.help}`);
}

describe('every page', () => {
  it('the sign-in page passes axe', async () => {
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('账号').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('passes axe (no serious or critical violation) for admin', async () => {
    const { page } = await newPage(browser);
    await signIn(page);
    const found: string[] = [];
    let checked = 0;
    for (const r of PAGES) {
      await open(page, addressOf(r));
      if (await building(page)) continue;
      checked += 1;
      for (const v of await violations(page)) {
        found.push(`${addressOf(r)} ${v}`);
        console.log(found.at(-1));
      }
    }
    console.log(`axe: ${checked} pages checked`);
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  }, 900_000);

  it('never scrolls sideways on a phone', async () => {
    const { page } = await newPage(browser, PHONE);
    await signIn(page);
    const wide: string[] = [];
    let checked = 0;
    for (const r of PAGES) {
      await open(page, addressOf(r));
      if (await building(page)) continue;
      checked += 1;
      const over = await sidewaysOverflow(page);
      if (over > 0) {
        wide.push(`${addressOf(r)} +${over}px`);
        console.log(wide.at(-1));
      }
    }
    console.log(`390 px: ${checked} pages checked`);
    expect(wide).toEqual([]);
  }, 900_000);
});
