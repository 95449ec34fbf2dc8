import { CONTRACT_SETTINGS_DEFAULT, contractSettingsAnswers, type ContractSettings } from '@suwork/domain/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import type { NumberingRule } from '../../core/kit/index.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** 合同设置 (sys_setting 'contract_settings'); what was never saved takes the defaults. */
const KEY = 'contract_settings';

export async function readContractSettings(db: Db): Promise<ContractSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  return { ...CONTRACT_SETTINGS_DEFAULT, ...((row?.value ?? {}) as Partial<ContractSettings>) };
}

/** The numbering rule of a document of the money chain, its prefix as the settings say now. */
export async function numberingOf(db: Db, key: 'contract' | 'receivable' | 'refund'): Promise<NumberingRule> {
  const s = await readContractSettings(db);
  return { key, prefix: s[`${key}_prefix`] };
}

const prefix = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .regex(/^[A-Za-z0-9]{1,8}$/, `${label}应为1到8位字母或数字`);

const body = z.strictObject({
  contract_prefix: prefix('合同编号前缀'),
  receivable_prefix: prefix('回款编号前缀'),
  refund_prefix: prefix('退款编号前缀'),
  expiry_days: z.number({ error: '到期提醒天数应为整数' }).int('到期提醒天数应为整数').min(1, '到期提醒天数应在1到365之间').max(365, '到期提醒天数应在1到365之间'),
});

/** GET /api/Contract/getSettings (anyone on the contract page), POST /api/Contract/saveSettings (选项配置 editors). */
export function contractSettingsRoutes(app: App) {
  const db = app.database.db;
  app.get('/api/Contract/getSettings', { config: { auth: { node: 'customer_contract' } }, schema: { querystring: z.strictObject({}), response: { 200: contractSettingsAnswers.get } } }, async () =>
    ok(await readContractSettings(db)),
  );
  app.post('/api/Contract/saveSettings', { config: { auth: { node: 'system_optionConfig_edit' } }, schema: { body, response: { 200: contractSettingsAnswers.save } } }, async (req) => {
    const value = {
      ...req.body,
      contract_prefix: req.body.contract_prefix.toUpperCase(),
      receivable_prefix: req.body.receivable_prefix.toUpperCase(),
      refund_prefix: req.body.refund_prefix.toUpperCase(),
    };
    await db
      .insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, update_time: sql`now()` } });
    return ok(null);
  });
}
