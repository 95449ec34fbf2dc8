import { ERR, SCHEDULE_MSG } from '@suwork/domain';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schedules, type Schedule } from '../../db/office-tables.ts';
import { fail } from '../../core/envelope.ts';

/** An event is seen by its creator and its participants. */
export const scheduleVisibleTo = (userId: number): SQL =>
  or(eq(schedules.create_user_id, userId), sql`${userId} = any(${schedules.participant_ids})`)!;

export async function visibleSchedule(db: Db, id: number, userId: number): Promise<Schedule> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(sql`${schedules.id} = ${id} and ${scheduleVisibleTo(userId)}`);
  if (!row) throw fail(ERR.notFound, SCHEDULE_MSG.notFound);
  return row;
}

/** Only the creator changes or deletes an event. */
export async function ownSchedule(db: Db, id: number, userId: number): Promise<Schedule> {
  const row = await visibleSchedule(db, id, userId);
  if (row.create_user_id !== userId) throw fail(ERR.noPermission, SCHEDULE_MSG.noEdit);
  return row;
}
