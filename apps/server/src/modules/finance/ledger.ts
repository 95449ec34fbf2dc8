import { borrowFigures, Decimal, ERR, moneyText, payStatusOf } from '@suwork/domain';
import { BORROW, DOC_APPROVED, PAYABLE, PAYABLE_TYPE } from '@suwork/domain/entities';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fail } from '../../core/envelope.ts';
import { columnsOf, type EntityTable } from '../../core/engine/table.ts';
import type { Db } from '../../db/client.ts';
import { fin_borrow, fin_expense, fin_payment, fin_salary } from '../../db/entity-tables.ts';
import { borrowRepayments, paymentItems } from './finance.tables.ts';

// The books of money out: every write that moves money on a claim or a borrowing (a payment, its approval or
// void, an offset, a repayment) locks the documents first, checks its rule against the rows as they are, writes,
// then settles the figures kept on the documents from those rows.

type Row = Record<string, unknown>;

export const borrowTable = fin_borrow;
export const borrow = columnsOf(fin_borrow);
export const expenseTable = fin_expense;
export const expense = columnsOf(fin_expense);
export const paymentTable = fin_payment;
export const payment = columnsOf(fin_payment);
export const salaryTable = fin_salary;
export const salary = columnsOf(fin_salary);

/** Payments that hold money of a document: drafts, in approval, approved. */
export const PAYMENTS_HOLDING: readonly number[] = [1, 2, 3];
export const PAYMENT_VOID = 9;

/** A document a payment settles. */
export type Payable = { doc_type: number; doc_id: number };
const BOOKS: Record<number, { table: EntityTable; c: Record<string, PgColumn> }> = {
  [PAYABLE.expense]: { table: expenseTable, c: expense },
  [PAYABLE.salary]: { table: salaryTable, c: salary },
  [PAYABLE.borrow]: { table: borrowTable, c: borrow },
};
/** Claims, pay sheets and borrowings: locked in this order. */
const LOCK_ORDER = [PAYABLE.expense, PAYABLE.salary, PAYABLE.borrow];
export const payableName = (type: number) => PAYABLE_TYPE[type as keyof typeof PAYABLE_TYPE] ?? '单据';

/** Locks documents (claims, pay sheets, then borrowings, each in id order: two requests never wait on each other crosswise) and returns them by `type:id`. */
export async function lockPayables(tx: Db, docs: readonly Payable[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  for (const type of LOCK_ORDER) {
    const ids = [...new Set(docs.filter((d) => d.doc_type === type).map((d) => d.doc_id))].sort((a, b) => a - b);
    if (ids.length === 0) continue;
    const { table, c } = BOOKS[type];
    const rows = (await tx.select().from(table).where(inArray(c.id, ids)).orderBy(c.id).for('update')) as Row[];
    for (const r of rows) out.set(`${type}:${String(r.id)}`, r);
  }
  return out;
}

/** Locks borrowings in id order and returns them. */
export async function lockBorrows(tx: Db, ids: readonly number[]): Promise<Row[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length === 0 ? [] : ((await tx.select().from(borrowTable).where(inArray(borrow.id, unique)).orderBy(borrow.id).for('update')) as Row[]);
}

/** One document, locked (不存在 when it is gone). */
export async function lockPayable(tx: Db, doc: Payable): Promise<Row> {
  const row = (await lockPayables(tx, [doc])).get(`${doc.doc_type}:${doc.doc_id}`);
  if (!row) throw fail(ERR.notFound, `${payableName(doc.doc_type)}不存在`);
  return row;
}

const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Σ paid on a document by payments in these statuses, less the payment `exceptId`. */
async function paidOn(tx: Db, doc: Payable, statuses: readonly number[], exceptId?: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(paymentItems.amount) })
    .from(paymentItems)
    .innerJoin(paymentTable, eq(payment.id, paymentItems.payment_id))
    .where(and(eq(paymentItems.doc_type, doc.doc_type), eq(paymentItems.doc_id, doc.doc_id), inArray(payment.status, [...statuses]), exceptId ? ne(paymentItems.payment_id, exceptId) : undefined));
  return new Decimal(row.s);
}

/** Σ of the payments holding money of a document (drafts, in approval, approved), less `exceptId`. */
export const heldByPayments = (tx: Db, doc: Payable, exceptId?: number) => paidOn(tx, doc, PAYMENTS_HOLDING, exceptId);

/** What a document is to be paid in all: a claim its amount less its offset, a pay sheet its net total, a borrowing its amount. */
export const payableOf = (type: number, row: Row): Decimal => (type === PAYABLE.borrow ? new Decimal(row.money as string) : new Decimal(row.amount as string).minus(String(row.offset_amount ?? '0')));

/** Whether a document may be paid now: an approved claim or pay sheet, or an approved borrowing not yet paid in full. */
export const awaitsPayment = (type: number, row: Row): boolean => (type === PAYABLE.borrow ? row.status === BORROW.toPay : row.status === DOC_APPROVED);

/** Σ repaid on a borrowing (cash and offsets). */
export async function repaidOn(tx: Db, borrowId: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(borrowRepayments.amount) })
    .from(borrowRepayments)
    .where(eq(borrowRepayments.borrow_id, borrowId));
  return new Decimal(row.s);
}

/** Writes a claim's (or pay sheet's) 应付/已付/未付 and 付款状态 from its approved payments (call with it locked). */
export async function settleBill(tx: Db, type: number, id: number, now: Date): Promise<void> {
  const { table, c } = BOOKS[type];
  const [e] = (await tx.select().from(table).where(eq(c.id, id))) as Row[];
  if (!e) return;
  const payable = payableOf(type, e);
  const paid = await paidOn(tx, { doc_type: type, doc_id: id }, [DOC_APPROVED]);
  await tx
    .update(table)
    .set({
      ...(type === PAYABLE.expense ? { payable_amount: moneyText(payable) } : {}),
      paid_amount: moneyText(paid),
      unpaid_amount: moneyText(Decimal.max(payable.minus(paid), 0)),
      pay_status: e.status === DOC_APPROVED ? payStatusOf(payable, paid) : null,
      update_time: now,
    })
    .where(eq(c.id, id));
}

export const settleExpense = (tx: Db, id: number, now: Date) => settleBill(tx, PAYABLE.expense, id, now);

/** Writes a borrowing's 已付/未付/已还/未还 and, once approved, its status 2 → 4 → 6 (call with it locked). */
export async function settleBorrow(tx: Db, id: number, now: Date): Promise<void> {
  const [b] = (await tx.select().from(borrowTable).where(eq(borrow.id, id))) as Row[];
  if (!b) return;
  const paid = await paidOn(tx, { doc_type: PAYABLE.borrow, doc_id: id }, [DOC_APPROVED]);
  const repaid = await repaidOn(tx, id);
  const figures = borrowFigures(b.money as string, paid, repaid);
  const approved = [BORROW.toPay, BORROW.paid, BORROW.repaid].includes(b.status as 2 | 4 | 6);
  await tx
    .update(borrowTable)
    .set({
      paid_money: moneyText(paid),
      payment_received: moneyText(repaid),
      unpaid_money: figures.unpaid_money,
      unpayment_received: figures.unpayment_received,
      ...(approved ? { status: figures.status } : {}),
      update_time: now,
    })
    .where(eq(borrow.id, id));
}

/** Settles each document after its payments changed. */
export async function settlePayables(tx: Db, docs: readonly Payable[], now: Date): Promise<void> {
  for (const d of docs) await (d.doc_type === PAYABLE.borrow ? settleBorrow(tx, d.doc_id, now) : settleBill(tx, d.doc_type, d.doc_id, now));
}
