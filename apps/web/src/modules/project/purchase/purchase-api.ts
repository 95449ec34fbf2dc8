import { purchaseEntity } from '@suwork/domain/entities';
import { purchaseRoutes, type InputOf } from '@suwork/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';

/** 采购's calls beside the engine's: 收货, a supplier's statement, 处理 of a 内部采购. */
export const purchaseApi = {
  receive: (input: InputOf<typeof purchaseRoutes.receive>) => call(purchaseRoutes.receive, input),
  handleRequisition: (input: InputOf<typeof purchaseRoutes.handleRequisition>) =>
    call(purchaseRoutes.handleRequisition, input),
  statement: (id: number, { signal }: { signal?: AbortSignal } = {}) =>
    call(purchaseRoutes.statement, { id }, { signal }).then((r) => r.data),
};

/** A receipt moves an order's lines and 收货状态: its pages read it again. */
export const refreshPurchases = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['entity', purchaseEntity.key] });
