import type { DebtSettings } from '../contracts/debt.ts';
import { MONEY_MAX } from '../money.ts';
import type { NodeName } from '../nodes/index.ts';
import { defineEntity, f, type EntityDef, type Field } from './define.ts';
import { DOC_STATUS, PAY_METHOD } from './options.ts';

// 坏账 and 呆账: part of an approved contract's outstanding balance written off (approved through flow types 11 and
// 12), and the money later recovered on them (坏账收回 / 呆账收回, a collection on the contract). The ageing of
// receivables (应收账龄) on the finance overview proposes the contracts to write off.

/** 回款计划 status of an instalment closed by a write-off (docs/decisions/0013-written-off-plans.md). */
export const PLAN_WRITTEN_OFF = 6;

const money = <K extends string>(key: K, label: string, opts: Parameters<typeof f.money>[2] = {}) =>
  f.money(key, label, { min: 0, max: MONEY_MAX, ...opts });

/** The fields of a write-off; `noun` is 坏账 or 呆账. */
const debtFields = (noun: string) =>
  [
    f.text('debt_no', `${noun}编号`, { writable: false, max: 40, list: true, search: true, unique: true }),
    f.reference('contract_id', '合同', 'contract', { required: '请选择合同', list: true, filter: true, index: true }),
    f.reference('enterprise_id', '客户', 'customer', { writable: false, filter: true, index: true }),
    f.text('company_name', '客户名称', { writable: false, max: 100, list: true, search: true }),
    money('amount', '核销金额（元）', { required: '请输入核销金额', list: true, sort: true }),
    money('recovered_amount', '已收回（元）', { writable: false, defaultValue: '0', list: true }),
    f.date('debt_date', '核销日期', { required: '请选择核销日期', list: true, sort: true, filter: true }),
    f.integer('overdue_days', '登记时最长逾期（天）', { writable: false, list: true }),
    f.longText('reason', '核销原因', { required: '请输入核销原因', max: 1000 }),
    f.enumOf('status', '审批状态', DOC_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.attachments('attachments', '附件'),
  ] as const;

const debtSections = [
  {
    title: '核销信息',
    fields: [
      'debt_no',
      'contract_id',
      'enterprise_id',
      'amount',
      'recovered_amount',
      'debt_date',
      'overdue_days',
      'status',
    ],
  },
  { title: '原因与附件', fields: ['reason', 'attachments'] },
] as const;

/** 坏账: a balance the customer will not pay (bankrupt, gone), written off after approval (flow type 11) */
export const contractBrokenEntity = /* @__PURE__ */ defineEntity({
  key: 'contractBroken',
  controller: 'ContractBroken',
  title: '坏账',
  table: 'fin_contract_broken',
  idKey: 'broken_id',
  titleField: 'debt_no',
  node: 'financial_contractBroken',
  owned: true,
  ownerFrom: 'contract_id',
  flowType: 11,
  flowSubmitter: 'creator',
  flowTitle: ['contract_id', 'amount'],
  fields: debtFields('坏账'),
  sections: debtSections,
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'contractBroken', add: 'addContractBroken', edit: 'editContractBroken', info: 'contractBrokenInfo' },
});

/** 呆账: a balance long overdue and doubtful, written off after approval (flow type 12) */
export const contractBadEntity = /* @__PURE__ */ defineEntity({
  key: 'contractBad',
  controller: 'ContractBad',
  title: '呆账',
  table: 'fin_contract_bad',
  idKey: 'bad_id',
  titleField: 'debt_no',
  node: 'financial_contractBad',
  owned: true,
  ownerFrom: 'contract_id',
  flowType: 12,
  flowSubmitter: 'creator',
  flowTitle: ['contract_id', 'amount'],
  fields: debtFields('呆账'),
  sections: debtSections,
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'contractBad', add: 'addContractBad', edit: 'editContractBad', info: 'contractBadInfo' },
});

export const DEBT_ENTITIES: readonly EntityDef[] = [contractBrokenEntity, contractBadEntity];

/** A kind of write-off: its entity, its noun, its recovery's routes and permission node. */
export type DebtKind = {
  def: EntityDef;
  noun: '坏账' | '呆账';
  /** the action node of 收回 (`<page node>_recover`) */
  recoverNode: NodeName;
  routes: { addRecovery: string; editRecovery: string };
};
export const DEBT_KINDS: readonly DebtKind[] = [
  {
    def: contractBrokenEntity,
    noun: '坏账',
    recoverNode: 'financial_contractBroken_recover',
    routes: { addRecovery: 'addBrokenRecovery', editRecovery: 'editBrokenRecovery' },
  },
  {
    def: contractBadEntity,
    noun: '呆账',
    recoverNode: 'financial_contractBad_recover',
    routes: { addRecovery: 'addBadRecovery', editRecovery: 'editBadRecovery' },
  },
];
export const debtKindOf = (entityKey: string): DebtKind => DEBT_KINDS.find((k) => k.def.key === entityKey)!;

/** The fields of a recovery (坏账收回 / 呆账收回): the server validates them, the form shows them. */
export const RECOVERY_FIELDS = {
  amount: money('amount', '收回金额（元）', { required: '请输入收回金额' }),
  recover_date: f.date('recover_date', '收回日期', { required: '请选择收回日期' }),
  pay_method: f.enumOf('pay_method', '收款方式', PAY_METHOD, { required: '请选择收款方式' }),
  remark: f.longText('remark', '备注', { max: 1000 }),
  attachments: f.attachments('attachments', '银行回单'),
} as const satisfies Record<string, Field>;

export {
  recoveryView,
  debtRoomView,
  debtSettingsView,
  ageingBucketView,
  ageingRowView,
  ageingView,
  ageingPlanView,
  debtAnswers,
} from '../contracts/debt.ts';
export type { RecoveryView, DebtRoom, DebtSettings, AgeingView, AgeingRow, AgeingPlan } from '../contracts/debt.ts';
export const DEBT_SETTINGS_DEFAULT: DebtSettings = { bad_days: 180, broken_days: 365 };
export const DEBT_DAYS_MAX = 3650;

/** 应收账龄 buckets by days past the instalment date (0: not overdue). */
export const AGEING_BUCKETS = [
  { bucket: 0, label: '未逾期', min: null, max: 0 },
  { bucket: 1, label: '1–30天', min: 1, max: 30 },
  { bucket: 2, label: '31–60天', min: 31, max: 60 },
  { bucket: 3, label: '61–90天', min: 61, max: 90 },
  { bucket: 4, label: '91–180天', min: 91, max: 180 },
  { bucket: 5, label: '181–365天', min: 181, max: 365 },
  { bucket: 6, label: '365天以上', min: 366, max: null },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['bucket'];

/** What the ageing proposes for a contract: nothing, 呆账 (overdue > bad_days) or 坏账 (overdue > broken_days). */
export const DEBT_CANDIDATE = { none: 0, bad: 1, broken: 2 } as const;

/** Messages of the write-offs the server and the pages share. */
export const DEBT_MSG = {
  contractNotApproved: '合同审批通过后才能核销坏账或呆账',
  notApproved: (noun: string) => `${noun}审批通过后才能登记收回`,
  recoveryMissing: '收回记录不存在',
  daysOrder: '呆账逾期天数应小于坏账逾期天数',
} as const;
