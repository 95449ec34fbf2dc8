import { leaveDays, leaveEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { defineHooks } from '../../core/engine/hooks.ts';
import { invalid } from '../../core/envelope.ts';
import { assertNotInApproval, onFlowStatus } from '../flow/flow-hooks.ts';

export const LEAVE_FLOW_TYPE = leaveEntity.flowType!;
export const LEAVE_MSG = { endBeforeStart: '结束时间不能早于开始时间' } as const;

const leaves = tableOf(leaveEntity);
type Values = Record<string, unknown>;

/** 时长（天） of the record as it will be; the end before the start is refused. */
export function durationOf(v: Values): string {
  const days = leaveDays(String(v.start_date), Number(v.start_half), String(v.end_date), Number(v.end_half));
  if (days === undefined) throw invalid(LEAVE_MSG.endBeforeStart);
  return days.toFixed(1);
}

let registered = false;

/** 时长 follows the dates; a leave in approval is neither edited nor deleted; its status follows its run. */
export function registerLeaveHooks() {
  defineHooks(leaveEntity.key, {
    beforeCreate: (_ctx, values) => {
      values.duration = durationOf(values);
    },
    beforeUpdate: async ({ tx }, before, changes) => {
      await assertNotInApproval(tx, LEAVE_FLOW_TYPE, before.id as number);
      if (['start_date', 'start_half', 'end_date', 'end_half'].some((k) => k in changes)) changes.duration = durationOf({ ...before, ...changes });
    },
    beforeDelete: async ({ tx }, rows) => {
      for (const r of rows) await assertNotInApproval(tx, LEAVE_FLOW_TYPE, r.id as number);
    },
  });
  if (registered) return;
  registered = true;
  onFlowStatus(LEAVE_FLOW_TYPE, async (detailId, status, tx: Db) => {
    await tx.update(leaves).set({ status, update_time: new Date() }).where(eq(leaves.id, detailId));
  });
}
