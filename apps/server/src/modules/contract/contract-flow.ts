import { RUN_STATUS } from '@suwork/domain';
import { contractChangeEntity, contractEntity, contractRefundEntity, DOC_APPROVED } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { approvable } from '../flow/approvable.ts';
import { contractApproved } from '../sales/opportunity-outcome.ts';
import { applyChange, checkChangeSubmit } from './change.hooks.ts';
import { lockApprovedContract, lockContract, settleContract } from './ledger.ts';
import { checkRefundAmount } from './money.hooks.ts';
import { refund, refundTable } from './tables.ts';

/**
 * 合同 (flow type 1), 合同变更 (2) and 合同退款 (3) go through approval; an approved contract wins its opportunity, an
 * approved amendment becomes the contract's next version, an approved refund lowers what was collected.
 */
export function registerContractFlows(app: App) {
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  // each checks its own edits, with the contract locked (money.hooks.ts, contract.hooks.ts, change.hooks.ts)
  const common = { guardChanges: false };
  const lockOwn = (tx: Db, row: { contract_id: number | null }) => lockContract(tx, row.contract_id).then(() => {});
  // an approved contract wins the opportunity it comes from, in the approval's transaction
  approvable(app, contractEntity, {
    ...common,
    lock: (tx, row) => lockContract(tx, row.id).then(() => {}),
    effect: async (tx, row, status) => {
      if (status === RUN_STATUS.passed) await contractApproved(tx, row, app.config.now());
    },
  });
  approvable(app, contractRefundEntity, {
    ...common,
    lock: lockOwn,
    effect: async (tx, row, status) => {
      if (status !== RUN_STATUS.running && status !== RUN_STATUS.passed) return;
      const c = await lockApprovedContract(
        tx,
        row.contract_id,
        status === RUN_STATUS.running ? '提交退款' : '通过退款',
      );
      await checkRefundAmount(tx, row, row.id);
      if (status === RUN_STATUS.passed) {
        // counted from now: the settle below reads approved refunds
        await tx.update(refundTable).set({ status: DOC_APPROVED }).where(eq(refund.id, row.id));
        await settleContract(tx, c.id, today(), app.config.now());
      }
    },
  });
  approvable(app, contractChangeEntity, {
    ...common,
    lock: lockOwn,
    effect: async (tx, row, status) => {
      if (status === RUN_STATUS.running) await checkChangeSubmit(tx, row, today());
      if (status === RUN_STATUS.passed) await applyChange(tx, row, today(), app.config.now());
    },
  });
}
