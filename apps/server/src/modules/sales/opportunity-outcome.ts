import {
  CHANCE_OPEN,
  CHANCE_WON,
  customerEntity,
  DEAL_STATUS,
  DOC_APPROVED,
  opportunityEntity,
} from '@suwork/domain/entities';
import { and, desc, eq, ne } from 'drizzle-orm';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { Db } from '../../db/client.ts';
import { logStage } from './opportunity.hooks.ts';
import { stageLog } from './sales.tables.ts';
import { loadGroups } from './stages.service.ts';
import {
  chance,
  chanceTable,
  contract,
  contractTable,
  customer,
  customerTable,
  type ChanceRow,
  type ContractRow,
} from './tables.ts';

// How an opportunity ends and opens again, by hand (赢单, 重新打开) or with its contracts (approved, voided), and the
// customer's 成交状态 that follows: 已成交 while it has a won opportunity or an approved contract.

const dealCode = (label: string) => Number(Object.entries(DEAL_STATUS).find(([, l]) => l === label)![0]);
const DEALT = dealCode('已成交');
const NOT_DEALT = dealCode('未成交');
/** who did what the approval engine did (its logs say so too) */
const ENGINE_USER = 0;

/** The opportunity row, locked until the transaction ends; undefined when it is gone. */
export async function lockChance(tx: Db, id: number): Promise<ChanceRow | undefined> {
  const [row] = await tx.select().from(chanceTable).where(eq(chance.id, id)).for('update');
  return row;
}

/** The group holding a stage (enabled or not), with its stages in order. */
const groupOfStage = async (tx: Db, stageId: number | null) =>
  (await loadGroups(tx)).find((g) => g.stages.some((s) => s.id === stageId));

/** Wins a locked opportunity at `now`: it moves to its group's last stage, at 100 %. */
export async function win(tx: Db, row: ChanceRow, userId: number, now: Date): Promise<void> {
  const set: Partial<ChanceRow> = {
    status: CHANCE_WON,
    status_reason: '',
    close_time: now,
    update_time: now,
    expect_success: '100',
  };
  const last = (await groupOfStage(tx, row.stage_id))?.stages.at(-1);
  if (last && last.id !== row.stage_id) {
    Object.assign(set, { stage_id: last.id, stage_name: last.name });
    await logStage(tx, row.id, userId, last, { id: row.stage_id, name: row.stage_name });
  }
  await tx.update(chanceTable).set(set).where(eq(chance.id, row.id));
}

/**
 * Opens a locked closed opportunity again (进行中). A won one goes back to the stage it stood in before it reached its
 * group's last stage, at that stage's win rate. Answers the stage it is in.
 */
export async function reopen(tx: Db, row: ChanceRow, userId: number, now: Date): Promise<string> {
  const set: Partial<ChanceRow> = { status: CHANCE_OPEN, status_reason: '', close_time: null, update_time: now };
  let stageName = row.stage_name;
  const group = row.status === CHANCE_WON ? await groupOfStage(tx, row.stage_id) : undefined;
  if (group && group.stages.at(-1)!.id === row.stage_id) {
    const [entered] = await tx
      .select({ from: stageLog.from_stage_id })
      .from(stageLog)
      .where(and(eq(stageLog.chance_id, row.id), eq(stageLog.to_stage_id, row.stage_id!)))
      .orderBy(desc(stageLog.id))
      .limit(1);
    const back = group.stages.find((s) => s.id === entered?.from);
    if (back) {
      Object.assign(set, { stage_id: back.id, stage_name: back.name, expect_success: back.percent });
      await logStage(tx, row.id, userId, back, { id: row.stage_id, name: row.stage_name });
      stageName = back.name;
    }
  }
  await tx.update(chanceTable).set(set).where(eq(chance.id, row.id));
  return stageName;
}

/** An approved contract on the opportunity other than `exceptId`, if any. */
export async function approvedContractOf(
  tx: Db,
  chanceId: number,
  exceptId = 0,
): Promise<{ id: number; title: string } | undefined> {
  const [found] = await tx
    .select({ id: contract.id, title: contract.title })
    .from(contractTable)
    .where(and(eq(contract.chance_id, chanceId), eq(contract.status, DOC_APPROVED), ne(contract.id, exceptId)))
    .limit(1);
  return found;
}

async function isDealt(tx: Db, enterpriseId: number): Promise<boolean> {
  const [[won], [approved]] = await Promise.all([
    tx
      .select({ id: chance.id })
      .from(chanceTable)
      .where(and(eq(chance.enterprise_id, enterpriseId), eq(chance.status, CHANCE_WON)))
      .limit(1),
    tx
      .select({ id: contract.id })
      .from(contractTable)
      .where(and(eq(contract.enterprise_id, enterpriseId), eq(contract.status, DOC_APPROVED)))
      .limit(1),
  ]);
  return Boolean(won || approved);
}

/**
 * Writes what happened in the customer's log, with its 成交状态 brought up to date (`dealt` when the caller knows it,
 * e.g. a contract being approved); `onlyIfChanged`: nothing is written unless the status changed.
 */
export async function customerEvent(
  tx: Db,
  enterpriseId: number | null,
  userId: number,
  what: string,
  opts: { dealt?: boolean; onlyIfChanged?: boolean } = {},
): Promise<void> {
  if (enterpriseId === null) return;
  const [row] = await tx
    .select({ deal_status: customer.deal_status })
    .from(customerTable)
    .where(eq(customer.id, enterpriseId));
  if (!row) return;
  const want = (opts.dealt ?? (await isDealt(tx, enterpriseId))) ? DEALT : NOT_DEALT;
  const changed = row.deal_status !== want;
  if (changed) await tx.update(customerTable).set({ deal_status: want }).where(eq(customer.id, enterpriseId));
  if (!changed && opts.onlyIfChanged) return;
  const status = changed ? `，成交状态改为「${DEAL_STATUS[want as keyof typeof DEAL_STATUS]}」` : '';
  await writeLog(tx, {
    entity: customerEntity.key,
    record_id: enterpriseId,
    action: 'status',
    user_id: userId,
    content: `${what}${status}`,
  });
}

const chanceLog = (tx: Db, chanceId: number, userId: number, content: string) =>
  writeLog(tx, { entity: opportunityEntity.key, record_id: chanceId, action: 'status', user_id: userId, content });

/**
 * A contract passing its approval (inside the approval's transaction, the contract locked): the opportunity it comes
 * from is won unless it already is, and its customer is 已成交; both logs say why.
 */
export async function contractApproved(tx: Db, c: ContractRow, now: Date): Promise<void> {
  const title = `合同「${c.title}」`;
  const row = c.chance_id ? await lockChance(tx, c.chance_id) : undefined;
  if (row && row.status !== CHANCE_WON) {
    await win(tx, row, ENGINE_USER, now);
    await chanceLog(tx, row.id, ENGINE_USER, `${title}审批通过，商机赢单`);
    await customerEvent(tx, c.enterprise_id, ENGINE_USER, `${title}审批通过，商机「${row.chance_name}」赢单`, {
      dealt: true,
    });
  } else
    await customerEvent(tx, c.enterprise_id, ENGINE_USER, `${title}审批通过`, { dealt: true, onlyIfChanged: true });
}

/**
 * An approved contract voided (the contract locked and already 已作废): the opportunity it won opens again, back in
 * its stage before the win, unless another approved contract still holds it; the customer's 成交状态 follows.
 */
export async function contractVoided(tx: Db, c: ContractRow, userId: number, now: Date): Promise<void> {
  const title = `合同「${c.title}」`;
  const row = c.chance_id ? await lockChance(tx, c.chance_id) : undefined;
  if (row && row.status === CHANCE_WON) {
    const other = await approvedContractOf(tx, row.id, c.id);
    if (other) {
      await chanceLog(tx, row.id, userId, `${title}已作废，商机仍有审批通过的合同「${other.title}」，保持赢单`);
    } else {
      const stage = await reopen(tx, row, userId, now);
      await chanceLog(tx, row.id, userId, `${title}已作废，商机重新打开，回到「${stage}」阶段`);
      await customerEvent(tx, c.enterprise_id, userId, `${title}已作废，商机「${row.chance_name}」重新打开`);
      return;
    }
  }
  await customerEvent(tx, c.enterprise_id, userId, `${title}已作废`, { onlyIfChanged: true });
}
