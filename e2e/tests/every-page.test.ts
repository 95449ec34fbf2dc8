import axe from 'axe-core';
import { MSG, ROUTES, type AppRoute } from '@suwork/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, sidewaysOverflow, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

// Every page of the route table, as admin: axe finds no serious or critical violation, and at a phone's width
// nothing scrolls sideways. Pages still being built (该功能建设中) are counted, not checked.

/** The signed-in pages; a record's page opens the demo's first record. */
const PAGES = ROUTES.filter((r) => r.meta.type !== 'public');
const addressOf = (r: AppRoute) =>
  r.path.replace(/:[a-z_]+/gi, '1') + (r.meta.hidden && !r.path.includes(':') ? '?id=1' : '');

/** Resolves once the page has made no request for a moment (the app's pages, scripts and data all in). */
function quietWatcher(page: Page) {
  let pending = 0;
  let changed = Date.now();
  const step = (d: number) => () => {
    pending += d;
    changed = Date.now();
  };
  page.on('request', step(1));
  page.on('requestfinished', step(-1));
  page.on('requestfailed', step(-1));
  return async () => {
    // the page's own code is in (the title bar comes first, then the page in place of 加载中…)
    await page.locator('main h1').first().waitFor();
    await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
    // its data asked for and answered, its tables and cards drawn
    await expect.poll(() => pending === 0 && Date.now() - changed >= 150, { interval: 50 }).toBe(true);
    await page.locator('main .ant-spin-spinning').first().waitFor({ state: 'detached' });
  };
}

/**
 * Opens `address` as a link in the app would (the app is loaded once, as a member's is all day), and waits until
 * the shell shows it: its work tab is the current one.
 */
async function open(page: Page, address: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  await page.waitForFunction(() => {
    const current = document.querySelector('nav[aria-label="已打开的页面"] a[aria-current="page"]');
    return current?.getAttribute('href') === location.pathname + location.search;
  });
}

const building = async (page: Page) => (await page.locator('main').getByText(MSG.underConstruction).count()) > 0;

/** Colours as they rest: a button caught half-way through a transition would be judged on a passing shade. */
const STILL = '*, *::before, *::after { transition: none !important; animation: none !important; }';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations axe finds on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  // axe and the still colours go in once: the app stays loaded from one page to the next
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
    await page.evaluate((still) => {
      document.head.append(Object.assign(document.createElement('style'), { textContent: still }));
    }, STILL);
  }
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    );
}

describe('every page', () => {
  it('the sign-in page passes axe, and fits a phone', async () => {
    const { page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('账号').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it('passes axe (no serious or critical violation) for admin, and never scrolls sideways on a phone', async () => {
    const { page } = await newPage(browser);
    const quiet = quietWatcher(page);
    await signIn(page);
    const found: string[] = [];
    let checked = 0;
    let reported = 0;
    for (const r of PAGES) {
      const address = addressOf(r);
      // on a desktop's screen: axe
      await open(page, address);
      await quiet();
      if (await building(page)) continue;
      checked += 1;
      for (const v of await violations(page)) found.push(`${address} ${v}`);
      // then on a phone's (the shell lays itself out again): nothing scrolls sideways
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: '打开菜单' }).waitFor();
      await quiet();
      const over = await sidewaysOverflow(page);
      if (over > 0) found.push(`${address} scrolls sideways at ${PHONE.width} px: +${over}px`);
      await page.setViewportSize(DESKTOP);
      await page.getByRole('navigation', { name: '一级菜单' }).waitFor();
      if (found.length > reported) console.log(found.slice(reported).join('\n'));
      reported = found.length;
    }
    console.log(`${checked} pages checked`);
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 1_200_000);
});
