import { z } from 'zod';
import {
  contractAnswers,
  contractChangeAnswers,
  contractSettingsAnswers,
  customerStoryAnswers,
  moneyDashboardAnswers,
} from '../contracts/contract.ts';
import { idField, idParam, isDate, moneyField, noQuery, pageShape } from './fields.ts';
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
  expiry_days: z
    .number({ error: '到期提醒天数应为整数' })
    .int('到期提醒天数应为整数')
    .min(1, EXPIRY_MSG)
    .max(365, EXPIRY_MSG),
});

export const contractSettingsRoutes = {
  /** anyone on the contract page */
  get: route({
    method: 'GET',
    path: '/api/Contract/getSettings',
    auth: { node: 'customer_contract' },
    query: noQuery(),
    answer: contractSettingsAnswers.get,
  }),
  /** 选项配置 editors */
  save: route({
    method: 'POST',
    path: '/api/Contract/saveSettings',
    auth: { node: 'system_optionConfig_edit' },
    body: settingsBody,
    answer: contractSettingsAnswers.save,
  }),
};

/** Money that finance confirmed on a collection is theirs: voided or corrected only by a holder of this node, with a reason. */
export const CORRECT_COLLECTION_NODE = 'financial_collection_correct';

const reason = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(200, `${label}最多200个字`);
const receivableId = () => idField('请选择回款记录');
const actualAmount = () => moneyField('实际到账金额');

/** 合同 作废; 回款记录 确认到账, 更正到账 and 作废; 选择回款计划 and the collections a refund may be taken from. */
export const contractRoutes = {
  cancel: route({
    method: 'POST',
    path: '/api/Contract/cancel',
    auth: { node: 'customer_contract_edit' },
    body: z.strictObject({ contract_id: idField('请选择合同') }),
    answer: contractAnswers.cancel,
  }),
  confirm: route({
    method: 'POST',
    path: '/api/ContractPayment/confirm',
    auth: { node: 'financial_collection' },
    body: z.strictObject({ receivable_id: receivableId(), actual_amount: actualAmount() }),
    answer: contractAnswers.confirm,
  }),
  correct: route({
    method: 'POST',
    path: '/api/ContractPayment/correct',
    auth: { node: CORRECT_COLLECTION_NODE },
    body: z.strictObject({ receivable_id: receivableId(), actual_amount: actualAmount(), reason: reason('更正原因') }),
    answer: contractAnswers.correct,
  }),
  /** a confirmed collection only by CORRECT_COLLECTION_NODE, with a reason (checked by the service) */
  voidReceivable: route({
    method: 'POST',
    path: '/api/ContractPayment/cancel',
    auth: { node: 'customer_receivableSheet_edit' },
    body: z.strictObject({ receivable_id: receivableId(), reason: reason('作废原因').optional() }),
    answer: contractAnswers.voidReceivable,
  }),
  /** plans still to be collected, of one contract or of all the member sees */
  repaymentList: route({
    method: 'GET',
    path: '/api/ContractRepay/getRepaymentList',
    auth: { node: 'customer_recoveries' },
    query: z.strictObject({ ...pageShape(5), contract_id: idParam('合同应为编号').optional() }),
    answer: contractAnswers.repaymentList,
  }),
  /** the contract's collections with money a refund may still take */
  refundable: route({
    method: 'POST',
    path: '/api/ContractRefund/getRepaymentList',
    auth: { node: 'customer_contractRefund' },
    body: z.strictObject({ contract_id: idField('请选择合同'), type: z.literal(1).default(1) }),
    answer: contractAnswers.refundable,
  }),
};

const optionalDate = (label: string) => z.string().refine(isDate, `${label}应为 YYYY-MM-DD`).optional();
const contractQuery = () => z.strictObject({ contract_id: idParam('请选择合同') });

/** 合同版本 and a change's diff; the re-split of the plans after an amendment, previewed then applied. */
export const contractChangeRoutes = {
  versions: route({
    method: 'GET',
    path: '/api/Contract/versions',
    auth: { node: 'customer_contract' },
    query: contractQuery(),
    answer: contractChangeAnswers.versions,
  }),
  diff: route({
    method: 'GET',
    path: '/api/ContractChange/diff',
    auth: { node: 'customer_changeRequest' },
    query: z.strictObject({ id: idParam('请选择合同变更') }),
    answer: contractChangeAnswers.diff,
  }),
  /** what a proposal would do to the contract's instalments */
  planSplit: route({
    method: 'GET',
    path: '/api/ContractChange/planSplit',
    auth: { node: 'customer_changeRequest' },
    query: z.strictObject({
      contract_id: idParam('请选择合同'),
      new_amount: moneyField('变更后合同金额'),
      new_start_date: optionalDate('变更后开始日期'),
      new_end_date: optionalDate('变更后结束日期'),
    }),
    answer: contractChangeAnswers.planSplit,
  }),
  resplitPreview: route({
    method: 'GET',
    path: '/api/ContractRepay/resplitPreview',
    auth: { node: 'customer_recoveries' },
    query: contractQuery(),
    answer: contractChangeAnswers.resplitPreview,
  }),
  resplit: route({
    method: 'POST',
    path: '/api/ContractRepay/resplit',
    auth: { node: 'customer_recoveries_edit' },
    body: z.strictObject({ contract_id: idField('请选择合同') }),
    answer: contractChangeAnswers.resplit,
  }),
};

const periodQuery = z.strictObject({
  start_date: z.string({ error: '请选择开始日期' }).refine(isDate, '开始日期应为 YYYY-MM-DD'),
  end_date: z.string({ error: '请选择结束日期' }).refine(isDate, '结束日期应为 YYYY-MM-DD'),
});

/** 合同与回款 on the CRM dashboard. */
export const moneyDashboardRoutes = {
  money: route({
    method: 'GET',
    path: '/api/CrmDashboard/money',
    auth: { node: 'customer_dashboard' },
    query: periodQuery,
    answer: moneyDashboardAnswers.money,
  }),
};

/** 客户全景 of one customer. */
export const customerStoryRoutes = {
  story: route({
    method: 'GET',
    path: '/api/Customer/story',
    auth: { node: 'customer_customer' },
    query: z.strictObject({ id: idParam('请选择客户') }),
    answer: customerStoryAnswers.story,
  }),
};
