import { RUN_STATUS, type RunStatus } from '@suwork/domain';
import { contractChangeEntity, contractEntity, contractRefundEntity, DOC_APPROVED, DOC_EDITABLE, DOC_IN_APPROVAL, recordCondition, submitterOf, type EntityDef } from '@suwork/domain/entities';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { invalid } from '../../core/envelope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { flowDocument, onFlowStatus } from '../flow/flow-hooks.ts';
import { applyChange, checkChangeSubmit } from './change.hooks.ts';
import { lockContract, settleContract } from './ledger.ts';
import { checkRefundAmount } from './money.hooks.ts';
import { refund, refundTable } from './tables.ts';

type Row = Record<string, unknown>;

/** The document's status after its run: 审核中, 已通过, 已驳回, 已撤回. */
const STATUS_AFTER: Record<RunStatus, number> = { [RUN_STATUS.running]: DOC_IN_APPROVAL, [RUN_STATUS.passed]: DOC_APPROVED, [RUN_STATUS.rejected]: 4, [RUN_STATUS.withdrawn]: 5 };
const VERB: Record<RunStatus, string> = { [RUN_STATUS.running]: '提交了审批', [RUN_STATUS.passed]: '审批通过', [RUN_STATUS.rejected]: '审批驳回', [RUN_STATUS.withdrawn]: '撤回了审批' };

/**
 * A document of the money chain in approval: submitted by its submitter (EntityDef.flowSubmitter) only while 待提交, 已驳回 or 已撤回; its
 * status follows its run; `effect` runs (inside the run's transaction, the contract locked) when the run ends or
 * starts, e.g. a refund checked again on submit and counted on approval.
 */
function approvable(app: App, def: EntityDef, effect: (tx: Db, row: Row, status: RunStatus) => Promise<void>) {
  const table = tableOf(def);
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const load = async (tx: Db, id: number) => ((await tx.select().from(table).where(eq(cols.id, id))) as Row[])[0];
  flowDocument(app, def.flowType!, {
    load: async (tx, id) => {
      const row = await load(tx, id);
      return row && { owner_id: row[submitterOf(def)] as number, condition: recordCondition(def, row) };
    },
  });
  onFlowStatus(app, def.flowType!, async (id, status, tx) => {
    const row = await load(tx, id);
    if (!row) return;
    await lockContract(tx, (def === contractEntity ? row.id : row.contract_id) as number);
    if (status === RUN_STATUS.running && !DOC_EDITABLE.includes(row.status as number)) throw invalid(`${def.title}${row.status === DOC_APPROVED ? '已通过审批' : '审核中'}，不能再次提交`);
    await effect(tx, row, status);
    await tx.update(table).set({ status: STATUS_AFTER[status], update_time: app.config.now() }).where(eq(cols.id, id));
    await writeLog(tx, { entity: def.key, record_id: id, action: 'status', user_id: 0, content: `${def.title}${VERB[status]}` });
  });
}

/**
 * 合同 (flow type 1), 合同变更 (2) and 合同退款 (3) go through approval; an approved amendment becomes the contract's
 * next version, an approved refund lowers what was collected.
 */
export function registerContractFlows(app: App) {
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  approvable(app, contractEntity, async () => {});
  approvable(app, contractRefundEntity, async (tx, row, status) => {
    if (status === RUN_STATUS.running || status === RUN_STATUS.passed) await checkRefundAmount(tx, row, row.id as number);
    if (status === RUN_STATUS.passed) {
      // counted from now: the settle below reads approved refunds
      await tx
        .update(refundTable)
        .set({ status: DOC_APPROVED })
        .where(eq(refund.id, row.id as number));
      await settleContract(tx, row.contract_id as number, today(), app.config.now());
    }
  });
  approvable(app, contractChangeEntity, async (tx, row, status) => {
    if (status === RUN_STATUS.running) await checkChangeSubmit(tx, row);
    if (status === RUN_STATUS.passed) await applyChange(tx, row, today(), app.config.now());
  });
}
