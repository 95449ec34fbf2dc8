import { ORG_MSG } from '@suwork/domain';
import type { SeatState } from '@suwork/domain/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { invalid } from '../../core/envelope.ts';
import { inTx, readSetting, writeSetting } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { LOCK_IDS } from '../../db/advisory-locks.ts';

/** The seat licence: how many enabled members the company may have, and until when (a date, inclusive). */
export type SeatLicence = { seats: number; valid_time: string };

export const LICENCE_KEY = 'seat_licence';

const NO_LICENCE: SeatLicence = { seats: 0, valid_time: '' };

export async function readLicence(db: Db): Promise<SeatLicence> {
  const v = (await readSetting(db, LICENCE_KEY)) as Partial<SeatLicence> | undefined;
  return v && typeof v.seats === 'number' && typeof v.valid_time === 'string'
    ? { seats: v.seats, valid_time: v.valid_time }
    : NO_LICENCE;
}

export async function writeLicence(db: Db, licence: SeatLicence) {
  await writeSetting(db, LICENCE_KEY, licence);
}

export async function usedSeats(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.status, 1));
  return Number(n);
}

export async function seatState(db: Db, today: string): Promise<SeatState> {
  const [licence, used] = await Promise.all([readLicence(db), usedSeats(db)]);
  const expired = !licence.valid_time || licence.valid_time < today;
  return { ...licence, used, available: expired ? 0 : Math.max(0, licence.seats - used), expired };
}

/**
 * Inside the transaction that enables a member (add, or enable a disabled one): refuses when the licence has
 * expired or every seat is taken. Takes a transaction-scoped lock so two concurrent adds cannot share a seat.
 */
export async function assertSeatAvailable(tx: Db, today: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS.seats})`);
  const state = await seatState(tx, today);
  if (state.expired) throw invalid(state.valid_time ? ORG_MSG.seatsExpired(state.valid_time) : ORG_MSG.noLicence);
  if (state.available <= 0) throw invalid(ORG_MSG.seatsFull(state.seats, state.used));
}

/** 购买席位: enters a bought licence (from today on, no fewer seats than enabled members); the seat state after it. */
export async function setSeats(db: Db, user: SessionUser, today: string, licence: SeatLicence): Promise<SeatState> {
  if (licence.valid_time < today) throw invalid('有效期不能早于今天');
  await inTx(db, async (tx) => {
    const used = await usedSeats(tx);
    if (licence.seats < used) throw invalid(`席位数不能少于已启用的成员数（${used} 人）`);
    await writeLicence(tx, { seats: licence.seats, valid_time: licence.valid_time });
    await writeLog(tx, {
      entity: 'seat',
      record_id: 0,
      action: 'update',
      user_id: user.user_id,
      content: `录入席位：${licence.seats} 个，有效期至 ${licence.valid_time}`,
    });
  });
  return seatState(db, today);
}
