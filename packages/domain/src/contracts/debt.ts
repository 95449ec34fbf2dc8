import { z } from 'zod';
import { dateTime, emptyBody, listBody, okBody } from './envelope.ts';

// The write-offs' API answers (坏账 and 呆账: packages/domain/src/entities/debt.ts declares the entities), apart from
// the entity so that pages declaring it load no schema library.

/** A recovery as its list and info show it; `hk_numbers`: the collections it was booked as. */
export const recoveryView = z.object({
  id: z.number(),
  debt_id: z.number(),
  contract_id: z.number(),
  amount: z.string(),
  recover_date: z.string(),
  pay_method: z.number(),
  remark: z.string(),
  attachments: z.array(z.number()),
  attachments_files: z
    .array(z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string() }))
    .optional(),
  hk_numbers: z.array(z.string()),
  create_user_name: z.string().nullable(),
  create_time: dateTime(),
});
export type RecoveryView = z.infer<typeof recoveryView>;

/** What may still be written off on a contract: its amount less what is registered, written off and in approval. */
export const debtRoomView = z.object({
  contract_id: z.number(),
  title: z.string(),
  company_name: z.string(),
  contract_status: z.number(),
  amount: z.string(),
  /** collections registered and not voided, less approved refunds */
  registered_amount: z.string(),
  /** approved write-offs less what was recovered on them */
  written_off_amount: z.string(),
  /** write-offs in approval */
  pending_amount: z.string(),
  room: z.string(),
  /** the oldest outstanding instalment's days past its date (0 when none is overdue) */
  overdue_days: z.number(),
});
export type DebtRoom = z.infer<typeof debtRoomView>;

/** 呆账 and 坏账 candidates: instalments overdue more than these many days (设置 on the ageing). */
export const debtSettingsView = z.object({ bad_days: z.number(), broken_days: z.number() });
export type DebtSettings = z.infer<typeof debtSettingsView>;

export const ageingBucketView = z.object({
  bucket: z.number(),
  label: z.string(),
  amount: z.string(),
  plan_count: z.number(),
});
/** A row of the ageing: a customer or a contract, its outstanding amount by bucket. */
export const ageingRowView = z.object({
  /** enterprise_id or contract_id */
  id: z.number(),
  enterprise_id: z.number().nullable(),
  company_name: z.string(),
  contract_id: z.number().nullable(),
  contract_name: z.string().nullable(),
  contract_no: z.string().nullable(),
  owner_user_name: z.string().nullable(),
  /** outstanding by bucket, in AGEING_BUCKETS order */
  amounts: z.array(z.string()),
  total: z.string(),
  max_days: z.number(),
  /** contracts only: DEBT_CANDIDATE */
  candidate: z.number(),
});
export const ageingView = z.object({
  today: z.string(),
  dimension: z.enum(['customer', 'contract']),
  settings: debtSettingsView,
  buckets: z.array(ageingBucketView),
  total_amount: z.string(),
  overdue_amount: z.string(),
  rows: z.array(ageingRowView),
  count: z.number(),
  capped: z.boolean(),
});
export type AgeingView = z.infer<typeof ageingView>;
export type AgeingRow = z.infer<typeof ageingRowView>;

/** An outstanding instalment of the ageing's drill-down. */
export const ageingPlanView = z.object({
  id: z.number(),
  plan_id: z.number(),
  contract_id: z.number(),
  contract_name: z.string(),
  contract_no: z.string(),
  enterprise_id: z.number(),
  company_name: z.string(),
  plan_name: z.string(),
  amount: z.string(),
  actual_amount: z.string(),
  stay_amount: z.string(),
  repayment_date: z.string(),
  overdue_days: z.number(),
  bucket: z.number(),
  status: z.number(),
  owner_user_name: z.string().nullable(),
});
export type AgeingPlan = z.infer<typeof ageingPlanView>;

export const debtAnswers = {
  room: okBody(debtRoomView),
  recoveryList: listBody(recoveryView),
  recoveryInfo: okBody(recoveryView),
  addRecovery: okBody(z.object({ id: z.number() })),
  editRecovery: okBody(z.object({ id: z.number() })),
  delRecovery: emptyBody,
  ageing: okBody(ageingView),
  ageingPlans: listBody(ageingPlanView),
  getSettings: okBody(debtSettingsView),
  saveSettings: emptyBody,
};
