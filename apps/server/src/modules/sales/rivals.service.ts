import type { RivalRecord } from '@suwork/domain/contracts';
import { CHANCE_LOST, CHANCE_OPEN, CHANCE_WON } from '@suwork/domain/entities';
import { asc, eq, inArray } from 'drizzle-orm';
import { invalid } from '../../core/envelope.ts';
import { andAll } from '../../core/engine/list-query.ts';
import type { EntityService } from '../../core/engine/entity-service.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { chanceRivals } from './sales.tables.ts';
import { chance, chanceTable, rival, rivalTable } from './tables.ts';

/** Rivals linked to one opportunity at most. */
export const RIVALS_PER_CHANCE = 20;

/** The rivals met in an opportunity the member may see. */
export async function rivalsOf(db: Db, service: EntityService, user: SessionUser, chanceId: number) {
  await service.info(user, chanceId);
  const rows = await db
    .select({ rival_id: rival.id, rival_name: rival.rival_name, threat_level: rival.threat_level })
    .from(chanceRivals)
    .innerJoin(rivalTable, eq(rival.id, chanceRivals.rival_id))
    .where(eq(chanceRivals.chance_id, chanceId))
    .orderBy(asc(chanceRivals.create_time));
  return rows.map((r) => ({ rival_id: r.rival_id, rival_name: r.rival_name, threat_level: Number(r.threat_level) }));
}

/** Replaces the rivals of an opportunity the member may edit (checked through the engine's scope). */
export async function linkRivals(
  db: Db,
  service: EntityService,
  user: SessionUser,
  chanceId: number,
  rivalIds: readonly number[],
) {
  const ids = [...new Set(rivalIds)];
  if (ids.length > RIVALS_PER_CHANCE) throw invalid(`一个商机最多关联${RIVALS_PER_CHANCE}个竞争对手`);
  await db.transaction(async (tx) => {
    await service.within(tx).info(user, chanceId);
    if (ids.length) {
      const found = await tx.select({ id: rival.id }).from(rivalTable).where(inArray(rival.id, ids));
      if (found.length !== ids.length) throw invalid('竞争对手不存在，请刷新后重新选择');
    }
    await tx.delete(chanceRivals).where(eq(chanceRivals.chance_id, chanceId));
    if (ids.length) await tx.insert(chanceRivals).values(ids.map((rival_id) => ({ chance_id: chanceId, rival_id })));
  });
}

/** A rival's record against us over the opportunities the member may see: 赢 (we won), 输 (we lost), 进行中. */
export async function rivalRecord(
  db: Db,
  chances: EntityService,
  user: SessionUser,
  rivalId: number,
): Promise<RivalRecord> {
  const rows = await db
    .select({
      chance_id: chance.id,
      chance_name: chance.chance_name,
      company_name: chance.company_name,
      status: chance.status,
      amount: chance.amount,
    })
    .from(chanceRivals)
    .innerJoin(chanceTable, eq(chance.id, chanceRivals.chance_id))
    .where(andAll([eq(chanceRivals.rival_id, rivalId), await chances.listScope(user)]))
    .orderBy(asc(chanceRivals.create_time))
    .limit(500);
  const list = rows.map((r) => ({
    chance_id: r.chance_id,
    chance_name: r.chance_name,
    company_name: r.company_name,
    status: Number(r.status),
    amount: r.amount,
  }));
  return {
    chances: list,
    won: list.filter((c) => c.status === CHANCE_WON).length,
    lost: list.filter((c) => c.status === CHANCE_LOST).length,
    open: list.filter((c) => c.status === CHANCE_OPEN).length,
  };
}
