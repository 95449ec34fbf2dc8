import type { DataOf } from '@suwork/domain/contracts';
import { invoiceAnswers, invoiceEntity } from '@suwork/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

/** 开票申请's calls beside the engine's: the contracts a form may apply on, finance's queue, 开具发票 and the rest. */
export const invoiceApi = {
  /** the customer's approved contracts with what each may still have applied for (`invoiceId`: its own share left out) */
  invoicable: (enterpriseId: number, invoiceId: number | undefined, signal?: AbortSignal) =>
    http.get<DataOf<typeof invoiceAnswers.invoicable>>('/api/FinanceInvoice/invoicable', { enterprise_id: enterpriseId, invoice_id: invoiceId }, { signal }),
  /** 财务开票: approved applications, `status` comma-joined of 2, 3, 4, 5 */
  financeList: (query: { page: number; limit: number; status: string; keyword?: string }, signal?: AbortSignal) =>
    http.get<DataOf<typeof invoiceAnswers.financeList>>('/api/FinanceInvoice/financeList', query, { signal }),
  open: (body: { invoice_id: number; invoice_number: string; invoice_amount: string; invoice_date: string; remark?: string; attachments: number[] }, idempotencyKey?: string) =>
    http.post<DataOf<typeof invoiceAnswers.open>>('/api/FinanceInvoice/openInvoice', body, { idempotencyKey }),
  records: (invoiceId: number, signal?: AbortSignal) => http.get<DataOf<typeof invoiceAnswers.records>>('/api/FinanceInvoiceRecord/getList', { invoice_id: invoiceId }, { signal }),
  voidRecord: (recordId: number) => http.post<DataOf<typeof invoiceAnswers.voidRecord>>('/api/FinanceInvoiceRecord/cancel', { record_id: recordId }),
  transfer: (invoiceId: number) => http.post<DataOf<typeof invoiceAnswers.transfer>>('/api/FinanceInvoice/transfer', { invoice_id: invoiceId }),
  cancel: (invoiceId: number) => http.post<DataOf<typeof invoiceAnswers.cancel>>('/api/FinanceInvoice/cancel', { invoice_id: invoiceId }),
};

/** Every read of applications, their issued invoices and finance's queue: an issue, void or 移交 changes them all. */
export const refreshInvoices = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: ['entity', invoiceEntity.key] }), queryClient.invalidateQueries({ queryKey: ['invoice'] })]);

/** Permission nodes of 发票管理. */
export const INVOICE_NODES = { page: 'financial_invoice', edit: 'financial_invoice_edit', open: 'financial_invoice_open' } as const;
