import { DEBT_DAYS_MAX, DEBT_MSG, DEBT_SETTINGS_DEFAULT, type DebtSettings } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** 坏账呆账设置 (sys_setting 'debt_settings'): after how many days overdue the ageing proposes 呆账 and 坏账. */
const KEY = 'debt_settings';

export async function readDebtSettings(db: Db): Promise<DebtSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return { ...DEBT_SETTINGS_DEFAULT, ...((row?.value ?? {}) as Partial<DebtSettings>) };
}

export async function saveDebtSettings(db: Db, value: DebtSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, update_time: sql`now()` } });
}

const days = (label: string) => {
  const message = `${label}应为1到${DEBT_DAYS_MAX}之间的整数`;
  return z.number({ error: message }).int(message).min(1, message).max(DEBT_DAYS_MAX, message);
};

export const debtSettingsBody = z
  .strictObject({ bad_days: days('呆账逾期天数'), broken_days: days('坏账逾期天数') })
  .refine((v) => v.bad_days < v.broken_days, { message: DEBT_MSG.daysOrder, path: ['bad_days'] });
