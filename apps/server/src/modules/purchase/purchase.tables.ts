import { purchaseEntity, supplierEntity, type RowOf } from '@suwork/domain/entities';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

// The engine tables of 采购, with their columns by name, typed from the declarations.

export const { table: supplierTable, cols: supplier } = entityTableOf(supplierEntity);
export const { table: purchaseTable, cols: purchase } = entityTableOf(purchaseEntity);

export type SupplierRow = RowOf<typeof supplierEntity>;
export type PurchaseRow = RowOf<typeof purchaseEntity>;
