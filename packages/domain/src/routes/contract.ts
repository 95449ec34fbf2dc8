import { z } from 'zod';
import { contractSettingsAnswers } from '../contracts/contract.ts';
import { noQuery } from './fields.ts';
import { route } from './route.ts';

// Route objects of the contract module's hand-written routes (see route.ts).

const prefix = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .regex(/^[A-Za-z0-9]{1,8}$/, `${label}应为1到8位字母或数字`);

const EXPIRY_MSG = '到期提醒天数应在1到365之间';
const settingsBody = z.strictObject({
  contract_prefix: prefix('合同编号前缀'),
  receivable_prefix: prefix('回款编号前缀'),
  refund_prefix: prefix('退款编号前缀'),
  expiry_days: z.number({ error: '到期提醒天数应为整数' }).int('到期提醒天数应为整数').min(1, EXPIRY_MSG).max(365, EXPIRY_MSG),
});

export const contractSettingsRoutes = {
  /** anyone on the contract page */
  get: route({ method: 'GET', path: '/api/Contract/getSettings', auth: { node: 'customer_contract' }, query: noQuery(), answer: contractSettingsAnswers.get }),
  /** 选项配置 editors */
  save: route({ method: 'POST', path: '/api/Contract/saveSettings', auth: { node: 'system_optionConfig_edit' }, body: settingsBody, answer: contractSettingsAnswers.save }),
};
