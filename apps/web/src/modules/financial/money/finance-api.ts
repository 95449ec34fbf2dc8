import { financeAnswers, type DataOf } from '@suwork/domain/contracts';
import { borrowEntity, expenseEntity, paymentEntity } from '@suwork/domain/entities';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export type RepaymentInput = { borrow_id: number; amount: string; repay_date: string; method: number; remark?: string };

/** Money out's calls beside the engine's: 登记还款 and its list, 作废 of a borrowing or a payment, what a payment can pay. */
export const financeApi = {
  repay: (input: RepaymentInput) => http.post<DataOf<typeof financeAnswers.repay>>('/api/FinanceBorrow/repay', input),
  repayments: (borrowId: number, { signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof financeAnswers.repayList>>('/api/FinanceBorrow/repayList', { borrow_id: borrowId }, { signal }),
  voidBorrow: (borrowId: number) => http.post<DataOf<typeof financeAnswers.voidBorrow>>('/api/FinanceBorrow/cancel', { borrow_id: borrowId }),
  voidPayment: (paymentId: number) => http.post<DataOf<typeof financeAnswers.voidPayment>>('/api/FinancePayment/cancel', { payment_id: paymentId }),
  payables: (params: { doc_type: number; keyword?: string; page: number; limit: number }, { signal }: { signal?: AbortSignal } = {}) =>
    http.get<DataOf<typeof financeAnswers.payables>>('/api/FinancePayment/payables', params, { signal }),
};

/** A payment, a repayment or a void moves the figures of claims, borrowings and payments: all three are read again. */
export const refreshMoneyOut = (queryClient: QueryClient) => Promise.all([borrowEntity, expenseEntity, paymentEntity].map((def) => queryClient.invalidateQueries({ queryKey: ['entity', def.key] })));

export const repaymentsKey = (borrowId: number) => ['entity', borrowEntity.key, 'repayments', borrowId];
