import { purchaseEntity, purchaseRefundEntity, supplierEntity, type RowOf } from '@suwork/domain/entities';
import { date, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

// The engine tables of 采购, with their columns by name, typed from the declarations.

export const { table: supplierTable, cols: supplier } = entityTableOf(supplierEntity);
export const { table: purchaseTable, cols: purchase } = entityTableOf(purchaseEntity);
export const { table: refundTable, cols: refund } = entityTableOf(purchaseRefundEntity);

export type SupplierRow = RowOf<typeof supplierEntity>;
export type PurchaseRow = RowOf<typeof purchaseEntity>;
export type RefundRow = RowOf<typeof purchaseRefundEntity>;

/** 收货: goods of one line of an order received on a day; a line's 已收货 is the sum of its rows, read with the order locked. */
export const purchaseReceipts = pgTable(
  'pur_receipt',
  {
    id: serial('id').primaryKey(),
    purchase_id: integer('purchase_id').notNull(),
    /** the line's number on the order, from 1 */
    line: smallint('line').notNull(),
    quantity: integer('quantity').notNull(),
    receive_date: date('receive_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    user_id: integer('user_id').notNull(),
    create_time: timestamp('create_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [index('pur_receipt_purchase_idx').on(t.purchase_id, t.line)],
);
