import { Decimal, sumMoney } from '@suwork/domain';
import { PURCHASE, purchaseEntity, RECEIVE, type RowOf } from '@suwork/domain/entities';
import type { ReceiveInput } from '@suwork/domain/routes';
import { eq, sql } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { purchase, purchaseReceipts, purchaseTable } from './purchase.tables.ts';

type Line = Record<string, unknown>;

/**
 * 收货 of an approved order (待付款 or 采购成功): each line at most what it still awaits (ordered − received), with
 * the order locked, so receipts sent together never take a line past its quantity. The lines' 已收货 and the order's
 * 收货状态 are written from the receipts kept, in the same transaction.
 */
export async function receiveGoods(
  db: Db,
  orders: EntityService<typeof purchaseEntity>,
  user: SessionUser,
  input: ReceiveInput,
  today: string,
): Promise<void> {
  if (input.receive_date > today) throw invalid('收货日期不能晚于今天');
  await db.transaction(async (tx) => {
    // the member may see the order (data scope), then it is locked
    await orders.within(tx).info(user, input.purchase_id);
    const [o] = await tx.select().from(purchaseTable).where(eq(purchase.id, input.purchase_id)).for('update');
    if (o.status !== PURCHASE.toPay && o.status !== PURCHASE.done) throw invalid('只有审批通过的采购单可以收货');
    const items = (o.items ?? []) as Line[];
    const received = await receivedByLine(tx, o.id);
    const parts: string[] = [];
    for (const l of input.lines) {
      const item = items[l.line - 1];
      if (!item) throw invalid(`采购明细第${l.line}行不存在`);
      const left = Number(item.quantity) - (received.get(l.line) ?? 0);
      if (l.quantity > left)
        throw invalid(`采购明细第${l.line}行「${String(item.name)}」还可收货 ${left}${String(item.unit ?? '')}`);
      parts.push(`${String(item.name)} ${l.quantity}${String(item.unit ?? '')}`);
    }
    await tx.insert(purchaseReceipts).values(
      input.lines.map((l) => ({
        purchase_id: o.id,
        line: l.line,
        quantity: l.quantity,
        receive_date: input.receive_date,
        remark: input.remark ?? '',
        user_id: user.user_id,
      })),
    );
    for (const l of input.lines) received.set(l.line, (received.get(l.line) ?? 0) + l.quantity);
    await settleReceipts(tx, o, received);
    await writeLog(tx, {
      entity: purchaseEntity.key,
      record_id: o.id,
      action: 'receive',
      user_id: user.user_id,
      content: `收货：${parts.join('，')}`,
    });
  });
}

/** What each line of an order has received so far, by line number. */
async function receivedByLine(tx: Db, id: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ line: purchaseReceipts.line, n: sql<number>`sum(${purchaseReceipts.quantity})::int` })
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.purchase_id, id))
    .groupBy(purchaseReceipts.line);
  return new Map(rows.map((r) => [r.line, Number(r.n)]));
}

/** Writes the lines' 已收货, the order's 已收货金额 and 收货状态 from what its receipts add up to (the order locked). */
async function settleReceipts(
  tx: Db,
  o: RowOf<typeof purchaseEntity>,
  received: ReadonlyMap<number, number>,
): Promise<void> {
  const items: Line[] = ((o.items ?? []) as Line[]).map((item, i) => ({ ...item, received: received.get(i + 1) ?? 0 }));
  const all = items.every((item) => Number(item.received) >= Number(item.quantity));
  const any = items.some((item) => Number(item.received) > 0);
  const value = sumMoney(items.map((item) => new Decimal(String(item.unit_price)).times(Number(item.received))));
  await tx
    .update(purchaseTable)
    .set({ items, received_amount: value, receive_status: all ? RECEIVE.all : any ? RECEIVE.partly : RECEIVE.none })
    .where(eq(purchase.id, o.id));
}
