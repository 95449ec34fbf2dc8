import { borrowEntity, expenseEntity, paymentEntity } from '@suwork/domain/entities';
import { financeRoutes, type InputOf } from '@suwork/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';

/** Money out's calls beside the engine's: 登记还款 and its list, 作废 of a borrowing or a payment, what a payment can pay. */
export const financeApi = {
  repay: (input: InputOf<typeof financeRoutes.repay>) => call(financeRoutes.repay, input),
  repayments: (borrowId: number, { signal }: { signal?: AbortSignal } = {}) =>
    call(financeRoutes.repayList, { borrow_id: borrowId }, { signal }),
  voidBorrow: (borrowId: number) => call(financeRoutes.voidBorrow, { borrow_id: borrowId }),
  voidPayment: (paymentId: number) => call(financeRoutes.voidPayment, { payment_id: paymentId }),
  payables: (params: InputOf<typeof financeRoutes.payables>, { signal }: { signal?: AbortSignal } = {}) =>
    call(financeRoutes.payables, params, { signal }),
};

/** A payment, a repayment or a void moves the figures of claims, borrowings and payments: all three are read again. */
export const refreshMoneyOut = (queryClient: QueryClient) =>
  Promise.all(
    [borrowEntity, expenseEntity, paymentEntity].map((def) =>
      queryClient.invalidateQueries({ queryKey: ['entity', def.key] }),
    ),
  );

export const repaymentsKey = (borrowId: number) => ['entity', borrowEntity.key, 'repayments', borrowId];
