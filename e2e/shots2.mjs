import { chromium } from 'playwright-core';
const [,, base, ...pages] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const p = await b.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
await p.goto(base + '/login');
await p.getByLabel('账号').fill(process.env.U ?? 'admin'); await p.getByLabel('密码').fill(process.env.P ?? 'admin123'); await p.getByLabel('密码').press('Enter');
await p.getByRole('navigation', { name: '一级菜单' }).waitFor();
for (const [i, path] of pages.entries()) {
  await p.goto(base + path); await p.waitForTimeout(2500);
  await p.screenshot({ path: `/tmp/shot-${i}.png` });
}
await b.close();
