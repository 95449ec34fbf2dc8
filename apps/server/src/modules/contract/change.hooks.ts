import { diffTerms, moneyText, Decimal, type ContractTerms } from '@suwork/domain';
import { contractChangeEntity, contractEntity, DOC_APPROVED, DOC_IN_APPROVAL } from '@suwork/domain/entities';
import { and, eq, ne } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { entity } from '../../core/engine/entity-handle.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { nextNumber } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { belowFloor, lockContract, refundedSum, registeredSum, settleContract, writtenOffSum } from './ledger.ts';
import { applySplit, planSplitOf, splitText, type SplitResult } from './plan-split.ts';
import { change, changeTable, contract, contractTable, type ChangeRow, type ContractRow } from './tables.ts';
import { contractVersions } from './versions.tables.ts';

/** What an amendment proposes for the amount and dates (a stored change, one being created, or a preview's query). */
export type Proposal = Partial<Pick<ChangeRow, 'new_amount' | 'new_start_date' | 'new_end_date'>>;

// 合同金额 and 变更后合同金额 are required
/** The contract's terms an amendment compares and replaces. */
export const termsOf = (c: ContractRow): ContractTerms => ({
  amount: moneyText(c.amount!),
  start_date: c.start_date ?? null,
  end_date: c.end_date ?? null,
  product_lines: c.product_lines ?? [],
  terms: c.terms ?? '',
});
/** The terms an amendment proposes. */
export const proposedOf = (ch: ChangeRow): ContractTerms => ({
  amount: moneyText(ch.new_amount!),
  start_date: ch.new_start_date ?? null,
  end_date: ch.new_end_date ?? null,
  product_lines: ch.new_product_lines ?? [],
  terms: ch.new_terms ?? '',
});

/**
 * An amendment may be proposed, submitted and approved only on an approved contract, one in approval at a time, its
 * dates in order, its amount not below what is registered as collected (less refunds). Answers why not, or
 * undefined. Call with the contract locked (or to show a preview).
 */
export async function proposalProblem(
  tx: Db,
  c: ContractRow,
  v: Proposal,
  changeId?: number,
): Promise<string | undefined> {
  if (c.status !== DOC_APPROVED) return '只有已通过审批的合同可以变更';
  if (v.new_start_date && v.new_end_date && v.new_end_date < v.new_start_date) return '变更后结束日期不能早于开始日期';
  const amount = v.new_amount!;
  const committed = (await registeredSum(tx, c.id)).minus(await refundedSum(tx, c.id));
  if (committed.gt(amount)) return `变更后合同金额不能小于已登记的回款 ${moneyText(committed)} 元`;
  const closed = committed.plus(await writtenOffSum(tx, c.id));
  if (closed.gt(amount)) return `变更后合同金额不能小于已登记的回款与已核销金额合计 ${moneyText(closed)} 元`;
  const held = await belowFloor(tx, c.id, amount);
  if (held) return held;
  const [pending] = await tx
    .select({ no: change.change_no })
    .from(changeTable)
    .where(
      and(
        eq(change.contract_id, c.id),
        eq(change.status, DOC_IN_APPROVAL),
        changeId ? ne(change.id, changeId) : undefined,
      ),
    )
    .limit(1);
  if (pending) return `该合同已有变更 ${pending.no} 正在审批中`;
  return undefined;
}

async function checkProposal(tx: Db, c: ContractRow, v: Proposal, changeId?: number) {
  const problem = await proposalProblem(tx, c, v, changeId);
  if (problem) throw invalid(problem);
}

/** What the change does to the contract's instalments as they are now, refused when they cannot follow it. */
async function splitFor(tx: Db, c: ContractRow, ch: ChangeRow, today: string): Promise<SplitResult> {
  const split = await planSplitOf(
    tx,
    c,
    { amount: moneyText(ch.new_amount!), endDate: ch.new_end_date ?? null },
    today,
  );
  if (split.refused) throw invalid(split.refused);
  return split;
}

/** 合同变更: numbered BG-…, checked against its contract when proposed, submitted and approved. */
export function registerChangeHooks(app: App) {
  entity(app, contractChangeEntity).hooks({
    async beforeCreate({ tx }, v) {
      const c = await lockContract(tx, v.contract_id);
      await checkProposal(tx, c, v);
      v.change_no = await nextNumber(tx, { key: 'change', prefix: 'BG' }, app.config.now(), app.config.tzOffsetMinutes);
    },
  });
}

/** Before the run starts: checked again against the contract and its instalments as they are now. */
export async function checkChangeSubmit(tx: Db, ch: ChangeRow, today: string): Promise<void> {
  const c = await lockContract(tx, ch.contract_id);
  await checkProposal(tx, c, ch, ch.id);
  await splitFor(tx, c, ch, today);
}

/**
 * On approval: the contract takes the proposed terms as its next version (kept with the terms before), its
 * instalments follow the new amount (split as they are now, plan-split.ts), its outstanding amount and its plans
 * are settled again, and the change is logged on the contract.
 */
export async function applyChange(tx: Db, ch: ChangeRow, today: string, now: Date): Promise<void> {
  const c = await lockContract(tx, ch.contract_id);
  await checkProposal(tx, c, ch, ch.id);
  const split = await splitFor(tx, c, ch, today);
  const before = termsOf(c);
  const after = proposedOf(ch);
  const version = (c.version ?? 1) + 1;
  await tx
    .update(contractTable)
    .set({
      amount: after.amount,
      start_date: after.start_date,
      end_date: after.end_date,
      product_lines: after.product_lines,
      lines_amount: moneyText(ch.new_lines_amount ?? '0'),
      terms: after.terms,
      version,
      stay_amount: moneyText(new Decimal(after.amount).minus(c.back_amount ?? 0)),
      update_time: now,
    })
    .where(eq(contract.id, c.id));
  await tx.insert(contractVersions).values({ contract_id: c.id, version, change_id: ch.id, before, after });
  await tx.update(changeTable).set({ to_version: version }).where(eq(change.id, ch.id));
  await applySplit(tx, c, split, { no: ch.change_no, userId: ch.create_user_id }, now);
  await settleContract(tx, c.id, today, now);
  const { fields } = diffTerms(before, after);
  const moved = splitText(split);
  await writeLog(tx, {
    entity: contractEntity.key,
    record_id: c.id,
    action: 'update',
    user_id: ch.create_user_id,
    content: `合同变更 ${ch.change_no} 审批通过，合同更新为第${version}版：${fields.map((f) => (f.field === 'product_lines' ? '产品明细有变动' : `${f.label}由「${f.before}」改为「${f.after}」`)).join('；') || '内容未变'}${moved ? `；回款计划随之调整：${moved}` : ''}`,
  });
}
