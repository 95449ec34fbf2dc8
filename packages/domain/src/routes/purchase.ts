import { z } from 'zod';
import { emptyBody, okBody } from '../contracts/envelope.ts';
import { purchaseAnswers } from '../contracts/purchase.ts';
import { idQuery } from './entity.ts';
import { idField, isDate } from './fields.ts';
import { route } from './route.ts';

// 采购's actions beside the engine's: 收货 of an approved order, line by line, partly if need be; a supplier's statement.

/** The most lines an order holds (its 采购明细's max). */
export const PURCHASE_LINES_MAX = 100;

const receiveLine = z.strictObject({
  /** the line's number on the order, from 1 */
  line: z
    .number({ error: '请选择收货的明细行' })
    .int('明细行应为整数')
    .min(1, '明细行应从1开始')
    .max(PURCHASE_LINES_MAX, '明细行不存在'),
  quantity: z
    .number({ error: '请输入收货数量' })
    .int('收货数量应为整数')
    .min(1, '收货数量应至少为1')
    .max(1_000_000, '收货数量超出上限'),
});

const receiveBody = z.strictObject({
  purchase_id: idField('请选择采购单'),
  receive_date: z.string({ error: '请选择收货日期' }).refine(isDate, '收货日期应为 YYYY-MM-DD 格式的日期'),
  lines: z
    .array(receiveLine, { error: '请填写收货明细' })
    .min(1, '请至少填写一行收货数量')
    .max(PURCHASE_LINES_MAX, '收货明细过多')
    .refine((ls) => new Set(ls.map((l) => l.line)).size === ls.length, '同一明细行只能填写一次'),
  remark: z.string({ error: '备注应为文本' }).trim().max(200, '备注不能超过200个字符').optional(),
});
export type ReceiveInput = z.infer<typeof receiveBody>;

/** 处理 of an approved 内部采购: handed out from stock, or a purchase order made of it with this supplier. */
const handleBody = z.discriminatedUnion(
  'way',
  [
    z.strictObject({
      requisition_id: idField('请选择内部采购申请'),
      way: z.literal(2),
      remark: z.string({ error: '处理说明应为文本' }).trim().max(200, '处理说明不能超过200个字符').optional(),
    }),
    z.strictObject({
      requisition_id: idField('请选择内部采购申请'),
      way: z.literal(3),
      service_id: idField('请选择供应商'),
      remark: z.string({ error: '处理说明应为文本' }).trim().max(200, '处理说明不能超过200个字符').optional(),
    }),
  ],
  { error: '请选择处理方式' },
);
export type HandleRequisitionInput = z.infer<typeof handleBody>;

export const purchaseRoutes = {
  /** 收货: goods of an approved order received, at most what each line still awaits */
  receive: route({
    method: 'POST',
    path: '/api/purchase/receive',
    auth: { node: 'project_procurement_receive' },
    summary: '采购收货',
    body: receiveBody,
    answer: emptyBody,
  }),
  /** 处理 of an approved 内部采购: from stock, or into a draft purchase order (its id answered) */
  handleRequisition: route({
    method: 'POST',
    path: '/api/InternalPurchase/handle',
    auth: { node: 'project_internalPurchase_handle' },
    summary: '处理内部采购',
    body: handleBody,
    answer: okBody(z.object({ purchase_id: z.number().nullable() })),
  }),
  /** 对账: a supplier's approved orders, what came and went back, what was paid and paid back, what is outstanding */
  statement: route({
    method: 'GET',
    path: '/api/supplier/statement',
    auth: { node: 'project_supplierManagement' },
    summary: '供应商对账',
    query: idQuery,
    answer: purchaseAnswers.statement,
  }),
};
