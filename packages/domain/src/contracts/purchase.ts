import { z } from 'zod';
import { okBody } from './envelope.ts';

// 采购's API answers beside the engine's (packages/domain/src/entities/purchase.ts declares the entities).

/**
 * A supplier's statement, over its approved orders (待付款 and 采购成功): what was ordered, received and sent back (at
 * the orders' prices), paid and paid back, and what is outstanding: ordered − returned − paid + refunded (owed to the
 * supplier when above nothing, owed by it when below).
 */
export const supplierStatementView = z.object({
  supplier_id: z.number(),
  orders: z.number(),
  ordered: z.string(),
  received: z.string(),
  returned: z.string(),
  paid: z.string(),
  refunded: z.string(),
  outstanding: z.string(),
});
export type SupplierStatement = z.infer<typeof supplierStatementView>;

export const purchaseAnswers = { statement: okBody(supplierStatementView) };
