import { DEBT_SETTINGS_DEFAULT, type DebtSettings } from '@suwork/domain/entities';
import { eq, sql } from 'drizzle-orm';
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
