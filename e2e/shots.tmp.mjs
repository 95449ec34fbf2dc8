// usage: node shots.mjs base path1 path2 ... (env U, P); writes /tmp/shot-<n>.png
import { chromium } from 'playwright-core';
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(base + '/login');
await page.getByLabel('账号').fill(process.env.U ?? 'admin');
await page.getByLabel('密码').fill(process.env.P ?? 'admin123');
await page.keyboard.press('Enter');
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
let i = 0;
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${i++}.png`, fullPage: false });
}
await browser.close();
