import { Decimal } from './money.ts';

// The statuses of the money chain, derived from amounts and the company's date: one function each, used by the
// server when it writes them and by its overdue job, so a list, a filter, a to-do and an export agree.

export const PLAN_VOID = 9;
export const RECEIVABLE_VOID = 9;

/**
 * 回款计划: 1 待回款, 2 待回款（已逾期）, 3 部分回款, 4 部分回款（已逾期）, 5 已回款, 9 已作废. Overdue once the company
 * day is after its date and it is not fully collected.
 */
export function planStatusOf(
  plan: { amount: Decimal.Value; actual: Decimal.Value; date: string; voided?: boolean },
  today: string,
): number {
  if (plan.voided) return PLAN_VOID;
  const actual = new Decimal(plan.actual);
  if (actual.gte(plan.amount)) return 5;
  const overdue = plan.date < today;
  if (actual.gt(0)) return overdue ? 4 : 3;
  return overdue ? 2 : 1;
}

/** 回款记录: 1 待回款 (nothing confirmed), 2 部分回款, 3 已回款, 9 已作废. */
export function receivableStatusOf(amount: Decimal.Value, actual: Decimal.Value, voided = false): number {
  if (voided) return RECEIVABLE_VOID;
  const a = new Decimal(actual);
  if (a.lte(0)) return 1;
  return a.gte(amount) ? 3 : 2;
}
