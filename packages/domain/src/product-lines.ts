import { Decimal } from 'decimal.js';
import { cents, lessDiscount, moneyText, sumMoney } from './money.ts';

// 产品明细: the product lines of an opportunity, a quote or a contract. Each line is priced from the catalogue
// (a product, optionally one of its specs and modules, or a service product) and keeps a copy of the names it
// was sold under, so renaming or taking a product off sale leaves old documents as they were.

/** At most this many lines on one document. */
export const MAX_PRODUCT_LINES = 200;
/** Quantities carry up to 2 decimals (hours, metres …). */
export const QUANTITY_MAX = 99_999_999;

/** A line as a form sends it: what was picked and how it is priced. */
export type ProductLineInput = {
  product_id?: number | null;
  spec_id?: number | null;
  module_id?: number | null;
  service_id?: number | null;
  /** unit price, decimal text */
  price: string;
  /** decimal text */
  quantity: string;
  /** discount %, 0–100, decimal text */
  discount: string;
  remark?: string;
};

/** A stored line: the input plus the names it was sold under and its subtotal. */
export type ProductLine = Required<Omit<ProductLineInput, 'remark'>> & {
  remark: string;
  /** the product's or service's name, spec and module names, unit, as they were when the line was written */
  product_name: string;
  spec_name: string;
  module_name: string;
  unit: string;
  subtotal: string;
};

/** price × quantity less the line's discount, to the cent: 302.00 × 0.2 is 60.40. */
export const lineSubtotal = (l: Pick<ProductLineInput, 'price' | 'quantity' | 'discount'>): string =>
  lessDiscount(cents(new Decimal(l.price).times(l.quantity)), l.discount || '0');

/** The sum of the lines' subtotals. */
export const linesTotal = (lines: readonly Pick<ProductLineInput, 'price' | 'quantity' | 'discount'>[]): string =>
  sumMoney(lines.map(lineSubtotal));

/** A quote's amounts: lines total, less the whole-quote discount, then tax on top (每一步到分). */
export function quoteAmounts(linesSum: Decimal.Value, discountPercent: Decimal.Value, taxRatePercent: Decimal.Value) {
  const beforeTax = lessDiscount(linesSum, discountPercent || 0);
  const tax = moneyText(new Decimal(beforeTax).times(taxRatePercent || 0).dividedBy(100));
  return { before_tax: beforeTax, tax_amount: tax, after_tax: moneyText(new Decimal(beforeTax).plus(tax)) };
}
