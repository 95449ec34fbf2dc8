import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveFromCentre, chooseOption, companyToday, launch, newPage, SALES, signIn } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser.close());

/** 销售经理, leader of 销售一部 */
const MANAGER = { username: '刘洋', password: '123456' };
/** leader of 销售部, above 销售一部: approves what 刘洋 submits */
const DIRECTOR = { username: '李娜', password: '123456' };
/** 财务 */
const FINANCE = { username: '赵敏', password: '123456' };
const CUSTOMER = '广州美康医疗器械有限公司';

const TODAY = companyToday();
const NEXT_YEAR = Number(TODAY.slice(0, 4)) + 1;

const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });

/**
 * Picks the record whose row holds `name` in the picker dialog that the input labelled `label` opens; with `search`
 * it is first searched for in the dialog's first search box, and picked once the list shows it alone.
 */
async function pick(page: Page, label: string, title: string, name: string, { search = true } = {}) {
  await page.getByLabel(label, { exact: true }).click();
  const d = dialog(page, title);
  const rows = d.locator('.ant-table-row');
  if (search) {
    const box = d.getByRole('textbox').first();
    await box.fill(name);
    await box.press('Enter');
    // the search answers before a row is chosen: a row double-clicked in the list it replaces could be lost
    await expect.poll(async () => (await rows.allInnerTexts()).join('|')).toMatch(new RegExp(`^[^|]*${name}[^|]*$`));
  }
  await rows.filter({ hasText: name }).first().dblclick();
  await d.waitFor({ state: 'hidden' });
}

async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByLabel(label, { exact: true }), option);

/** The value of a field on a detail page's 基本信息, by its label. */
const field = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item')
    .filter({ has: page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) });
/** Waits until the detail page's field `label` reads `value`. */
const fieldReads = (page: Page, label: string, value: string) =>
  field(page, label).getByText(value, { exact: true }).waitFor();

async function save(page: Page, button: RegExp | string = /^保\s*存$/) {
  await page.getByRole('button', { name: button }).click();
}

/** The id in the address of the detail page the form landed on. */
async function landedOn(page: Page, route: string): Promise<number> {
  await page.waitForURL(new RegExp(`/customer/${route}\\?id=\\d+`));
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** 提交审批 on a document's detail page: the dialog previews the flow (李娜 approves), then it is in approval. */
async function submitForApproval(page: Page) {
  await page.getByRole('button', { name: '提交审批' }).click();
  const d = dialog(page, '提交审批');
  await d.getByRole('region', { name: '审批流程' }).getByText('李娜').waitFor();
  await d.getByRole('button', { name: /^提\s*交$/ }).click();
  await d.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '撤回审批' }).waitFor();
}

/** 李娜 opens the run from 待我审批 of the approval centre and approves it with a reason. */
const approve = (page: Page, flowType: number, id: number, title: string, reason: string) =>
  approveFromCentre(page, { flowType, id, title, reason });

describe('the money chain of a contract, from an opportunity it wins to a refund', () => {
  it('contract approved, two instalments, a collection confirmed by finance, an amendment and a refund approved', async () => {
    const tag = Date.now() % 100000;
    const chance = `合同链路商机${tag}`;
    const title = `合同链路测试合同${tag}`;
    const { page } = await newPage(browser);
    await signIn(page, MANAGER);

    // 1. an opportunity on one of his customers, turned into a contract and submitted (its approval wins it)
    await page.goto('/customer/addOpportunity');
    await page.getByLabel('商机名称').fill(chance);
    await pick(page, '客户', '选择客户', CUSTOMER);
    await save(page);
    const chanceId = await landedOn(page, 'opportunityDetails');
    const chanceUrl = page.url();
    await page.getByRole('button', { name: '转为合同' }).click();
    await page.waitForURL(new RegExp(`/customer/addContract\\?.*chance_id=${chanceId}`));
    const form = page.getByRole('form', { name: '合同表单' });
    // the customer and the opportunity come filled in
    await form.getByText(CUSTOMER).waitFor();
    await form.getByText(chance).waitFor();
    await form.getByLabel('合同名称').fill(title);
    await pickDate(page, '签约日期', TODAY);
    await pickDate(page, '开始日期', TODAY);
    await pickDate(page, '结束日期', `${NEXT_YEAR}-12-31`);
    await form.getByLabel('合同金额（元）').fill('100000');
    await save(page);
    const contractId = await landedOn(page, 'contractInfo');
    const contractUrl = page.url();
    await fieldReads(page, '商机', chance);
    await fieldReads(page, '合同金额（元）', '100,000.00');
    await fieldReads(page, '合同状态', '待提交');
    await submitForApproval(page);
    await fieldReads(page, '合同状态', '审批中');

    // 2. 李娜 approves it from 待我审批
    const { page: director } = await newPage(browser);
    await signIn(director, DIRECTOR);
    await approve(director, 1, contractId, `合同 · ${title} · ¥100,000.00`, '合同条款已核对');
    await page.reload();
    await fieldReads(page, '合同状态', '已通过');
    await page.goto(chanceUrl);
    await fieldReads(page, '商机状态', '赢单');
    await page.goto(contractUrl);

    // 3. two instalments, 60 % and 40 %, the contract picked in the picker
    const plans: string[] = [];
    for (const [amount, due] of [
      ['60000', `${NEXT_YEAR}-03-31`],
      ['40000', `${NEXT_YEAR}-09-30`],
    ] as const) {
      await page.goto('/customer/addRecovery');
      await pick(page, '合同', '选择合同', title);
      await page.getByLabel('计划回款金额（元）').fill(amount);
      await pickDate(page, '计划回款日期', due);
      await save(page);
      await landedOn(page, 'recoveryInfo');
      plans.push(page.url());
      await fieldReads(page, '期数', `第${plans.length}期`);
      await fieldReads(page, '回款状态', '待回款');
    }

    // 4. a collection on the first instalment, confirmed by finance
    await page.goto('/customer/addReceivable');
    await pick(page, '合同', '选择合同', title);
    await pick(page, '回款计划', '选择回款计划', '第1期', { search: false });
    // the plan's outstanding amount comes filled in, and may be changed
    await expect.poll(() => page.getByLabel('回款金额（元）').inputValue()).toBe('60000.00');
    await page.getByLabel('回款金额（元）').fill('20000');
    await pickDate(page, '回款日期', TODAY);
    await choose(page, '回款方式', '银行转账');
    await save(page);
    await landedOn(page, 'receivableInfo');
    await fieldReads(page, '回款状态', '待回款');
    const receipt = (await field(page, '回款编号').locator('.ant-descriptions-item-content').innerText()).trim();

    const { page: finance } = await newPage(browser);
    await signIn(finance, FINANCE);
    await finance.goto('/customer/receivableSheet');
    await finance.getByRole('link', { name: receipt }).click();
    await landedOn(finance, 'receivableInfo');
    await finance.getByRole('button', { name: '确认到账' }).click();
    const arrived = dialog(finance, '确认到账');
    const actual = arrived.getByLabel('实际到账金额（元）');
    await expect.poll(() => actual.inputValue()).toBe('20000.00');
    await actual.fill('20000');
    await arrived.getByRole('button', { name: /^确\s*定$/ }).click();
    await arrived.waitFor({ state: 'hidden' });
    await fieldReads(finance, '实际到账金额（元）', '20,000.00');
    await fieldReads(finance, '回款状态', '已回款');
    // confirmed money is corrected or voided, never confirmed again nor deleted
    await finance.getByRole('button', { name: '更正到账' }).waitFor();
    expect(await finance.getByRole('button', { name: '确认到账' }).count()).toBe(0);
    expect(await finance.getByRole('button', { name: /删\s*除/ }).count()).toBe(0);

    await page.goto(plans[0]);
    await fieldReads(page, '实际回款金额（元）', '20,000.00');
    await fieldReads(page, '回款状态', '部分回款');
    await page.goto(contractUrl);
    await fieldReads(page, '已回款（元）', '20,000.00');
    await fieldReads(page, '未回款（元）', '80,000.00');
    // the contract's 回款计划 tab lists both, the first partly collected
    await page.getByRole('tab', { name: /^回款计划 \(2\)$/ }).click();
    const planRows = page.getByRole('tabpanel', { name: /^回款计划 \(2\)$/ }).getByRole('row');
    await planRows.filter({ hasText: '第1期' }).getByText('部分回款', { exact: true }).waitFor();
    await planRows.filter({ hasText: '第2期' }).getByText('待回款', { exact: true }).waitFor();
    await page.getByRole('tab', { name: '基本信息' }).click();

    // 5. an amendment to 120 000, approved: the contract's second version
    await page.getByRole('button', { name: '合同变更' }).click();
    const change = dialog(page, `合同变更：${title}`);
    await expect.poll(() => change.getByLabel('变更后合同金额（元）').inputValue()).toBe('100000.00');
    await expect.poll(() => change.getByLabel('变更后开始日期').inputValue()).toBe(TODAY);
    await change.getByLabel('变更原因').fill('客户追加二期实施范围');
    await change.getByLabel('变更后合同金额（元）').fill('120000');
    await change.getByRole('button', { name: '保存变更申请' }).click();
    const changeId = await landedOn(page, 'changeRequestInfo');
    await fieldReads(page, '变更后合同金额（元）', '120,000.00');
    await submitForApproval(page);
    await fieldReads(page, '审批状态', '审批中');

    await approve(director, 2, changeId, `合同变更 · ${title} · 变更后¥120,000.00`, '同意追加');
    await page.goto(contractUrl);
    await fieldReads(page, '合同金额（元）', '120,000.00');
    await fieldReads(page, '未回款（元）', '100,000.00');
    await page.getByRole('tab', { name: '版本记录' }).click();
    const second = page.getByRole('region', { name: '第2版' });
    await second.getByText('审批人：李娜', { exact: false }).waitFor();
    const amountRow = second.getByRole('row').filter({ hasText: '合同金额（元）' });
    await amountRow.getByText('100000.00', { exact: true }).waitFor();
    await amountRow.getByText('120000.00', { exact: true }).waitFor();

    // 6. a refund on the collection: no more than arrived, submitted, approved; the contract's collected drops
    await page.goto('/customer/addContractRefund');
    await pick(page, '合同', '选择合同', title);
    await pick(page, '退款的回款记录', '选择回款记录', receipt);
    await page.getByLabel('退款金额（元）').fill('25000');
    await pickDate(page, '退款日期', TODAY);
    await choose(page, '退款方式', '银行转账');
    await page.getByLabel('退款原因').fill('客户重复支付部分款项');
    await save(page);
    await page.getByText('退款金额不能超过该回款可退金额 20000.00 元').first().waitFor();
    await page.getByLabel('退款金额（元）').fill('5000');
    await save(page);
    const refundId = await landedOn(page, 'contractRefundInfo');
    await fieldReads(page, '审批状态', '待提交');
    await submitForApproval(page);

    await approve(director, 3, refundId, `合同退款 · ${title} · ¥5,000.00`, '情况属实，同意退款');
    await page.reload();
    await fieldReads(page, '审批状态', '已通过');
    await page.goto(contractUrl);
    await fieldReads(page, '已回款（元）', '15,000.00');
    await fieldReads(page, '已退款（元）', '5,000.00');
    await fieldReads(page, '未回款（元）', '105,000.00');
  }, 300_000);
});

describe('转为合同 from an accepted quote', () => {
  it('names the contract after the quote and explains its amount with tax against the product lines', async () => {
    const { page } = await newPage(browser);
    await signIn(page, SALES);
    const quote = '华锐智能安全网关采购报价';
    await page.goto('/customer/offer');
    await page.getByRole('link', { name: quote }).first().click();
    await page.waitForURL(/\/customer\/offerInfo\?id=\d+/);
    const linesTotal = (
      await field(page, '产品合计（元）').locator('.ant-descriptions-item-content').innerText()
    ).trim();
    const withTax = (await field(page, '含税总计（元）').locator('.ant-descriptions-item-content').innerText()).trim();
    await page.getByRole('button', { name: '转为合同' }).click();
    await page.waitForURL(/\/customer\/addContract\?.*offer_id=\d+/);
    const form = page.getByRole('form', { name: '合同表单' });
    await expect.poll(() => form.getByLabel('合同名称').inputValue()).toBe('华锐智能安全网关采购合同');
    await expect.poll(() => form.getByLabel('合同金额（元）').inputValue()).toBe(withTax.replaceAll(',', ''));
    // the two figures on the form are reconciled in words: the lines' total, the quote's discount and tax, the amount
    await form
      .getByRole('status')
      .filter({ hasText: `产品明细合计 ${linesTotal} 元，按报价「${quote}」的` })
      .filter({ hasText: `计为含税 ${withTax} 元` })
      .waitFor();
  }, 120_000);
});
