import type { StageMove } from '@suwork/domain/contracts';
import {
  CHANCE_CLOSED_WITH_REASON,
  CHANCE_OPEN,
  CHANCE_STATUS,
  CHANCE_WON,
  opportunityEntity,
} from '@suwork/domain/entities';
import { asc, eq } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { approvedContractOf, customerEvent, lockChance, reopen, win } from './opportunity-outcome.ts';
import { stageLog } from './sales.tables.ts';
import { chance, chanceTable, type ChanceRow } from './tables.ts';

const REASON_MESSAGE: Record<number, string> = { 3: '请填写输单原因', 4: '请填写无效原因' };

/** The opportunity, if the member may see it (404 otherwise), locked for the rest of the transaction. */
async function lockVisible(tx: Db, service: EntityService, user: SessionUser, id: number): Promise<ChanceRow> {
  await service.within(tx).info(user, id);
  return (await lockChance(tx, id))!;
}

/**
 * 赢单 / 输单 / 无效, or 重新打开. Winning moves it to its group's last stage at 100 % and makes its customer
 * 已成交; reopening takes it back to its stage before the win, and the customer's 成交状态 follows. An opportunity
 * an approved contract won stays won until the contract is voided.
 */
export async function changeStatus(
  db: Db,
  service: EntityService,
  user: SessionUser,
  input: { chance_id: number; status: number; reason?: string },
  now: Date,
) {
  const reason = input.reason?.trim() ?? '';
  if (CHANCE_CLOSED_WITH_REASON.includes(input.status) && !reason) throw invalid(REASON_MESSAGE[input.status]);
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, service, user, input.chance_id);
    const label = CHANCE_STATUS[input.status as keyof typeof CHANCE_STATUS];
    if (row.status === input.status) throw invalid(`商机已是「${label}」状态`);
    if (input.status !== CHANCE_OPEN && row.status !== CHANCE_OPEN) throw invalid('商机已结束，请先重新打开');
    const name = `商机「${row.chance_name}」`;
    if (input.status === CHANCE_OPEN) {
      const held = row.status === CHANCE_WON ? await approvedContractOf(tx, input.chance_id) : undefined;
      if (held) throw invalid(`商机已有审批通过的合同「${held.title}」，不能重新打开；合同作废后商机会自动重新打开`);
      const stage = await reopen(tx, row, user.user_id, now);
      await writeLog(tx, {
        entity: opportunityEntity.key,
        record_id: input.chance_id,
        action: 'status',
        user_id: user.user_id,
        content: `重新打开了商机，回到「${stage}」阶段`,
      });
      if (row.status === CHANCE_WON) await customerEvent(tx, row.enterprise_id, user.user_id, `${name}重新打开`);
      return;
    }
    if (input.status === CHANCE_WON) {
      await win(tx, row, user.user_id, now);
      await customerEvent(tx, row.enterprise_id, user.user_id, `${name}赢单`, { dealt: true });
    } else
      await tx
        .update(chanceTable)
        .set({ status: input.status, status_reason: reason, close_time: now, update_time: now })
        .where(eq(chance.id, input.chance_id));
    await writeLog(tx, {
      entity: opportunityEntity.key,
      record_id: input.chance_id,
      action: 'status',
      user_id: user.user_id,
      content: `将商机标记为「${label}」${reason ? `，原因：${reason}` : ''}`,
    });
  });
}

/** Moves an opportunity to a stage through the engine's update (scope, hooks, log and stage history). */
export const moveStage = (service: EntityService, user: SessionUser, chanceId: number, stageId: number) =>
  service.update(user, chanceId, { stage_id: stageId });

/** Every stage the opportunity entered, oldest first, with the time it spent there (the current one: until now). */
export async function stageHistory(
  db: Db,
  service: EntityService,
  user: SessionUser,
  chanceId: number,
  now: Date,
  tz: number,
): Promise<StageMove[]> {
  await service.info(user, chanceId); // in the member's scope, or 404
  const [record] = await db
    .select({ status: chance.status, close_time: chance.close_time })
    .from(chanceTable)
    .where(eq(chance.id, chanceId));
  const rows = await db
    .select({
      from_name: stageLog.from_name,
      to_name: stageLog.to_name,
      user_name: users.user_name,
      create_time: stageLog.create_time,
    })
    .from(stageLog)
    .leftJoin(users, eq(users.user_id, stageLog.user_id))
    .where(eq(stageLog.chance_id, chanceId))
    .orderBy(asc(stageLog.id));
  // a closed opportunity stopped moving when it closed
  const closed = record.status !== CHANCE_OPEN ? (record.close_time ?? undefined) : undefined;
  return rows.map((r, i) => {
    const until = rows[i + 1]?.create_time ?? closed ?? now;
    return {
      from_name: r.from_name,
      to_name: r.to_name,
      user_name: r.user_name ?? '',
      create_time: formatDateTime(r.create_time, tz),
      seconds_in_stage: Math.max(0, Math.round((until.getTime() - r.create_time.getTime()) / 1000)),
    };
  });
}
