import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveFromCentre, chooseOption, companyToday, launch, newPage, overviewFigure, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** 财务经理: confirms collections, issues invoices, approves what her clerk submits */
const FINANCE = { username: '赵敏', password: '123456' };
/** 会计 of 财务部, 赵敏's clerk: files her own claims and pays */
const CLERK = { username: '黄丽', password: '123456' };

// the demo's records this file works on, touched by no other browser test
/** 王强 registered its prepayment (第1期, 42,287.54) today; finance has yet to confirm it arrived */
const GATEWAY = '华锐智能安全网关采购合同';
/** 杨磊's approved application on it (29,000.00, 增值税普票) waits in 财务开票 */
const JINLING = '金陵商贸门店收银系统合同';

const TODAY = companyToday();

const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/** The value of a field on a detail page, by its label. */
const field = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) });
/** Waits until the detail page's field `label` reads `value`. */
const fieldReads = (page: Page, label: string, value: string) =>
  field(page, label).getByText(value, { exact: true }).waitFor();

/** The amount a figure of 财务概览 (本月) shows, in cents. */
async function figure(page: Page, label: string): Promise<number> {
  await page.goto('/financial/financial');
  return Math.round((await overviewFigure(page, label)) * 100);
}

/** A table row's cells as one line of text, single-spaced. */
const rowText = async (row: Locator) => (await row.innerText()).replace(/\s+/g, ' ').trim();

/** Searches a list page for `keyword` with the 关键字 box of its 筛选 form. */
async function search(page: Page, keyword: string) {
  const box = page.getByRole('form', { name: '筛选' }).getByLabel('关键字');
  await box.fill(keyword);
  const searched = page.waitForResponse((res) => new URL(res.url()).searchParams.get('keyword') === keyword);
  await box.press('Enter');
  // the searched rows are shown: until then the previous list stays on screen (it may hold the same row, at another
  // place), and the list is busy from the moment it asks until it shows the answer
  await searched;
  await page.locator('main [aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** 提交审批 on a document's detail page: the dialog previews the flow (赵敏 approves), then it is in approval. */
async function submitForApproval(page: Page) {
  await page.getByRole('button', { name: '提交审批' }).click();
  const d = dialog(page, '提交审批');
  await d.getByRole('region', { name: '审批流程' }).getByText('赵敏').waitFor();
  await d.getByRole('button', { name: /^提\s*交$/ }).click();
  await d.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '撤回审批' }).waitFor();
}

/** 赵敏 opens the run from 待我审批 of the approval centre and approves it with a reason. */
const approve = (page: Page, flowType: number, id: number, title: string, reason: string) =>
  approveFromCentre(page, { flowType, id, title, reason });

describe("赵敏's day at the finance desk, on the demo's records", () => {
  it('confirms the collection 王强 registered: it reads 已回款, the contract, its first instalment and 财务概览 count it', async () => {
    const { page } = await newPage(browser);
    await signIn(page, FINANCE);

    const incomeBefore = await figure(page, '收入（元）');
    // the contract before: nothing collected of its 140,958.46 (合同金额 已回款 未回款)
    await page.goto('/customer/contract');
    await search(page, GATEWAY);
    const contract = page.getByRole('row').filter({ hasText: GATEWAY });
    await expect.poll(() => rowText(contract)).toContain('140,958.46 0.00 140,958.46');

    // 1. 收款, filtered to what awaits confirmation: 王强's prepayment on the gateway contract
    await page.goto('/financial/collection');
    await page.getByRole('button', { name: /展\s*开/ }).click();
    const filters = page.getByRole('form', { name: '筛选' });
    await chooseOption(page, filters.getByLabel('回款状态'), '待回款');
    await filters.getByRole('button', { name: /^搜\s*索$/ }).click();
    await page.waitForURL(/[?&]status=1\b/);
    const pending = page.getByRole('row').filter({ hasText: GATEWAY });
    // 回款金额 实际到账金额 已退款 … 回款状态
    await expect.poll(() => rowText(pending)).toMatch(/ 42,287\.54 0\.00 0\.00 .* 待回款 /);
    const receipt = (await pending.getByRole('link', { name: /^HK-/ }).innerText()).trim();
    await pending.getByRole('link', { name: receipt }).click();
    await page.waitForURL(/\/financial\/collectionInfo\?id=\d+/);
    await page.getByRole('heading', { name: receipt }).waitFor();
    await fieldReads(page, '回款计划', '第1期');
    await fieldReads(page, '回款状态', '待回款');

    // 2. 确认到账: the dialog offers the registered amount as what arrived
    await page.getByRole('button', { name: '确认到账' }).click();
    const arrived = dialog(page, '确认到账');
    await arrived.getByText('回款金额 42,287.54 元，请填写实际到账的金额。').waitFor();
    await expect.poll(() => arrived.getByLabel('实际到账金额（元）').inputValue()).toBe('42287.54');
    await arrived.getByRole('button', { name: /^确\s*定$/ }).click();
    await arrived.waitFor({ state: 'hidden' });
    await fieldReads(page, '回款状态', '已回款');
    await fieldReads(page, '实际到账金额（元）', '42,287.54');
    // registered today: this month's money in on 财务概览 counts it
    expect(await figure(page, '收入（元）')).toBe(incomeBefore + 4_228_754);

    // 3. the 收款 list reads it arrived
    await page.goto('/financial/collection');
    await search(page, receipt);
    await expect
      .poll(() => rowText(page.getByRole('row').filter({ hasText: receipt })))
      .toMatch(/ 42,287\.54 42,287\.54 0\.00 .* 已回款 /);

    // 4. the contract counts it, and its first instalment is collected in full
    await page.goto('/customer/contract');
    await search(page, GATEWAY);
    await expect.poll(() => rowText(contract)).toContain('140,958.46 42,287.54 98,670.92');
    await contract.getByRole('link', { name: GATEWAY }).click();
    await page.waitForURL(/\/customer\/contractInfo\?id=\d+/);
    await page.getByRole('tab', { name: /^回款计划/ }).click();
    const plans = page.getByRole('tabpanel', { name: /^回款计划/ }).getByRole('row');
    // 计划回款金额 实际回款金额 待回款金额 … 回款状态
    await expect
      .poll(() => rowText(plans.filter({ hasText: '第1期' })))
      .toMatch(/^第1期 42,287\.54 42,287\.54 0\.00 \S+ 已回款 /);
    await expect
      .poll(() => rowText(plans.filter({ hasText: '第2期' })))
      .toMatch(/^第2期 98,670\.92 0\.00 98,670\.92 \S+ 待回款 /);
  }, 180_000);

  it('issues part of an approved application in 财务开票: one invoice of 10,000.00 of 29,000.00, and it reads 部分开票', async () => {
    const number = '32010001';
    const file = '金陵商贸门店收银系统发票.pdf';
    const { page } = await newPage(browser);
    await signIn(page, FINANCE);

    // 1. 财务开票 → 待开票: 杨磊's application on the 金陵 contract, nothing issued yet
    await page.goto('/financial/financialInvoice');
    await page.getByRole('tab', { name: '待开票', selected: true }).waitFor();
    const application = page.getByRole('row').filter({ hasText: JINLING });
    // 申请金额 已开票 可开票 … 开票状态
    await expect.poll(() => rowText(application)).toMatch(/ 29,000\.00 0\.00 29,000\.00 .* 待开票 /);
    const code = (await application.getByRole('link', { name: /^KP-/ }).innerText()).trim();
    await application.getByRole('button', { name: '开具发票' }).click();
    await page.waitForURL(/\/financial\/openInvoice\?id=\d+/);
    await page.getByText(`开票申请 ${code}`).waitFor();
    await fieldReads(page, '开票状态', '待开票');

    // 2. 开具发票: the form offers all that is left; she records one invoice of 10,000.00 with its file
    const form = page.getByRole('form', { name: '开具发票' });
    await expect.poll(() => form.getByLabel('开票金额（元）').inputValue()).toBe('29000.00');
    await form.getByText('本申请最多还可开 29,000.00 元').waitFor();
    await form.getByLabel('发票号码').fill(number);
    await form.getByLabel('开票金额（元）').fill('10000');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: '上传发票文件' }).click(),
    ]);
    await chooser.setFiles({ name: file, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    // uploaded: the file's name becomes its link
    await form.getByRole('link', { name: file }).waitFor();
    await form.getByRole('button', { name: '登记发票' }).click();

    // 3. the invoice is listed in 开票记录 and the application is issued in part
    const record = page.getByRole('row').filter({ hasText: number });
    await expect
      .poll(() => rowText(record))
      .toMatch(new RegExp(`^${number} 10,000\\.00 ${TODAY} ${JINLING} 10,000\\.00 .*${file} 赵敏 `));
    await fieldReads(page, '开票状态', '部分开票');
    await fieldReads(page, '已开票金额（元）', '10,000.00');
    await fieldReads(page, '可开票金额（元）', '19,000.00');
    await form.getByText('本申请最多还可开 19,000.00 元').waitFor();

    // 4. back in 财务开票 it stays under 待开票, reading 部分开票 with 19,000.00 left
    await form.getByRole('button', { name: '返回财务开票' }).click();
    await page.waitForURL(/\/financial\/financialInvoice/);
    await expect
      .poll(() => rowText(application))
      .toMatch(new RegExp(`^${code} .* 29,000\\.00 10,000\\.00 19,000\\.00 .* 部分开票 `));
  }, 180_000);

  it('pays an approved claim: 黄丽 ticks it in 新建付款, 赵敏 approves the payment, the claim reads 已付款 and 财务概览 moves', async () => {
    const title = `财务部回单打印耗材${Date.now() % 100000}`;
    const { page: clerk } = await newPage(browser);
    await signIn(clerk, CLERK);
    const { page: zhao } = await newPage(browser);
    await signIn(zhao, FINANCE);

    // The demo has no approved claim left to pay: 杨磊's 客户答谢宴招待费 is held whole by a draft payment. So 黄丽
    // files one of her own and 赵敏, her leader, approves it first.
    await clerk.goto('/financial/addExpense');
    const form = clerk.getByRole('form', { name: '报销表单' });
    await form.getByLabel('报销事由').fill(title);
    await form.getByRole('button', { name: '添加一行' }).click();
    const date = form.getByLabel('报销明细第1行费用日期');
    await date.click();
    await date.fill(TODAY);
    await date.press('Enter');
    await chooseOption(clerk, form.getByLabel('报销明细第1行费用类别'), '办公用品');
    await form.getByLabel('报销明细第1行金额（元）').fill('268');
    await form.getByLabel('报销明细第1行说明').fill('打印纸与硒鼓');
    await form.getByText('合计268.00').waitFor();
    await form.getByRole('button', { name: /^保\s*存$/ }).click();
    await clerk.waitForURL(/\/financial\/expenseInfo\?id=\d+/);
    const claimId = Number(new URL(clerk.url()).searchParams.get('id'));
    const claimUrl = clerk.url();
    const claim = (await clerk.getByRole('heading', { name: /^BX-/ }).innerText()).trim();
    await fieldReads(clerk, '报销总额（元）', '268.00');
    await fieldReads(clerk, '审批状态', '待提交');
    await submitForApproval(clerk);
    await fieldReads(clerk, '审批状态', '审批中');
    await approve(zhao, 5, claimId, `报销 · ¥268.00 · ${title}`, '票据齐全');
    await clerk.reload();
    await fieldReads(clerk, '审批状态', '已通过');
    await fieldReads(clerk, '付款状态', '待付款');

    // 1. 黄丽: 新建付款 → 报销; the held claim cannot be ticked, hers pays what is left, to her
    await clerk.goto('/financial/payment');
    await clerk.getByRole('button', { name: /新建付款/ }).click();
    const d = dialog(clerk, '新建付款');
    await d.getByText('报销', { exact: true }).click();
    const held = d.getByRole('row').filter({ hasText: '客户答谢宴招待费' });
    // 应付 可付
    await expect.poll(() => rowText(held)).toMatch(/ 680\.00 0\.00$/);
    expect(await held.getByRole('checkbox').isDisabled()).toBe(true);
    const mine = d.getByRole('row').filter({ hasText: title });
    await expect.poll(() => rowText(mine)).toBe(`${claim} ${title} 黄丽 268.00 268.00`);
    await d.getByRole('checkbox', { name: `选择 ${claim}` }).check();
    await expect.poll(() => d.getByLabel(`${claim} 本次付款`).inputValue()).toBe('268.00');
    await expect.poll(() => d.getByLabel('收款方').inputValue()).toBe('黄丽');
    await expect.poll(() => d.getByText(/^付款合计/).innerText()).toBe('付款合计 268.00 元');
    await d.getByRole('button', { name: /^保\s*存$/ }).click();
    await clerk.waitForURL(/\/financial\/summayInfo\?id=\d+/);
    const paymentId = Number(new URL(clerk.url()).searchParams.get('id'));
    await fieldReads(clerk, '付款金额（元）', '268.00');
    await fieldReads(clerk, '收款方', '黄丽');
    await fieldReads(clerk, '付款状态', '待提交');

    // 2. submitted, 赵敏 approves it from 待我审批, and 财务概览 moves: paid out today, no longer to pay
    await submitForApproval(clerk);
    await fieldReads(clerk, '付款状态', '审批中');
    const [spentBefore, toPayBefore] = [await figure(zhao, '支出（元）'), await figure(zhao, '待付报销（元）')];
    await approve(zhao, 6, paymentId, '付款 · ¥268.00 · 黄丽', '核对无误，同意付款');
    expect([await figure(zhao, '支出（元）'), await figure(zhao, '待付报销（元）')]).toEqual([
      spentBefore + 26_800,
      toPayBefore - 26_800,
    ]);
    await clerk.reload();
    await fieldReads(clerk, '付款状态', '已通过');

    // 3. the claim is paid in full
    await clerk.goto(claimUrl);
    await fieldReads(clerk, '付款状态', '已付款');
    await fieldReads(clerk, '已付款（元）', '268.00');
    await fieldReads(clerk, '未付款（元）', '0.00');
    // and 赵敏's 报销 list reads the same
    await zhao.goto('/financial/expenseAccount');
    await search(zhao, claim);
    // 报销总额 应付 已付款 未付款 付款状态 审批状态, then 报销事由 and 报销人
    await expect
      .poll(() => rowText(zhao.getByRole('row').filter({ hasText: claim })))
      .toMatch(/ 268\.00 268\.00 268\.00 0\.00 已付款 已通过 .* 黄丽 /);
  }, 240_000);
});
