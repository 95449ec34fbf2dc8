import { Decimal, ERR, moneyText, PLAN_VOID, RECEIVABLE_VOID, receivableStatusOf } from '@suwork/domain';
import { CONTRACT_VOID, contractEntity, DOC_IN_APPROVAL, receivableEntity } from '@suwork/domain/entities';
import { and, eq, ne } from 'drizzle-orm';
import { fail, invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { settleInvoices } from '../invoice/ledger.ts';
import { statusName } from './contract.hooks.ts';
import { assertNotKept, heldByRefunds, lockContract, registeredSum, settleContract, writtenOffSum } from './ledger.ts';
import { contract, contractTable, plan, planTable, receivable, receivableTable } from './tables.ts';

type Row = Record<string, unknown>;
export type Clock = { now: Date; today: string };

/** 作废 a contract nothing was collected on: it and its plans are voided; a contract in approval is not. */
export async function voidContract(db: Db, contracts: EntityService, user: SessionUser, id: number, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    await contracts.within(tx).info(user, id);
    const c = await lockContract(tx, id);
    if (c.status === CONTRACT_VOID) throw invalid('合同已作废');
    if (c.status === DOC_IN_APPROVAL) throw invalid('合同审核中，不能作废，请先撤回审批');
    if ((await registeredSum(tx, id)).gt(0)) throw invalid('合同已有回款记录，不能作废');
    if ((await writtenOffSum(tx, id)).gt(0)) throw invalid('合同已核销坏账或呆账，不能作废');
    await tx.update(contractTable).set({ status: CONTRACT_VOID, update_time: clock.now }).where(eq(contract.id, id));
    await tx
      .update(planTable)
      .set({ status: PLAN_VOID, update_time: clock.now })
      .where(and(eq(plan.contract_id, id), ne(plan.status, PLAN_VOID)));
    await writeLog(tx, { entity: contractEntity.key, record_id: id, action: 'abolish', user_id: user.user_id, content: `作废了合同（原状态：${statusName(c.status)}）` });
  });
}

/** A collection visible to the member, its contract locked. */
async function lockedReceivable(tx: Db, receivables: EntityService, user: SessionUser, id: number): Promise<Row> {
  const visible = await receivables.within(tx).info(user, id);
  await lockContract(tx, visible.contract_id as number);
  const [row] = (await tx.select().from(receivableTable).where(eq(receivable.id, id))) as Row[];
  // deleted while this request waited for the lock
  if (!row) throw fail(ERR.notFound, '回款记录不存在');
  return row;
}

/**
 * 确认到账: finance records what actually arrived on a collection (at most its amount, at least what its refunds
 * hold); the contract's collected amount and its plans follow.
 */
export async function confirmReceivable(db: Db, receivables: EntityService, user: SessionUser, input: { receivable_id: number; actual_amount: string }, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockedReceivable(tx, receivables, user, input.receivable_id);
    if (r.status === RECEIVABLE_VOID) throw invalid('回款记录已作废，不能确认到账');
    await assertNotKept(tx, r as { id: number; contract_id: number });
    const actual = new Decimal(input.actual_amount);
    if (actual.gt(r.amount as string)) throw invalid(`实际到账金额不能超过回款金额 ${moneyText(r.amount as string)}`);
    const held = await heldByRefunds(tx, r.id as number);
    if (actual.lt(held)) throw invalid(`实际到账金额不能小于该回款的退款 ${moneyText(held)}`);
    const status = receivableStatusOf(r.amount as string, actual);
    await tx
      .update(receivableTable)
      .set({ actual_amount: moneyText(actual), status, update_time: clock.now })
      .where(eq(receivable.id, r.id as number));
    await settleContract(tx, r.contract_id as number, clock.today, clock.now);
    await settleInvoices(tx, [r.contract_id as number], clock.now);
    await writeLog(tx, {
      entity: receivableEntity.key,
      record_id: r.id as number,
      action: 'confirm',
      user_id: user.user_id,
      content: `确认到账：实际到账金额由「${moneyText(r.actual_amount as string)}」改为「${moneyText(actual)}」`,
    });
  });
}

/** 作废 a collection with no refund on it: it no longer counts, and the contract's balance is free again. */
export async function voidReceivable(db: Db, receivables: EntityService, user: SessionUser, id: number, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockedReceivable(tx, receivables, user, id);
    if (r.status === RECEIVABLE_VOID) throw invalid('回款记录已作废');
    await assertNotKept(tx, r as { id: number; contract_id: number });
    if ((await heldByRefunds(tx, id)).gt(0)) throw invalid('回款记录已有退款，不能作废');
    await tx.update(receivableTable).set({ status: RECEIVABLE_VOID, update_time: clock.now }).where(eq(receivable.id, id));
    await settleContract(tx, r.contract_id as number, clock.today, clock.now);
    await settleInvoices(tx, [r.contract_id as number], clock.now);
    await writeLog(tx, { entity: receivableEntity.key, record_id: id, action: 'abolish', user_id: user.user_id, content: '作废了回款记录' });
  });
}
