import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
/** the folders this file wrote to disk, removed when it ends */
const written: string[] = [];
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

/** A folder on disk with files in it and in a folder under it, as a member would pick it. */
function albumOnDisk(name: string): string {
  const temp = mkdtempSync(path.join(tmpdir(), 'suwork-e2e-'));
  written.push(temp);
  const root = path.join(temp, name);
  mkdirSync(path.join(root, '2026'), { recursive: true });
  writeFileSync(path.join(root, '说明.txt'), '活动照片说明');
  writeFileSync(path.join(root, '2026', '一月.txt'), '一月');
  writeFileSync(path.join(root, '2026', '二月.txt'), '二月');
  return root;
}

describe('云文档 in the browser', () => {
  it('uploads a whole folder into a project space with its progress, and finds its files in their folders', async () => {
    const { page } = await newPage(browser);
    await signIn(page, SALES);
    const name = `活动相册${Date.now() % 100000}`;
    await page.goto('/cloudDocument/projectSpace');
    // 王强 works on the demo projects, as a member or their 负责人
    await page
      .getByRole('navigation', { name: '项目' })
      .getByRole('button', { name: /恒通物流仓储系统升级/ })
      .click();
    await page.getByRole('button', { name: /上\s*传/ }).waitFor();
    await page.locator('input[aria-label="选择文件夹"]').setInputFiles(albumOnDisk(name));
    await page.getByText('上传列表（3/3）').waitFor();
    await expect
      .poll(() => page.locator('.ant-card').filter({ hasText: '上传列表' }).getByRole('progressbar').count())
      .toBe(3);
    // file names exactly: the upload list, while shown, names each file with its folder path
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await page.getByText('说明.txt', { exact: true }).waitFor();
    await page.getByRole('button', { name: /2026/ }).first().click();
    await page.getByText('一月.txt', { exact: true }).waitFor();
    await page.getByText('二月.txt', { exact: true }).waitFor();
    // the breadcrumb leads back to the project's root, where the folder is
    await page.getByRole('link', { name: /恒通物流仓储系统升级/ }).click();
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .waitFor();
  });

  it('writes a document with /h2, /table, /todo and /math, and finds it saved after a reload', async () => {
    const { page } = await newPage(browser);
    await signIn(page);
    await page.goto('/cloudDocument/onlineDocAdd');
    await page.getByLabel('文档标题').waitFor();
    const editor = page.getByRole('textbox', { name: '文档内容' });
    await editor.click();
    const command = async (cmd: string) => {
      await page.keyboard.type(cmd);
      // the menu filters after a 500 ms pause
      await page.getByRole('listbox').getByText(cmd, { exact: false }).first().waitFor();
      await page.waitForTimeout(600);
      await page.keyboard.press('Enter');
    };
    await command('/h2');
    await page.keyboard.type('本周进展');
    await page.keyboard.press('Enter');
    await command('/todo');
    await page.keyboard.type('发布审批模块');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await command('/math');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('E=mc^2');
    await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await command('/table');
    await page.keyboard.type('负责人');
    await expect.poll(() => page.getByRole('status').innerText(), { timeout: 15_000 }).toMatch(/^已保存/);

    await page.reload();
    await page.getByRole('heading', { name: '本周进展' }).waitFor();
    await page.locator('ul[data-type="taskList"]').getByText('发布审批模块').first().waitFor();
    await page.locator('.katex').first().waitFor();
    await page.locator('table').getByText('负责人').waitFor();
  });

  it('a share link opens signed out, and is refused once revoked', async () => {
    const { page } = await newPage(browser);
    await signIn(page);
    const folder = `对外资料${Date.now() % 100000}`;
    await page.goto('/cloudDocument/mySpace');
    await page.getByRole('button', { name: /新\s*建/ }).click();
    await page.getByRole('menuitem', { name: '文件夹' }).click();
    await page.getByLabel('文件夹名称').fill(folder);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    // a text file inside it, to be previewed through the link
    await page
      .getByRole('button', { name: new RegExp(folder) })
      .first()
      .click();
    // inside the (empty) folder before choosing the file
    await page.waitForURL(/folder=\d+/);
    await page.locator('.ant-breadcrumb').getByText(folder).waitFor();
    await page
      .locator('input[aria-label="选择文件"]')
      .setInputFiles({ name: '报价说明.txt', mimeType: 'text/plain', buffer: Buffer.from('含税价格，有效期三十天') });
    await page.getByText('上传列表（1/1）').waitFor();
    await page.goto('/cloudDocument/mySpace');
    const row = page.getByRole('row').filter({ hasText: folder });
    await row.getByRole('button', { name: `更多操作 ${folder}` }).click();
    await page.getByRole('menuitem', { name: '分享' }).click();
    await page.getByRole('tab', { name: '分享链接' }).click();
    await page.getByRole('button', { name: '创建链接' }).click();
    const link = (
      await page.locator('.ant-typography').filter({ hasText: '/shareFile?token=' }).first().innerText()
    ).trim();
    expect(link).toMatch(/\/shareFile\?token=[A-Za-z0-9_-]{43}$/);

    const { page: visitor } = await newPage(browser);
    await visitor.goto(link);
    await visitor.getByText(folder).first().waitFor();
    // 预览 opens the preview page (in a new tab for a person; here in a page of the same signed-out visitor)
    const preview = await visitor.getByRole('link', { name: '预览' }).getAttribute('href');
    const { page: viewer } = await newPage(browser);
    await viewer.goto(preview!);
    await viewer.getByText('含税价格，有效期三十天').waitFor();

    await page.getByRole('button', { name: '撤销' }).click();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await page.getByText('暂无数据').waitFor();
    await visitor.reload();
    await visitor.getByText('分享链接已失效').waitFor();
  });
});
