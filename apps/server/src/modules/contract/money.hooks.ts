import { Decimal, moneyText, PLAN_VOID, planStatusOf, RECEIVABLE_VOID } from '@suwork/domain';
import {
  CONTRACT_VOID,
  contractRefundEntity,
  DOC_APPROVED,
  docEditable,
  receivableEntity,
  recoveryEntity,
} from '@suwork/domain/entities';
import { eq, inArray, sql } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { assertBelongs, nextNumber } from '../../core/kit/index.ts';
import { numberingOf } from './contract-settings.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import {
  freshRows,
  heldByRefunds,
  lockApprovedContract,
  lockContract,
  lockContracts,
  lockedForDelete,
  plannedSum,
  refundedSum,
  registeredSum,
} from './ledger.ts';
import {
  plan,
  planTable,
  receivable,
  receivableTable,
  refundTable,
  type ContractRow,
  type PlanRow,
  type RefundRow,
} from './tables.ts';

/** Every amount of the money chain is its record's `amount` field. */
function positive(amount: string | null | undefined, label: string): asserts amount is string {
  if (!new Decimal(String(amount)).gt(0)) throw invalid(`${label}应大于0`, 'amount');
}
const noMove = (changes: { contract_id?: unknown }) => {
  if ('contract_id' in changes) throw invalid('不能改到其他合同，请删除后在该合同下重新登记');
};

/** 合同金额: required on every contract. */
const contractAmount = (c: ContractRow) => new Decimal(c.amount!);

/** The plan's collected amount, balance and status as its amount and date are now. */
function planFigures(p: Partial<PlanRow>, today: string) {
  const actual = String(p.actual_amount ?? '0');
  // 计划回款金额 is required and checked positive before
  const amount = p.amount!;
  return {
    stay_amount: moneyText(Decimal.max(new Decimal(amount).minus(actual), 0)),
    status: planStatusOf({ amount, actual, date: String(p.repayment_date) }, today),
  };
}

/**
 * 回款计划: numbered 第N期 within its contract; the plans not voided add up to at most the contract's amount;
 * an instalment is never planned below what was already collected on it.
 */
function registerPlanHooks(app: App) {
  const today = () => companyToday(app.config.now(), app.config.tzOffsetMinutes);
  entity(app, recoveryEntity).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockContract(tx, v.contract_id);
      if (c.status === CONTRACT_VOID) throw invalid('合同已作废，不能添加回款计划');
      positive(v.amount, '计划回款金额');
      const free = contractAmount(c).minus(await plannedSum(tx, c.id));
      if (free.lt(v.amount))
        throw invalid(`回款计划合计不能超过合同金额，该合同还可计划 ${moneyText(Decimal.max(free, 0))} 元`);
      const [{ last }] = await tx
        .select({ last: sql<number>`coalesce(max(${plan.period}), 0)::int` })
        .from(planTable)
        .where(eq(plan.contract_id, c.id));
      Object.assign(
        v,
        { period: last + 1, plan_name: `第${last + 1}期`, actual_amount: '0.00' },
        planFigures({ ...v, actual_amount: '0' }, today()),
      );
    },
    async beforeUpdate({ tx }, before, changes) {
      noMove(changes);
      const c = await lockContract(tx, before.contract_id);
      const [now] = await freshRows(tx, planTable, [before.id]);
      if (now.status === PLAN_VOID) throw invalid('回款计划已作废，不能修改');
      if ('amount' in changes) {
        positive(changes.amount, '计划回款金额');
        const collected = now.actual_amount ?? '0';
        if (new Decimal(collected).gt(changes.amount))
          throw invalid(`计划回款金额不能小于已回款金额 ${moneyText(collected)}`);
        const free = contractAmount(c).minus(await plannedSum(tx, c.id, before.id));
        if (free.lt(changes.amount))
          throw invalid(`回款计划合计不能超过合同金额，该计划最多 ${moneyText(Decimal.max(free, 0))} 元`);
      }
      if ('amount' in changes || 'repayment_date' in changes) {
        const figures = planFigures({ ...now, ...changes }, today());
        if (now.stay_amount !== figures.stay_amount) changes.stay_amount = figures.stay_amount;
        if (now.status !== figures.status) changes.status = figures.status;
      }
    },
    async beforeDelete({ tx }, rows) {
      // a collection naming the plan is registered under its contract's lock
      await lockContracts(
        tx,
        rows.flatMap((r) => (r.contract_id === null ? [] : [r.contract_id])),
      );
      const [used] = await tx
        .select({ id: receivable.id })
        .from(receivableTable)
        .where(
          inArray(
            receivable.plan_id,
            rows.map((r) => r.id),
          ),
        )
        .limit(1);
      if (used) throw invalid('回款计划已有回款记录，不能删除');
    },
  });
}

/** The most a contract can still have registered: its amount less what is registered and not refunded. */
async function collectable(tx: Db, c: ContractRow, exceptId?: number): Promise<Decimal> {
  const [registered, refunded] = await Promise.all([registeredSum(tx, c.id, exceptId), refundedSum(tx, c.id)]);
  return contractAmount(c).minus(registered).plus(refunded);
}

/**
 * 回款记录: registered on an approved contract only, never beyond its balance (Σ not voided − refunds ≤ amount);
 * its instalment is one of the contract's; once finance confirmed money on it, only its remark and slips change.
 */
function registerReceivableHooks(app: App) {
  const checkPlan = async (tx: Db, v: { plan_id?: number | null; contract_id?: number | null }) => {
    await assertBelongs(tx, recoveryEntity, v.plan_id, 'contract_id', v.contract_id, '回款计划不属于所选合同');
    if (v.plan_id) {
      const [p] = await tx.select({ status: plan.status }).from(planTable).where(eq(plan.id, v.plan_id));
      if (p?.status === PLAN_VOID) throw invalid('回款计划已作废');
    }
  };
  const fits = (room: Decimal, amount: string) => {
    if (room.lt(amount))
      throw invalid(`回款金额超过合同未回款余额，该合同最多还可登记 ${moneyText(Decimal.max(room, 0))} 元`, 'amount');
  };
  entity(app, receivableEntity).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockContract(tx, v.contract_id);
      if (c.status !== DOC_APPROVED) throw invalid('合同审批通过后才能登记回款');
      positive(v.amount, '回款金额');
      await checkPlan(tx, v);
      fits(await collectable(tx, c), v.amount);
      v.hk_number = await nextNumber(
        tx,
        await numberingOf(tx, 'receivable'),
        app.config.now(),
        app.config.tzOffsetMinutes,
      );
      Object.assign(v, {
        enterprise_id: c.enterprise_id,
        company_name: c.company_name,
        actual_amount: '0.00',
        refund_amount: '0.00',
      });
    },
    async beforeUpdate({ tx }, before, changes) {
      noMove(changes);
      const c = await lockContract(tx, before.contract_id);
      const [now] = await freshRows(tx, receivableTable, [before.id]);
      if (now.status === RECEIVABLE_VOID) throw invalid('回款记录已作废，不能修改');
      const money = ['amount', 'plan_id', 'receive_date', 'pay_method'].filter((k) => k in changes);
      if (money.length > 0 && new Decimal(now.actual_amount ?? 0).gt(0))
        throw invalid('回款已确认到账，只能修改备注和回单');
      if ('plan_id' in changes) await checkPlan(tx, { ...before, ...changes });
      if ('amount' in changes) {
        positive(changes.amount, '回款金额');
        fits(await collectable(tx, c, before.id), changes.amount);
      }
    },
    async beforeDelete({ tx }, rows) {
      for (const r of await lockedForDelete(tx, receivableTable, rows))
        if (new Decimal(r.actual_amount ?? 0).gt(0))
          throw invalid(`回款记录 ${r.hk_number} 已确认到账，不能删除，可作废`);
    },
  });
}

/** The most that may still be refunded on a collection: what arrived less the refunds holding it. */
async function refundable(tx: Db, receivableId: number | null | undefined, exceptRefundId?: number): Promise<Decimal> {
  if (receivableId == null) return new Decimal(0);
  const [r] = await tx
    .select({ actual: receivable.actual_amount, status: receivable.status })
    .from(receivableTable)
    .where(eq(receivable.id, receivableId));
  if (!r || r.status === RECEIVABLE_VOID) return new Decimal(0);
  return new Decimal(r.actual ?? 0).minus(await heldByRefunds(tx, receivableId, exceptRefundId));
}

/** Refuses a refund larger than its collection can still give back (checked on save, on submit and on approval). */
export async function checkRefundAmount(tx: Db, v: Partial<RefundRow>, exceptRefundId?: number): Promise<void> {
  positive(v.amount, '退款金额');
  const room = await refundable(tx, v.receivable_id, exceptRefundId);
  if (room.lt(v.amount)) throw invalid(`退款金额不能超过该回款可退金额 ${moneyText(Decimal.max(room, 0))} 元`);
}

/** 合同退款: on a confirmed collection of its contract, at most what it can give back; edited only before approval. */
function registerRefundHooks(app: App) {
  entity(app, contractRefundEntity).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockApprovedContract(tx, v.contract_id, '申请退款');
      await assertBelongs(tx, receivableEntity, v.receivable_id, 'contract_id', c.id, '回款记录不属于所选合同');
      await checkRefundAmount(tx, v);
      v.refund_no = await nextNumber(tx, await numberingOf(tx, 'refund'), app.config.now(), app.config.tzOffsetMinutes);
    },
    async beforeUpdate({ tx }, before, changes) {
      noMove(changes);
      await lockContract(tx, before.contract_id);
      const [now] = await freshRows(tx, refundTable, [before.id]);
      if (!docEditable(now.status))
        throw invalid(now.status === DOC_APPROVED ? '退款已通过审批，不能修改' : '退款审批中，不能修改');
      const after = { ...now, ...changes };
      if ('receivable_id' in changes)
        await assertBelongs(
          tx,
          receivableEntity,
          after.receivable_id,
          'contract_id',
          after.contract_id,
          '回款记录不属于所选合同',
        );
      if ('amount' in changes || 'receivable_id' in changes) await checkRefundAmount(tx, after, before.id);
    },
    async beforeDelete({ tx }, rows) {
      for (const r of await lockedForDelete(tx, refundTable, rows))
        if (!docEditable(r.status)) throw invalid(`退款 ${r.refund_no} 已提交审批，不能删除`);
    },
  });
}

export function registerMoneyHooks(app: App) {
  registerPlanHooks(app);
  registerReceivableHooks(app);
  registerRefundHooks(app);
}
