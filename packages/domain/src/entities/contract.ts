import { MONEY_MAX } from '../money.ts';
import { defineEntity, f } from './define.ts';
import {
  CONTRACT_STATUS,
  DOC_APPROVED,
  DOC_STATUS,
  PAY_METHOD,
  PLAN_AWAITING,
  PLAN_OVERDUE,
  RECEIVABLE_STATUS,
  REPAY_PLAN_STATUS,
} from './options.ts';

// The money chain: 合同, its 回款计划 (instalments), 回款记录 (collections) and 合同退款. The amounts the server keeps
// (collected, refunded, outstanding, statuses) are written by the contract module under a lock on the contract.

const money = <K extends string>(key: K, label: string, opts: Parameters<typeof f.money>[2] = {}) =>
  f.money(key, label, { min: 0, max: MONEY_MAX, ...opts });

/** 合同: signed with a customer, approved (flow type 1), then collected in instalments */
export const contractEntity = /* @__PURE__ */ defineEntity({
  key: 'contract',
  controller: 'Contract',
  title: '合同',
  table: 'crm_contract',
  idKey: 'contract_id',
  titleField: 'title',
  node: 'customer_contract',
  owned: true,
  flowType: 1,
  flowTitle: ['title', 'amount'],
  fields: [
    f.text('contract_no', '合同编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('title', '合同名称', { required: '请输入合同名称', max: 100, list: true, search: true, sort: true }),
    f.reference('enterprise_id', '客户', 'customer', { required: '请选择客户', filter: true, index: true }),
    f.text('company_name', '客户名称', { writable: false, max: 100, list: true, search: true }),
    f.reference('chance_id', '商机', 'opportunity', {
      filter: true,
      index: true,
      pickerParams: { enterprise_id: 'enterprise_id' },
    }),
    // a quote's product lines and its total with tax (after its discount) become the contract's
    f.reference('offer_id', '报价', 'offer', {
      index: true,
      fills: { product_lines: 'product_lines', amount: 'after_tax' },
    }),
    f.reference('contact_id', '客户签约人', 'contact', { pickerParams: { enterprise_id: 'enterprise_id' } }),
    f.member('sign_user_id', '公司签约人', { list: true }),
    f.date('sign_date', '签约日期', { required: '请选择签约日期', list: true, sort: true, filter: true }),
    f.date('start_date', '开始日期', { required: '请选择开始日期' }),
    f.date('end_date', '结束日期', { required: '请选择结束日期', list: true, sort: true, filter: true, index: true }),
    f.dict('contract_type', '合同类型', 'contract_type', { list: true, filter: true }),
    f.lines('product_lines', '产品明细', { sumInto: 'lines_amount' }),
    money('lines_amount', '产品合计（元）', { writable: false }),
    money('amount', '合同金额（元）', { required: '请输入合同金额', list: true, sort: true }),
    money('back_amount', '已回款（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    money('refund_amount', '已退款（元）', { writable: false, defaultValue: '0' }),
    money('invoice_amount', '已开票（元）', { writable: false, defaultValue: '0' }),
    money('stay_amount', '未回款（元）', { writable: false, list: true, sort: true }),
    f.richText('terms', '付款条款', { max: 20000 }),
    f.enumOf('status', '合同状态', CONTRACT_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.integer('version', '版本', { writable: false, defaultValue: 1 }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '合同信息',
      fields: [
        'contract_no',
        'title',
        'enterprise_id',
        'chance_id',
        'offer_id',
        'contact_id',
        'sign_user_id',
        'sign_date',
        'start_date',
        'end_date',
        'contract_type',
        'status',
      ],
    },
    { title: '产品明细', fields: ['product_lines'] },
    {
      title: '金额',
      fields: ['lines_amount', 'amount', 'back_amount', 'refund_amount', 'invoice_amount', 'stay_amount'],
    },
    { title: '条款与附件', fields: ['terms', 'remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, team: true, export: true },
  routes: { list: 'contract', add: 'addContract', edit: 'updateContract', info: 'contractInfo' },
  card: { facts: ['contract_no', 'company_name', 'amount', 'stay_amount'], tag: 'status' },
  figures: ['amount', 'back_amount', 'stay_amount', 'status'],
  // 即将到期的合同 on a member's workbench: their approved contracts by end date
  indexes: [
    {
      name: 'owner_expiring',
      on: ['owner_user_id', 'end_date', 'id'],
      where: { field: 'status', values: [DOC_APPROVED] },
    },
  ],
  related: [
    { entity: 'recovery', field: 'contract_id' },
    { entity: 'receivable', field: 'contract_id' },
    { entity: 'contractRefund', field: 'contract_id' },
    { entity: 'contractChange', field: 'contract_id' },
    { entity: 'invoice', field: 'contract_ids' },
  ],
  picker: {
    params: {
      contract_name: 'title',
      contract_no: 'contract_no',
      company_id: 'enterprise_id',
      enterprise_id: 'enterprise_id',
    },
    ignored: ['auth_module'],
    pageSize: 5,
    columns: ['title', 'contract_no', 'company_name', 'amount', 'back_amount'],
  },
});

/** 回款计划: one instalment of a contract, its status derived from the collections against it and the date */
export const recoveryEntity = /* @__PURE__ */ defineEntity({
  key: 'recovery',
  controller: 'ContractRepay',
  title: '回款计划',
  table: 'crm_contract_plan',
  idKey: 'plan_id',
  titleField: 'plan_name',
  node: 'customer_recoveries',
  owned: true,
  ownerFrom: 'contract_id',
  fields: [
    // the contract's name comes with it as contract_name
    f.reference('contract_id', '合同', 'contract', { required: '请选择合同', list: true, filter: true, index: true }),
    f.text('plan_name', '期数', { writable: false, max: 100, list: true }),
    // orders and numbers the plans; 期数 shows it
    f.integer('period', '期次', { writable: false, hidden: true }),
    money('amount', '计划回款金额（元）', { required: '请输入计划回款金额', list: true, sort: true }),
    money('actual_amount', '实际回款金额（元）', { writable: false, defaultValue: '0', list: true }),
    money('stay_amount', '待回款金额（元）', { writable: false, list: true }),
    f.date('repayment_date', '计划回款日期', {
      required: '请选择计划回款日期',
      list: true,
      sort: true,
      filter: true,
      index: true,
    }),
    f.integer('remind_days', '提前几天提醒', { min: 0, max: 90, defaultValue: 3 }),
    f.enumOf('status', '回款状态', REPAY_PLAN_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000, list: true }),
  ],
  sections: [
    {
      title: '计划信息',
      fields: [
        'contract_id',
        'plan_name',
        'amount',
        'actual_amount',
        'stay_amount',
        'repayment_date',
        'remind_days',
        'status',
        'remark',
      ],
    },
  ],
  defaultSort: { field: 'repayment_date', order: 'asc' },
  features: { log: true, export: true },
  routes: { list: 'recoveries', add: 'addRecovery', edit: 'editRecovery', info: 'recoveryInfo' },
  card: { facts: ['contract_id', 'amount', 'stay_amount', 'repayment_date'], tag: 'status' },
  figures: ['amount', 'actual_amount', 'stay_amount', 'status'],
  // 7天内待回款 and 逾期回款 on a member's workbench: their instalments awaiting money, by date
  indexes: [
    {
      name: 'owner_awaiting',
      on: ['owner_user_id', 'repayment_date', 'id'],
      where: { field: 'status', values: PLAN_AWAITING },
    },
    {
      name: 'owner_overdue',
      on: ['owner_user_id', 'repayment_date', 'id'],
      where: { field: 'status', values: PLAN_OVERDUE },
    },
  ],
  picker: {
    params: { contract_id: 'contract_id' },
    pageSize: 5,
    columns: ['contract_id', 'plan_name', 'amount', 'actual_amount', 'stay_amount', 'repayment_date', 'status'],
  },
});

/** 回款记录: money received against a contract (and one of its instalments); finance confirms what arrived */
export const receivableEntity = /* @__PURE__ */ defineEntity({
  key: 'receivable',
  controller: 'ContractPayment',
  title: '回款记录',
  table: 'crm_receivable',
  idKey: 'receivable_id',
  titleField: 'hk_number',
  node: 'customer_receivableSheet',
  owned: true,
  ownerFrom: 'contract_id',
  fields: [
    f.text('hk_number', '回款编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('contract_id', '合同', 'contract', { required: '请选择合同', list: true, filter: true, index: true }),
    f.reference('enterprise_id', '客户', 'customer', { writable: false, filter: true, index: true }),
    f.text('company_name', '客户名称', { writable: false, max: 100, list: true, search: true }),
    // the plan's outstanding amount is what the collection usually brings in
    f.reference('plan_id', '回款计划', 'recovery', {
      index: true,
      pickerParams: { contract_id: 'contract_id' },
      fills: { amount: 'stay_amount' },
    }),
    money('amount', '回款金额（元）', { required: '请输入回款金额', list: true, sort: true }),
    money('actual_amount', '实际到账金额（元）', { writable: false, defaultValue: '0', list: true }),
    money('refund_amount', '已退款（元）', { writable: false, defaultValue: '0', list: true }),
    f.date('receive_date', '回款日期', { required: '请选择回款日期', list: true, sort: true, filter: true }),
    f.enumOf('pay_method', '回款方式', PAY_METHOD, { required: '请选择回款方式', list: true, filter: true }),
    f.text('payer_account', '付款账户', { max: 100 }),
    f.enumOf('status', '回款状态', RECEIVABLE_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000, list: true }),
    f.attachments('attachments', '银行回单'),
  ],
  sections: [
    {
      title: '回款信息',
      fields: [
        'hk_number',
        'contract_id',
        'enterprise_id',
        'plan_id',
        'amount',
        'actual_amount',
        'refund_amount',
        'receive_date',
        'pay_method',
        'payer_account',
        'status',
      ],
    },
    { title: '备注与回单', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'receivableSheet', add: 'addReceivable', edit: 'editReceivable', info: 'receivableInfo' },
  figures: ['amount', 'actual_amount', 'refund_amount', 'status'],
  // 财务 → 收款: finance confirms what arrived on the same records
  alsoAt: [{ title: '收款', routes: { list: 'collection', info: 'collectionInfo' } }],
  picker: {
    params: { contract_id: 'contract_id', hk_number: 'hk_number' },
    pageSize: 5,
    columns: ['hk_number', 'contract_id', 'company_name', 'amount', 'actual_amount', 'status'],
  },
});

/** 合同退款: money paid back on a collection, approved (flow type 3) before it counts */
export const contractRefundEntity = /* @__PURE__ */ defineEntity({
  key: 'contractRefund',
  controller: 'ContractRefund',
  title: '合同退款',
  table: 'crm_contract_refund',
  idKey: 'refund_id',
  titleField: 'refund_no',
  node: 'customer_contractRefund',
  owned: true,
  ownerFrom: 'contract_id',
  flowType: 3,
  flowSubmitter: 'creator',
  flowTitle: ['contract_id', 'amount'],
  fields: [
    f.text('refund_no', '退款编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('contract_id', '合同', 'contract', { required: '请选择合同', list: true, filter: true, index: true }),
    f.reference('receivable_id', '退款的回款记录', 'receivable', {
      required: '请选择回款记录',
      index: true,
      pickerParams: { contract_id: 'contract_id' },
    }),
    money('amount', '退款金额（元）', { required: '请输入退款金额', list: true, sort: true }),
    f.date('refund_date', '退款日期', { required: '请选择退款日期', list: true, sort: true, filter: true }),
    f.enumOf('refund_method', '退款方式', PAY_METHOD, { required: '请选择退款方式', list: true }),
    f.text('refund_account', '收款账户', { max: 100 }),
    f.longText('reason', '退款原因', { required: '请输入退款原因', max: 1000 }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '退款信息',
      fields: [
        'refund_no',
        'contract_id',
        'receivable_id',
        'amount',
        'refund_date',
        'refund_method',
        'refund_account',
        'status',
      ],
    },
    { title: '原因与附件', fields: ['reason', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'contractRefund', add: 'addContractRefund', edit: 'editContractRefund', info: 'contractRefundInfo' },
});

/**
 * 合同变更: new values proposed for an approved contract (amount, dates, product lines, terms), approved (flow type 2)
 * before they become the contract's next version; every version is kept with what changed.
 */
export const contractChangeEntity = /* @__PURE__ */ defineEntity({
  key: 'contractChange',
  controller: 'ContractChange',
  title: '合同变更',
  table: 'crm_contract_change',
  idKey: 'change_id',
  titleField: 'change_no',
  node: 'customer_changeRequest',
  owned: true,
  ownerFrom: 'contract_id',
  flowType: 2,
  flowSubmitter: 'creator',
  flowTitle: ['contract_id', { field: 'new_amount', lead: '变更后' }],
  fields: [
    f.text('change_no', '变更编号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('contract_id', '合同', 'contract', { required: '请选择合同', list: true, filter: true, index: true }),
    f.longText('reason', '变更原因', { required: '请输入变更原因', max: 1000, list: true }),
    money('new_amount', '变更后合同金额（元）', { required: '请输入变更后合同金额', list: true, sort: true }),
    f.date('new_start_date', '变更后开始日期', { required: '请选择变更后开始日期' }),
    f.date('new_end_date', '变更后结束日期', { required: '请选择变更后结束日期', list: true }),
    f.lines('new_product_lines', '变更后产品明细', { sumInto: 'new_lines_amount' }),
    money('new_lines_amount', '变更后产品合计（元）', { writable: false }),
    f.richText('new_terms', '变更后付款条款', { max: 20000 }),
    f.integer('to_version', '变更后版本', { writable: false, list: true }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
  ],
  sections: [
    { title: '变更信息', fields: ['change_no', 'contract_id', 'reason', 'status', 'to_version'] },
    { title: '变更后的合同', fields: ['new_amount', 'new_start_date', 'new_end_date', 'new_terms'] },
    { title: '变更后产品明细', fields: ['new_product_lines', 'new_lines_amount'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'changeRequest', info: 'changeRequestInfo' },
});
