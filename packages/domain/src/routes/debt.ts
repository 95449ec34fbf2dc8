import { z } from 'zod';
import { debtAnswers } from '../contracts/debt.ts';
import { contractBadEntity, contractBrokenEntity, DEBT_DAYS_MAX, DEBT_MSG } from '../entities/debt.ts';
import type { NodeName } from '../nodes/index.ts';
import { dateField, idField, idParam, moneyField, pageShape } from './fields.ts';
import { route } from './route.ts';

// The debt module's own routes beside the engine's: per kind of write-off (坏账, 呆账), what may still be written off on a
// contract and the recoveries; 应收账龄 on the finance overview and its settings (坏账呆账设置).

/** The node of 财务概览, where the ageing is shown. */
const OVERVIEW = { node: 'financial_financial' } as const;
/** Who changes the candidates' days: 选项配置 editors (as 合同设置). */
const SETTINGS_EDIT = { node: 'system_optionConfig_edit' } as const;

const KEYWORD_MAX = 100;
const keyword = z
  .string({ error: '关键词应为文本' })
  .trim()
  .max(KEYWORD_MAX, `关键词不能超过${KEYWORD_MAX}个字符`)
  .optional();

/**
 * A recovery's fields as the web sends them. The server checks them with the engine's rules of RECOVERY_FIELDS
 * (serve's `input`), which give the same values.
 */
const recoveryFields = {
  amount: moneyField('收回金额（元）'),
  recover_date: dateField('收回日期'),
  pay_method: z.number({ error: '请选择收款方式' }),
  remark: z.string().nullable().optional(),
  attachments: z.array(idField()).nullable().optional(),
};

/** The routes of one kind of write-off, under its controller (/api/ContractBroken/addRecovery …). */
function recoveryRoutes(controller: string, noun: string, page: NodeName, recover: NodeName) {
  const base = `/api/${controller}`;
  const { amount, recover_date, pay_method, remark, attachments } = recoveryFields;
  return {
    /** what may still be written off on a contract: the add page starts from it, the ageing's 一键核销 too */
    room: route({
      method: 'GET',
      path: `${base}/room`,
      auth: { node: page },
      query: z.strictObject({ contract_id: idParam('请选择合同') }),
      answer: debtAnswers.room,
    }),
    recoveryList: route({
      method: 'GET',
      path: `${base}/recoveryList`,
      auth: { node: page },
      query: z.strictObject({ id: idParam(`请选择${noun}`), ...pageShape() }),
      answer: debtAnswers.recoveryList,
    }),
    recoveryInfo: route({
      method: 'GET',
      path: `${base}/recoveryInfo`,
      auth: { node: page },
      query: z.strictObject({ id: idParam(DEBT_MSG.recoveryMissing) }),
      answer: debtAnswers.recoveryInfo,
    }),
    addRecovery: route({
      method: 'POST',
      path: `${base}/addRecovery`,
      auth: { node: recover },
      body: z.strictObject({
        debt_id: idField(`请选择${noun}`),
        amount,
        recover_date,
        pay_method,
        remark,
        attachments,
      }),
      answer: debtAnswers.addRecovery,
    }),
    editRecovery: route({
      method: 'POST',
      path: `${base}/editRecovery`,
      auth: { node: recover },
      body: z.strictObject({
        id: idField(DEBT_MSG.recoveryMissing),
        amount: amount.optional(),
        recover_date: recover_date.optional(),
        pay_method: pay_method.optional(),
        remark,
        attachments,
      }),
      answer: debtAnswers.editRecovery,
    }),
    delRecovery: route({
      method: 'POST',
      path: `${base}/delRecovery`,
      auth: { node: recover },
      body: z.strictObject({ id: idField(DEBT_MSG.recoveryMissing) }),
      answer: debtAnswers.delRecovery,
    }),
  };
}

/** Each kind's routes, by its entity key. */
export const recoveryRoutesOf: Readonly<Record<string, ReturnType<typeof recoveryRoutes>>> = {
  [contractBrokenEntity.key]: recoveryRoutes(
    contractBrokenEntity.controller,
    '坏账',
    'financial_contractBroken',
    'financial_contractBroken_recover',
  ),
  [contractBadEntity.key]: recoveryRoutes(
    contractBadEntity.controller,
    '呆账',
    'financial_contractBad',
    'financial_contractBad_recover',
  ),
};

const BUCKET_MSG = '账龄区间应为 0 到 6 的整数';
const ageingQuery = z.strictObject({
  dimension: z
    .enum(['customer', 'contract'], { error: '统计维度应为 customer（按客户）或 contract（按合同）' })
    .default('customer'),
  sort: z.enum(['total', 'days'], { error: '排序应为 total（按金额）或 days（按逾期天数）' }).default('total'),
  keyword,
  ...pageShape(),
});
const ageingPlansQuery = z.strictObject({
  bucket: z.coerce.number({ error: BUCKET_MSG }).int(BUCKET_MSG).min(0, BUCKET_MSG).max(6, BUCKET_MSG).optional(),
  contract_id: idParam('合同不存在').optional(),
  enterprise_id: idParam('客户不存在').optional(),
  keyword,
  ...pageShape(),
});

const days = (label: string) => {
  const message = `${label}应为1到${DEBT_DAYS_MAX}之间的整数`;
  return z.number({ error: message }).int(message).min(1, message).max(DEBT_DAYS_MAX, message);
};
const settingsBody = z
  .strictObject({ bad_days: days('呆账逾期天数'), broken_days: days('坏账逾期天数') })
  .refine((v) => v.bad_days < v.broken_days, { message: DEBT_MSG.daysOrder, path: ['bad_days'] });

export const debtRoutes = {
  /** 应收账龄 by customer or contract */
  ageing: route({
    method: 'GET',
    path: '/api/Financial/ageing',
    auth: OVERVIEW,
    query: ageingQuery,
    answer: debtAnswers.ageing,
  }),
  /** the outstanding instalments behind the ageing, in a bucket, of a contract or of a customer */
  ageingPlans: route({
    method: 'GET',
    path: '/api/Financial/ageingPlans',
    auth: OVERVIEW,
    query: ageingPlansQuery,
    answer: debtAnswers.ageingPlans,
  }),
  getSettings: route({
    method: 'GET',
    path: '/api/Financial/getDebtSettings',
    auth: OVERVIEW,
    query: z.strictObject({}),
    answer: debtAnswers.getSettings,
  }),
  saveSettings: route({
    method: 'POST',
    path: '/api/Financial/saveDebtSettings',
    auth: SETTINGS_EDIT,
    body: settingsBody,
    answer: debtAnswers.saveSettings,
  }),
};
