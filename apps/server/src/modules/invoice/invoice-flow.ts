import { RUN_STATUS } from '@suwork/domain';
import { INVOICE_FLOW_STATES, invoiceEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { App } from '../../core/types.ts';
import { lockApprovedContracts, lockContracts, refund, refundTable } from '../contract/index.ts';
import { approvable } from '../flow/approvable.ts';
import { onFlowStatus } from '../flow/flow-hooks.ts';
import { checkLines } from './invoice.hooks.ts';
import { inv, invoiceTable, type InvoiceRow } from './invoice.tables.ts';
import { linesOf, markRefundTransfer, settleInvoices } from './ledger.ts';

const contractIdsOf = (row: InvoiceRow) => linesOf(row).map((l) => l.contract_id);

/**
 * 开票申请 in approval (flow type 4): submitting it checks its lines again (it starts holding its amounts then), its
 * status follows the run (审核中 → 待开票, 驳回, 已撤回). An approved contract refund (flow type 3) voids the
 * applications the money left no longer covers.
 */
export function registerInvoiceFlows(app: App) {
  const now = () => app.config.now();
  approvable(app, invoiceEntity, {
    lock: (tx, row) => lockContracts(tx, contractIdsOf(row)),
    effect: async (tx, row, status) => {
      // submitted: the contracts still approved and of its customer, each still able to take its amount now that
      // the application starts holding it (who may see them was checked when it was saved)
      if (status === RUN_STATUS.running) await checkLines(app, tx, undefined, row, row.id);
      // approved: its contracts are still 已通过 (rejecting or withdrawing it needs nothing of them)
      if (status === RUN_STATUS.passed) await lockApprovedContracts(tx, contractIdsOf(row), '通过开票申请');
      const next = {
        [RUN_STATUS.running]: INVOICE_FLOW_STATES.running,
        [RUN_STATUS.passed]: INVOICE_FLOW_STATES.passed,
        [RUN_STATUS.rejected]: INVOICE_FLOW_STATES.rejected,
        [RUN_STATUS.withdrawn]: INVOICE_FLOW_STATES.withdrawn,
      }[status];
      // written here too, so the books below count it as it will be
      await tx.update(invoiceTable).set({ status: next }).where(eq(inv.id, row.id));
      await settleInvoices(tx, contractIdsOf(row), now());
    },
  });
  onFlowStatus(app, 3, async (refundId, status, tx) => {
    if (status !== RUN_STATUS.passed) return;
    const [r] = await tx
      .select({ contract_id: refund.contract_id, amount: refund.amount })
      .from(refundTable)
      .where(eq(refund.id, refundId));
    if (!r) return;
    // both required of a refund: never null
    const voided = await markRefundTransfer(tx, r.contract_id!, r.amount!, now());
    if (voided.length > 0)
      await writeLog(
        tx,
        voided.map((id) => ({
          entity: invoiceEntity.key,
          record_id: id,
          action: 'status',
          user_id: 0,
          content: '合同退款后回款不足以覆盖该申请，移交状态改为已作废(合同退款)',
        })),
      );
  });
}
