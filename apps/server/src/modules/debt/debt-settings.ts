import { DEBT_SETTINGS_DEFAULT, type DebtSettings } from '@suwork/domain/entities';
import type { Db } from '../../db/client.ts';
import { settingsRecord } from '../../core/kit/index.ts';

/** 坏账呆账设置 (sys_setting 'debt_settings'): after how many days overdue the ageing proposes 呆账 and 坏账. */
const debtSettings = settingsRecord<DebtSettings>('debt_settings', DEBT_SETTINGS_DEFAULT);

export const readDebtSettings = (db: Db) => debtSettings.read(db);
export const saveDebtSettings = (db: Db, value: DebtSettings) => debtSettings.save(db, value);
