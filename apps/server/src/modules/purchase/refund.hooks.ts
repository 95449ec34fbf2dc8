import { Decimal, RUN_STATUS } from '@suwork/domain';
import { DOC_APPROVED, purchaseRefundEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { approvable } from '../flow/index.ts';
import { lockOrder, settleOrder } from './order-books.ts';
import { refund, refundTable } from './purchase.tables.ts';
import { checkRefund, lockRefundableOrder } from './refund.rules.ts';

/**
 * 采购退货 (flow type 9): saved, submitted and approved only on an approved order, each time checked again with the
 * order locked (refund.rules.ts); numbered TH-YYYYMMDD-NNNN, its supplier and project those of the order; approved,
 * its goods and money count on the order (order-books.ts).
 */
export function registerRefundHooks(app: App): void {
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const checkDate = (date: string | null | undefined) => {
    if (date && date > today()) throw invalid('退货日期不能晚于今天', 'refund_date');
  };

  entity(app, purchaseRefundEntity).hooks({
    async beforeCreate({ tx }, v) {
      checkDate(v.refund_date);
      const o = await lockRefundableOrder(tx, v.purchase_id, '退货');
      Object.assign(v, await checkRefund(tx, o, v), {
        service_id: o.service_id,
        project_id: o.project_id,
        refund_no: await nextNumber(
          tx,
          { key: 'purchaseRefund', prefix: 'TH' },
          app.config.now(),
          app.config.tzOffsetMinutes,
        ),
      });
    },
    async beforeUpdate({ tx }, before, changes) {
      if ('purchase_id' in changes) throw invalid('不能改到其他采购单，请删除后在该采购单下重新登记', 'purchase_id');
      checkDate(changes.refund_date);
      if (!('items' in changes || 'refund_amount' in changes || 'refund_type' in changes)) return;
      const o = await lockRefundableOrder(tx, before.purchase_id, '退货');
      Object.assign(changes, await checkRefund(tx, o, { ...before, ...changes }, before.id));
    },
  });

  approvable(app, purchaseRefundEntity, {
    lock: async (tx, row) => {
      if (row.purchase_id) await lockOrder(tx, row.purchase_id);
    },
    // rejecting or withdrawing gives back what it held
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.running && status !== RUN_STATUS.passed) return;
      const passed = status === RUN_STATUS.passed;
      const o = await lockRefundableOrder(tx, row.purchase_id, passed ? '通过退货' : '提交退货');
      await checkRefund(tx, o, row, row.id);
      if (!passed) return;
      // counted from now: the order's figures are written from its approved 采购退货
      await tx.update(refundTable).set({ status: DOC_APPROVED }).where(eq(refund.id, row.id));
      await settleOrder(tx, o.id, new Decimal(o.paid_amount ?? 0), app.config.now());
    },
  });
}
