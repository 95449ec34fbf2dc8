import { Decimal, MONEY_MAX, moneyText } from '@suwork/domain';
import { projectEntity, purchaseEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity, entityTableOf } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { lockUsableSupplier } from './supplier.hooks.ts';

const PROJECT_DONE = 2;
const { table: projectTable, cols: project } = entityTableOf(projectEntity);

/** An order's total (its lines' amounts, worked out by the engine) is more than nothing and within bounds. */
function checkTotal(price: string | null | undefined): string {
  const total = new Decimal(price ?? '0');
  if (!total.gt(0)) throw invalid('采购金额应大于0', 'items');
  if (total.gt(MONEY_MAX)) throw invalid('采购金额超出上限', 'items');
  return moneyText(total);
}

/** Lines as saved by their member: 已收货 and 已退货 are written by 收货 and 采购退货 alone. */
const nothingReceived = (items: readonly Record<string, unknown>[] | null | undefined) =>
  (items ?? []).map((l) => ({ ...l, received: 0, returned: 0 }));

/** The project an order is for, locked while the order is saved or moves on: it must not be 已完成. */
export async function lockOpenProject(tx: Db, id: number | null | undefined): Promise<void> {
  if (!id) return;
  const [p] = await tx.select().from(projectTable).where(eq(project.id, id)).for('share');
  if (!p) throw invalid('关联项目不存在', 'project_id');
  if (p.status === PROJECT_DONE) throw invalid(`项目「${p.project_name}」已完成，不能再关联采购`, 'project_id');
}

/**
 * 采购单: numbered CG-YYYYMMDD-NNNN; its lines priced by the engine (金额 = 数量 × 单价); its supplier not on the 黑名单 and its project
 * not 已完成 when placed or moved to another; its total more than nothing; nothing paid yet. A row reads `user_name` (采购人) as spec §3's
 * purchase order row does.
 */
export function registerPurchaseHooks(app: App): void {
  entity(app, purchaseEntity).hooks({
    async beforeCreate({ tx }, v) {
      await lockUsableSupplier(tx, v.service_id);
      await lockOpenProject(tx, v.project_id);
      const price = checkTotal(v.price);
      Object.assign(v, {
        items: nothingReceived(v.items),
        code: await nextNumber(tx, { key: 'purchase', prefix: 'CG' }, app.config.now(), app.config.tzOffsetMinutes),
        paid_amount: '0.00',
        unpaid_amount: price,
      });
    },
    async beforeUpdate({ tx }, before, changes) {
      if (changes.service_id !== undefined) await lockUsableSupplier(tx, changes.service_id);
      if (changes.project_id) await lockOpenProject(tx, changes.project_id);
      // only an order not yet approved is edited: nothing of it has been received
      if (changes.items !== undefined) changes.items = nothingReceived(changes.items);
      if (changes.price === undefined) return;
      const price = checkTotal(changes.price);
      changes.unpaid_amount = moneyText(new Decimal(price).minus(before.paid_amount ?? '0'));
    },
    afterList(rows) {
      for (const r of rows) r.user_name = r.owner_user_name;
    },
  });
}
