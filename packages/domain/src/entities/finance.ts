import { MONEY_MAX } from '../money.ts';
import { defineEntity, f, type EntityDef, type FlowStates } from './define.ts';
import { DOC_STATUS, PAY_METHOD } from './options.ts';

// Money out: 借款 (flow type 7), 报销 (flow type 5) and 付款 (flow type 6). A payment settles approved claims and
// borrowings; a borrowing is repaid in cash or by offset against a claim. The sums kept on each document (paid,
// unpaid, repaid) are written by the finance module under a lock on the document.

const money = <K extends string>(key: K, label: string, opts: Parameters<typeof f.money>[2] = {}) =>
  f.money(key, label, { min: 0, max: MONEY_MAX, ...opts });

/**
 * 借款 states (spec §4): 1 待审核, 2 待付款, 3 已驳回, 4 已付款待还款, 6 已还款, 7 已作废; 0 待提交 and 5 已撤回 are the
 * numbers the spec leaves free for a borrowing saved but not yet submitted, and one taken back from approval.
 */
export const BORROW_STATUS = {
  0: '待提交',
  1: '待审核',
  2: '待付款',
  3: '已驳回',
  4: '已付款待还款',
  5: '已撤回',
  6: '已还款',
  7: '已作废',
} as const;
export const BORROW = {
  draft: 0,
  inApproval: 1,
  toPay: 2,
  rejected: 3,
  paid: 4,
  withdrawn: 5,
  repaid: 6,
  void: 7,
} as const;
export const BORROW_FLOW_STATES: FlowStates = {
  draft: 0,
  running: 1,
  passed: 2,
  rejected: 3,
  withdrawn: 5,
  editable: [0, 3, 5],
};
/** 2: held by an expense claim in approval that offsets it (the picker cannot tick it); 1: free. */
export const BORROW_LOCK = { 1: '未锁定', 2: '已锁定' } as const;
export const BORROW_LOCKED = 2;
export const BORROW_UNLOCKED = 1;

/** What an approved document still owes its payee: 1 待付款, 2 部分付款, 3 已付款; 9 已作废. */
export const PAY_STATUS = { 1: '待付款', 2: '部分付款', 3: '已付款', 9: '已作废' } as const;

/** 付款's status: through approval (DOC_STATUS), then 9 已作废 when an approved payment is voided. */
export const PAYMENT_STATUS = { ...DOC_STATUS, 9: '已作废' } as const;

/** What a payment settles (付款明细 单据类型). */
export const PAYABLE_TYPE = { 1: '报销', 2: '借款', 3: '工资', 4: '采购' } as const;
export const PAYABLE = { expense: 1, borrow: 2, salary: 3, purchase: 4 } as const;
/** The entity each kind of payable document is */
const PAYABLE_ENTITY = {
  [PAYABLE.expense]: 'expense',
  [PAYABLE.borrow]: 'borrow',
  [PAYABLE.salary]: 'salary',
  [PAYABLE.purchase]: 'purchase',
} as const;

/** 借款: money advanced to a member, approved, paid out, then repaid in cash or offset against a claim */
export const borrowEntity = /* @__PURE__ */ defineEntity({
  key: 'borrow',
  controller: 'FinanceBorrow',
  title: '借款',
  table: 'fin_borrow',
  idKey: 'borrow_id',
  titleField: 'code',
  node: 'financial_borrow',
  owned: true,
  ownerLabel: '申请人',
  flowType: 7,
  flowStates: BORROW_FLOW_STATES,
  flowTitle: ['money', 'reason'],
  fields: [
    f.text('code', '借款编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('apply_name', '申请人', { writable: false, max: 50, list: true, search: true }),
    money('money', '借款金额（元）', { required: '请输入借款金额', list: true, sort: true }),
    f.longText('reason', '借款事由', { required: '请输入借款事由', max: 1000, list: true }),
    f.date('borrow_date', '借款日期', { required: '请选择借款日期', list: true, sort: true, filter: true }),
    f.date('repay_date', '预计还款日期', {
      required: '请选择预计还款日期',
      list: true,
      sort: true,
      filter: true,
      index: true,
    }),
    f.enumOf('pay_method', '收款方式', PAY_METHOD, { defaultValue: 1 }),
    f.text('bank_name', '开户银行', { max: 100 }),
    f.text('bank_account', '收款账号', { max: 50 }),
    // what the list shows first: the amount, what is still to pay out and to pay back (the rest in 列设置)
    money('paid_money', '已付款（元）', { writable: false, defaultValue: '0', list: true, listHidden: true }),
    money('unpaid_money', '未付款（元）', { writable: false, list: true }),
    money('payment_received', '已还款（元）', { writable: false, defaultValue: '0', list: true, listHidden: true }),
    money('unpayment_received', '未还款（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    f.enumOf('status', '借款状态', BORROW_STATUS, {
      writable: false,
      defaultValue: 0,
      list: true,
      filter: true,
      index: true,
    }),
    f.enumOf('locked', '锁定状态', BORROW_LOCK, { writable: false, defaultValue: 1, list: true }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '借款信息',
      fields: ['code', 'apply_name', 'money', 'reason', 'borrow_date', 'repay_date', 'status', 'locked'],
    },
    { title: '收款账户', fields: ['pay_method', 'bank_name', 'bank_account'] },
    { title: '付款与还款', fields: ['paid_money', 'unpaid_money', 'payment_received', 'unpayment_received'] },
    { title: '附件', fields: ['attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'borrow', add: 'addBorrow', edit: 'editBorrow', info: 'borrowInfo' },
  // 选择借款单: the borrowings awaiting repayment (status=4, type=1), ticked several at a time
  picker: {
    params: { status: 'status', apply_name: 'apply_name' },
    fixed: { type: 1 },
    sends: { status: 4 },
    blocked: { locked: 2 },
    multiple: true,
    pageSize: 5,
    columns: [
      'code',
      'money',
      'paid_money',
      'unpaid_money',
      'payment_received',
      'unpayment_received',
      'apply_name',
      'status',
      'locked',
    ],
  },
});

/** 报销: a claim of expenses with its lines, approved, then paid (less what it offsets against the claimant's borrowings) */
export const expenseEntity = /* @__PURE__ */ defineEntity({
  key: 'expense',
  controller: 'FinanceExpense',
  title: '报销',
  table: 'fin_expense',
  idKey: 'expense_id',
  titleField: 'code',
  node: 'financial_expenseAccount',
  owned: true,
  ownerLabel: '报销人',
  flowType: 5,
  flowTitle: ['amount', 'title'],
  fields: [
    f.text('code', '报销编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('title', '报销事由', { required: '请输入报销事由', max: 100, list: true, search: true }),
    f.rows('items', '报销明细', {
      required: '请添加报销明细',
      max: 100,
      sumInto: 'amount',
      sumOf: 'amount',
      columns: [
        f.date('date', '费用日期', { required: '请选择费用日期' }),
        f.dict('category', '费用类别', 'expense_type', { required: '请选择费用类别' }),
        money('amount', '金额（元）', { required: '请输入金额' }),
        f.text('description', '说明', { max: 200 }),
        f.integer('bill_count', '票据张数', { min: 0, max: 999 }),
      ],
    }),
    money('amount', '报销总额（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    f.reference('enterprise_id', '关联客户', 'customer', { index: true }),
    f.reference('contract_id', '关联合同', 'contract', {
      index: true,
      pickerParams: { enterprise_id: 'enterprise_id' },
    }),
    f.reference('project_id', '关联项目', 'project', { index: true }),
    f.references('borrow_ids', '冲抵借款', 'borrow'),
    money('offset_amount', '冲抵借款金额（元）', { defaultValue: '0' }),
    money('payable_amount', '应付金额（元）', { writable: false, list: true }),
    money('paid_amount', '已付款（元）', { writable: false, defaultValue: '0', list: true }),
    money('unpaid_amount', '未付款（元）', { writable: false, list: true }),
    f.enumOf('pay_status', '付款状态', PAY_STATUS, { writable: false, list: true, filter: true, index: true }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '发票及票据'),
  ],
  sections: [
    { title: '报销信息', fields: ['code', 'title', 'status', 'pay_status'] },
    { title: '报销明细', fields: ['items', 'amount'] },
    { title: '关联与冲抵', fields: ['enterprise_id', 'contract_id', 'project_id', 'borrow_ids', 'offset_amount'] },
    { title: '付款', fields: ['payable_amount', 'paid_amount', 'unpaid_amount'] },
    { title: '备注与票据', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'expenseAccount', add: 'addExpense', edit: 'editExpense', info: 'expenseInfo' },
});

/** 付款: money paid out on approved claims and borrowings, several documents in one payment, approved (flow type 6) */
export const paymentEntity = /* @__PURE__ */ defineEntity({
  key: 'payment',
  controller: 'FinancePayment',
  title: '付款',
  table: 'fin_payment',
  idKey: 'payment_id',
  titleField: 'code',
  node: 'financial_payment',
  owned: true,
  ownerLabel: '经办人',
  flowType: 6,
  flowSubmitter: 'creator',
  flowTitle: ['amount', 'payee'],
  fields: [
    f.text('code', '付款编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.rows('items', '付款明细', {
      required: '请添加付款明细',
      max: 50,
      sumInto: 'amount',
      sumOf: 'amount',
      columns: [
        f.enumOf('doc_type', '单据类型', PAYABLE_TYPE, { required: '请选择单据类型' }),
        f.integer('doc_id', '单据', {
          required: '请选择单据',
          min: 1,
          entityBy: { field: 'doc_type', entities: PAYABLE_ENTITY },
        }),
        // the number kept as paid, for the log and the export; the page names the document in 单据
        f.text('doc_code', '单据编号', { writable: false, hidden: true }),
        money('amount', '本次付款（元）', { required: '请输入本次付款金额' }),
      ],
    }),
    money('amount', '付款金额（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    f.text('payee', '收款方', { required: '请输入收款方', max: 100, list: true, search: true }),
    f.text('bank_name', '开户银行', { max: 100 }),
    f.text('bank_account', '收款账号', { max: 50 }),
    f.enumOf('pay_method', '付款方式', PAY_METHOD, { required: '请选择付款方式', list: true, filter: true }),
    f.date('pay_date', '付款日期', { required: '请选择付款日期', list: true, sort: true, filter: true, index: true }),
    f.enumOf('status', '付款状态', PAYMENT_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '付款凭证'),
  ],
  sections: [
    {
      title: '付款信息',
      fields: ['code', 'payee', 'bank_name', 'bank_account', 'pay_method', 'pay_date', 'amount', 'status'],
    },
    { title: '付款明细', fields: ['items'] },
    { title: '备注与凭证', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'payment', info: 'summayInfo' },
});

/** 工资录入: a month's pay of a department, one row per member, approved (flow type 13) then paid in 付款 */
export const salaryEntity = /* @__PURE__ */ defineEntity({
  key: 'salary',
  controller: 'FinanceSalary',
  title: '工资',
  table: 'fin_salary',
  idKey: 'salary_id',
  titleField: 'code',
  node: 'financial_salaryEntry',
  owned: true,
  ownerLabel: '录入人',
  flowType: 13,
  flowSubmitter: 'creator',
  flowTitle: ['month', 'pay_dept_id', 'amount'],
  fields: [
    f.text('code', '工资单编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('salary_group', '薪资组', { max: 50, list: true }),
    f.text('month', '工资月份', {
      required: '请输入工资月份',
      max: 7,
      placeholder: '如 2026-11',
      list: true,
      sort: true,
      filter: true,
      index: true,
    }),
    f.department('pay_dept_id', '发放部门', { required: '请选择发放部门', list: true, filter: true }),
    f.rows('lines', '工资明细', {
      required: '请添加工资明细',
      max: 500,
      columns: [
        f.member('user_id', '员工', { required: '请选择员工' }),
        f.text('user_name', '姓名', { writable: false }),
        money('gross', '应发工资（元）', { required: '请输入应发工资' }),
        money('deductions', '扣款（元）'),
        money('social_security', '社保个人部分（元）'),
        money('tax', '个人所得税（元）'),
        money('net', '实发工资（元）', { writable: false }),
      ],
    }),
    f.integer('headcount', '人数', { writable: false, defaultValue: 0, list: true }),
    money('gross_amount', '应发合计（元）', { writable: false, defaultValue: '0', list: true }),
    money('amount', '实发合计（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    money('paid_amount', '已付款（元）', { writable: false, defaultValue: '0', list: true }),
    money('unpaid_amount', '未付款（元）', { writable: false }),
    f.enumOf('pay_status', '付款状态', PAY_STATUS, { writable: false, list: true, filter: true, index: true }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '工资单', fields: ['code', 'month', 'pay_dept_id', 'salary_group', 'status', 'pay_status'] },
    { title: '工资明细', fields: ['lines', 'headcount', 'gross_amount', 'amount'] },
    { title: '付款', fields: ['paid_amount', 'unpaid_amount'] },
    { title: '备注与附件', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'salaryEntry', add: 'addSalary', edit: 'editSalary', info: 'salaryInfo' },
});

export const FINANCE_ENTITIES: readonly EntityDef[] = [borrowEntity, expenseEntity, paymentEntity, salaryEntity];
