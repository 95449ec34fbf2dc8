import { RUN_STATUS } from '@suwork/domain';
import { PAYABLE, PURCHASE, purchaseEntity } from '@suwork/domain/entities';
import { registerPayableEntity } from '../../core/payables.ts';
import type { App } from '../../core/types.ts';
import { approvable } from '../flow/index.ts';
import { payableOfOrder, settleOrder } from './order-books.ts';
import { lockOpenProject } from './purchase.hooks.ts';
import { lockUsableSupplier } from './supplier.hooks.ts';

/**
 * 采购单 through approval (flow type 8): submitting and approving check again, with them locked, that its supplier is
 * not on the 黑名单 and its project not 已完成; approved, it waits for payment (待付款). As a payable document
 * (付款明细 单据类型 4 采购) a payment pays at most what is left on it (its amount less returns, less what was paid
 * and not paid back), and its status follows what was paid (order-books.ts).
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
    payableOf: payableOfOrder,
    awaitsPayment: (r) => r.status === PURCHASE.toPay,
    settle: settleOrder,
    picker: {
      filter: { status: [PURCHASE.toPay] },
      view: (r) => ({ title: String(r.content), payable: String(r.price), paid: String(r.paid_amount) }),
    },
  });
}
