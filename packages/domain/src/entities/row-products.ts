import { Decimal, moneyText } from '../money.ts';
import type { Field } from './define.ts';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A row of a `rows` field with its `product` columns worked out (数量 × 单价, to the cent); a product of a blank or
 * non-numeric factor is left empty. The server writes rows this way; the form shows them this way as they are typed.
 */
export function withProducts<R extends Readonly<Record<string, unknown>>>(field: Field, row: R): R {
  const computed = (field.columns ?? []).filter((c) => c.product);
  if (computed.length === 0) return row;
  const out: Record<string, unknown> = { ...row };
  for (const c of computed) {
    const [a, b] = c.product!.map((k) => row[k]);
    const numeric = [a, b].every((v) => !blank(v) && isNumeric(v));
    out[c.key] = numeric ? moneyText(new Decimal(String(a)).times(String(b))) : '';
  }
  return out as R;
}

function isNumeric(v: unknown): boolean {
  try {
    return new Decimal(String(v)).isFinite();
  } catch {
    return false;
  }
}
