import { Decimal } from 'decimal.js';

// Money is a decimal string in the API ('1234.50') and a Decimal in code, never a float: 0.1 + 0.2 is 0.30.

/** A money value rounded to the cent, half away from zero (as a cashier rounds). */
export const cents = (v: Decimal.Value): Decimal => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The API's form of an amount: two decimals, no grouping ('1234.50'). */
export const moneyText = (v: Decimal.Value): string => cents(v).toFixed(2);

/** The sum of amounts, to the cent. */
export const sumMoney = (values: readonly Decimal.Value[]): string =>
  moneyText(values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0)));

/** `percent` % of an amount, to the cent (19 % of 138.66 is 26.35). */
export const percentOf = (amount: Decimal.Value, percent: Decimal.Value): string =>
  moneyText(new Decimal(amount).times(percent).dividedBy(100));

/** An amount less a discount of `percent` %, to the cent. */
export const lessDiscount = (amount: Decimal.Value, percent: Decimal.Value): string =>
  moneyText(new Decimal(amount).minus(new Decimal(amount).times(percent).dividedBy(100)));

/** Whether a text is a decimal an amount may hold: at most 12 digits before the point and 2 after, not negative. */
export const isMoneyText = (v: string): boolean => /^\d{1,12}(\.\d{1,2})?$/.test(v);

/** The largest amount a document of the money chain holds (合同, 回款, 退款). */
export const MONEY_MAX = 9_999_999_999.99;

export { Decimal };
