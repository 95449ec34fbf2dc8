import { ERR, RUN_STATUS } from '@suwork/domain';
import { DOC_APPROVED, internalPurchaseEntity, purchaseEntity, REQUISITION, type RowOf } from '@suwork/domain/entities';
import type { HandleRequisitionInput } from '@suwork/domain/routes';
import { eq } from 'drizzle-orm';
import { fail, invalid } from '../../core/envelope.ts';
import { entity, entityTableOf } from '../../core/engine/entity-handle.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { approvable } from '../flow/index.ts';
import { lockOpenProject } from './purchase.hooks.ts';

// 内部采购 (flow type 10): numbered NG-YYYYMMDD-NNNN, its project not 已完成 when saved, submitted and approved;
// approved, handled once: from stock, or made into a draft purchase order of its lines for the buyer to complete.

const { table: requisitionTable, cols: requisition } = entityTableOf(internalPurchaseEntity);
type Line = Record<string, unknown>;

export function registerRequisitionHooks(app: App): void {
  entity(app, internalPurchaseEntity).hooks({
    async beforeCreate({ tx }, v) {
      await lockOpenProject(tx, v.project_id);
      v.code = await nextNumber(tx, { key: 'requisition', prefix: 'NG' }, app.config.now(), app.config.tzOffsetMinutes);
    },
    async beforeUpdate({ tx }, _before, changes) {
      if (changes.project_id) await lockOpenProject(tx, changes.project_id);
    },
  });
  approvable(app, internalPurchaseEntity, {
    effect: async (tx, row, status) => {
      if (status === RUN_STATUS.running || status === RUN_STATUS.passed) await lockOpenProject(tx, row.project_id);
    },
  });
}

/**
 * 处理 of an approved request, once (the request locked, so two members handling it at once handle it once): handed
 * out from stock, or made into a draft purchase order of its lines with the chosen supplier, whose id is answered —
 * made by the member, who must be allowed to raise orders.
 */
export async function handleRequisition(
  db: Db,
  services: {
    requisitions: EntityService<typeof internalPurchaseEntity>;
    orders: EntityService<typeof purchaseEntity>;
  },
  user: SessionUser,
  input: HandleRequisitionInput,
  now: Date,
): Promise<number | null> {
  if (input.way === REQUISITION.toPurchase && !user.nodes.has(`${purchaseEntity.node}_add`))
    throw fail(ERR.noPermission, '没有新建采购单的权限，不能转为采购单');
  return db.transaction(async (tx) => {
    await services.requisitions.within(tx).info(user, input.requisition_id);
    const [r] = (await tx
      .select()
      .from(requisitionTable)
      .where(eq(requisition.id, input.requisition_id))
      .for('update')) as RowOf<typeof internalPurchaseEntity>[];
    if (r.status !== DOC_APPROVED) throw invalid('只有审批通过的内部采购可以处理');
    if (r.handle_status !== REQUISITION.open) throw invalid(`内部采购 ${r.code} 已处理，不能重复处理`);
    let purchaseId: number | null = null;
    if (input.way === REQUISITION.toPurchase) {
      purchaseId = await services.orders.within(tx).add(user, {
        content: r.title,
        service_id: input.service_id,
        project_id: r.project_id,
        items: ((r.items ?? []) as Line[]).map((l) => ({
          name: l.name,
          spec: l.spec ?? '',
          unit: l.unit ?? '',
          quantity: l.quantity,
          unit_price: l.unit_price,
        })),
        remark: `由内部采购 ${r.code} 转入`,
      });
    }
    await tx
      .update(requisitionTable)
      .set({ handle_status: input.way, purchase_id: purchaseId, handle_remark: input.remark ?? '', update_time: now })
      .where(eq(requisition.id, r.id));
    await writeLog(tx, {
      entity: internalPurchaseEntity.key,
      record_id: r.id,
      action: 'handle',
      user_id: user.user_id,
      content: input.way === REQUISITION.fromStock ? '处理：库存领用' : '处理：转为采购单',
    });
    return purchaseId;
  });
}
