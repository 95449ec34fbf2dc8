import { Decimal, moneyText, payStatusOf } from '@suwork/domain';
import { DOC_APPROVED, type EntityDef, type RowOf } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tableOf } from '../db/entity-tables.ts';
import type { ListRowOf } from './engine/entity-service.ts';
import { columnsOf, type EntityTable } from './engine/table.ts';
import type { WithRegistries } from './registries.ts';

type Row = Record<string, unknown>;

/**
 * A document money is paid out on (a payment's 付款明细 单据类型): declared by the module that keeps it, read by the
 * payments, which lock it, check what is left to pay on it and, once payments move, hand it what they paid.
 */
export type PayableDoc = {
  /** its 单据类型 code (PAYABLE) */
  type: number;
  /** its name in messages: 「报销不存在」 */
  name: string;
  /** the table whose rows are paid */
  table: EntityTable;
  /**
   * Where it comes in the lock order, smaller first; documents of one kind are locked in id order. Every money write
   * locks the documents of a payment in this order, so two requests never wait on each other crosswise.
   */
  lockRank: number;
  /** what a row is to be paid in all */
  payableOf: (row: Row) => Decimal;
  /** whether a row may be paid now */
  awaitsPayment: (row: Row) => boolean;
  /** writes the figures kept on a row from what approved payments paid on it (called with the row locked) */
  settle: (tx: Db, id: number, paid: Decimal, now: Date) => Promise<void>;
  /**
   * The documents a payment may pick: listed through the entity's service (to holders of its page, in the member's
   * data scope) with this filter, each shown by `view`.
   */
  picker: {
    entity: EntityDef;
    filter: Record<string, unknown>;
    view: (row: Row) => { title: string; payable: Decimal.Value; paid: Decimal.Value };
  };
};

/** A module declares each kind of document it keeps that payments settle. */
export function registerPayable(app: WithRegistries, doc: PayableDoc): void {
  app.registries.payables.set(doc.type, doc);
}

/** A kind of payable document that is an entity: its rows read as its declaration types them, its name its title. */
export type PayableKind<D extends EntityDef> = {
  type: number;
  lockRank: number;
  payableOf: (row: RowOf<D>) => Decimal;
  awaitsPayment: (row: RowOf<D>) => boolean;
  /** its own settle; a bill's by default (settleAsBill), which also keeps what it is to be paid in all in `payableColumn` if given */
  settle?: PayableDoc['settle'];
  payableColumn?: keyof RowOf<D> & string;
  picker: { filter: Record<string, unknown>; view: (row: ListRowOf<D>) => ReturnType<PayableDoc['picker']['view']> };
};

/**
 * A module declares an entity of its own payable: `registerPayableEntity(app, purchaseEntity, { type, lockRank,
 * payableOf: (row) => new Decimal(row.amount!), … })`, with a misspelt column failing to compile.
 */
export function registerPayableEntity<D extends EntityDef>(app: WithRegistries, def: D, kind: PayableKind<D>): void {
  const table = tableOf(def);
  // the payments hand a kind only rows they read from its table, and its picker only rows of its list
  const reads = kind as unknown as Pick<PayableDoc, 'payableOf' | 'awaitsPayment'> & {
    picker: Pick<PayableDoc['picker'], 'view'>;
  };
  registerPayable(app, {
    type: kind.type,
    name: def.title,
    table,
    lockRank: kind.lockRank,
    payableOf: reads.payableOf,
    awaitsPayment: reads.awaitsPayment,
    settle: kind.settle ?? settleAsBill(table, reads.payableOf, { payableColumn: kind.payableColumn }),
    picker: { entity: def, filter: kind.picker.filter, view: reads.picker.view },
  });
}

/** The declaration of a kind of payable document, if there is one. */
export const payableDoc = (app: WithRegistries, type: number): PayableDoc | undefined =>
  app.registries.payables.get(type);

/** Every declared kind, in lock order. */
export const payableDocs = (app: WithRegistries): PayableDoc[] =>
  [...app.registries.payables.values()].sort((a, b) => a.lockRank - b.lockRank || a.type - b.type);

/**
 * The settle of a bill paid in one or more payments (a claim, a pay sheet): its 已付/未付 and, once approved, its
 * 付款状态; `payableColumn` also keeps what it is to be paid in all.
 */
export function settleAsBill(
  table: EntityTable,
  payableOf: (row: Row) => Decimal,
  { payableColumn }: { payableColumn?: string } = {},
): PayableDoc['settle'] {
  const c = columnsOf(table);
  return async (tx, id, paid, now) => {
    const [row] = (await tx.select().from(table).where(eq(c.id, id))) as Row[];
    if (!row) return;
    const payable = payableOf(row);
    await tx
      .update(table)
      .set({
        ...(payableColumn ? { [payableColumn]: moneyText(payable) } : {}),
        paid_amount: moneyText(paid),
        unpaid_amount: moneyText(Decimal.max(payable.minus(paid), 0)),
        pay_status: row.status === DOC_APPROVED ? payStatusOf(payable, paid) : null,
        update_time: now,
      })
      .where(eq(c.id, id));
  };
}
