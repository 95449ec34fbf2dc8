import { invoiceEntity } from '@suwork/domain/entities';
import { invoiceRoutes, type InputOf } from '@suwork/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';

/** 开票申请's calls beside the engine's: the contracts a form may apply on, finance's queue, 开具发票 and the rest. */
export const invoiceApi = {
  /** the customer's approved contracts with what each may still have applied for (`invoiceId`: its own share left out) */
  invoicable: (enterpriseId: number, invoiceId: number | undefined, signal?: AbortSignal) =>
    call(invoiceRoutes.invoicable, { enterprise_id: enterpriseId, invoice_id: invoiceId }, { signal }),
  /** 财务开票: approved applications, `status` comma-joined of 2, 3, 4, 5 */
  financeList: (query: InputOf<typeof invoiceRoutes.financeList>, signal?: AbortSignal) =>
    call(invoiceRoutes.financeList, query, { signal }),
  open: (body: InputOf<typeof invoiceRoutes.open>, idempotencyKey?: string) =>
    call(invoiceRoutes.open, body, { idempotencyKey }),
  records: (invoiceId: number, signal?: AbortSignal) =>
    call(invoiceRoutes.records, { invoice_id: invoiceId }, { signal }),
  voidRecord: (recordId: number) => call(invoiceRoutes.voidRecord, { record_id: recordId }),
  transfer: (invoiceId: number) => call(invoiceRoutes.transfer, { invoice_id: invoiceId }),
  cancel: (invoiceId: number) => call(invoiceRoutes.cancel, { invoice_id: invoiceId }),
};

/** Every read of applications, their issued invoices and finance's queue: an issue, void or 移交 changes them all. */
export const refreshInvoices = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['entity', invoiceEntity.key] }),
    queryClient.invalidateQueries({ queryKey: ['invoice'] }),
  ]);

/** Permission nodes of 发票管理. */
export const INVOICE_NODES = {
  page: 'financial_invoice',
  edit: 'financial_invoice_edit',
  open: 'financial_invoice_open',
} as const;
