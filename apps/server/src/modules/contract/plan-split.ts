import { Decimal, moneyText, PLAN_VOID, planStatusOf, RECEIVABLE_VOID } from '@suwork/domain';
import type { PlanSplit } from '@suwork/domain/contracts';
import { PLAN_WRITTEN_OFF, recoveryEntity } from '@suwork/domain/entities';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { Db } from '../../db/client.ts';
import { REFUND_APPROVED } from './ledger.ts';
import { plan, planTable, receivable, receivableTable, refund, refundTable, type ContractRow } from './tables.ts';

// What an amendment of the contract's amount does to its instalments (decision 0016): the plans that covered the
// contract keep covering it, a decrease is taken from the open instalments last first (never below what was
// registered and written off on one), an increase goes to the last open instalment or, when none is open, to a new
// one. Computed from the rows as they are: shown before the change is saved and submitted, applied on approval
// with the contract locked.

/** Open instalments: 待回款 and 部分回款, overdue or not. */
const OPEN = [1, 2, 3, 4];

/** An instalment not voided, in the ledger's order (date, then id), as the split sees it. */
export type SplitRow = {
  id: number;
  name: string;
  date: string;
  amount: string;
  /** confirmed, less refunds */
  actual: string;
  /** the least it may be planned at: registered on it (less refunds), at least what arrived, plus what a write-off closed */
  floor: string;
  /** what a write-off closed of its balance */
  closed: string;
  open: boolean;
  status?: number;
};

export type SplitInput = {
  /** the contract's amount now, and the one proposed */
  amount: Decimal.Value;
  newAmount: Decimal.Value;
  rows: readonly SplitRow[];
  /** the proposed end date: a new instalment is due then (or with the last one, if later) */
  endDate: string | null;
  today: string;
  /** the number of a new instalment (第N期) */
  nextPeriod?: number;
  /** the latest date of the instalments voided (an amendment to 0.00 voids them all: the next one plans again) */
  voidedUntil?: string | null;
};

export type SplitResult = {
  planned: string;
  newPlanned: string;
  changed: boolean;
  refused: string;
  plans: PlanSplit['plans'];
};

/** The status an instalment will have at `amount` (what the ledger writes once it settles). */
function statusAt(r: SplitRow, amount: Decimal, today: string): number {
  if (amount.eq(0)) return PLAN_VOID;
  const balance = Decimal.max(amount.minus(r.actual), 0);
  if (new Decimal(r.closed).gt(0) && balance.eq(r.closed)) return PLAN_WRITTEN_OFF;
  return planStatusOf({ amount, actual: r.actual, date: r.date }, today);
}

/** The instalments after the amendment (see the module comment); `refused` says why it cannot be done. */
export function splitPlans(input: SplitInput): SplitResult {
  const { rows, today } = input;
  const amount = new Decimal(input.amount);
  const newAmount = new Decimal(input.newAmount);
  const planned = rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));
  const next = new Map(rows.map((r) => [r.id, new Decimal(r.amount)]));
  let created: { date: string; amount: Decimal } | undefined;
  let refused = '';
  const voidedUntil = input.voidedUntil ?? null;
  if (rows.length > 0 || voidedUntil !== null) {
    // plans covering the contract follow it; plans not yet covering it are left, unless they would exceed it
    const target = planned.gte(amount) ? newAmount : Decimal.min(planned, newAmount);
    const delta = target.minus(planned);
    if (delta.lt(0)) {
      let need = delta.negated();
      for (const r of [...rows].reverse()) {
        if (need.eq(0)) break;
        const room = r.open ? Decimal.max(new Decimal(r.amount).minus(r.floor), 0) : new Decimal(0);
        const take = Decimal.min(room, need);
        next.set(r.id, new Decimal(r.amount).minus(take));
        need = need.minus(take);
      }
      if (need.gt(0)) {
        const least = planned.minus(delta.negated().minus(need));
        refused = `回款计划中已登记回款与已核销的部分合计 ${moneyText(least)} 元，变更后合同金额不能低于该金额`;
      }
    } else if (delta.gt(0)) {
      const last = [...rows].reverse().find((r) => r.open);
      if (last) next.set(last.id, new Decimal(last.amount).plus(delta));
      else {
        // never before an instalment there is: what a write-off closed stays where it is (oldest first)
        const latest = [rows[rows.length - 1]?.date, voidedUntil, input.endDate]
          .filter((x): x is string => !!x)
          .sort()
          .pop()!;
        created = { date: latest, amount: delta };
      }
    }
  }
  if (refused) for (const r of rows) next.set(r.id, new Decimal(r.amount));
  const plans: PlanSplit['plans'] = rows.map((r) => {
    const after = next.get(r.id)!;
    const same = after.eq(r.amount);
    return {
      plan_id: r.id,
      plan_name: r.name,
      repayment_date: r.date,
      amount: moneyText(r.amount),
      actual_amount: moneyText(r.actual),
      new_amount: moneyText(after),
      status: r.status ?? statusAt(r, new Decimal(r.amount), today),
      new_status: same && r.status !== undefined ? r.status : statusAt(r, after, today),
    };
  });
  if (created)
    plans.push({
      plan_id: null,
      plan_name: `第${input.nextPeriod ?? rows.length + 1}期`,
      repayment_date: created.date,
      amount: '0.00',
      actual_amount: '0.00',
      new_amount: moneyText(created.amount),
      status: 1,
      new_status: planStatusOf({ amount: created.amount, actual: 0, date: created.date }, today),
    });
  const newPlanned = plans.reduce((s, p) => s.plus(p.new_amount), new Decimal(0));
  return {
    planned: moneyText(planned),
    newPlanned: moneyText(newPlanned),
    changed: !refused && plans.some((p) => p.plan_id === null || p.amount !== p.new_amount),
    refused,
    plans,
  };
}

const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * A contract's instalments as the split sees them, read from the rows the ledger settled (call with the contract
 * locked to apply what it gives): each one's collected amount, what is registered on it and what a write-off closed.
 */
export async function splitRowsOf(
  tx: Db,
  contractId: number,
): Promise<{ rows: SplitRow[]; nextPeriod: number; voidedUntil: string | null }> {
  const all = (await tx
    .select({
      id: plan.id,
      name: plan.plan_name,
      date: plan.repayment_date,
      amount: plan.amount,
      actual: plan.actual_amount,
      stay: plan.stay_amount,
      status: plan.status,
      period: plan.period,
    })
    .from(planTable)
    .where(eq(plan.contract_id, contractId))
    .orderBy(asc(plan.repayment_date), asc(plan.id))) as {
    id: number;
    name: string;
    date: string;
    amount: string;
    actual: string;
    stay: string | null;
    status: number;
    period: number | null;
  }[];
  const registered = (await tx
    .select({ id: receivable.plan_id, s: total(receivable.amount) })
    .from(receivableTable)
    .where(and(eq(receivable.contract_id, contractId), ne(receivable.status, RECEIVABLE_VOID)))
    .groupBy(receivable.plan_id)) as { id: number | null; s: string }[];
  const refunded = (await tx
    .select({ id: receivable.plan_id, s: total(refund.amount) })
    .from(refundTable)
    .innerJoin(receivableTable, eq(receivable.id, refund.receivable_id))
    .where(
      and(
        eq(refund.contract_id, contractId),
        eq(refund.status, REFUND_APPROVED),
        ne(receivable.status, RECEIVABLE_VOID),
      ),
    )
    .groupBy(receivable.plan_id)) as { id: number | null; s: string }[];
  const onPlan = new Map<number, Decimal>();
  for (const r of registered) if (r.id) onPlan.set(r.id, new Decimal(r.s));
  for (const r of refunded) if (r.id) onPlan.set(r.id, (onPlan.get(r.id) ?? new Decimal(0)).minus(r.s));
  const rows = all
    .filter((p) => p.status !== PLAN_VOID)
    .map((p): SplitRow => {
      const actual = new Decimal(p.actual ?? 0);
      const balance = Decimal.max(new Decimal(p.amount ?? 0).minus(actual), 0);
      // the ledger's stay is the balance less what a write-off closed (see settleContract)
      const closed = p.stay === null ? new Decimal(0) : Decimal.max(balance.minus(p.stay), 0);
      const floor = Decimal.max(onPlan.get(p.id) ?? 0, actual).plus(closed);
      return {
        id: p.id,
        name: p.name,
        date: String(p.date),
        amount: moneyText(p.amount ?? 0),
        actual: moneyText(actual),
        floor: moneyText(floor),
        closed: moneyText(closed),
        open: OPEN.includes(p.status),
        status: p.status,
      };
    });
  const voided = all.filter((p) => p.status === PLAN_VOID).map((p) => String(p.date));
  return {
    rows,
    nextPeriod: all.reduce((m, p) => Math.max(m, p.period ?? 0), 0) + 1,
    voidedUntil: voided.length ? voided.reduce((a, b) => (b > a ? b : a)) : null,
  };
}

/** The split of a contract's instalments for a proposed amount and end date, as the view shows it. */
export async function planSplitOf(
  tx: Db,
  c: ContractRow,
  proposed: { amount: string; endDate: string | null },
  today: string,
): Promise<SplitResult> {
  const { rows, nextPeriod, voidedUntil } = await splitRowsOf(tx, c.id);
  // 合同金额 is required
  return splitPlans({
    amount: c.amount!,
    newAmount: proposed.amount,
    rows,
    endDate: proposed.endDate,
    today,
    nextPeriod,
    voidedUntil,
  });
}

/**
 * Writes a split (call with the contract locked, then settle the contract): each instalment's new amount (one with
 * nothing left is voided at 0.00), a new instalment when one is proposed, each logged under the change's number.
 */
export async function applySplit(
  tx: Db,
  c: ContractRow,
  split: SplitResult,
  change: { no: string; userId: number },
  now: Date,
): Promise<void> {
  const by = `合同变更 ${change.no} 审批通过`;
  for (const p of split.plans) {
    if (p.plan_id === null) {
      const [{ period }] = await tx
        .select({ period: sql<number>`coalesce(max(${plan.period}), 0)::int + 1` })
        .from(planTable)
        .where(eq(plan.contract_id, c.id));
      const [created] = await tx
        .insert(planTable)
        .values({
          contract_id: c.id,
          plan_name: p.plan_name,
          period,
          amount: p.new_amount,
          actual_amount: '0.00',
          stay_amount: p.new_amount,
          repayment_date: p.repayment_date,
          remind_days: 3,
          status: p.new_status,
          remark: `由合同变更 ${change.no} 新增`,
          create_user_id: change.userId,
          owner_user_id: c.owner_user_id,
          dept_id: c.dept_id,
          create_time: now,
          update_time: now,
        })
        .returning({ id: plan.id });
      await writeLog(tx, {
        entity: recoveryEntity.key,
        record_id: created.id,
        action: 'add',
        user_id: change.userId,
        content: `${by}：新增回款计划 ${p.plan_name}，计划回款金额 ${p.new_amount} 元`,
      });
      continue;
    }
    if (p.new_amount === p.amount) continue;
    const voided = new Decimal(p.new_amount).eq(0);
    await tx
      .update(planTable)
      .set({ amount: p.new_amount, ...(voided ? { status: PLAN_VOID } : {}), update_time: now })
      .where(eq(plan.id, p.plan_id));
    await writeLog(tx, {
      entity: recoveryEntity.key,
      record_id: p.plan_id,
      action: 'update',
      user_id: change.userId,
      content: `${by}：计划回款金额由「${p.amount}」改为「${p.new_amount}」${voided ? '，该期作废' : ''}`,
    });
  }
}

/** The split as the contract's log says it: 第2期 500.00→200.00、第3期（新增）300.00. */
export const splitText = (split: SplitResult): string =>
  split.plans
    .filter((p) => p.plan_id === null || p.amount !== p.new_amount)
    .map((p) =>
      p.plan_id === null ? `${p.plan_name}（新增）${p.new_amount}` : `${p.plan_name} ${p.amount}→${p.new_amount}`,
    )
    .join('、');
