import { Decimal, moneyText, RUN_STATUS } from '@suwork/domain';
import { PAYABLE, PURCHASE, purchaseEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { registerPayableEntity } from '../../core/payables.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { approvable } from '../flow/index.ts';
import { lockOpenProject } from './purchase.hooks.ts';
import { purchase, purchaseTable } from './purchase.tables.ts';
import { lockUsableSupplier } from './supplier.hooks.ts';

/** Writes an approved order's 已付/未付 from what approved payments paid on it: paid in full it reads 采购成功, else 待付款. */
async function settlePurchase(tx: Db, id: number, paid: Decimal, now: Date): Promise<void> {
  const [o] = await tx.select().from(purchaseTable).where(eq(purchase.id, id));
  if (!o) return;
  // the amount is written only by the server, from its lines
  const price = new Decimal(o.price!);
  const approved = o.status === PURCHASE.toPay || o.status === PURCHASE.done;
  await tx
    .update(purchaseTable)
    .set({
      paid_amount: moneyText(paid),
      unpaid_amount: moneyText(Decimal.max(price.minus(paid), 0)),
      ...(approved ? { status: paid.gte(price) ? PURCHASE.done : PURCHASE.toPay } : {}),
      update_time: now,
    })
    .where(eq(purchase.id, id));
}

/**
 * 采购单 through approval (flow type 8): submitting and approving check again, with them locked, that its supplier is
 * not on the 黑名单 and its project not 已完成; approved, it waits for payment (待付款). As a payable document
 * (付款明细 单据类型 4 采购) a payment pays at most what is left on it, and its status follows what was paid.
 */
export function registerPurchaseFlow(app: App): void {
  approvable(app, purchaseEntity, {
    // rejecting or withdrawing needs nothing of them
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.running && status !== RUN_STATUS.passed) return;
      await lockUsableSupplier(tx, row.service_id);
      await lockOpenProject(tx, row.project_id);
    },
  });
  registerPayableEntity(app, purchaseEntity, {
    type: PAYABLE.purchase,
    lockRank: 40,
    payableOf: (r) => new Decimal(r.price!),
    awaitsPayment: (r) => r.status === PURCHASE.toPay,
    settle: settlePurchase,
    picker: {
      filter: { status: [PURCHASE.toPay] },
      view: (r) => ({ title: String(r.content), payable: String(r.price), paid: String(r.paid_amount) }),
    },
  });
}
