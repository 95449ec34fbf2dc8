import { z } from 'zod';
import { dateTime, emptyBody, listBody, okBody } from './envelope.ts';

// 发票管理's API answers (packages/domain/src/entities/invoice.ts declares the entity), apart from the entity so that
// pages declaring it load no schema library.

/** One contract of an application as finance and the form see it: what it may still have applied for. */
export const invoicableContractView = z.object({
  contract_id: z.number(),
  title: z.string(),
  contract_no: z.string(),
  company_name: z.string(),
  enterprise_id: z.number().nullable(),
  amount: z.string(),
  /** already invoiced on the contract */
  invoice_amount: z.string(),
  /** held by applications in approval or approved (less what was issued on them) plus what was issued */
  held_amount: z.string(),
  /** what a new application (or this one, its own share left out) may still apply for */
  invoicable_amount: z.string(),
});
export type InvoicableContract = z.infer<typeof invoicableContractView>;

/** 开票记录: an invoice finance issued on an application. */
export const invoiceRecordView = z.object({
  id: z.number(),
  record_id: z.number(),
  invoice_id: z.number(),
  invoice_number: z.string(),
  invoice_amount: z.string(),
  invoice_date: z.string(),
  /** how this invoice's money stands: covered by what the contracts collected, in the order invoices were issued */
  receive_status: z.number(),
  status: z.number(),
  remark: z.string(),
  user_name: z.string().nullable(),
  create_time: dateTime(),
  /** the invoice's amount on each contract */
  contracts: z.array(z.object({ contract_id: z.number(), title: z.string(), amount: z.string() })),
  attachments: z.array(
    z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string() }),
  ),
});
export type InvoiceRecordView = z.infer<typeof invoiceRecordView>;

/** 财务开票: an approved application in finance's queue. */
export const financeInvoiceView = z.object({
  id: z.number(),
  invoice_id: z.number(),
  invoice_code: z.string(),
  contractList: z.array(
    z.object({
      contract_id: z.number(),
      title: z.string(),
      company_name: z.string(),
      amount: z.string(),
      invoice_amount: z.string(),
    }),
  ),
  company: z.string(),
  invoice_type: z.number(),
  amount: z.string(),
  invoice_amount: z.string(),
  invoicable_amount: z.string(),
  received_amount: z.string(),
  stay_amount: z.string(),
  is_receive: z.number(),
  transfer_type: z.number(),
  status: z.number(),
  receive_status: z.number(),
  remark: z.string(),
  userInfo: z.object({ user_id: z.number(), user_name: z.string() }),
  create_time: dateTime(),
});
export type FinanceInvoiceRow = z.infer<typeof financeInvoiceView>;

export const invoiceAnswers = {
  invoicable: okBody(z.array(invoicableContractView)),
  financeList: listBody(financeInvoiceView),
  open: okBody(z.object({ id: z.number(), status: z.number() })),
  records: okBody(z.array(invoiceRecordView)),
  voidRecord: emptyBody,
  transfer: emptyBody,
  cancel: emptyBody,
};
