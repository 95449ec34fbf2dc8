import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, launch, newPage, signIn, tokenOf } from './support.ts';

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
    await page.getByText('退出', { exact: true }).click();
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
