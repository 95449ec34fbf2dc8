import { Decimal } from 'decimal.js';
import { moneyText } from './money.ts';

// The figures kept on the documents of money out (借款, 报销), from what was paid and repaid on them.

/** What an approved document owes: 1 待付款, 2 部分付款, 3 已付款 (nothing left to pay counts as paid). */
export function payStatusOf(payable: Decimal.Value, paid: Decimal.Value): 1 | 2 | 3 {
  const left = new Decimal(payable).minus(paid);
  if (left.lte(0)) return 3;
  return new Decimal(paid).gt(0) ? 2 : 1;
}

/**
 * An approved borrowing's figures: 未付款 = amount − paid; 未还款 = paid − repaid (what is out with the member);
 * status 2 待付款 until paid in full, then 4 已付款待还款, then 6 已还款 once all of it came back.
 */
export function borrowFigures(amount: Decimal.Value, paid: Decimal.Value, repaid: Decimal.Value) {
  const unpaid = Decimal.max(new Decimal(amount).minus(paid), 0);
  const out = Decimal.max(new Decimal(paid).minus(repaid), 0);
  const status = unpaid.gt(0) ? 2 : new Decimal(repaid).gte(amount) ? 6 : 4;
  return { unpaid_money: moneyText(unpaid), unpayment_received: moneyText(out), status };
}
