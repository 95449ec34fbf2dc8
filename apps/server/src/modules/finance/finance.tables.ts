import { borrowEntity, expenseEntity, paymentEntity, salaryEntity, type RowOf } from '@suwork/domain/entities';
import { index, integer, numeric, pgTable, serial, smallint, date, timestamp, varchar } from 'drizzle-orm/pg-core';
import { entityTableOf } from '../../core/engine/entity-handle.ts';

// The engine tables of money out, with their columns by name, typed from the declarations; and what a payment pays
// and what comes back on a borrowing, one row each: the sums kept on the documents are added up from these rows,
// read with the documents locked.

export const { table: borrowTable, cols: borrow } = entityTableOf(borrowEntity);
export const { table: expenseTable, cols: expense } = entityTableOf(expenseEntity);
export const { table: paymentTable, cols: payment } = entityTableOf(paymentEntity);
export const { table: salaryTable, cols: salary } = entityTableOf(salaryEntity);

export type BorrowRow = RowOf<typeof borrowEntity>;
export type ExpenseRow = RowOf<typeof expenseEntity>;
export type SalaryRow = RowOf<typeof salaryEntity>;

/** One document a payment settles (付款明细), mirrored from the payment's rows. */
export const paymentItems = pgTable(
  'fin_payment_item',
  {
    id: serial('id').primaryKey(),
    payment_id: integer('payment_id').notNull(),
    /** PAYABLE_TYPE: 1 报销, 2 借款 */
    doc_type: smallint('doc_type').notNull(),
    doc_id: integer('doc_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('fin_payment_item_doc_idx').on(t.doc_type, t.doc_id),
    index('fin_payment_item_payment_idx').on(t.payment_id),
  ],
);

/** 还款: money back on a borrowing, in cash (expense_id null) or by offset against an approved claim. */
export const borrowRepayments = pgTable(
  'fin_borrow_repay',
  {
    id: serial('id').primaryKey(),
    borrow_id: integer('borrow_id').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    repay_date: date('repay_date', { mode: 'string' }).notNull(),
    /** PAY_METHOD; null for an offset */
    method: smallint('method'),
    /** the claim that offset it */
    expense_id: integer('expense_id'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    user_id: integer('user_id').notNull(),
    create_time: timestamp('create_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [index('fin_borrow_repay_borrow_idx').on(t.borrow_id), index('fin_borrow_repay_expense_idx').on(t.expense_id)],
);
