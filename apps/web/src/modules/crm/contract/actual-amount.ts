import { Decimal, isMoneyText } from '@suwork/domain';
import { formatAmount } from '../../../lib/format.ts';

/** Why `text` is not an 实际到账金额 for a collection of `max` (0 up to it, at most 2 decimals); '' when it is. */
export function actualAmountProblem(text: string, max: string): string {
  const t = text.trim();
  if (t === '') return '请输入实际到账金额';
  if (!isMoneyText(t)) return '实际到账金额应为数字，最多两位小数';
  if (new Decimal(t).gt(max)) return `实际到账金额不能超过回款金额 ${formatAmount(max)}`;
  return '';
}
