import { FLOW_MSG, RUN_STATUS, type RunStatus } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flowRuns } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';

/** What a business module does when a run of its records changes status (inside the engine's transaction). */
export type FlowStatusHandler = (detailId: number, status: RunStatus, tx: Db) => Promise<void>;

const handlers = new Map<number, FlowStatusHandler[]>();

/** A business module attaches to its flow_type, e.g. the invoice: 2 已通过 → 待开票, 3 已拒绝 → 驳回. */
export function onFlowStatus(flowType: number, handler: FlowStatusHandler): void {
  handlers.set(flowType, [...(handlers.get(flowType) ?? []), handler]);
}

/** Called by the engine on start (1), pass (2), reject (3) and withdraw (4). */
export async function emitFlowStatus(flowType: number, detailId: number, status: RunStatus, tx: Db): Promise<void> {
  for (const handler of handlers.get(flowType) ?? []) await handler(detailId, status, tx);
}

export async function isInApproval(db: Db, flowType: number, detailId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: flowRuns.run_id })
    .from(flowRuns)
    .where(and(eq(flowRuns.flow_type, flowType), eq(flowRuns.detail_id, detailId), eq(flowRuns.status, RUN_STATUS.running)))
    .limit(1);
  return Boolean(row);
}

/** For business modules before an edit or delete: a record in approval is refused with 该记录正在审批中，不能修改. */
export async function assertNotInApproval(db: Db, flowType: number, detailId: number): Promise<void> {
  if (await isInApproval(db, flowType, detailId)) throw invalid(FLOW_MSG.inApproval);
}
