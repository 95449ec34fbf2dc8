import { z } from 'zod';
import { financeAnswers, financeOverviewAnswers, statementAnswers } from '../contracts/finance.ts';
import { PAYABLE_TYPE, PAY_METHOD } from '../entities/index.ts';
import { idField, idParam, isDate, moneyField, pageShape } from './fields.ts';
import { route } from './route.ts';

// Money out's actions beside the engine's: 登记还款 and its list, 作废 of a borrowing or a payment, the documents a
// payment can pay; 财务概览; 银行流水匹配.

const METHODS = Object.keys(PAY_METHOD).map(Number);
const DOC_TYPES = Object.keys(PAYABLE_TYPE).map(Number);

/** A required 'YYYY-MM-DD' answering `missing` when absent or not text and `wrong` when not a calendar day. */
const day = (missing: string, wrong: string) => z.string({ error: missing }).refine(isDate, wrong);

const repayBody = z.strictObject({
  borrow_id: idField('请选择借款'),
  amount: moneyField('还款金额'),
  repay_date: day('请选择还款日期', '还款日期应为 YYYY-MM-DD 格式的日期'),
  method: z.number({ error: '请选择还款方式' }).refine((m) => METHODS.includes(m), '还款方式的取值无效'),
  remark: z.string({ error: '备注应为文本' }).trim().max(200, '备注不能超过200个字符').optional(),
});

const DOC_TYPE_MSG = '单据类型的取值无效';
/** A payable kind's code; the server also requires its module to have registered it. */
export const payableDocType = () =>
  z.coerce.number({ error: DOC_TYPE_MSG }).refine((t) => DOC_TYPES.includes(t), DOC_TYPE_MSG);
const payablesQuery = z.strictObject({
  ...pageShape(10),
  doc_type: payableDocType(),
  keyword: z.string().trim().max(50).optional(),
});

const overviewQuery = z.strictObject({
  start_date: day('请选择开始日期', '开始日期应为 YYYY-MM-DD'),
  end_date: day('请选择结束日期', '结束日期应为 YYYY-MM-DD'),
});

export const financeRoutes = {
  repay: route({
    method: 'POST',
    path: '/api/FinanceBorrow/repay',
    auth: { node: 'financial_borrow_repay' },
    body: repayBody,
    answer: financeAnswers.repay,
  }),
  repayList: route({
    method: 'GET',
    path: '/api/FinanceBorrow/repayList',
    auth: { node: 'financial_borrow' },
    query: z.strictObject({ borrow_id: idParam('请选择借款') }),
    answer: financeAnswers.repayList,
  }),
  voidBorrow: route({
    method: 'POST',
    path: '/api/FinanceBorrow/cancel',
    auth: { node: 'financial_borrow_void' },
    body: z.strictObject({ borrow_id: idField('请选择借款') }),
    answer: financeAnswers.voidBorrow,
  }),
  voidPayment: route({
    method: 'POST',
    path: '/api/FinancePayment/cancel',
    auth: { node: 'financial_payment_void' },
    body: z.strictObject({ payment_id: idField('请选择付款单') }),
    answer: financeAnswers.voidPayment,
  }),
  /** the documents of a kind a payment can pay, with what is left of each */
  payables: route({
    method: 'GET',
    path: '/api/FinancePayment/payables',
    auth: { node: 'financial_payment_add' },
    query: payablesQuery,
    answer: financeAnswers.payables,
  }),
  /** 财务概览 of a period */
  overview: route({
    method: 'GET',
    path: '/api/Financial/overview',
    auth: { node: 'financial_financial' },
    query: overviewQuery,
    answer: financeOverviewAnswers.overview,
  }),
  matchStatement: route({
    method: 'POST',
    path: '/api/ContractPayment/matchStatement',
    auth: { node: 'financial_collection' },
    summary: '银行流水匹配',
    form: z.object({ file: z.file().describe('银行流水 Excel 文件（不超过 5M）') }),
    answer: statementAnswers.match,
  }),
};
