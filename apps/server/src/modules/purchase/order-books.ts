import { Decimal, moneyText } from '@suwork/domain';
import { DOC_APPROVED, DOC_FLOW_STATES, PURCHASE } from '@suwork/domain/entities';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import type { Db } from '../../db/client.ts';
import { purchase, purchaseTable, refund, refundTable, type PurchaseRow } from './purchase.tables.ts';

// The books of one order: what it costs, what was paid and refunded on it, what is still to pay. Its figures are
// always written from the documents (approved payments, receipts, approved 采购退货), with the order locked.

type Line = Record<string, unknown>;

/** 采购退货 holding goods or money of their order: in approval or approved. */
export const REFUNDS_HOLDING: readonly number[] = [DOC_FLOW_STATES.running, DOC_APPROVED];

/** What 采购退货 of an order add up to: quantities returned by line, the goods' value and the money paid back. */
export type RefundSums = { returned: Map<number, number>; returnAmount: Decimal; refundAmount: Decimal };

/** The sums of an order's 采购退货 in these statuses, less the document `exceptId`. */
export async function refundSums(
  tx: Db,
  orderId: number,
  statuses: readonly number[],
  exceptId?: number,
): Promise<RefundSums> {
  const rows = await tx
    .select({ items: refund.items, returnAmount: refund.return_amount, refundAmount: refund.refund_amount })
    .from(refundTable)
    .where(
      and(
        eq(refund.purchase_id, orderId),
        inArray(refund.status, [...statuses]),
        exceptId ? ne(refund.id, exceptId) : undefined,
      ),
    );
  const out: RefundSums = { returned: new Map(), returnAmount: new Decimal(0), refundAmount: new Decimal(0) };
  for (const r of rows) {
    for (const l of (r.items ?? []) as Line[]) {
      const line = Number(l.line);
      out.returned.set(line, (out.returned.get(line) ?? 0) + Number(l.quantity));
    }
    out.returnAmount = out.returnAmount.plus(r.returnAmount ?? 0);
    out.refundAmount = out.refundAmount.plus(r.refundAmount ?? 0);
  }
  return out;
}

/** The order locked, as it is now. */
export async function lockOrder(tx: Db, id: number): Promise<PurchaseRow | undefined> {
  const [o] = await tx.select().from(purchaseTable).where(eq(purchase.id, id)).for('update');
  return o;
}

/** The most payments on an order may total: its amount less the goods returned, plus what the supplier paid back. */
export const payableOfOrder = (o: PurchaseRow): Decimal =>
  new Decimal(o.price!).minus(o.returned_amount ?? 0).plus(o.refunded_amount ?? 0);

/**
 * Writes an order's figures from approved payments (`paid`) and its approved 采购退货: each line's 已退货, 已退货金额,
 * 已退款, 未付款 (its amount less returns, less what was paid and not paid back) and, once approved, 待付款 or, with
 * nothing left to pay, 采购成功. Refuses a payment taken back below what the supplier paid back (refunded ≤ paid).
 */
export async function settleOrder(tx: Db, id: number, paid: Decimal, now: Date): Promise<void> {
  const [o] = await tx.select().from(purchaseTable).where(eq(purchase.id, id));
  if (!o) return;
  const [approved, held] = await Promise.all([refundSums(tx, id, [DOC_APPROVED]), refundSums(tx, id, REFUNDS_HOLDING)]);
  if (held.refundAmount.gt(paid))
    throw invalid(`采购单 ${o.code} 已退款 ${moneyText(held.refundAmount)} 元，已付款不能少于退款`);
  const items = ((o.items ?? []) as Line[]).map((l, i) => ({ ...l, returned: approved.returned.get(i + 1) ?? 0 }));
  const unpaid = new Decimal(o.price!).minus(approved.returnAmount).minus(paid).plus(approved.refundAmount);
  const isApproved = o.status === PURCHASE.toPay || o.status === PURCHASE.done;
  await tx
    .update(purchaseTable)
    .set({
      items,
      returned_amount: moneyText(approved.returnAmount),
      refunded_amount: moneyText(approved.refundAmount),
      paid_amount: moneyText(paid),
      unpaid_amount: moneyText(Decimal.max(unpaid, 0)),
      ...(isApproved ? { status: unpaid.gt(0) ? PURCHASE.toPay : PURCHASE.done } : {}),
      update_time: now,
    })
    .where(eq(purchase.id, id));
}
