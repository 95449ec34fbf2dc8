import { Decimal, moneyText, quoteAmounts } from '@suwork/domain';
import { formatAmount } from '../../../lib/format.ts';

/** What a contract's quote (its 报价) says of its amounts. */
export type QuoteTerms = { title: string; discount: string; tax_rate: number };

/** A figure the amount may be set to, and how the note names it. */
export type AmountChoice = { label: string; amount: string };

/**
 * How 合同金额 stands against the product lines on the same form: the same figure; the lines' total with the quote's
 * discount and tax (转为合同 takes the quote's 含税总计), said so; or a difference, with the figures it may be set to.
 */
export type AmountNote = { tone: 'ok'; text: string } | { tone: 'differs'; text: string; choices: AmountChoice[] };

const isAmount = (v: string | undefined): v is string => v !== undefined && /^\d+(\.\d+)?$/.test(v.trim());
const yuan = (v: Decimal.Value) => `${formatAmount(moneyText(v))} 元`;

/** The note under 合同金额, given its text, the lines' total (none without lines) and the contract's quote when known. */
export function contractAmountNote(
  amount: string | undefined,
  linesTotal: string | undefined,
  quote?: QuoteTerms,
): AmountNote | undefined {
  if (linesTotal === undefined || !isAmount(amount)) return undefined;
  const given = new Decimal(amount);
  if (given.eq(linesTotal)) return { tone: 'ok', text: '与产品明细合计一致' };
  const withTax = quote ? quoteAmounts(linesTotal, quote.discount || 0, quote.tax_rate).after_tax : undefined;
  const terms = quote
    ? `${new Decimal(quote.discount || 0).gt(0) ? `整单折扣 ${new Decimal(quote.discount).toString()}%、` : ''}税率 ${quote.tax_rate}%`
    : '';
  if (quote && withTax && given.eq(withTax))
    return {
      tone: 'ok',
      text: `产品明细合计 ${yuan(linesTotal)}，按报价「${quote.title}」的${terms}计为含税 ${yuan(withTax)}`,
    };
  const choices: AmountChoice[] = [];
  if (quote && withTax && !new Decimal(withTax).eq(linesTotal))
    choices.push({ label: `按报价${terms}计为 ${yuan(withTax)}`, amount: withTax });
  choices.push({ label: `改为产品明细合计 ${yuan(linesTotal)}`, amount: moneyText(linesTotal) });
  return {
    tone: 'differs',
    text: `与产品明细合计 ${formatAmount(moneyText(linesTotal))} 元相差 ${yuan(given.minus(linesTotal).abs())}，请核对（如含税或另有费用，可在备注中说明）`,
    choices,
  };
}
