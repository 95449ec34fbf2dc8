import { CHANCE_OPEN, CHANCE_WON, customerEntity, DEAL_STATUS, DOC_APPROVED, opportunityEntity } from '@suwork/domain/entities';
import { and, desc, eq, ne } from 'drizzle-orm';
import { writeLog } from '../../core/engine/operation-log.ts';
import { columnsOf } from '../../core/engine/table.ts';
import type { Db } from '../../db/client.ts';
import { crm_contract } from '../../db/entity-tables.ts';
import { logStage } from './opportunity.hooks.ts';
import { stageLog } from './sales.tables.ts';
import { loadGroups, type StageRow } from './stages.service.ts';
import { chance, chanceTable, customer, customerTable } from './tables.ts';

// How an opportunity ends and opens again, by hand (赢单, 重新打开) or with its contracts (approved, voided), and the
// customer's 成交状态 that follows: 已成交 while it has a won opportunity or an approved contract.

type Row = Record<string, unknown>;
const contract = columnsOf(crm_contract);
const dealCode = (label: string) => Number(Object.entries(DEAL_STATUS).find(([, l]) => l === label)![0]);
const DEALT = dealCode('已成交');
const NOT_DEALT = dealCode('未成交');
/** who did what the approval engine did (its logs say so too) */
const ENGINE_USER = 0;

/** The opportunity row, locked until the transaction ends; undefined when it is gone. */
export async function lockChance(tx: Db, id: number): Promise<Row | undefined> {
  const [row] = await tx.select().from(chanceTable).where(eq(chance.id, id)).for('update');
  return row as Row | undefined;
}

/** The group holding a stage (enabled or not), with its stages in order. */
const groupOfStage = async (tx: Db, stageId: unknown) => (await loadGroups(tx)).find((g) => g.stages.some((s) => s.id === stageId));

/** Wins a locked opportunity at `now`: it moves to its group's last stage, at 100 %. */
export async function win(tx: Db, row: Row, userId: number, now: Date): Promise<void> {
  const set: Row = { status: CHANCE_WON, status_reason: '', close_time: now, update_time: now, expect_success: '100' };
  const last = (await groupOfStage(tx, row.stage_id))?.stages.at(-1);
  if (last && last.id !== row.stage_id) {
    Object.assign(set, { stage_id: last.id, stage_name: last.name });
    await logStage(tx, row.id as number, userId, last as StageRow, { id: row.stage_id as number, name: row.stage_name as string });
  }
  await tx
    .update(chanceTable)
    .set(set)
    .where(eq(chance.id, row.id as number));
}

/**
 * Opens a locked closed opportunity again (进行中). A won one goes back to the stage it stood in before it reached its
 * group's last stage, at that stage's win rate. Answers the stage it is in.
 */
export async function reopen(tx: Db, row: Row, userId: number, now: Date): Promise<string> {
  const set: Row = { status: CHANCE_OPEN, status_reason: '', close_time: null, update_time: now };
  let stageName = row.stage_name as string;
  const group = row.status === CHANCE_WON ? await groupOfStage(tx, row.stage_id) : undefined;
  if (group && group.stages.at(-1)!.id === row.stage_id) {
    const [entered] = await tx
      .select({ from: stageLog.from_stage_id })
      .from(stageLog)
      .where(and(eq(stageLog.chance_id, row.id as number), eq(stageLog.to_stage_id, row.stage_id as number)))
      .orderBy(desc(stageLog.id))
      .limit(1);
    const back = group.stages.find((s) => s.id === entered?.from);
    if (back) {
      Object.assign(set, { stage_id: back.id, stage_name: back.name, expect_success: back.percent });
      await logStage(tx, row.id as number, userId, back as StageRow, { id: row.stage_id as number, name: row.stage_name as string });
      stageName = back.name;
    }
  }
  await tx
    .update(chanceTable)
    .set(set)
    .where(eq(chance.id, row.id as number));
  return stageName;
}

/** An approved contract on the opportunity other than `exceptId`, if any. */
export async function approvedContractOf(tx: Db, chanceId: number, exceptId = 0): Promise<{ id: number; title: string } | undefined> {
  const [found] = await tx
    .select({ id: contract.id, title: contract.title })
    .from(crm_contract)
    .where(and(eq(contract.chance_id, chanceId), eq(contract.status, DOC_APPROVED), ne(contract.id, exceptId)))
    .limit(1);
  return found as { id: number; title: string } | undefined;
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
      .from(crm_contract)
      .where(and(eq(contract.enterprise_id, enterpriseId), eq(contract.status, DOC_APPROVED)))
      .limit(1),
  ]);
  return Boolean(won || approved);
}

/**
 * Writes what happened in the customer's log, with its 成交状态 brought up to date (`dealt` when the caller knows it,
 * e.g. a contract being approved); `onlyIfChanged`: nothing is written unless the status changed.
 */
export async function customerEvent(tx: Db, enterpriseId: number, userId: number, what: string, opts: { dealt?: boolean; onlyIfChanged?: boolean } = {}): Promise<void> {
  const [row] = await tx.select({ deal_status: customer.deal_status }).from(customerTable).where(eq(customer.id, enterpriseId));
  if (!row) return;
  const want = (opts.dealt ?? (await isDealt(tx, enterpriseId))) ? DEALT : NOT_DEALT;
  const changed = row.deal_status !== want;
  if (changed) await tx.update(customerTable).set({ deal_status: want }).where(eq(customer.id, enterpriseId));
  if (!changed && opts.onlyIfChanged) return;
  const status = changed ? `，成交状态改为「${DEAL_STATUS[want as keyof typeof DEAL_STATUS]}」` : '';
  await writeLog(tx, { entity: customerEntity.key, record_id: enterpriseId, action: 'status', user_id: userId, content: `${what}${status}` });
}

const chanceLog = (tx: Db, chanceId: number, userId: number, content: string) => writeLog(tx, { entity: opportunityEntity.key, record_id: chanceId, action: 'status', user_id: userId, content });

/**
 * A contract passing its approval (inside the approval's transaction, the contract locked): the opportunity it comes
 * from is won unless it already is, and its customer is 已成交; both logs say why.
 */
export async function contractApproved(tx: Db, c: Row, now: Date): Promise<void> {
  const title = `合同「${String(c.title)}」`;
  const row = c.chance_id ? await lockChance(tx, c.chance_id as number) : undefined;
  if (row && row.status !== CHANCE_WON) {
    await win(tx, row, ENGINE_USER, now);
    await chanceLog(tx, row.id as number, ENGINE_USER, `${title}审批通过，商机赢单`);
    await customerEvent(tx, c.enterprise_id as number, ENGINE_USER, `${title}审批通过，商机「${String(row.chance_name)}」赢单`, { dealt: true });
  } else await customerEvent(tx, c.enterprise_id as number, ENGINE_USER, `${title}审批通过`, { dealt: true, onlyIfChanged: true });
}

/**
 * An approved contract voided (the contract locked and already 已作废): the opportunity it won opens again, back in
 * its stage before the win, unless another approved contract still holds it; the customer's 成交状态 follows.
 */
export async function contractVoided(tx: Db, c: Row, userId: number, now: Date): Promise<void> {
  const title = `合同「${String(c.title)}」`;
  const row = c.chance_id ? await lockChance(tx, c.chance_id as number) : undefined;
  if (row && row.status === CHANCE_WON) {
    const other = await approvedContractOf(tx, row.id as number, c.id as number);
    if (other) {
      await chanceLog(tx, row.id as number, userId, `${title}已作废，商机仍有审批通过的合同「${other.title}」，保持赢单`);
    } else {
      const stage = await reopen(tx, row, userId, now);
      await chanceLog(tx, row.id as number, userId, `${title}已作废，商机重新打开，回到「${stage}」阶段`);
      await customerEvent(tx, c.enterprise_id as number, userId, `${title}已作废，商机「${String(row.chance_name)}」重新打开`);
      return;
    }
  }
  await customerEvent(tx, c.enterprise_id as number, userId, `${title}已作废`, { onlyIfChanged: true });
}
