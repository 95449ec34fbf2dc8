import { Decimal, ERR, moneyText } from '@suwork/domain';
import type { PayableView, RepaymentView } from '@suwork/domain/contracts';
import type { borrowEntity, EntityDef } from '@suwork/domain/entities';
import type { ParsedOf, financeRoutes } from '@suwork/domain/routes';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { serviceOf } from '../../core/engine/entity-handle.ts';
import type { EntityService, ListRowOf } from '../../core/engine/entity-service.ts';
import { fail } from '../../core/envelope.ts';
import { memberNames } from '../../core/kit/index.ts';
import { payableDoc, type PayableDoc } from '../../core/payables.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { borrowRepayments, expense, expenseTable, payment, paymentItems, paymentTable } from './finance.tables.ts';
import { PAYMENTS_HOLDING } from './ledger.ts';

/** A document of the list a payment picks from, of whichever kind. */
type PickedRow = ListRowOf<EntityDef>;

/** The repayments of a borrowing the member sees, latest first. */
export async function repaymentsOf(
  db: Db,
  borrows: EntityService<typeof borrowEntity>,
  user: SessionUser,
  borrowId: number,
): Promise<RepaymentView[]> {
  await borrows.info(user, borrowId);
  const rows = await db
    .select({ r: borrowRepayments, code: expense.code })
    .from(borrowRepayments)
    .leftJoin(expenseTable, eq(expense.id, borrowRepayments.expense_id))
    .where(eq(borrowRepayments.borrow_id, borrowId))
    .orderBy(desc(borrowRepayments.repay_date), desc(borrowRepayments.id));
  const names = await memberNames(
    db,
    rows.map((x) => x.r.user_id),
  );
  return rows.map(({ r, code }) => ({
    id: r.id,
    borrow_id: r.borrow_id,
    amount: r.amount,
    repay_date: r.repay_date,
    method: r.method,
    expense_id: r.expense_id,
    expense_code: code,
    remark: r.remark,
    user_name: names.get(r.user_id) ?? null,
    create_time: r.create_time.toISOString(),
  }));
}

/** A page of the documents of a kind a payment can pay, each with what payments do not already hold of it. */
export async function payablesPage(
  app: App,
  user: SessionUser,
  { page, limit, doc_type, keyword }: ParsedOf<typeof financeRoutes.payables>,
) {
  const doc = payableDoc(app, doc_type)!;
  const service = serviceOf(app, doc.picker.entity);
  // the documents of a kind are listed to holders of its page, as the payment's own reference check requires
  if (!user.nodes.has(service.def.node)) throw fail(ERR.noPermission);
  const { rows, counted } = await service.list(user, {
    page,
    limit,
    ...doc.picker.filter,
    ...(keyword ? { keyword } : {}),
    sort_field: 'update_time',
    sort_order: 'asc',
  });
  const held = await heldOf(
    app.database.db,
    doc_type,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => payableRow(doc, r, held.get(r.id) ?? '0')), counted: counted! };
}

/** Σ held by payments (drafts, in approval, approved) on each of these documents, in one query. */
async function heldOf(db: Db, docType: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: paymentItems.doc_id, s: sql<string>`coalesce(sum(${paymentItems.amount}), 0)::text` })
    .from(paymentItems)
    .innerJoin(paymentTable, eq(payment.id, paymentItems.payment_id))
    .where(
      and(
        eq(paymentItems.doc_type, docType),
        inArray(paymentItems.doc_id, [...ids]),
        inArray(payment.status, [...PAYMENTS_HOLDING]),
      ),
    )
    .groupBy(paymentItems.doc_id);
  return new Map(rows.map((r) => [r.id, r.s]));
}

function payableRow(doc: PayableDoc, r: PickedRow, held: string): PayableView {
  const { title, payable, paid } = doc.picker.view(r);
  return {
    doc_type: doc.type,
    doc_id: r.id,
    code: String(r.code),
    title,
    user_name: typeof r.owner_user_name === 'string' ? r.owner_user_name : null,
    payable_amount: moneyText(payable),
    paid_amount: moneyText(paid),
    left_amount: moneyText(Decimal.max(new Decimal(payable).minus(held), 0)),
    bank_name: String(r.bank_name ?? ''),
    bank_account: String(r.bank_account ?? ''),
    create_time: r.create_time ?? null,
  };
}
