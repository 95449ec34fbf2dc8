import {
  contractChangeEntity,
  contractEntity,
  contractRefundEntity,
  receivableEntity,
  recoveryEntity,
  type RowOf,
} from '@suwork/domain/entities';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

// The engine tables of the money chain, with their columns by name, typed from the declarations.

export const { table: contractTable, cols: contract } = entityTableOf(contractEntity);
export const { table: planTable, cols: plan } = entityTableOf(recoveryEntity);
export const { table: receivableTable, cols: receivable } = entityTableOf(receivableEntity);
export const { table: refundTable, cols: refund } = entityTableOf(contractRefundEntity);
export const { table: changeTable, cols: change } = entityTableOf(contractChangeEntity);

export type ContractRow = RowOf<typeof contractEntity>;
export type PlanRow = RowOf<typeof recoveryEntity>;
export type ReceivableRow = RowOf<typeof receivableEntity>;
export type RefundRow = RowOf<typeof contractRefundEntity>;
export type ChangeRow = RowOf<typeof contractChangeEntity>;
