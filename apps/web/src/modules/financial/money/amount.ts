import { Decimal, isMoneyText } from '@suwork/domain';

/** The problem of an amount typed in (decimal text, above 0, at most `max`), or undefined: 还款金额不能超过未还款金额 500.00. */
export function amountProblem(text: string, max: Decimal.Value, label: string, maxLabel: string): string | undefined {
  const v = text.trim();
  if (v === '') return `请输入${label}`;
  if (!isMoneyText(v)) return `${label}应为最多两位小数的非负数`;
  if (!new Decimal(v).gt(0)) return `${label}应大于0`;
  if (new Decimal(v).gt(max)) return `${label}不能超过${maxLabel} ${new Decimal(max).toFixed(2)}`;
  return undefined;
}
