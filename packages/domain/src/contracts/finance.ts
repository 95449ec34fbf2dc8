import { z } from 'zod';
import { dateTime, emptyBody, listBody, okBody } from './envelope.ts';

// Money out's hand-written routes: repayments of a borrowing, voids, and what a payment can pay.

/** One repayment of a borrowing (GET /api/FinanceBorrow/repayList): in cash, or by a claim's offset. */
export const repaymentView = z.object({
  id: z.number(),
  borrow_id: z.number(),
  amount: z.string(),
  repay_date: z.string(),
  /** PAY_METHOD; null for an offset */
  method: z.number().nullable(),
  expense_id: z.number().nullable(),
  expense_code: z.string().nullable(),
  remark: z.string(),
  user_name: z.string().nullable(),
  create_time: dateTime(),
});
export type RepaymentView = z.infer<typeof repaymentView>;

/** A document a payment can still pay (GET /api/FinancePayment/payables): an approved claim or borrowing. */
export const payableView = z.object({
  doc_type: z.number(),
  doc_id: z.number(),
  code: z.string(),
  title: z.string(),
  /** the claimant or applicant */
  user_name: z.string().nullable(),
  payable_amount: z.string(),
  paid_amount: z.string(),
  /** what no payment holds yet (drafts and payments in approval count) */
  left_amount: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  create_time: dateTime(),
});
export type PayableView = z.infer<typeof payableView>;

export const financeAnswers = {
  repay: okBody(z.object({ id: z.number() })),
  repayList: listBody(repaymentView),
  voidBorrow: emptyBody,
  voidPayment: emptyBody,
  payables: listBody(payableView),
};

/** A figure of 财务概览: how many documents and how much money. */
export const figureView = z.object({ count: z.number(), amount: z.string() });
export type Figure = z.infer<typeof figureView>;

/** 财务概览 (GET /api/Financial/overview): money in and out of the period by day (or month), and what is open now. */
export const financeOverviewView = z.object({
  /** confirmed collections by collection date, less approved refunds by refund date */
  cash_in: z.string(),
  /** approved payments by payment date */
  cash_out: z.string(),
  /** by day, or by month past two months */
  granularity: z.enum(['day', 'month']),
  trend: z.array(z.object({ day: z.string(), cash_in: z.string(), cash_out: z.string() })),
  /** outstanding on approved contracts */
  receivable: figureView,
  /** approved claims not yet paid in full: what is still to pay */
  claims_to_pay: figureView,
  /** approved borrowings not yet paid out in full */
  borrows_to_pay: figureView,
  /** borrowings paid out and not yet repaid: what is still out */
  borrows_out: figureView,
});
export type FinanceOverview = z.infer<typeof financeOverviewView>;
export const financeOverviewAnswers = { overview: okBody(financeOverviewView) };

/** A collection a statement line may be (POST /api/ContractPayment/matchStatement). */
export const statementMatchView = z.object({
  receivable_id: z.number(),
  hk_number: z.string(),
  company_name: z.string(),
  contract_name: z.string(),
  amount: z.string(),
  actual_amount: z.string(),
  /** what has not arrived yet */
  remaining: z.string(),
  /** the line's amount is exactly what remains, and the payer is the customer */
  exact: z.boolean(),
});
/** One line of the bank statement with the collections it may be, best first (none is confirmed by itself). */
export const statementLineView = z.object({
  row: z.number(),
  date: z.string(),
  payer: z.string(),
  amount: z.string(),
  reference: z.string(),
  /** why the line cannot be matched (no amount, not money in …) */
  problem: z.string().nullable(),
  matches: z.array(statementMatchView),
});
export type StatementLine = z.infer<typeof statementLineView>;
export type StatementMatch = z.infer<typeof statementMatchView>;
export const statementAnswers = { match: okBody(z.object({ lines: z.array(statementLineView) })) };
