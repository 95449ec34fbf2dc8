import { Decimal, ERR, moneyText, PLAN_VOID, planStatusOf, RECEIVABLE_VOID } from '@suwork/domain';
import { CONTRACT_VOID, DOC_APPROVED, DOC_IN_APPROVAL, PLAN_WRITTEN_OFF } from '@suwork/domain/entities';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { columnsOf, type EntityTable } from '../../core/engine/table.ts';
import { fail, invalid } from '../../core/envelope.ts';
import type { Db } from '../../db/client.ts';
import {
  change,
  changeTable,
  contract,
  contractTable,
  plan,
  planTable,
  receivable,
  receivableTable,
  refund,
  refundTable,
  type ContractRow,
} from './tables.ts';

// The contract's books: every money write of a contract (collection, confirmation, refund, plan, amendment) locks
// the contract row first, checks its rule against the rows as they are, writes, then settles the sums and
// statuses kept on the contract and its plans from those rows. Two writes on one contract go one after the other.

/** The tables of the money chain. */
type MoneyTable = typeof contractTable | typeof planTable | typeof receivableTable | typeof refundTable;

/** Refunds that hold money back from a collection: drafts, in approval and approved. */
export const REFUNDS_HOLDING: readonly number[] = [1, 2, 3];
export const REFUND_APPROVED = 3;

/** Locks the contract for the rest of the transaction and returns it (合同不存在 when it is gone). */
export async function lockContract(tx: Db, id: number | null | undefined): Promise<ContractRow> {
  const [row] = id == null ? [] : await tx.select().from(contractTable).where(eq(contract.id, id)).for('update');
  if (!row) throw fail(ERR.notFound, '合同不存在');
  return row;
}

/**
 * The one check every later step of a document hanging on a contract makes (approving or issuing an invoice
 * application, confirming or correcting a collection, a refund, a recovery): the contract, read under its lock, is
 * still 已通过. The ways down (withdrawing, rejecting, voiding the document) do not ask.
 */
export function assertApproved(c: Pick<ContractRow, 'title' | 'status'>, verb: string): void {
  if (c.status === DOC_APPROVED) return;
  throw invalid(`合同「${String(c.title ?? '')}」${c.status === CONTRACT_VOID ? '已作废' : '未审批通过'}，不能${verb}`);
}

/** Locks the contract and refuses the step (`verb`) unless it is still 已通过. */
export async function lockApprovedContract(tx: Db, id: number | null | undefined, verb: string): Promise<ContractRow> {
  const c = await lockContract(tx, id);
  assertApproved(c, verb);
  return c;
}

/** Locks several contracts (in id order) and refuses the step (`verb`) unless each is still 已通过. */
export async function lockApprovedContracts(tx: Db, ids: readonly number[], verb: string): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  const rows = await tx
    .select({ id: contract.id, title: contract.title, status: contract.status })
    .from(contractTable)
    .where(inArray(contract.id, unique))
    .orderBy(contract.id)
    .for('update');
  for (const c of rows) assertApproved(c, verb);
}

/** Locks several contracts, in id order (two requests locking the same ones never wait on each other crosswise). */
export async function lockContracts(tx: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length > 0)
    await tx
      .select({ id: contract.id })
      .from(contractTable)
      .where(inArray(contract.id, unique))
      .orderBy(contract.id)
      .for('update');
}

/**
 * A row of the money chain as it is now, read after its contract was locked: what a hook was handed was read before
 * the lock, and another request may have confirmed, submitted or voided it meanwhile.
 */
export async function freshRows<T extends MoneyTable>(
  tx: Db,
  table: T,
  ids: readonly number[],
): Promise<T['$inferSelect'][]> {
  const c = columnsOf(table as unknown as EntityTable);
  return ids.length === 0
    ? []
    : ((await tx
        .select()
        .from(table as unknown as EntityTable)
        .where(inArray(c.id, [...ids]))) as T['$inferSelect'][]);
}

/** Rows of the money chain about to be deleted, as they are once their contracts are locked. */
export async function lockedForDelete<T extends MoneyTable>(
  tx: Db,
  table: T,
  rows: readonly { id: number; contract_id: number | null }[],
): Promise<T['$inferSelect'][]> {
  await lockContracts(
    tx,
    rows.flatMap((r) => (r.contract_id === null ? [] : [r.contract_id])),
  );
  return freshRows(
    tx,
    table,
    rows.map((r) => r.id),
  );
}

const sum = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/** Σ of the collections registered on a contract and not voided (all of them, confirmed or not), less `exceptId`. */
export async function registeredSum(tx: Db, contractId: number, exceptId?: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(receivable.amount) })
    .from(receivableTable)
    .where(
      and(
        eq(receivable.contract_id, contractId),
        ne(receivable.status, RECEIVABLE_VOID),
        exceptId ? ne(receivable.id, exceptId) : undefined,
      ),
    );
  return new Decimal(row.s);
}

/** Σ of the approved refunds of a contract. */
export async function refundedSum(tx: Db, contractId: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(refund.amount) })
    .from(refundTable)
    .where(and(eq(refund.contract_id, contractId), eq(refund.status, REFUND_APPROVED)));
  return new Decimal(row.s);
}

/** Σ of the plans of a contract that are not voided, less `exceptId`. */
export async function plannedSum(tx: Db, contractId: number, exceptId?: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(plan.amount) })
    .from(planTable)
    .where(
      and(eq(plan.contract_id, contractId), ne(plan.status, PLAN_VOID), exceptId ? ne(plan.id, exceptId) : undefined),
    );
  return new Decimal(row.s);
}

/** Σ of the refunds holding money back from one collection (drafts, in approval, approved), less `exceptId`. */
export async function heldByRefunds(tx: Db, receivableId: number, exceptId?: number): Promise<Decimal> {
  const [row] = await tx
    .select({ s: sum(refund.amount) })
    .from(refundTable)
    .where(
      and(
        eq(refund.receivable_id, receivableId),
        inArray(refund.status, [...REFUNDS_HOLDING]),
        exceptId ? ne(refund.id, exceptId) : undefined,
      ),
    );
  return new Decimal(row.s);
}

/** Σ of the refunds holding money back from each of these collections (drafts, in approval, approved), in one query. */
export async function heldByRefundsOf(tx: Db, receivableIds: readonly number[]): Promise<Map<number, Decimal>> {
  if (receivableIds.length === 0) return new Map();
  const rows = (await tx
    .select({ id: refund.receivable_id, s: sum(refund.amount) })
    .from(refundTable)
    .where(and(inArray(refund.receivable_id, [...receivableIds]), inArray(refund.status, [...REFUNDS_HOLDING])))
    .groupBy(refund.receivable_id)) as { id: number; s: string }[];
  return new Map(rows.map((r) => [r.id, new Decimal(r.s)]));
}

/**
 * What closes part of a contract's balance without money arriving (坏账 and 呆账 written off, less what was recovered
 * on them): another module's rows, read here under the contract's lock. Sources are kept by name, so a module
 * registering again (a second app in one process) replaces its own.
 */
export type WrittenOffSource = (tx: Db, contractId: number) => Promise<Decimal.Value>;
const writtenOffSources = new Map<string, WrittenOffSource>();

export function registerWrittenOff(name: string, source: WrittenOffSource): void {
  writtenOffSources.set(name, source);
}

/**
 * Collections another module booked and keeps in step with its own record (坏账收回 books the money it recovered as
 * confirmed collections): voiding or confirming one again here would leave that record stale, so its keeper names
 * where it is changed instead. Kept by name, like the written-off sources.
 */
export type CollectionKeeper = (tx: Db, collection: { id: number; contract_id: number }) => Promise<string | undefined>;
const collectionKeepers = new Map<string, CollectionKeeper>();

export function registerCollectionKeeper(name: string, keeper: CollectionKeeper): void {
  collectionKeepers.set(name, keeper);
}

/** Refuses to change a collection another module keeps (see CollectionKeeper). */
export async function assertNotKept(tx: Db, collection: { id: number; contract_id: number }): Promise<void> {
  for (const keeper of collectionKeepers.values()) {
    const where = await keeper(tx, collection);
    if (where) throw invalid(where);
  }
}

/**
 * Documents of other modules hanging on a contract (invoice applications and issued invoices, write-offs and their
 * recoveries): each check names the first one still live on a locked contract, as the reason it cannot be voided, or
 * answers undefined. Kept by name, like the written-off sources.
 */
export type DependentCheck = (tx: Db, contractId: number) => Promise<string | undefined>;
const dependentChecks = new Map<string, DependentCheck>();

export function registerDependents(name: string, check: DependentCheck): void {
  dependentChecks.set(name, check);
}

/**
 * Why a locked contract cannot be voided now, or undefined: a collection registered on it (refunds hang on their
 * collections), an amendment in approval, then what the other modules register. Drafts and documents rejected or
 * withdrawn hold nothing and are not asked: submitting one checks the contract again (assertApproved).
 */
export async function liveDependent(tx: Db, contractId: number): Promise<string | undefined> {
  if ((await registeredSum(tx, contractId)).gt(0)) return '合同已有回款记录，不能作废';
  const [pending] = await tx
    .select({ no: change.change_no })
    .from(changeTable)
    .where(and(eq(change.contract_id, contractId), eq(change.status, DOC_IN_APPROVAL)))
    .limit(1);
  if (pending) return `合同已有审批中的合同变更 ${String(pending.no)}，不能作废，请先撤回变更`;
  for (const check of dependentChecks.values()) {
    const why = await check(tx, contractId);
    if (why) return why;
  }
  return undefined;
}

/**
 * What another module keeps from a contract's collected money (发票管理: each application's 已收款): called, with the
 * contract locked, after a collection's confirmed amount changed or it was voided. Kept by name, like the
 * written-off sources.
 */
export type CollectedFollower = (tx: Db, contractIds: readonly number[], now: Date) => Promise<void>;
const collectedFollowers = new Map<string, CollectedFollower>();

export function registerCollectedFollower(name: string, follower: CollectedFollower): void {
  collectedFollowers.set(name, follower);
}

/** Lets every module keeping figures from the contracts' collected money settle them (contracts locked). */
export async function collectedChanged(tx: Db, contractIds: readonly number[], now: Date): Promise<void> {
  for (const follower of collectedFollowers.values()) await follower(tx, contractIds, now);
}

/**
 * What another module holds of a locked contract's amount (发票管理: what was applied for), which an amendment may
 * not bring the amount under: the sum and how the refusal names it (「已申请开票的金额」). Kept by name, like the
 * written-off sources.
 */
export type AmountFloor = (tx: Db, contractId: number) => Promise<{ amount: Decimal; what: string }>;
const amountFloors = new Map<string, AmountFloor>();

export function registerAmountFloor(name: string, floor: AmountFloor): void {
  amountFloors.set(name, floor);
}

/** Why an amendment to `amount` is refused by what other modules hold of the locked contract, or undefined. */
export async function belowFloor(tx: Db, contractId: number, amount: Decimal.Value): Promise<string | undefined> {
  for (const floor of amountFloors.values()) {
    const held = await floor(tx, contractId);
    if (held.amount.gt(amount)) return `变更后合同金额不能小于${held.what} ${moneyText(held.amount)} 元`;
  }
  return undefined;
}

/** Σ of what is written off on a contract now, over every source. */
export async function writtenOffSum(tx: Db, contractId: number): Promise<Decimal> {
  let total = new Decimal(0);
  for (const source of writtenOffSources.values()) total = total.plus(await source(tx, contractId));
  return total;
}

/**
 * Writes what a contract's rows add up to (call with the contract locked): each collection's approved refunds, each
 * plan's collected amount, balance and status, the contract's collected (confirmed less refunded), refunded and
 * outstanding amounts. What is written off closes the plans' balances oldest first (a plan closed by it alone is
 * 已核销), and the contract's outstanding amount is its amount less what was collected and written off.
 */
export async function settleContract(tx: Db, contractId: number, today: string, now: Date): Promise<void> {
  const refunds = (await tx
    .select({ id: refund.receivable_id, s: sum(refund.amount) })
    .from(refundTable)
    .where(and(eq(refund.contract_id, contractId), eq(refund.status, REFUND_APPROVED)))
    .groupBy(refund.receivable_id)) as { id: number; s: string }[];
  const refundOf = new Map(refunds.map((r) => [r.id, r.s]));
  const collections = (await tx
    .select({
      id: receivable.id,
      plan_id: receivable.plan_id,
      actual: receivable.actual_amount,
      refunded: receivable.refund_amount,
    })
    .from(receivableTable)
    .where(and(eq(receivable.contract_id, contractId), ne(receivable.status, RECEIVABLE_VOID)))) as {
    id: number;
    plan_id: number | null;
    actual: string;
    refunded: string;
  }[];
  let back = new Decimal(0);
  const netOfPlan = new Map<number, Decimal>();
  for (const c of collections) {
    const refunded = moneyText(refundOf.get(c.id) ?? '0');
    if (refunded !== moneyText(c.refunded))
      await tx
        .update(receivableTable)
        .set({ refund_amount: refunded, update_time: now })
        .where(eq(receivable.id, c.id));
    const net = new Decimal(c.actual).minus(refunded);
    back = back.plus(net);
    if (c.plan_id) netOfPlan.set(c.plan_id, (netOfPlan.get(c.plan_id) ?? new Decimal(0)).plus(net));
  }
  const plans = (await tx
    .select({
      id: plan.id,
      amount: plan.amount,
      actual: plan.actual_amount,
      stay: plan.stay_amount,
      date: plan.repayment_date,
      status: plan.status,
    })
    .from(planTable)
    .where(eq(plan.contract_id, contractId))
    .orderBy(plan.repayment_date, plan.id)) as {
    id: number;
    amount: string;
    actual: string;
    stay: string | null;
    date: string;
    status: number;
  }[];
  const writtenOff = await writtenOffSum(tx, contractId);
  let toClose = writtenOff;
  for (const p of plans) {
    const actual = moneyText(netOfPlan.get(p.id) ?? 0);
    const balance = Decimal.max(new Decimal(p.amount).minus(actual), 0);
    const closed = p.status === PLAN_VOID ? new Decimal(0) : Decimal.min(balance, toClose);
    toClose = toClose.minus(closed);
    const stay = moneyText(balance.minus(closed));
    const status =
      closed.gt(0) && balance.eq(closed)
        ? PLAN_WRITTEN_OFF
        : planStatusOf({ amount: p.amount, actual, date: p.date, voided: p.status === PLAN_VOID }, today);
    if (actual !== moneyText(p.actual) || stay !== p.stay || status !== p.status)
      await tx
        .update(planTable)
        .set({ actual_amount: actual, stay_amount: stay, status, update_time: now })
        .where(eq(plan.id, p.id));
  }
  const [c] = (await tx.select({ amount: contract.amount }).from(contractTable).where(eq(contract.id, contractId))) as {
    amount: string;
  }[];
  const refunded = refunds.reduce((s, r) => s.plus(r.s), new Decimal(0));
  await tx
    .update(contractTable)
    .set({
      back_amount: moneyText(back),
      refund_amount: moneyText(refunded),
      stay_amount: moneyText(new Decimal(c.amount).minus(back).minus(writtenOff)),
      update_time: now,
    })
    .where(eq(contract.id, contractId));
}
