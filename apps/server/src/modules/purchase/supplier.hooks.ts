import { creditCodeProblem } from '@suwork/domain';
import { SUPPLIER_BLACKLISTED, supplierEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { purchase, purchaseTable, supplier, supplierTable, type SupplierRow } from './purchase.tables.ts';

/** A 统一社会信用代码 as kept: in capitals; refused unless its check character is right. */
function checkedCreditCode(code: string): string {
  const kept = code.trim().toUpperCase();
  const problem = creditCodeProblem(kept);
  if (problem) throw invalid(problem, 'credit_code');
  return kept;
}

/**
 * The supplier a purchase order is placed with, locked against a change of standing or deletion until the order is
 * saved: it exists and is not on the 黑名单.
 */
export async function lockUsableSupplier(tx: Db, id: number | null | undefined): Promise<SupplierRow> {
  const [s] = id
    ? await tx
        .select()
        .from(supplierTable)
        .where(inArray(supplier.id, [id]))
        .for('share')
    : [];
  if (!s) throw invalid('供应商不存在', 'service_id');
  if (s.status === SUPPLIER_BLACKLISTED)
    throw invalid(`供应商「${s.supplier_name}」已列入黑名单，不能选用`, 'service_id');
  return s;
}

/**
 * 供应商: its credit code checked (length, characters, check character); one with purchase orders is not deleted (set
 * it to 暂停合作 or 黑名单 instead), so no order loses the supplier it was placed with.
 */
export function registerSupplierHooks(app: App): void {
  entity(app, supplierEntity).hooks({
    beforeCreate(_ctx, v) {
      v.credit_code = checkedCreditCode(v.credit_code ?? '');
    },
    beforeUpdate(_ctx, _before, changes) {
      if (changes.credit_code !== undefined) changes.credit_code = checkedCreditCode(changes.credit_code ?? '');
    },
    async beforeDelete({ tx }, rows) {
      const ids = rows.map((r) => r.id);
      await tx.select({ id: supplier.id }).from(supplierTable).where(inArray(supplier.id, ids)).for('update');
      const used = await tx
        .selectDistinct({ id: purchase.service_id })
        .from(purchaseTable)
        .where(inArray(purchase.service_id, ids));
      const first = rows.find((r) => used.some((u) => u.id === r.id));
      if (first) throw invalid(`供应商「${first.supplier_name}」已有采购单，不能删除，可将其设为暂停合作或黑名单`);
    },
  });
}
