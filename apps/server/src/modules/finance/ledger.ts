import { Decimal } from '@suwork/domain';
import { DOC_APPROVED } from '@suwork/domain/entities';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { columnsOf } from '../../core/engine/table.ts';
import { payableDoc, payableDocs, type PayableDoc } from '../../core/payables.ts';
import type { WithRegistries } from '../../core/registries.ts';
import type { Db } from '../../db/client.ts';
import {
  borrow,
  borrowRepayments,
  borrowTable,
  payment,
  paymentItems,
  paymentTable,
  type BorrowRow,
} from './finance.tables.ts';

// The books of money out: every write that moves money on a document payments settle (a payment, its approval or
// void, an offset, a repayment) locks the documents first, checks its rule against the rows as they are, writes,
// then settles the figures kept on the documents from those rows. Which documents those are, how they are locked,
// what is payable on one and how its figures are settled, each kind declares (core/payables.ts; finance's own in
// payables.ts).

/** A row of a payable document, of whichever kind: what it holds, its kind declares (core/payables.ts). */
type Row = Record<string, unknown>;

export { payment, paymentTable };

/** Payments that hold money of a document: drafts, in approval, approved. */
export const PAYMENTS_HOLDING: readonly number[] = [1, 2, 3];
export const PAYMENT_VOID = 9;

/** A document a payment settles. */
export type Payable = { doc_type: number; doc_id: number };
export const payableName = (app: WithRegistries, type: number) => payableDoc(app, type)?.name ?? '单据';

/** The declaration of a kind of document a payment holds (one a payment cannot name is refused before it is read). */
function declared(app: WithRegistries, type: number): PayableDoc {
  const doc = payableDoc(app, type);
  if (!doc) throw new Error(`no payable document of type ${type} is declared`);
  return doc;
}

/**
 * Locks documents, kind by kind in the declared lock order (claims, pay sheets, then borrowings), each kind in id
 * order: two requests never wait on each other crosswise. Returns them by `type:id`.
 */
export async function lockPayables(app: WithRegistries, tx: Db, docs: readonly Payable[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  for (const { type, table } of payableDocs(app)) {
    const ids = [...new Set(docs.filter((d) => d.doc_type === type).map((d) => d.doc_id))].sort((a, b) => a - b);
    if (ids.length === 0) continue;
    const c = columnsOf(table);
    const rows: Row[] = await tx.select().from(table).where(inArray(c.id, ids)).orderBy(c.id).for('update');
    for (const r of rows) out.set(`${type}:${String(r.id)}`, r);
  }
  return out;
}

/** Locks borrowings in id order and returns them. */
export async function lockBorrows(tx: Db, ids: readonly number[]): Promise<BorrowRow[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.length === 0
    ? []
    : tx.select().from(borrowTable).where(inArray(borrow.id, unique)).orderBy(borrow.id).for('update');
}

/** What is still out with the member on a borrowing (written only by the server: from its default, then by each settle). */
export const outstanding = (b: BorrowRow) => new Decimal(b.unpayment_received!);

const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Σ paid on a document by payments in these statuses, less the payment `exceptId`. */
async function paidOn(tx: Db, doc: Payable, statuses: readonly number[], exceptId?: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(paymentItems.amount) })
    .from(paymentItems)
    .innerJoin(paymentTable, eq(payment.id, paymentItems.payment_id))
    .where(
      and(
        eq(paymentItems.doc_type, doc.doc_type),
        eq(paymentItems.doc_id, doc.doc_id),
        inArray(payment.status, [...statuses]),
        exceptId ? ne(paymentItems.payment_id, exceptId) : undefined,
      ),
    );
  return new Decimal(row.s);
}

/** Σ of the payments holding money of a document (drafts, in approval, approved), less `exceptId`. */
export const heldByPayments = (tx: Db, doc: Payable, exceptId?: number) => paidOn(tx, doc, PAYMENTS_HOLDING, exceptId);

/** What a document is to be paid in all, as its kind declares (a claim its amount less its offset, a pay sheet its net total, a borrowing its amount). */
export const payableOf = (app: WithRegistries, type: number, row: Row): Decimal => declared(app, type).payableOf(row);

/** Whether a document may be paid now, as its kind declares (an approved claim or pay sheet, an approved borrowing not yet paid in full). */
export const awaitsPayment = (app: WithRegistries, type: number, row: Row): boolean =>
  declared(app, type).awaitsPayment(row);

/** Σ repaid on a borrowing (cash and offsets). */
export async function repaidOn(tx: Db, borrowId: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(borrowRepayments.amount) })
    .from(borrowRepayments)
    .where(eq(borrowRepayments.borrow_id, borrowId));
  return new Decimal(row.s);
}

/** Writes the figures kept on a document from its approved payments, through its kind's own settle (call with it locked). */
export async function settlePayable(app: WithRegistries, tx: Db, doc: Payable, now: Date): Promise<void> {
  await declared(app, doc.doc_type).settle(tx, doc.doc_id, await paidOn(tx, doc, [DOC_APPROVED]), now);
}

/** Settles each document after its payments changed. */
export async function settlePayables(app: WithRegistries, tx: Db, docs: readonly Payable[], now: Date): Promise<void> {
  for (const d of docs) await settlePayable(app, tx, d, now);
}
