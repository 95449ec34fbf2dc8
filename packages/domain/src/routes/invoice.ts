import { z } from 'zod';
import { invoiceAnswers } from '../contracts/invoice.ts';
import { dateField, idCsv, idField, idParam, moneyField, pageShape } from './fields.ts';
import { route } from './route.ts';

// 开票申请's own actions beside the engine's: the contracts a form may apply on, finance's queue (财务开票), 开具发票,
// the issued invoices of an application and their 作废, 移交, 作废 of an application.

const APPLY = { node: 'financial_invoice' } as const;
/** finance's 开票 (财务开票, 开具发票, 作废发票, 移交) */
const OPEN = { node: 'financial_invoice_open' } as const;

/** Statuses of finance's queue: 待开票, 部分开票, 已全部开票, 已完成. */
export const INVOICE_QUEUE: readonly number[] = [2, 3, 4, 5];
const QUEUE_MSG = '开票状态应为 2、3、4 或 5，多个用逗号分隔';

const invoicableQuery = z.strictObject({
  enterprise_id: idParam('请选择客户'),
  invoice_id: idParam('开票申请应为编号').optional(),
});
const financeListQuery = z.strictObject({
  ...pageShape(),
  status: idCsv(QUEUE_MSG, 4)
    .refine((s) => s.every((x) => INVOICE_QUEUE.includes(x)), QUEUE_MSG)
    .optional(),
  keyword: z.string().trim().max(100, '关键词不能超过100个字符').optional(),
});
const openBody = z.strictObject({
  invoice_id: idField('请选择开票申请'),
  invoice_number: z
    .string({ error: '请输入发票号码' })
    .trim()
    .min(1, '请输入发票号码')
    .max(20, '发票号码不能超过20个字符')
    .regex(/^[A-Za-z0-9-]+$/, '发票号码只能包含字母、数字和横线'),
  invoice_amount: moneyField('开票金额'),
  invoice_date: dateField('开票日期'),
  remark: z.string({ error: '备注应为文本' }).trim().max(500, '备注不能超过500个字符').optional(),
  attachments: z
    .array(idField('发票文件应为编号'), { error: '请上传发票扫描件或电子发票文件' })
    .max(10, '发票文件最多10个'),
});
const applicationBody = z.strictObject({ invoice_id: idField('请选择开票申请') });

export const invoiceRoutes = {
  /** the customer's approved contracts with what each may still have applied for (`invoice_id`: its own share left out) */
  invoicable: route({
    method: 'GET',
    path: '/api/FinanceInvoice/invoicable',
    auth: APPLY,
    query: invoicableQuery,
    answer: invoiceAnswers.invoicable,
  }),
  /** 财务开票: approved applications, `status` comma-joined of 2, 3, 4, 5 (all four when absent) */
  financeList: route({
    method: 'GET',
    path: '/api/FinanceInvoice/financeList',
    auth: OPEN,
    query: financeListQuery,
    answer: invoiceAnswers.financeList,
  }),
  open: route({
    method: 'POST',
    path: '/api/FinanceInvoice/openInvoice',
    auth: OPEN,
    body: openBody,
    answer: invoiceAnswers.open,
  }),
  records: route({
    method: 'GET',
    path: '/api/FinanceInvoiceRecord/getList',
    auth: APPLY,
    query: z.strictObject({ invoice_id: idParam('请选择开票申请') }),
    answer: invoiceAnswers.records,
  }),
  voidRecord: route({
    method: 'POST',
    path: '/api/FinanceInvoiceRecord/cancel',
    auth: OPEN,
    body: z.strictObject({ record_id: idField('请选择开票记录') }),
    answer: invoiceAnswers.voidRecord,
  }),
  transfer: route({
    method: 'POST',
    path: '/api/FinanceInvoice/transfer',
    auth: OPEN,
    body: applicationBody,
    answer: invoiceAnswers.transfer,
  }),
  /** by its applicant or finance */
  cancel: route({
    method: 'POST',
    path: '/api/FinanceInvoice/cancel',
    auth: APPLY,
    body: applicationBody,
    answer: invoiceAnswers.cancel,
  }),
};
