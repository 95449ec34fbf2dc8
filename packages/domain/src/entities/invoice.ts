import { MONEY_MAX } from '../money.ts';
import { defineEntity, f, type FlowStates } from './define.ts';

// 发票管理 (flow type 4): 开票申请 on one customer's approved contracts, the amount applied for on each; finance
// issues invoices against an approved application (开具发票), partly or in full, and hands them over (移交).
// Numbers are the spec's (§4 invoice states); 0 待提交 and 8 已撤回 are ours (docs/decisions/0011-invoice-states.md).

/** 开票申请 status: 1 审核中 → 2 待开票 → 3 部分开票 → 4 已全部开票 → 5 已完成（移交结束）; 6 驳回, 7 作废; 0 and 8 before approval */
export const INVOICE_STATUS = {
  0: '待提交',
  1: '审核中',
  2: '待开票',
  3: '部分开票',
  4: '已全部开票',
  5: '已完成（移交结束）',
  6: '驳回',
  7: '作废',
  8: '已撤回',
} as const;
export const INVOICE_DRAFT = 0;
export const INVOICE_IN_APPROVAL = 1;
export const INVOICE_APPROVED = 2;
export const INVOICE_PARTLY = 3;
export const INVOICE_ALL = 4;
export const INVOICE_DONE = 5;
export const INVOICE_REJECTED = 6;
export const INVOICE_VOID = 7;
export const INVOICE_WITHDRAWN = 8;
/** What the approval run does to an application's status (editable: saved, rejected or withdrawn). */
export const INVOICE_FLOW_STATES: FlowStates = {
  draft: 0,
  running: 1,
  passed: 2,
  rejected: 6,
  withdrawn: 8,
  editable: [0, 6, 8],
};
/** Statuses finance may issue invoices in. */
export const INVOICE_ISSUABLE: readonly number[] = [2, 3];

/** 发票类型 (spec §4) */
export const INVOICE_KIND = {
  1: '增值税普票',
  2: '增值税专票',
  3: '收据',
  4: '增值税电子专票',
  5: '增值税电子普票',
} as const;
export const INVOICE_KIND_RECEIPT = 3;
/** 专票 need the buyer's address, phone, bank and account */
export const INVOICE_KIND_SPECIAL: readonly number[] = [2, 4];
/** 电子发票 are delivered as a PDF or OFD file */
export const INVOICE_KIND_ELECTRONIC: readonly number[] = [4, 5];
/** 交付方式 */
export const INVOICE_DELIVERY = { 1: '面交', 2: '邮寄', 3: '线上交付' } as const;
export const DELIVERY_POST = 2;
export const DELIVERY_ONLINE = 3;
/** is_receive: 2 = the money is in (or not asked), nothing to collect */
export const INVOICE_IS_RECEIVE = { 1: '需要收款', 2: '无需收款' } as const;
export const NO_COLLECTION = 2;
/** 移交状态 */
export const INVOICE_TRANSFER = { 1: '待移交', 2: '已移交', 3: '已作废(合同退款)', 4: '已作废(坏账)' } as const;
export const TRANSFER_PENDING = 1;
export const TRANSFER_DONE = 2;
export const TRANSFER_REFUND = 3;
export const TRANSFER_BAD_DEBT = 4;
/** 收款状态 */
export const INVOICE_RECEIVE_STATUS = { 0: '无收款单', 1: '待收款', 2: '部分收款', 3: '已收款' } as const;
/** 开票记录 status: voided records (红冲) count for nothing */
export const INVOICE_RECORD_STATUS = { 1: '正常', 2: '已作废' } as const;
export const RECORD_VALID = 1;
export const RECORD_VOID = 2;
/** Contracts one application covers at most. */
export const INVOICE_CONTRACTS_MAX = 20;
/** Files a scanned invoice or an e-invoice may be: images, PDF, OFD. */
export const INVOICE_FILE_EXTS: readonly string[] = ['jpg', 'jpeg', 'png', 'pdf', 'ofd'];

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Whether a text is a unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters, the last a check digit. */
export function isUnifiedCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARS.indexOf(code[i]) * CREDIT_CODE_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return code[17] === CREDIT_CODE_CHARS[check];
}

/** Messages of the invoice rules, shared by the server and the form. */
export const INVOICE_MSG = {
  taxNumber: '纳税人识别号应为18位统一社会信用代码，请核对',
  taxNumberRequired: '请输入纳税人识别号',
  companyRequired: '请输入发票抬头（名称）',
  specialNeedsAddress: '增值税专票需填写地址、电话',
  specialNeedsBank: '增值税专票需填写开户行及账号',
  postNeedsAddress: '邮寄需填写收件人、收件人电话和邮寄地址',
  onlineNeedsEmail: '线上交付需填写接收邮箱',
  contractsRequired: '请添加开票合同',
  oneCustomer: '一张开票申请只能包含同一客户的合同',
  contractTwice: '同一合同只能添加一次',
} as const;

const money = <K extends string>(key: K, label: string, opts: Parameters<typeof f.money>[2] = {}) =>
  f.money(key, label, { min: 0, max: MONEY_MAX, ...opts });

/** 开票申请: one customer's approved contracts and the amount applied for on each; approved (flow type 4) before finance issues */
export const invoiceEntity = /* @__PURE__ */ defineEntity({
  key: 'invoice',
  controller: 'FinanceInvoice',
  title: '开票申请',
  table: 'fin_invoice',
  idKey: 'invoice_id',
  titleField: 'invoice_code',
  node: 'financial_invoice',
  owned: true,
  ownerLabel: '申请人',
  flowType: 4,
  flowStates: INVOICE_FLOW_STATES,
  flowTitle: ['invoice_type', 'amount'],
  fields: [
    f.text('invoice_code', '申请编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('enterprise_id', '客户', 'customer', {
      required: '请选择客户',
      filter: true,
      index: true,
      // the buyer's details of the invoice, from the customer's 开票信息
      fills: {
        company: { first: ['invoice_title', 'enterprise_name'] },
        tax_number: 'tax_number',
        address_phone: { join: ['invoice_address', 'invoice_phone'] },
        bank_account: { join: ['bank_name', 'account_no'] },
      },
    }),
    f.rows('contractList', '开票合同', {
      required: INVOICE_MSG.contractsRequired,
      max: INVOICE_CONTRACTS_MAX,
      list: true,
      sumInto: 'amount',
      sumOf: 'amount',
      columns: [
        f.integer('contract_id', '合同', { required: '请选择合同', min: 1 }),
        f.text('title', '合同名称', { max: 100 }),
        f.text('company_name', '客户名称', { max: 100 }),
        money('amount', '申请开票金额（元）', { required: '请输入申请开票金额' }),
        money('invoice_amount', '已开票（元）'),
      ],
    }),
    // the contracts of contractList, kept by the server: the invoice picker finds a contract's applications by it
    f.references('contract_ids', '关联合同', 'contract', { writable: false, index: true, filter: true }),
    f.enumOf('invoice_type', '发票类型', INVOICE_KIND, { required: '请选择发票类型', list: true, filter: true }),
    f.text('company', '名称（发票抬头）', { max: 100, list: true, search: true }),
    f.text('tax_number', '纳税人识别号', { max: 18, placeholder: '18位统一社会信用代码' }),
    f.text('address_phone', '地址、电话', { max: 200 }),
    f.text('bank_account', '开户行及账号', { max: 200 }),
    money('amount', '申请开票金额（元）', { writable: false, list: true, sort: true }),
    money('invoice_amount', '已开票金额（元）', { writable: false, defaultValue: '0', list: true }),
    // what the list shows first: the amount applied for and invoiced, and both states (收款状态 for the money received)
    money('invoicable_amount', '可开票金额（元）', { writable: false, list: true, listHidden: true }),
    money('received_amount', '已收款金额（元）', { writable: false, defaultValue: '0', list: true, listHidden: true }),
    money('stay_amount', '待收款金额（元）', { writable: false, list: true, listHidden: true }),
    f.enumOf('is_receive', '是否需要收款', INVOICE_IS_RECEIVE, {
      required: '请选择是否需要收款',
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.enumOf('delivery', '交付方式', INVOICE_DELIVERY, { required: '请选择交付方式', defaultValue: 1 }),
    f.text('receiver', '收件人', { max: 50 }),
    f.phone('receiver_phone', '收件人电话'),
    f.text('receiver_address', '邮寄地址', { max: 200 }),
    f.email('receiver_email', '接收邮箱'),
    f.enumOf('transfer_type', '移交状态', INVOICE_TRANSFER, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.enumOf('status', '开票状态', INVOICE_STATUS, {
      writable: false,
      defaultValue: 0,
      list: true,
      filter: true,
      index: true,
    }),
    f.enumOf('receive_status', '收款状态', INVOICE_RECEIVE_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.longText('remark', '备注', { max: 1000, list: true }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '申请信息',
      fields: [
        'invoice_code',
        'enterprise_id',
        'invoice_type',
        'is_receive',
        'status',
        'transfer_type',
        'receive_status',
      ],
    },
    { title: '开票合同', fields: ['contractList', 'amount'] },
    { title: '购方信息', fields: ['company', 'tax_number', 'address_phone', 'bank_account'] },
    { title: '交付方式', fields: ['delivery', 'receiver', 'receiver_phone', 'receiver_address', 'receiver_email'] },
    { title: '开票与收款', fields: ['invoice_amount', 'invoicable_amount', 'received_amount', 'stay_amount'] },
    { title: '备注与附件', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'invoice', add: 'addInvoice', edit: 'editInvoice', info: 'invoiceInfo' },
  picker: {
    params: { contract_id: 'contract_ids', type: 'invoice_type' },
    pageSize: 5,
    columns: ['invoice_code', 'company', 'invoice_type', 'amount', 'invoice_amount', 'status'],
  },
});

export { invoicableContractView, invoiceRecordView, financeInvoiceView, invoiceAnswers } from '../contracts/invoice.ts';
export type { InvoicableContract, InvoiceRecordView, FinanceInvoiceRow } from '../contracts/invoice.ts';
