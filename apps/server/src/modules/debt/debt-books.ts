import { Decimal, moneyText, PLAN_VOID } from '@suwork/domain';
import {
  contractBadEntity,
  contractBrokenEntity,
  DEBT_MSG,
  DOC_APPROVED,
  DOC_IN_APPROVAL,
  debtKindOf,
  type DebtKind,
  type DebtRoom,
} from '@suwork/domain/entities';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entityTableOf, type EntityTableOf } from '../../core/engine/entity-handle.ts';
import type { Db } from '../../db/client.ts';
import {
  type ContractRow,
  plan,
  planTable,
  refundedSum,
  registerCollectionKeeper,
  registerDependents,
  registeredSum,
  registerWrittenOff,
  writtenOffSum,
} from '../contract/index.ts';
import { debtRecoveries, type DebtDef } from './debt.tables.ts';

// The write-offs' side of a contract's books: what is written off (approved, less recovered), what is in approval,
// and how much more may be written off. Read and checked with the contract locked (ledger.ts), on save, on submit
// and on approval alike.

/** A kind of write-off with its declaration, its engine table and columns. */
export type DebtBook = Omit<DebtKind, 'def'> & EntityTableOf<DebtDef>;

export const DEBT_BOOKS: readonly DebtBook[] = [contractBrokenEntity, contractBadEntity].map((def) => ({
  ...debtKindOf(def.key),
  ...entityTableOf<DebtDef>(def),
}));
export const bookOf = (entityKey: string): DebtBook => DEBT_BOOKS.find((b) => b.def.key === entityKey)!;
export const BROKEN = bookOf(contractBrokenEntity.key);
export const BAD = bookOf(contractBadEntity.key);

/** Outstanding instalments: 待回款 and 部分回款, overdue or not. */
export const OPEN_PLAN_STATUSES = [1, 2, 3, 4] as const;

/** One write-off to leave out of a sum (the one being checked). */
export type Except = { key: string; id: number };

const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Σ over both kinds of `amount` of a contract's write-offs in `statuses`, less `except`. */
async function sumOf(
  tx: Db,
  contractId: number,
  statuses: readonly number[],
  amount: (b: DebtBook) => unknown,
  except?: Except,
): Promise<Decimal> {
  let s = new Decimal(0);
  for (const b of DEBT_BOOKS) {
    const [row] = await tx
      .select({ s: total(amount(b)) })
      .from(b.table)
      .where(
        and(
          eq(b.cols.contract_id, contractId),
          inArray(b.cols.status, [...statuses]),
          except?.key === b.def.key ? ne(b.cols.id, except.id) : undefined,
        ),
      );
    s = s.plus(row.s);
  }
  return s;
}

/** What is written off on a contract now: approved write-offs less what was recovered on them (the ledger's source). */
export const writtenOffOf = (tx: Db, contractId: number) =>
  sumOf(tx, contractId, [DOC_APPROVED], (b) => sql`${b.cols.amount} - ${b.cols.recovered_amount}`);

/** The write-offs of a contract in approval, less `except`. */
export const pendingOf = (tx: Db, contractId: number, except?: Except) =>
  sumOf(tx, contractId, [DOC_IN_APPROVAL], (b) => b.cols.amount, except);

/** Which recovery booked a collection: its money is changed by editing or deleting the recovery. */
async function recoveryKeeping(tx: Db, collection: { id: number; contract_id: number }): Promise<string | undefined> {
  const [rec] = await tx
    .select({ kind: debtRecoveries.kind })
    .from(debtRecoveries)
    .where(
      and(
        eq(debtRecoveries.contract_id, collection.contract_id),
        sql`${debtRecoveries.receivable_ids} @> array[${collection.id}]::int[]`,
      ),
    )
    .limit(1);
  if (!rec) return undefined;
  const noun = DEBT_BOOKS.find((b) => b.def.flowType === rec.kind)!.noun;
  return `该回款由${noun}收回登记，请在${noun}的收回记录中修改或删除`;
}

/**
 * Why a locked contract cannot be voided for its write-offs: one in approval (its approval would find the contract
 * void), or one approved, recovered or not (the contract's books stand on it). Drafts and rejected or withdrawn ones
 * hold nothing.
 */
async function writeOffDependent(tx: Db, contractId: number): Promise<string | undefined> {
  if ((await pendingOf(tx, contractId)).gt(0)) return '合同已有审批中的坏账或呆账，不能作废，请先撤回核销';
  if ((await sumOf(tx, contractId, [DOC_APPROVED], (b) => b.cols.amount)).gt(0))
    return '合同已核销坏账或呆账，不能作废';
  return undefined;
}

/**
 * Makes the ledger count write-offs in every contract's outstanding amount, keep the collections recoveries booked,
 * and refuse to void a contract with a live write-off (once per process; again replaces).
 */
export function countWriteOffsInLedger(): void {
  registerWrittenOff('debt', writtenOffOf);
  registerCollectionKeeper('debt', recoveryKeeping);
  registerDependents('debt', writeOffDependent);
}

/** The oldest outstanding instalment of a contract: its days past its date today (0 when none is overdue). */
export async function overdueDaysOf(tx: Db, contractId: number, today: string): Promise<number> {
  const [row] = await tx
    .select({ days: sql<number>`coalesce(max(${today}::date - ${plan.repayment_date}), 0)::int` })
    .from(planTable)
    .where(
      and(
        eq(plan.contract_id, contractId),
        inArray(plan.status, [...OPEN_PLAN_STATUSES]),
        sql`${plan.stay_amount} > 0`,
      ),
    );
  return Math.max(row?.days ?? 0, 0);
}

/**
 * How much more may be written off on a contract (call with it locked): its amount less the collections registered
 * and not refunded, what is written off, and the write-offs in approval (less `except`, the one being checked).
 * Counting registered collections, not only confirmed ones, keeps a collection still to be confirmed from being
 * written off as well.
 */
export async function debtRoom(tx: Db, c: ContractRow, today: string, except?: Except): Promise<DebtRoom> {
  const id = c.id;
  const [registered, refunded, writtenOff, pending, overdue] = [
    await registeredSum(tx, id),
    await refundedSum(tx, id),
    await writtenOffSum(tx, id),
    await pendingOf(tx, id, except),
    await overdueDaysOf(tx, id, today),
  ];
  const net = registered.minus(refunded);
  // required on save
  const amount = c.amount!;
  const room = new Decimal(amount).minus(net).minus(writtenOff).minus(pending);
  return {
    contract_id: id,
    title: c.title,
    company_name: c.company_name,
    // written only by the server, from its default
    contract_status: c.status!,
    amount: moneyText(amount),
    registered_amount: moneyText(net),
    written_off_amount: moneyText(writtenOff),
    pending_amount: moneyText(pending),
    room: moneyText(Decimal.max(room, 0)),
    overdue_days: overdue,
  };
}

/** Refuses a write-off of `amount` on a locked contract beyond what may still be written off. */
export async function checkWriteOff(
  tx: Db,
  c: ContractRow,
  amount: unknown,
  today: string,
  except?: Except,
): Promise<DebtRoom> {
  if (c.status !== DOC_APPROVED) throw invalid(DEBT_MSG.contractNotApproved);
  if (!new Decimal(String(amount)).gt(0)) throw invalid('核销金额应大于0');
  const room = await debtRoom(tx, c, today, except);
  if (new Decimal(room.room).lt(String(amount)))
    throw invalid(`核销金额不能超过合同未回款余额，该合同最多还可核销 ${room.room} 元`);
  return room;
}

/**
 * What each instalment of a contract has written off now (as the ledger last settled it): its balance less what
 * is still outstanding on it, newest first — where money recovered goes back.
 */
export async function writtenOffPlans(tx: Db, contractId: number): Promise<{ id: number; off: Decimal }[]> {
  const rows = await tx
    .select({ id: plan.id, amount: plan.amount, actual: plan.actual_amount, stay: plan.stay_amount })
    .from(planTable)
    .where(and(eq(plan.contract_id, contractId), ne(plan.status, PLAN_VOID)))
    .orderBy(sql`${plan.repayment_date} desc`, sql`${plan.id} desc`);
  // the amount is required on save; the collected amount is written only by the server, from its default
  return rows
    .map((p) => ({ id: p.id, off: Decimal.max(new Decimal(p.amount!).minus(p.actual!), 0).minus(p.stay ?? 0) }))
    .filter((p) => p.off.gt(0));
}
