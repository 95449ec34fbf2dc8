import { Decimal, diffTerms, moneyText, PLAN_VOID, resplit, RUN_STATUS, STEP_USER_STATUS } from '@suwork/domain';
import type { ChangeDiff, ContractVersion, PlanSplit, ResplitPreview } from '@suwork/domain/contracts';
import { contractChangeEntity, contractEntity, recoveryEntity } from '@suwork/domain/entities';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { invalid } from '../../core/envelope.ts';
import { memberNames } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { flowRuns, flowStepUsers } from '../flow/index.ts';
import { proposalProblem, proposedOf, termsOf, type Proposal } from './change.hooks.ts';
import { lockContract, settleContract } from './ledger.ts';
import { planSplitOf } from './plan-split.ts';
import {
  change,
  changeTable,
  contract,
  contractTable,
  plan,
  planTable,
  type ChangeRow,
  type ContractRow,
} from './tables.ts';
import { contractVersions } from './versions.tables.ts';

// 合同版本 and a change's diff; the re-split of the plans after an amendment, previewed then applied.

type Contracts = EntityService<typeof contractEntity>;
type Changes = EntityService<typeof contractChangeEntity>;
/** The company's time: now, today ('YYYY-MM-DD') and its offset for the times shown. */
export type ChangeClock = { now: Date; today: string; tz: number };

/** Who approved each amendment: the members who passed a step of its latest approved run. */
async function approversOf(db: Db, changeIds: number[]): Promise<Map<number, string[]>> {
  if (changeIds.length === 0) return new Map();
  const rows = await db
    .select({ change_id: flowRuns.detail_id, user_id: flowStepUsers.user_id })
    .from(flowRuns)
    .innerJoin(flowStepUsers, eq(flowStepUsers.run_id, flowRuns.run_id))
    .where(
      and(
        eq(flowRuns.flow_type, contractChangeEntity.flowType!),
        inArray(flowRuns.detail_id, changeIds),
        eq(flowRuns.status, RUN_STATUS.passed),
        eq(flowStepUsers.status, STEP_USER_STATUS.passed),
      ),
    )
    .orderBy(asc(flowStepUsers.step_no));
  const names = await memberNames(
    db,
    rows.map((r) => r.user_id),
  );
  const out = new Map<number, string[]>();
  for (const r of rows)
    out.set(r.change_id, [...new Set([...(out.get(r.change_id) ?? []), names.get(r.user_id) ?? ''])]);
  return out;
}

/** 重新分配: the plans as they would be with the contract's balance spread over those not yet collected. */
async function preview(db: Db, contractId: number): Promise<ResplitPreview> {
  const [c] = (await db.select({ amount: contract.amount }).from(contractTable).where(eq(contract.id, contractId))) as {
    amount: string;
  }[];
  const rows = (await db
    .select({ id: plan.id, name: plan.plan_name, amount: plan.amount, actual: plan.actual_amount, status: plan.status })
    .from(planTable)
    .where(and(eq(plan.contract_id, contractId)))
    .orderBy(asc(plan.period))) as { id: number; name: string; amount: string; actual: string; status: number }[];
  const active = rows.filter((p) => p.status !== PLAN_VOID);
  const planned = active.reduce((s, p) => s.plus(p.amount), new Decimal(0));
  const split = resplit(
    c.amount,
    active.map((p) => ({ id: p.id, amount: p.amount, actual: p.actual, done: p.status === 5 })),
  );
  return {
    amount: moneyText(c.amount),
    planned: moneyText(planned),
    mismatch: !planned.eq(c.amount),
    possible: split !== undefined,
    plans: split
      ? active
          .filter((p) => split.has(p.id))
          .map((p) => ({
            plan_id: p.id,
            plan_name: p.name,
            amount: moneyText(p.amount),
            actual_amount: moneyText(p.actual),
            new_amount: split.get(p.id)!,
          }))
      : [],
  };
}

/** What a proposal does to the contract's instalments now, with why it could not be approved as it stands. */
async function splitView(
  db: Db,
  c: ContractRow,
  proposal: Proposal,
  today: string,
  changeId?: number,
): Promise<PlanSplit> {
  // both amounts are required
  const amount = moneyText(proposal.new_amount!);
  const split = await planSplitOf(db, c, { amount, endDate: proposal.new_end_date ?? null }, today);
  const problem = await proposalProblem(db, c, proposal, changeId);
  return {
    amount: moneyText(c.amount!),
    new_amount: amount,
    planned: split.planned,
    new_planned: split.newPlanned,
    changed: split.changed,
    refused: problem ?? split.refused,
    plans: split.plans,
  };
}

type Terms = { before: ReturnType<typeof termsOf>; after: ReturnType<typeof termsOf> };

const versionOf = (ch: ChangeRow, terms: Terms, asker: string, approvers: string[], tz: number): ContractVersion => ({
  version: ch.to_version ?? null,
  change_id: ch.id,
  change_no: ch.change_no,
  reason: ch.reason,
  status: ch.status!,
  user_name: asker,
  approver_names: approvers,
  time: formatDateTime(ch.update_time, tz),
  ...diffTerms(terms.before, terms.after),
});

/** 合同版本: the approved amendments of a contract the member sees, newest first. */
export async function contractVersionsOf(
  db: Db,
  contracts: Contracts,
  user: SessionUser,
  contractId: number,
  tz: number,
): Promise<ContractVersion[]> {
  await contracts.info(user, contractId);
  const versions = await db
    .select()
    .from(contractVersions)
    .where(eq(contractVersions.contract_id, contractId))
    .orderBy(desc(contractVersions.version));
  const ids = versions.map((v) => v.change_id);
  const rows = ids.length ? await db.select().from(changeTable).where(inArray(change.id, ids)) : [];
  const [approvers, askers] = await Promise.all([
    approversOf(db, ids),
    memberNames(
      db,
      rows.map((r) => r.create_user_id),
    ),
  ]);
  const out: ContractVersion[] = [];
  for (const v of versions) {
    const ch = rows.find((r) => r.id === v.change_id);
    if (ch) out.push(versionOf(ch, v, askers.get(ch.create_user_id) ?? '', approvers.get(v.change_id) ?? [], tz));
  }
  return out;
}

/** A change the member sees, as its version view; before approval, with what it would do to the instalments now. */
export async function changeDiff(
  db: Db,
  changes: Changes,
  user: SessionUser,
  changeId: number,
  clock: Omit<ChangeClock, 'now'>,
): Promise<ChangeDiff> {
  const visible = await changes.info(user, changeId);
  const [ch] = await db.select().from(changeTable).where(eq(change.id, visible.id));
  const [kept] = await db.select().from(contractVersions).where(eq(contractVersions.change_id, ch.id));
  // approved: as it was applied; otherwise against the contract as it is now
  const [c] = kept ? [] : await db.select().from(contractTable).where(eq(contract.id, ch.contract_id!));
  const terms = kept ?? { before: termsOf(c), after: proposedOf(ch) };
  const [approvers, askers] = await Promise.all([approversOf(db, [ch.id]), memberNames(db, [ch.create_user_id])]);
  // before approval: what it would do to the instalments as they are now (approved: the plans' log has it)
  const split = kept ? null : await splitView(db, c, ch, clock.today, ch.id);
  return { ...versionOf(ch, terms, askers.get(ch.create_user_id) ?? '', approvers.get(ch.id) ?? [], clock.tz), split };
}

/** What a proposal for a contract the member sees would do to its instalments. */
export async function proposalSplit(
  db: Db,
  contracts: Contracts,
  user: SessionUser,
  input: { contract_id: number; new_amount: string; new_start_date?: string; new_end_date?: string },
  today: string,
): Promise<PlanSplit> {
  const visible = await contracts.info(user, input.contract_id);
  const [c] = await db.select().from(contractTable).where(eq(contract.id, visible.id));
  const { new_amount, new_start_date, new_end_date } = input;
  return splitView(
    db,
    c,
    { new_amount, new_start_date: new_start_date ?? null, new_end_date: new_end_date ?? null },
    today,
  );
}

/** 重新分配's preview for a contract the member sees. */
export async function resplitPreview(
  db: Db,
  contracts: Contracts,
  user: SessionUser,
  contractId: number,
): Promise<ResplitPreview> {
  await contracts.info(user, contractId);
  return preview(db, contractId);
}

/** 重新分配: the contract's balance spread over its plans not yet collected (a plan left at 0 is voided), each logged. */
export async function resplitPlans(
  db: Db,
  contracts: Contracts,
  user: SessionUser,
  contractId: number,
  clockNow: () => Omit<ChangeClock, 'tz'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await contracts.within(tx).info(user, contractId);
    await lockContract(tx, contractId);
    const p = await preview(tx, contractId);
    if (!p.possible) throw invalid('没有可以重新分配的未回款计划');
    // read once the contract is locked: the time the plans change
    const clock = clockNow();
    for (const row of p.plans) {
      const zero = new Decimal(row.new_amount).eq(0);
      await tx
        .update(planTable)
        .set({ amount: row.new_amount, ...(zero ? { status: PLAN_VOID } : {}), update_time: clock.now })
        .where(eq(plan.id, row.plan_id));
      await writeLog(tx, {
        entity: recoveryEntity.key,
        record_id: row.plan_id,
        action: 'update',
        user_id: user.user_id,
        content: `重新分配回款计划：计划回款金额由「${row.amount}」改为「${row.new_amount}」`,
      });
    }
    await settleContract(tx, contractId, clock.today, clock.now);
  });
}
