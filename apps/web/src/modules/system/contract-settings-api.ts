import type { ContractSettings } from '@suwork/domain/contracts';
import { contractSettingsRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type { ContractSettings };

export const CONTRACT_SETTINGS_KEY = ['system', 'contractSettings'] as const;
/** reading the settings needs the contract page; saving them needs 选项配置 editing (OPTION_NODE.edit) */
export const CONTRACT_VIEW_NODE = 'customer_contract';

/** 合同设置: the numbering prefixes of 合同, 回款记录, 合同退款 and how early a contract's end is reminded. */
export const contractSettingsApi = {
  get: ({ signal }: { signal?: AbortSignal } = {}) => call(contractSettingsRoutes.get, undefined, { signal }),
  save: (body: InputOf<typeof contractSettingsRoutes.save>) => call(contractSettingsRoutes.save, body),
};
