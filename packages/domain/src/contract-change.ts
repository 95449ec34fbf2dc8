import { Decimal, moneyText } from './money.ts';
import type { ProductLine } from './product-lines.ts';

// 合同变更: what an amendment changes (field by field, product lines line by line), and how the balance left
// to collect is split again over the instalments not yet collected when the amount changed.

/** The contract fields an amendment may change, its proposed field beside each, and their labels. */
export const CHANGEABLE = [
  { key: 'amount', proposed: 'new_amount', label: '合同金额（元）' },
  { key: 'start_date', proposed: 'new_start_date', label: '开始日期' },
  { key: 'end_date', proposed: 'new_end_date', label: '结束日期' },
  { key: 'product_lines', proposed: 'new_product_lines', label: '产品明细' },
  { key: 'terms', proposed: 'new_terms', label: '付款条款' },
] as const;
export type ChangeableKey = (typeof CHANGEABLE)[number]['key'];
export type ContractTerms = {
  amount: string;
  start_date: string | null;
  end_date: string | null;
  product_lines: ProductLine[];
  terms: string;
};

/** A changed product line: added, removed, or the same item sold at another price, quantity or discount. */
export type LineChange = {
  kind: 'added' | 'removed' | 'changed';
  name: string;
  before: ProductLine | null;
  after: ProductLine | null;
};
export type FieldChange = { field: ChangeableKey; label: string; before: string; after: string };

const lineKey = (l: ProductLine) => [l.product_id, l.spec_id, l.module_id, l.service_id].map((x) => x ?? 0).join(':');
const lineName = (l: ProductLine) => [l.product_name, l.spec_name, l.module_name].filter(Boolean).join(' / ');
const samePrice = (a: ProductLine, b: ProductLine) =>
  new Decimal(a.price).eq(b.price) &&
  new Decimal(a.quantity).eq(b.quantity) &&
  new Decimal(a.discount || 0).eq(b.discount || 0) &&
  (a.remark ?? '') === (b.remark ?? '');

/** Product lines compared item by item (the same product, spec, module or service is the same item). */
export function diffLines(before: readonly ProductLine[], after: readonly ProductLine[]): LineChange[] {
  const out: LineChange[] = [];
  const left = new Map<string, ProductLine[]>();
  for (const l of before) left.set(lineKey(l), [...(left.get(lineKey(l)) ?? []), l]);
  for (const l of after) {
    const match = left.get(lineKey(l))?.shift();
    if (!match) out.push({ kind: 'added', name: lineName(l), before: null, after: l });
    else if (!samePrice(match, l)) out.push({ kind: 'changed', name: lineName(l), before: match, after: l });
  }
  for (const rest of left.values())
    for (const l of rest) out.push({ kind: 'removed', name: lineName(l), before: l, after: null });
  return out;
}

const shown = (key: ChangeableKey, v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  if (key === 'amount') return moneyText(v as string);
  if (key === 'product_lines') return `${(v as unknown[]).length} 项`;
  return String(v);
};

/** The fields whose values differ, with their values as shown (before → after); lines in `lines`. */
export function diffTerms(before: ContractTerms, after: ContractTerms): { fields: FieldChange[]; lines: LineChange[] } {
  const lines = diffLines(before.product_lines ?? [], after.product_lines ?? []);
  const fields = CHANGEABLE.filter(({ key }) =>
    key === 'product_lines' ? lines.length > 0 : shown(key, before[key]) !== shown(key, after[key]),
  ).map(({ key, label }) => ({
    field: key,
    label,
    before: shown(key, before[key]),
    after: shown(key, after[key]),
  }));
  return { fields, lines };
}

/** An instalment as the re-split sees it. */
export type SplitPlan = { id: number; amount: string; actual: string; done: boolean };

/**
 * The balance left after what was collected, spread again over the instalments not yet fully collected, in
 * proportion to what each still had to collect (equally when none had anything left), to the cent, the last one
 * taking the rounding. Returns the new amount of each unpaid instalment (its collected part included), or
 * undefined when there is none to take the balance or the balance is below what was collected on them.
 */
export function resplit(contractAmount: Decimal.Value, plans: readonly SplitPlan[]): Map<number, string> | undefined {
  const open = plans.filter((p) => !p.done);
  if (open.length === 0) return undefined;
  const fixed = plans.filter((p) => p.done).reduce((s, p) => s.plus(p.amount), new Decimal(0));
  const collected = open.reduce((s, p) => s.plus(p.actual), new Decimal(0));
  const balance = new Decimal(contractAmount).minus(fixed).minus(collected);
  if (balance.lt(0)) return undefined;
  const weights = open.map((p) => Decimal.max(new Decimal(p.amount).minus(p.actual), 0));
  const weightSum = weights.reduce((s, w) => s.plus(w), new Decimal(0));
  const out = new Map<number, string>();
  let given = new Decimal(0);
  open.forEach((p, i) => {
    const last = i === open.length - 1;
    const share = last
      ? balance.minus(given)
      : weightSum.gt(0)
        ? balance.times(weights[i]).dividedBy(weightSum).toDecimalPlaces(2, Decimal.ROUND_DOWN)
        : balance.dividedBy(open.length).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    given = given.plus(share);
    out.set(p.id, moneyText(new Decimal(p.actual).plus(share)));
  });
  return out;
}
