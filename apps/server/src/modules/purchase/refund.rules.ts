import { Decimal, moneyText, sumMoney } from '@suwork/domain';
import { PURCHASE, PURCHASE_REFUND, purchaseRefundEntity, withProducts } from '@suwork/domain/entities';
import { invalid } from '../../core/envelope.ts';
import type { Db } from '../../db/client.ts';
import { lockOrder, REFUNDS_HOLDING, refundSums } from './order-books.ts';
import type { PurchaseRow, RefundRow } from './purchase.tables.ts';

// What a 采购退货 may give back, checked with its order locked when it is saved, submitted and approved: the goods
// and money held by the order's other 采购退货 (in approval or approved) count, so that any number sent together
// never return more than a line received, nor refund more than the supplier owes.

type Line = Record<string, unknown>;
const itemsField = purchaseRefundEntity.fields.find((f) => f.key === 'items')!;

/** The approved order a 采购退货 is of, locked: `verb` says what is refused otherwise (「提交退货」). */
export async function lockRefundableOrder(tx: Db, id: number | null | undefined, verb: string): Promise<PurchaseRow> {
  const o = id ? await lockOrder(tx, id) : undefined;
  if (!o) throw invalid('采购单不存在', 'purchase_id');
  if (o.status !== PURCHASE.toPay && o.status !== PURCHASE.done)
    throw invalid(`只有审批通过的采购单可以${verb}`, 'purchase_id');
  return o;
}

/** The part of a 采购退货 its rules read. */
type RefundValues = Partial<Pick<RefundRow, 'refund_type' | 'items' | 'refund_amount'>>;

/**
 * Checks a 采购退货 against its order as it stands and returns its lines as kept (named and priced from the order's
 * lines) and their value: the lines fit its type, each at most what the line received less what is returned or
 * being returned; the money at most what the supplier owes once these goods are back (paid, less what the order
 * then costs, less what is refunded or being refunded).
 */
export async function checkRefund(
  tx: Db,
  o: PurchaseRow,
  v: RefundValues,
  exceptId?: number,
): Promise<{ items: Line[]; return_amount: string }> {
  const type = Number(v.refund_type);
  const given = (v.items ?? []) as Line[];
  const money = new Decimal(v.refund_amount ?? 0);
  if (type === PURCHASE_REFUND.money && given.length > 0) throw invalid('仅退款不填写退货明细', 'items');
  if (type !== PURCHASE_REFUND.money && given.length === 0) throw invalid('请填写退货明细', 'items');
  if (type === PURCHASE_REFUND.goods && !money.isZero()) throw invalid('仅退货不退款，退款金额应为0', 'refund_amount');
  if (type !== PURCHASE_REFUND.goods && !money.gt(0)) throw invalid('退款金额应大于0', 'refund_amount');
  if (new Set(given.map((l) => Number(l.line))).size !== given.length)
    throw invalid('同一采购明细行只能退货一次', 'items');

  const lines = (o.items ?? []) as Line[];
  const held = await refundSums(tx, o.id, REFUNDS_HOLDING, exceptId);
  const items = given.map((l) => {
    const n = Number(l.line);
    const line = lines[n - 1];
    if (!line) throw invalid(`采购明细第${n}行不存在`, 'items');
    const unit = String(line.unit ?? '');
    const left = Number(line.received ?? 0) - (held.returned.get(n) ?? 0);
    if (Number(l.quantity) > left)
      throw invalid(`采购明细第${n}行「${String(line.name)}」还可退货 ${Math.max(left, 0)}${unit}`, 'items');
    return withProducts<Line>(itemsField, {
      line: n,
      name: line.name,
      spec: line.spec ?? '',
      unit,
      quantity: Number(l.quantity),
      unit_price: line.unit_price,
    });
  });
  const value = sumMoney(items.map((l) => String(l.amount)));

  // the goods of approved returns and of this one are off the order's cost; money held by others is spoken for
  const cost = new Decimal(o.price!).minus(o.returned_amount ?? 0).minus(value);
  const owed = new Decimal(o.paid_amount ?? 0).minus(cost).minus(held.refundAmount);
  if (money.gt(0) && money.gt(owed))
    throw invalid(
      owed.gt(0)
        ? `退款金额不能超过供应商应退的 ${moneyText(owed)} 元`
        : '该采购单没有应退的款项：已付款未超过退货后的采购金额',
      'refund_amount',
    );
  return { items, return_amount: value };
}
