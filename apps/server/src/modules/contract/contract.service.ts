import { Decimal, ERR, moneyText, PLAN_VOID, RECEIVABLE_VOID, receivableStatusOf } from '@suwork/domain';
import type { RefundableView, RepaymentPlanView } from '@suwork/domain/contracts';
import {
  CONTRACT_VOID,
  contractEntity,
  DOC_APPROVED,
  DOC_IN_APPROVAL,
  receivableEntity,
  recoveryEntity,
} from '@suwork/domain/entities';
import { CORRECT_COLLECTION_NODE } from '@suwork/domain/routes';
import { and, eq, ne } from 'drizzle-orm';
import { fail, invalid } from '../../core/envelope.ts';
import type { EntityService, ListRowOf } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { contractVoided } from '../sales/opportunity-outcome.ts';
import { statusName } from './contract.hooks.ts';
import {
  assertApproved,
  assertNotKept,
  collectedChanged,
  heldByRefunds,
  heldByRefundsOf,
  liveDependent,
  lockContract,
  settleContract,
} from './ledger.ts';
import { contract, contractTable, plan, planTable, receivable, receivableTable, type ReceivableRow } from './tables.ts';

type Receivables = EntityService<typeof receivableEntity>;
/** A collection under its contract's lock: its contract and amounts are there (both required, 实际到账 starts at 0). */
type Collection = ReceivableRow & { contract_id: number; amount: string; actual_amount: string };
export type Clock = { now: Date; today: string };

/**
 * 作废 a contract nothing hangs on any more (no collection, no live invoice application or issued invoice, no
 * write-off in approval or approved, no amendment in approval; liveDependent names the first): it and its plans are
 * voided, and the opportunity an approved one won opens again; a contract in approval is not voided.
 */
export async function voidContract(
  db: Db,
  contracts: EntityService<typeof contractEntity>,
  user: SessionUser,
  id: number,
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    await contracts.within(tx).info(user, id);
    const c = await lockContract(tx, id);
    if (c.status === CONTRACT_VOID) throw invalid('合同已作废');
    if (c.status === DOC_IN_APPROVAL) throw invalid('合同审批中，不能作废，请先撤回审批');
    const blocked = await liveDependent(tx, id);
    if (blocked) throw invalid(blocked);
    await tx.update(contractTable).set({ status: CONTRACT_VOID, update_time: clock.now }).where(eq(contract.id, id));
    await tx
      .update(planTable)
      .set({ status: PLAN_VOID, update_time: clock.now })
      .where(and(eq(plan.contract_id, id), ne(plan.status, PLAN_VOID)));
    await writeLog(tx, {
      entity: contractEntity.key,
      record_id: id,
      action: 'abolish',
      user_id: user.user_id,
      content: `作废了合同（原状态：${statusName(c.status)}）`,
    });
    if (c.status === DOC_APPROVED) await contractVoided(tx, c, user.user_id, clock.now);
  });
}

/** A collection visible to the member, its contract locked (and, for a step other than voiding, still 已通过). */
async function lockedReceivable(
  tx: Db,
  receivables: Receivables,
  user: SessionUser,
  id: number,
  verb?: string,
): Promise<Collection> {
  const visible = await receivables.within(tx).info(user, id);
  const c = await lockContract(tx, visible.contract_id);
  if (verb) assertApproved(c, verb);
  const [row] = await tx.select().from(receivableTable).where(eq(receivable.id, id));
  // deleted while this request waited for the lock
  if (!row) throw fail(ERR.notFound, '回款记录不存在');
  // its contract was locked above
  return { ...row, contract_id: c.id, amount: row.amount ?? '0', actual_amount: row.actual_amount ?? '0' };
}

const isConfirmed = (r: Collection) => new Decimal(r.actual_amount).gt(0);

/** Sets what arrived on a locked collection (at most its amount, at least what its refunds hold); the contract and its invoices follow. */
async function setArrived(
  tx: Db,
  user: SessionUser,
  r: Collection,
  actual: Decimal,
  clock: Clock,
  log: { action: 'confirm' | 'correct'; content: string },
): Promise<void> {
  if (actual.gt(r.amount)) throw invalid(`实际到账金额不能超过回款金额 ${moneyText(r.amount)}`);
  const held = await heldByRefunds(tx, r.id);
  if (actual.lt(held)) throw invalid(`实际到账金额不能小于该回款的退款 ${moneyText(held)}`);
  await tx
    .update(receivableTable)
    .set({ actual_amount: moneyText(actual), status: receivableStatusOf(r.amount, actual), update_time: clock.now })
    .where(eq(receivable.id, r.id));
  await settleContract(tx, r.contract_id, clock.today, clock.now);
  await collectedChanged(tx, [r.contract_id], clock.now);
  await writeLog(tx, {
    entity: receivableEntity.key,
    record_id: r.id,
    action: log.action,
    user_id: user.user_id,
    content: log.content,
  });
}

/**
 * 确认到账: finance records, once, what actually arrived on a collection; the contract's collected amount and its
 * plans follow. A later change of that figure (more arrived, or a mistake) is 更正到账, with its reason.
 */
export async function confirmReceivable(
  db: Db,
  receivables: Receivables,
  user: SessionUser,
  input: { receivable_id: number; actual_amount: string },
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockedReceivable(tx, receivables, user, input.receivable_id, '确认到账');
    if (r.status === RECEIVABLE_VOID) throw invalid('回款记录已作废，不能确认到账');
    await assertNotKept(tx, r);
    if (isConfirmed(r))
      throw invalid(`回款已确认到账 ${moneyText(r.actual_amount)} 元，如有变动请更正到账金额并填写原因`);
    const actual = new Decimal(input.actual_amount);
    await setArrived(tx, user, r, actual, clock, {
      action: 'confirm',
      content: `确认到账：实际到账金额由「${moneyText(r.actual_amount)}」改为「${moneyText(actual)}」`,
    });
  });
}

/** 更正到账: finance changes what arrived on a confirmed collection, saying why; the log keeps both figures and the reason. */
export async function correctReceivable(
  db: Db,
  receivables: Receivables,
  user: SessionUser,
  input: { receivable_id: number; actual_amount: string; reason: string },
  clock: Clock,
): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockedReceivable(tx, receivables, user, input.receivable_id, '更正到账');
    if (r.status === RECEIVABLE_VOID) throw invalid('回款记录已作废，不能更正');
    await assertNotKept(tx, r);
    if (!isConfirmed(r)) throw invalid('回款尚未确认到账，请先确认到账');
    const actual = new Decimal(input.actual_amount);
    if (actual.eq(r.actual_amount)) throw invalid('实际到账金额没有变化');
    if (actual.isZero()) throw invalid('实际到账金额应大于0，没有到账请作废该回款记录');
    const content = `更正到账：实际到账金额由「${moneyText(r.actual_amount)}」改为「${moneyText(actual)}」，原因：${input.reason}`;
    await setArrived(tx, user, r, actual, clock, { action: 'correct', content });
  });
}

/**
 * 作废 a collection with no refund on it: it no longer counts, and the contract's balance is free again. Once finance
 * confirmed money on it, only finance (CORRECT_COLLECTION_NODE) voids it, with a reason.
 */
export async function voidReceivable(
  db: Db,
  receivables: Receivables,
  user: SessionUser,
  input: { receivable_id: number; reason?: string },
  clock: Clock,
): Promise<void> {
  const id = input.receivable_id;
  await db.transaction(async (tx) => {
    const r = await lockedReceivable(tx, receivables, user, id);
    if (r.status === RECEIVABLE_VOID) throw invalid('回款记录已作废');
    await assertNotKept(tx, r);
    if ((await heldByRefunds(tx, id)).gt(0)) throw invalid('回款记录已有退款，不能作废');
    const confirmed = isConfirmed(r);
    if (confirmed && !user.nodes.has(CORRECT_COLLECTION_NODE))
      throw fail(ERR.noPermission, '回款已确认到账，只有财务可以作废');
    if (confirmed && !input.reason) throw invalid('回款已确认到账，作废请填写原因');
    await tx
      .update(receivableTable)
      .set({ status: RECEIVABLE_VOID, update_time: clock.now })
      .where(eq(receivable.id, id));
    await settleContract(tx, r.contract_id, clock.today, clock.now);
    await collectedChanged(tx, [r.contract_id], clock.now);
    const content = confirmed
      ? `作废了已确认到账 ${moneyText(r.actual_amount)} 元的回款记录，原因：${input.reason}`
      : '作废了回款记录';
    await writeLog(tx, {
      entity: receivableEntity.key,
      record_id: id,
      action: 'abolish',
      user_id: user.user_id,
      content,
    });
  });
}

/** Plans still to be collected: 待回款, 部分回款, overdue or not. */
const OPEN_PLANS = [1, 2, 3, 4];
/** Collections money arrived on: 部分回款, 已回款. */
const ARRIVED = [2, 3];

/** 选择回款计划: the plans still to be collected that the member sees (of one contract when given), soonest first. */
export async function openPlans(
  plans: EntityService<typeof recoveryEntity>,
  user: SessionUser,
  query: { page: number; limit: number; contract_id?: number },
) {
  const { page, limit, contract_id } = query;
  const { rows, counted } = await plans.list(user, {
    page,
    limit,
    status: OPEN_PLANS,
    ...(contract_id ? { contract_id: [contract_id] } : {}),
    sort_field: 'repayment_date',
    sort_order: 'asc',
  });
  return { rows: rows.map(planView), counted: counted! };
}

/** The collections of a contract the member sees that a refund may still take money from, with how much. */
export async function refundableCollections(
  db: Db,
  contracts: EntityService<typeof contractEntity>,
  receivables: Receivables,
  user: SessionUser,
  contractId: number,
): Promise<RefundableView[]> {
  // the contract must be one the member sees
  await contracts.info(user, contractId);
  const { rows } = await receivables.list(
    user,
    { page: 1, limit: 100, contract_id: [contractId], status: ARRIVED, sort_field: 'receive_date', sort_order: 'asc' },
    { withCount: false },
  );
  const held = await heldByRefundsOf(
    db,
    rows.map((r) => r.id),
  );
  const data: RefundableView[] = [];
  for (const r of rows) {
    const room = new Decimal(r.actual_amount!).minus(held.get(r.id) ?? 0);
    if (room.gt(0)) data.push(refundableRow(r, moneyText(room)));
  }
  return data;
}

/** A name read beside a record (unknown until checked), or `none` when absent. */
const nameOr = <T>(v: unknown, none: T): string | T => (typeof v === 'string' ? v : none);

// every column below is on the list page and never empty: required, or written by the server
const planView = (r: ListRowOf<typeof recoveryEntity>): RepaymentPlanView => ({
  id: r.id,
  plan_id: r.id,
  contract_id: r.contract_id!,
  contract_name: nameOr(r.contract_name, ''),
  plan_name: r.plan_name!,
  amount: r.amount!,
  actual_amount: r.actual_amount!,
  stay_amount: r.stay_amount!,
  repayment_date: r.repayment_date!,
  status: r.status!,
  user_name: nameOr(r.owner_user_name, null),
  create_time: r.create_time!,
  remark: r.remark!,
});

const refundableRow = (r: ListRowOf<typeof receivableEntity>, room: string): RefundableView => ({
  id: r.id,
  receivable_id: r.id,
  hk_number: r.hk_number!,
  amount: r.amount!,
  actual_amount: r.actual_amount!,
  refund_amount: moneyText(r.refund_amount ?? '0'),
  refundable_amount: room,
  receive_date: r.receive_date ?? null,
  status: r.status!,
});
