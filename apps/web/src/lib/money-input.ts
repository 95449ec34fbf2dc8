import { Decimal, isMoneyText } from '@suwork/domain';
import { formatAmount } from './format.ts';

type Limits = {
  /** what the amount is, as messages name it: 还款金额 */
  label: string;
  max: Decimal.Value;
  /** what the maximum is: 未还款金额 */
  maxLabel: string;
  /** 0 is an amount too (实际到账金额: nothing arrived) */
  zero?: boolean;
};

/**
 * Why the text typed into an amount box is not an amount (to the cent, above 0 unless `zero`, at most `max`), the
 * way the server says it: 还款金额不能超过未还款金额 2,000.00; undefined when it is one.
 */
export function moneyInputProblem(text: string, { label, max, maxLabel, zero }: Limits): string | undefined {
  const v = text.trim();
  if (v === '') return `请输入${label}`;
  if (!isMoneyText(v)) return `${label}应为最多两位小数的金额`;
  if (!zero && !new Decimal(v).gt(0)) return `${label}应大于0`;
  if (new Decimal(v).gt(max)) return `${label}不能超过${maxLabel} ${formatAmount(new Decimal(max).toFixed(2))}`;
  return undefined;
}
