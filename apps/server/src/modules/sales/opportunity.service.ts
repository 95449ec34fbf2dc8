import type { StageMove } from '@suwork/domain/contracts';
import { CHANCE_CLOSED_WITH_REASON, CHANCE_OPEN, CHANCE_STATUS, CHANCE_WON, DEAL_STATUS, opportunityEntity } from '@suwork/domain/entities';
import { and, asc, eq, ne } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { logStage } from './opportunity.hooks.ts';
import { stageLog, stages } from './sales.tables.ts';
import { stageOf } from './stages.service.ts';
import { chance, chanceTable, customer, customerTable } from './tables.ts';

type Row = Record<string, unknown>;
const DEALT = Number(Object.entries(DEAL_STATUS).find(([, l]) => l === '已成交')![0]);
const NOT_DEALT = Number(Object.entries(DEAL_STATUS).find(([, l]) => l === '未成交')![0]);
const REASON_MESSAGE: Record<number, string> = { 3: '请填写输单原因', 4: '请填写无效原因' };

/** The opportunity, if the member may see it (404 otherwise), locked for the rest of the transaction. */
async function lockVisible(tx: Db, service: EntityService, user: SessionUser, id: number): Promise<Row> {
  await service.within(tx).info(user, id);
  const [row] = await tx.select().from(chanceTable).where(eq(chance.id, id)).for('update');
  return row as Row;
}

/**
 * 赢单 / 输单 / 无效, or 重新打开. Winning moves it to its group's last stage at 100 % and makes its customer
 * 已成交; reopening takes that back when no other opportunity of the customer is won.
 */
export async function changeStatus(db: Db, service: EntityService, user: SessionUser, input: { chance_id: number; status: number; reason?: string }, now: Date) {
  const reason = input.reason?.trim() ?? '';
  if (CHANCE_CLOSED_WITH_REASON.includes(input.status) && !reason) throw invalid(REASON_MESSAGE[input.status]);
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, service, user, input.chance_id);
    if (row.status === input.status) throw invalid(`商机已是「${CHANCE_STATUS[input.status as keyof typeof CHANCE_STATUS]}」状态`);
    if (input.status !== CHANCE_OPEN && row.status !== CHANCE_OPEN) throw invalid('商机已结束，请先重新打开');
    const set: Row = { status: input.status, status_reason: input.status === CHANCE_OPEN ? '' : reason, close_time: input.status === CHANCE_OPEN ? null : now, update_time: now };
    if (input.status === CHANCE_WON) {
      const { group } = await stageOf(tx, row.stage_id as number).catch(() => ({ group: undefined }));
      const last = group?.stages.at(-1);
      if (last && last.id !== row.stage_id) {
        Object.assign(set, { stage_id: last.id, stage_name: last.name });
        await logStage(tx, input.chance_id, user.user_id, { id: last.id, name: last.name } as typeof stages.$inferSelect, { id: row.stage_id as number, name: row.stage_name as string });
      }
      set.expect_success = '100';
      await tx
        .update(customerTable)
        .set({ deal_status: DEALT })
        .where(eq(customer.id, row.enterprise_id as number));
    } else if (row.status === CHANCE_WON) {
      const [other] = await tx
        .select({ id: chance.id })
        .from(chanceTable)
        .where(and(eq(chance.enterprise_id, row.enterprise_id as number), eq(chance.status, CHANCE_WON), ne(chance.id, input.chance_id)))
        .limit(1);
      if (!other)
        await tx
          .update(customerTable)
          .set({ deal_status: NOT_DEALT })
          .where(eq(customer.id, row.enterprise_id as number));
    }
    await tx.update(chanceTable).set(set).where(eq(chance.id, input.chance_id));
    const label = CHANCE_STATUS[input.status as keyof typeof CHANCE_STATUS];
    await writeLog(tx, {
      entity: opportunityEntity.key,
      record_id: input.chance_id,
      action: 'status',
      user_id: user.user_id,
      content: input.status === CHANCE_OPEN ? '重新打开了商机' : `将商机标记为「${label}」${reason ? `，原因：${reason}` : ''}`,
    });
  });
}

/** Moves an opportunity to a stage through the engine's update (scope, hooks, log and stage history). */
export const moveStage = (service: EntityService, user: SessionUser, chanceId: number, stageId: number) => service.update(user, chanceId, { stage_id: stageId });

/** Every stage the opportunity entered, oldest first, with the time it spent there (the current one: until now). */
export async function stageHistory(db: Db, service: EntityService, user: SessionUser, chanceId: number, now: Date, tz: number): Promise<StageMove[]> {
  await service.info(user, chanceId); // in the member's scope, or 404
  const [record] = await db.select({ status: chance.status, close_time: chance.close_time }).from(chanceTable).where(eq(chance.id, chanceId));
  const rows = await db
    .select({ from_name: stageLog.from_name, to_name: stageLog.to_name, user_name: users.user_name, create_time: stageLog.create_time })
    .from(stageLog)
    .leftJoin(users, eq(users.user_id, stageLog.user_id))
    .where(eq(stageLog.chance_id, chanceId))
    .orderBy(asc(stageLog.id));
  // a closed opportunity stopped moving when it closed
  const closed = record.status !== CHANCE_OPEN ? ((record.close_time as Date | null) ?? undefined) : undefined;
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
