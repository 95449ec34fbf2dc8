import { CONTRACT_SETTINGS_DEFAULT, type ContractSettings } from '@suwork/domain/contracts';
import { contractSettingsRoutes as routes } from '@suwork/domain/routes';
import { ok } from '../../core/envelope.ts';
import { settingsRecord, type NumberingRule } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';

/** 合同设置 (sys_setting 'contract_settings'); what was never saved takes the defaults. */
const contractSettings = settingsRecord<ContractSettings>('contract_settings', CONTRACT_SETTINGS_DEFAULT);

export const readContractSettings = (db: Db) => contractSettings.read(db);

/** The numbering rule of a document of the money chain, its prefix as the settings say now. */
export async function numberingOf(db: Db, key: 'contract' | 'receivable' | 'refund'): Promise<NumberingRule> {
  const s = await readContractSettings(db);
  return { key, prefix: s[`${key}_prefix`] };
}

/** Saves the settings, the prefixes upper-cased. */
export async function saveContractSettings(db: Db, input: ContractSettings): Promise<void> {
  const value = {
    ...input,
    contract_prefix: input.contract_prefix.toUpperCase(),
    receivable_prefix: input.receivable_prefix.toUpperCase(),
    refund_prefix: input.refund_prefix.toUpperCase(),
  };
  await contractSettings.save(db, value);
}

/** GET /api/Contract/getSettings, POST /api/Contract/saveSettings. */
export function contractSettingsRoutes(app: App) {
  const db = app.database.db;
  serve(app, routes.get, async () => ok(await readContractSettings(db)));
  serve(app, routes.save, async (req) => {
    await saveContractSettings(db, req.body);
    return ok(null);
  });
}
