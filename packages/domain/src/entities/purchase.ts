import { MONEY_MAX } from '../money.ts';
import { defineEntity, f, type FlowStates } from './define.ts';
import { DOC_STATUS, TAX_RATE } from './options.ts';

// 采购: suppliers, and purchase orders approved (flow type 8) and then paid through 财务 → 付款.

const money = <K extends string>(key: K, label: string, opts: Parameters<typeof f.money>[2] = {}) =>
  f.money(key, label, { min: 0, max: MONEY_MAX, ...opts });

/** What of an order has arrived: 1 未收货, 2 部分收货, 3 已收货 (every line in full). */
export const RECEIVE_STATUS = { 1: '未收货', 2: '部分收货', 3: '已收货' } as const;
export const RECEIVE = { none: 1, partly: 2, all: 3 } as const;

/** What a line of goods names, on a purchase order and on a 内部采购 (which becomes one): item, spec, unit, quantity. */
export const GOODS_COLUMNS = [
  f.text('name', '物品名称', { required: '请输入物品名称', max: 100 }),
  f.text('spec', '规格型号', { max: 100 }),
  f.text('unit', '单位', { max: 20 }),
  f.integer('quantity', '数量', { required: '请输入数量', min: 1, max: 1_000_000 }),
];

/** 供应商's standing: 黑名单 cannot be chosen on a new purchase order. */
export const SUPPLIER_STATUS = { 1: '合作中', 2: '暂停合作', 3: '黑名单' } as const;
export const SUPPLIER_BLACKLISTED = 3;
export const SUPPLIER_RATING = { 1: 'A 优秀', 2: 'B 良好', 3: 'C 一般', 4: 'D 较差' } as const;

/**
 * 采购单 states. Spec §4: 1 采购成功, 2 已作废, 3 待审批, 4 驳回, any other 待付款; 5 is the 待付款 of an approved order
 * (paid in full it becomes 1 采购成功). 0 待提交 and 6 已撤回 are an order saved but not yet submitted and one taken
 * back from approval (docs/decisions/0024-purchase-status.md).
 */
export const PURCHASE_STATUS = {
  0: '待提交',
  1: '采购成功',
  2: '已作废',
  3: '待审批',
  4: '驳回',
  5: '待付款',
  6: '已撤回',
} as const;
export const PURCHASE = { draft: 0, done: 1, void: 2, inApproval: 3, rejected: 4, toPay: 5, withdrawn: 6 } as const;
export const PURCHASE_FLOW_STATES: FlowStates = {
  draft: PURCHASE.draft,
  running: PURCHASE.inApproval,
  passed: PURCHASE.toPay,
  rejected: PURCHASE.rejected,
  withdrawn: PURCHASE.withdrawn,
  editable: [PURCHASE.draft, PURCHASE.rejected, PURCHASE.withdrawn],
};

/** 供应商: who the company buys from (company-wide; 黑名单 cannot be chosen on a new purchase order) */
export const supplierEntity = /* @__PURE__ */ defineEntity({
  key: 'supplier',
  controller: 'supplier',
  title: '供应商',
  table: 'pur_supplier',
  idKey: 'supplier_id',
  titleField: 'supplier_name',
  node: 'project_supplierManagement',
  owned: false,
  fields: [
    f.text('supplier_name', '供应商名称', {
      required: '请输入供应商名称',
      max: 100,
      list: true,
      search: true,
      sort: true,
      unique: true,
    }),
    f.text('credit_code', '统一社会信用代码', {
      required: '请输入统一社会信用代码',
      max: 18,
      list: true,
      search: true,
      unique: true,
      placeholder: '18 位，如 91350100M000100Y43',
    }),
    f.dict('category', '供应商类别', 'supplier_category', { list: true, filter: true }),
    f.text('contact_name', '联系人', { max: 50, list: true, search: true }),
    f.phone('phone', '联系电话', { list: true, search: true }),
    f.text('address', '地址', { max: 200 }),
    f.text('bank_name', '开户银行', { max: 100 }),
    f.text('bank_account', '银行账号', { max: 50 }),
    f.text('tax_no', '纳税人识别号', { max: 20 }),
    f.enumOf('rating', '供应商评级', SUPPLIER_RATING, { defaultValue: 2, list: true, filter: true, sort: true }),
    f.enumOf('status', '合作状态', SUPPLIER_STATUS, {
      required: '请选择合作状态',
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '资质附件'),
  ],
  sections: [
    { title: '基本信息', fields: ['supplier_name', 'credit_code', 'category', 'rating', 'status'] },
    { title: '联系方式', fields: ['contact_name', 'phone', 'address'] },
    { title: '开票与付款', fields: ['tax_no', 'bank_name', 'bank_account'] },
    { title: '备注与附件', fields: ['remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'supplierManagement', add: 'addSupplier', edit: 'editSupplier', info: 'supplierInfo' },
  related: [{ entity: 'purchase', field: 'service_id' }],
  picker: {
    params: { supplier_name: 'supplier_name' },
    blocked: { status: SUPPLIER_BLACKLISTED },
    pageSize: 5,
    columns: ['supplier_name', 'category', 'contact_name', 'phone', 'rating', 'status'],
  },
});

/**
 * 采购单 (flow type 8): what is bought from one supplier, line by line, for a project or not; approved, it waits for
 * payment in 财务 → 付款 (paid ≤ its amount) and, paid in full, reads 采购成功. The supplier is `service_id` so that
 * a row reads `service_name`, as spec §3's purchase order row does.
 */
export const purchaseEntity = /* @__PURE__ */ defineEntity({
  key: 'purchase',
  controller: 'purchase',
  title: '采购单',
  table: 'pur_order',
  idKey: 'purchase_id',
  titleField: 'content',
  node: 'project_procurement',
  owned: true,
  ownerLabel: '采购人',
  flowType: 8,
  flowStates: PURCHASE_FLOW_STATES,
  flowTitle: ['price', 'content'],
  fields: [
    f.text('code', '采购单号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('content', '采购内容', { required: '请输入采购内容', max: 200, list: true, search: true }),
    f.reference('service_id', '供应商', 'supplier', {
      required: '请选择供应商',
      list: true,
      filter: true,
      index: true,
    }),
    f.reference('project_id', '关联项目', 'project', { list: true, filter: true, index: true }),
    f.rows('items', '采购明细', {
      required: '请添加采购明细',
      max: 100,
      sumInto: 'price',
      sumOf: 'amount',
      columns: [
        ...GOODS_COLUMNS,
        money('unit_price', '含税单价（元）', { required: '请输入单价' }),
        f.enumOf('tax_rate', '税率', TAX_RATE, { defaultValue: 13 }),
        money('amount', '金额（元）', { writable: false, product: ['quantity', 'unit_price'] }),
        // written by 收货 (the sum of the line's receipts) and by an approved 采购退货 (the sum of its returns)
        f.integer('received', '已收货', { writable: false, min: 0 }),
        f.integer('returned', '已退货', { writable: false, min: 0 }),
      ],
    }),
    money('price', '采购金额（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    f.date('expected_date', '预计到货日期', { list: true, listHidden: true, sort: true }),
    money('received_amount', '已收货金额（元）', { writable: false, defaultValue: '0' }),
    money('returned_amount', '已退货金额（元）', { writable: false, defaultValue: '0' }),
    money('paid_amount', '已付款（元）', { writable: false, defaultValue: '0', list: true, listHidden: true }),
    money('refunded_amount', '已退款（元）', { writable: false, defaultValue: '0' }),
    money('unpaid_amount', '未付款（元）', { writable: false, defaultValue: '0', list: true, listHidden: true }),
    f.enumOf('receive_status', '收货状态', RECEIVE_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.enumOf('status', '采购状态', PURCHASE_STATUS, {
      writable: false,
      defaultValue: PURCHASE.draft,
      list: true,
      filter: true,
      index: true,
    }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '采购信息',
      fields: ['code', 'content', 'service_id', 'project_id', 'expected_date', 'status', 'receive_status'],
    },
    { title: '采购明细', fields: ['items', 'price'] },
    {
      title: '收货与付款',
      fields: ['received_amount', 'returned_amount', 'paid_amount', 'refunded_amount', 'unpaid_amount'],
    },
    { title: '备注与附件', fields: ['remark', 'attachments'] },
  ],
  figures: ['price', 'paid_amount', 'unpaid_amount', 'status'],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'procurement', add: 'addProcurement', edit: 'editProcurement', info: 'procurementInfo' },
  related: [{ entity: 'purchaseRefund', field: 'purchase_id' }],
  picker: {
    params: { supplier_id: 'service_id', status: 'status', content: 'content' },
    pageSize: 5,
    columns: ['content', 'project_id', 'service_id', 'price', 'status'],
  },
});

/** What a 采购退货 gives back: goods and money, goods only (less to pay), or money only (what the supplier owes). */
export const PURCHASE_REFUND_TYPE = { 1: '退货退款', 2: '仅退货', 3: '仅退款' } as const;
export const PURCHASE_REFUND = { goodsAndMoney: 1, goods: 2, money: 3 } as const;

/**
 * 采购退货/退款 (flow type 9) of an approved order: goods sent back line by line (never more than a line received, less
 * what it already returned) and money the supplier pays back (never more than it owes: what was paid less what the
 * order still costs and what was refunded). Counted on the order once approved (docs/decisions/0025-purchase-refund.md).
 */
export const purchaseRefundEntity = /* @__PURE__ */ defineEntity({
  key: 'purchaseRefund',
  controller: 'PurchaseRefund',
  title: '采购退货',
  table: 'pur_refund',
  idKey: 'refund_id',
  titleField: 'refund_no',
  node: 'project_procurementRefund',
  owned: true,
  ownerFrom: 'purchase_id',
  ownerLabel: '采购人',
  flowType: 9,
  flowSubmitter: 'creator',
  flowTitle: ['refund_type', 'purchase_id', 'refund_amount'],
  fields: [
    f.text('refund_no', '退货单号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('purchase_id', '采购单', 'purchase', {
      required: '请选择采购单',
      list: true,
      filter: true,
      index: true,
    }),
    f.reference('service_id', '供应商', 'supplier', { writable: false, list: true, filter: true, index: true }),
    f.reference('project_id', '关联项目', 'project', { writable: false, list: true, filter: true, index: true }),
    f.enumOf('refund_type', '退货类型', PURCHASE_REFUND_TYPE, {
      required: '请选择退货类型',
      defaultValue: PURCHASE_REFUND.goodsAndMoney,
      list: true,
      filter: true,
    }),
    f.rows('items', '退货明细', {
      max: 100,
      sumInto: 'return_amount',
      sumOf: 'amount',
      columns: [
        f.integer('line', '采购明细行', { required: '请选择退货的采购明细行', min: 1, max: 100, hidden: true }),
        f.text('name', '物品名称', { writable: false, max: 100 }),
        f.text('spec', '规格型号', { writable: false, max: 100 }),
        f.text('unit', '单位', { writable: false, max: 20 }),
        f.integer('quantity', '退货数量', { required: '请输入退货数量', min: 1, max: 1_000_000 }),
        money('unit_price', '含税单价（元）', { writable: false }),
        money('amount', '退货金额（元）', { writable: false, product: ['quantity', 'unit_price'] }),
      ],
    }),
    money('return_amount', '退货金额（元）', { writable: false, defaultValue: '0', list: true, sort: true }),
    money('refund_amount', '退款金额（元）', { defaultValue: '0', list: true, sort: true }),
    f.date('refund_date', '退货日期', { required: '请选择退货日期', list: true, sort: true, filter: true }),
    f.longText('reason', '退货原因', { required: '请输入退货原因', max: 1000 }),
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
      title: '退货信息',
      fields: ['refund_no', 'purchase_id', 'service_id', 'project_id', 'refund_type', 'refund_date', 'status'],
    },
    { title: '退货明细', fields: ['items', 'return_amount', 'refund_amount'] },
    { title: '原因与附件', fields: ['reason', 'attachments'] },
  ],
  figures: ['return_amount', 'refund_amount', 'status'],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: {
    list: 'procurementRefund',
    add: 'addProcurementRefund',
    edit: 'editProcurementRefund',
    info: 'procurementRefundInfo',
  },
});

export const PURCHASE_ENTITIES = [supplierEntity, purchaseEntity, purchaseRefundEntity] as const;
