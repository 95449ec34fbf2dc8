import { z } from 'zod';
import { dateTime, emptyBody, listBody, okBody } from './envelope.ts';

// The money chain's hand-written routes: 作废, 确认到账, and the two lists its pickers read.

/** A row of 选择回款计划 (GET /api/ContractRepay/getRepaymentList): an instalment still to be collected. */
export const repaymentPlanView = z.object({
  id: z.number(),
  plan_id: z.number(),
  contract_id: z.number(),
  contract_name: z.string(),
  plan_name: z.string(),
  amount: z.string(),
  actual_amount: z.string(),
  stay_amount: z.string(),
  repayment_date: z.string(),
  status: z.number(),
  user_name: z.string().nullable(),
  create_time: dateTime(),
  remark: z.string(),
});
export type RepaymentPlanView = z.infer<typeof repaymentPlanView>;

/** A collection a refund may be taken from (POST /api/ContractRefund/getRepaymentList), with what it can still give back. */
export const refundableView = z.object({
  id: z.number(),
  receivable_id: z.number(),
  hk_number: z.string(),
  amount: z.string(),
  actual_amount: z.string(),
  refund_amount: z.string(),
  refundable_amount: z.string(),
  receive_date: z.string().nullable(),
  status: z.number(),
});
export type RefundableView = z.infer<typeof refundableView>;

export const contractAnswers = {
  cancel: emptyBody,
  confirm: emptyBody,
  correct: emptyBody,
  voidReceivable: emptyBody,
  repaymentList: listBody(repaymentPlanView),
  refundable: okBody(z.object({ data: z.array(refundableView), total: z.number() })),
};

/** 合同设置: the numbering prefixes (prefix + company date + daily sequence) and when expiry is reminded. */
export const contractSettingsView = z.object({
  contract_prefix: z.string(),
  receivable_prefix: z.string(),
  refund_prefix: z.string(),
  /** days before a contract's end date its owner and team are reminded */
  expiry_days: z.number(),
});
export type ContractSettings = z.infer<typeof contractSettingsView>;
export const CONTRACT_SETTINGS_DEFAULT: ContractSettings = {
  contract_prefix: 'HT',
  receivable_prefix: 'HK',
  refund_prefix: 'TK',
  expiry_days: 30,
};
export const contractSettingsAnswers = { get: okBody(contractSettingsView), save: emptyBody };

/** One record in a customer's story (clue → opportunity → quote → contract → plan → collection → refund → complaint). */
export const storyItemView = z.object({
  /** the entity key, e.g. 'contract' */
  type: z.string(),
  type_name: z.string(),
  id: z.number(),
  title: z.string(),
  amount: z.string().nullable(),
  status_name: z.string(),
  time: dateTime(),
  path: z.string(),
  query: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** What the member's visible contracts with the customer add up to. */
export const storySummaryView = z.object({
  contracted: z.string(),
  collected: z.string(),
  outstanding: z.string(),
  overdue: z.string(),
});
export const customerStoryView = z.object({ summary: storySummaryView, items: z.array(storyItemView) });
export type StoryItem = z.infer<typeof storyItemView>;
export type CustomerStory = z.infer<typeof customerStoryView>;
export const customerStoryAnswers = { story: okBody(customerStoryView) };

/** 客户仪表盘's money: contracts signed (approved) and money collected (confirmed, less refunds) over the period. */
export const moneyTotalsView = z.object({
  contract_count: z.number(),
  contract_amount: z.string(),
  collected_amount: z.string(),
  refund_amount: z.string(),
});
export const moneyTrendView = z.object({
  granularity: z.enum(['day', 'month']),
  labels: z.array(z.string()),
  contracts: z.array(z.string()),
  collections: z.array(z.string()),
});
export const moneyMemberView = z.object({
  user_id: z.number(),
  user_name: z.string(),
  contract_amount: z.string(),
  collected_amount: z.string(),
});
export const moneyOverviewView = z.object({
  totals: moneyTotalsView,
  trend: moneyTrendView,
  members: z.array(moneyMemberView),
});
export type MoneyOverview = z.infer<typeof moneyOverviewView>;
export const moneyDashboardAnswers = { money: okBody(moneyOverviewView) };

/** A product line as an amendment's diff shows it. */
const diffLineView = z
  .object({
    product_name: z.string(),
    spec_name: z.string(),
    module_name: z.string(),
    unit: z.string(),
    price: z.string(),
    quantity: z.string(),
    discount: z.string(),
    subtotal: z.string(),
  })
  .passthrough();
export const lineChangeView = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  name: z.string(),
  before: diffLineView.nullable(),
  after: diffLineView.nullable(),
});
export const fieldChangeView = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
/** One amendment: what it changed, who asked, who approved, the version it made. */
export const contractVersionView = z.object({
  version: z.number().nullable(),
  change_id: z.number(),
  change_no: z.string(),
  reason: z.string(),
  status: z.number(),
  user_name: z.string(),
  approver_names: z.array(z.string()),
  time: dateTime(),
  fields: z.array(fieldChangeView),
  lines: z.array(lineChangeView),
});
export type ContractVersion = z.infer<typeof contractVersionView>;
/** 重新分配回款计划: each instalment not yet collected with the amount it would get. */
export const resplitView = z.object({
  amount: z.string(),
  planned: z.string(),
  /** whether the plans not voided add up to something other than the amount */
  mismatch: z.boolean(),
  /** false when no instalment can take the balance (all collected, or the balance below what they collected) */
  possible: z.boolean(),
  plans: z.array(
    z.object({
      plan_id: z.number(),
      plan_name: z.string(),
      amount: z.string(),
      actual_amount: z.string(),
      new_amount: z.string(),
    }),
  ),
});
export type ResplitPreview = z.infer<typeof resplitView>;
/**
 * What an amendment does to the instalments (GET /api/ContractChange/planSplit, and `split` of a change's diff before
 * approval): each instalment not voided before → after, a new one with `plan_id` null. Approval applies it as the
 * plans are then.
 */
export const planSplitView = z.object({
  /** the contract's amount now, and the one proposed */
  amount: z.string(),
  new_amount: z.string(),
  /** Σ of the instalments not voided, now and after the change */
  planned: z.string(),
  new_planned: z.string(),
  /** whether any instalment changes */
  changed: z.boolean(),
  /** why the change cannot be approved as it stands ('' when it can) */
  refused: z.string(),
  plans: z.array(
    z.object({
      plan_id: z.number().nullable(),
      plan_name: z.string(),
      repayment_date: z.string(),
      amount: z.string(),
      actual_amount: z.string(),
      new_amount: z.string(),
      status: z.number(),
      new_status: z.number(),
    }),
  ),
});
export type PlanSplit = z.infer<typeof planSplitView>;
/** A change's diff: its version view, and before approval what it would do to the instalments. */
export const changeDiffView = contractVersionView.extend({ split: planSplitView.nullable() });
export type ChangeDiff = z.infer<typeof changeDiffView>;
export const contractChangeAnswers = {
  versions: okBody(z.array(contractVersionView)),
  diff: okBody(changeDiffView),
  planSplit: okBody(planSplitView),
  resplitPreview: okBody(resplitView),
  resplit: emptyBody,
};
