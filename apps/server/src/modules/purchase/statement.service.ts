import { Decimal, moneyText } from '@suwork/domain';
import { PURCHASE, supplierEntity } from '@suwork/domain/entities';
import type { SupplierStatement } from '@suwork/domain/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { purchase, purchaseTable } from './purchase.tables.ts';

const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * A supplier's statement over its approved orders (待付款, 采购成功), from the figures each order keeps (written from
 * its receipts, payments and approved 采购退货): ordered, received, returned, paid, refunded, and outstanding =
 * ordered − returned − paid + refunded. The member sees the supplier (its page, as 详情); the sums are the company's.
 */
export async function supplierStatement(
  db: Db,
  suppliers: EntityService<typeof supplierEntity>,
  user: SessionUser,
  id: number,
): Promise<SupplierStatement> {
  await suppliers.info(user, id);
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      ordered: sum(purchase.price),
      received: sum(purchase.received_amount),
      returned: sum(purchase.returned_amount),
      paid: sum(purchase.paid_amount),
      refunded: sum(purchase.refunded_amount),
    })
    .from(purchaseTable)
    .where(and(eq(purchase.service_id, id), inArray(purchase.status, [PURCHASE.toPay, PURCHASE.done])));
  const outstanding = new Decimal(row.ordered).minus(row.returned).minus(row.paid).plus(row.refunded);
  return {
    supplier_id: id,
    orders: Number(row.orders),
    ordered: moneyText(row.ordered),
    received: moneyText(row.received),
    returned: moneyText(row.returned),
    paid: moneyText(row.paid),
    refunded: moneyText(row.refunded),
    outstanding: moneyText(outstanding),
  };
}
