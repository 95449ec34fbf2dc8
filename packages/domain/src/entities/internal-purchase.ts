import { MONEY_MAX } from '../money.ts';
import { defineEntity, f } from './define.ts';
import { DOC_STATUS } from './options.ts';
import { GOODS_COLUMNS } from './purchase.ts';

// 内部采购: a department asks for goods (flow type 10); approved, they are handed out from stock or bought through a
// purchase order made from the request.

/** What became of an approved request: 1 待处理, 2 库存领用 (handed out from stock), 3 已转采购 (a purchase order made of it). */
export const REQUISITION_STATUS = { 1: '待处理', 2: '库存领用', 3: '已转采购' } as const;
export const REQUISITION = { open: 1, fromStock: 2, toPurchase: 3 } as const;

/** 内部采购: goods a department asks for, with what they are for and when they are needed, approved before handled. */
export const internalPurchaseEntity = /* @__PURE__ */ defineEntity({
  key: 'internalPurchase',
  controller: 'InternalPurchase',
  title: '内部采购',
  table: 'pur_requisition',
  idKey: 'requisition_id',
  titleField: 'title',
  node: 'project_internalPurchase',
  owned: true,
  ownerLabel: '申请人',
  flowType: 10,
  flowTitle: ['title', 'amount'],
  fields: [
    f.text('code', '申请单号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('title', '申请事由', { required: '请输入申请事由', max: 200, list: true, search: true }),
    f.reference('project_id', '关联项目', 'project', { list: true, filter: true, index: true }),
    f.rows('items', '申请明细', {
      required: '请添加申请明细',
      max: 100,
      sumInto: 'amount',
      sumOf: 'amount',
      columns: [
        ...GOODS_COLUMNS,
        f.money('unit_price', '预估单价（元）', { required: '请输入预估单价', min: 0.01, max: MONEY_MAX }),
        f.money('amount', '预估金额（元）', {
          min: 0,
          max: MONEY_MAX,
          writable: false,
          product: ['quantity', 'unit_price'],
        }),
      ],
    }),
    f.money('amount', '预估金额（元）', {
      min: 0,
      max: MONEY_MAX,
      writable: false,
      defaultValue: '0',
      list: true,
      sort: true,
    }),
    f.date('need_date', '需用日期', { list: true, sort: true }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.enumOf('handle_status', '处理状态', REQUISITION_STATUS, {
      writable: false,
      defaultValue: REQUISITION.open,
      list: true,
      filter: true,
    }),
    f.reference('purchase_id', '采购单', 'purchase', { writable: false, list: true, listHidden: true }),
    f.text('handle_remark', '处理说明', { writable: false, max: 200 }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '申请信息', fields: ['code', 'title', 'project_id', 'need_date', 'status'] },
    { title: '申请明细', fields: ['items', 'amount'] },
    { title: '处理', fields: ['handle_status', 'purchase_id', 'handle_remark'] },
    { title: '备注与附件', fields: ['remark', 'attachments'] },
  ],
  figures: ['amount', 'status', 'handle_status'],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: {
    list: 'internalPurchase',
    add: 'addInternalPurchase',
    edit: 'editInternalPurchase',
    info: 'internalPurchaseInfo',
  },
});
