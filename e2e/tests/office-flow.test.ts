import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, newPage, SALES, signIn, tokenOf } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

const LEADER = { username: '刘洋', password: '123456' };

/** The unread count the bell announces (0 when it shows no dot). */
async function unreadOf(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^消息/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
}

/** The member's unread messages as the server counts them. */
async function unreadOnServer(context: BrowserContext): Promise<number> {
  const res = await fetch(`${baseURL()}/api/Message/messageList?page=1&limit=7&status=1`, {
    headers: { Authorization: `Bearer ${await tokenOf(context)}` },
  });
  return ((await res.json()) as { data: { count: { countAll: number } } }).data.count.countAll;
}

describe('办公: messages as they happen, and the workbench', () => {
  it('王强 sees the task 刘洋 gives him without reloading, opens it from the message centre, and it is read', async () => {
    const { page: wang, context } = await newPage(browser);
    await signIn(wang, SALES);
    const before = await unreadOnServer(context);
    await expect.poll(() => unreadOf(wang)).toBe(before);

    const { page: liu } = await newPage(browser);
    await signIn(liu, LEADER);
    await liu.goto('/home/task');
    const title = `整理华锐项目周报${Date.now() % 100000}`;
    await liu.getByRole('button', { name: /新建任务/ }).click();
    await liu.getByLabel('任务标题').fill(title);
    await liu.getByLabel('负责人').fill('王强');
    await liu.locator('.ant-select-dropdown').getByText('王强', { exact: true }).click();
    await liu.getByRole('button', { name: /^保\s*存$/ }).click();
    await liu.getByText(title).first().waitFor();

    // 王强's page was not reloaded: the notification and the unread count arrive over the socket
    const sentence = `刘洋给您分配了任务「${title}」`;
    await wang.locator('.ant-notification').getByText(sentence).waitFor();
    await expect.poll(() => unreadOf(wang)).toBe(before + 1);
    // the workbench he is on lists it among his tasks, still without a reload
    expect(new URL(wang.url()).pathname).toBe('/home/home');
    await wang
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();

    await wang.getByRole('button', { name: /^消息/ }).click();
    const drawer = wang.getByRole('dialog').filter({ hasText: '消息中心' });
    await drawer.getByRole('tab', { name: /任务/ }).click();
    await drawer.getByRole('button', { name: new RegExp(`^${sentence}`) }).click();
    await wang.waitForURL(/\/home\/taskInfo\?id=\d+/);
    await wang.getByText(title).first().waitFor();
    await expect.poll(() => unreadOf(wang)).toBe(before);

    // the workbench lists it among 王强's tasks
    await wang.goto('/home/home');
    await wang.getByText('我的任务').first().waitFor();
    await wang
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
  });
});
