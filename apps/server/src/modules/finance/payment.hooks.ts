import { Decimal, moneyText } from '@suwork/domain';
import { paymentEntity } from '@suwork/domain/entities';
import { eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { WithRegistries } from '../../core/registries.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { paymentItems } from './finance.tables.ts';
import { awaitsPayment, heldByPayments, lockPayables, payableName, payableOf, type Payable } from './ledger.ts';

type Values = Record<string, unknown>;
type Item = Payable & { amount: string; doc_code?: string };

function itemsOf(v: unknown): Item[] {
  const rows: readonly Values[] = Array.isArray(v) ? v : [];
  return rows.map((r) => ({
    doc_type: Number(r.doc_type),
    doc_id: Number(r.doc_id),
    amount: String(r.amount ?? '0'),
    doc_code: typeof r.doc_code === 'string' ? r.doc_code : undefined,
  }));
}

/**
 * The documents a payment pays, locked and checked: each once, approved and awaiting payment, each amount positive
 * and at most what is left to pay on it once the other payments holding it (drafts, in approval, approved) are
 * counted. Returns the items with each document's number copied.
 */
export async function checkPaymentItems(
  app: WithRegistries,
  tx: Db,
  rows: unknown,
  paymentId?: number,
): Promise<Item[]> {
  const items = itemsOf(rows);
  if (items.length === 0) throw invalid('请添加付款明细');
  const seen = new Set<string>();
  const docs = await lockPayables(app, tx, items);
  const out: Item[] = [];
  for (const [i, it] of items.entries()) {
    const key = `${it.doc_type}:${it.doc_id}`;
    const at = `付款明细第${i + 1}行：`;
    if (seen.has(key)) throw invalid(`${at}同一单据只能付款一次，请合并金额`);
    seen.add(key);
    const doc = docs.get(key);
    if (!doc) throw invalid(`${at}${payableName(app, it.doc_type)}不存在`);
    if (!awaitsPayment(app, it.doc_type, doc))
      throw invalid(`${at}${payableName(app, it.doc_type)} ${String(doc.code)} 不是待付款状态`);
    if (!new Decimal(it.amount).gt(0)) throw invalid(`${at}本次付款金额应大于0`);
    const left = payableOf(app, it.doc_type, doc).minus(await heldByPayments(tx, it, paymentId));
    if (new Decimal(it.amount).gt(left))
      throw invalid(
        `${at}${payableName(app, it.doc_type)} ${String(doc.code)} 还可付款 ${moneyText(Decimal.max(left, 0))} 元`,
      );
    out.push({ ...it, amount: moneyText(it.amount), doc_code: String(doc.code) });
  }
  return out;
}

/** The payment's rows as the table of what it pays (read by the documents' sums). */
async function writeItems(tx: Db, paymentId: number, items: readonly Item[]) {
  await tx.delete(paymentItems).where(eq(paymentItems.payment_id, paymentId));
  if (items.length > 0)
    await tx
      .insert(paymentItems)
      .values(
        items.map((it) => ({ payment_id: paymentId, doc_type: it.doc_type, doc_id: it.doc_id, amount: it.amount })),
      );
}

/** 付款: numbered FK-…, what it pays checked under the documents' locks and kept in fin_payment_item. */
export function registerPaymentHooks(app: App) {
  entity(app, paymentEntity).hooks({
    async beforeCreate({ tx }, v) {
      v.items = await checkPaymentItems(app, tx, v.items);
      v.code = await nextNumber(tx, { key: 'payment', prefix: 'FK' }, app.config.now(), app.config.tzOffsetMinutes);
    },
    async afterCreate({ tx }, id, v) {
      await writeItems(tx, id, itemsOf(v.items));
    },
    async beforeUpdate({ tx }, before, changes) {
      if (!('items' in changes)) return;
      changes.items = await checkPaymentItems(app, tx, changes.items, before.id);
      await writeItems(tx, before.id, itemsOf(changes.items));
    },
    async beforeDelete({ tx }, rows) {
      await tx.delete(paymentItems).where(
        inArray(
          paymentItems.payment_id,
          rows.map((r) => r.id),
        ),
      );
    },
  });
}
